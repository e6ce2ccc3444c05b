import SwiftUI

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            ShellView(content: AnyView(ArticleView()))
        }
    }
}

/// Shows whatever view it is given, type-erased.
struct ShellView: View {
    let content: AnyView

    var body: some View {
        VStack {
            content
            Button("Refresh") { refresh() }
                .keyboardShortcut("r")
        }
    }

    private func refresh() {}
}

struct ArticleView: View {
    var body: some View {
        Text("Article")
            .toolbar {
                Button("Share") { share() }
                    .keyboardShortcut("i", modifiers: [.command, .shift])
            }
    }

    private func share() {}
}
