import SwiftUI

/// Shortcut values written with `.init` and `KeyboardShortcut(…)`, and a button with an
/// empty title that carries only a shortcut.
@main
struct FeedApp: App {
    static let refresh = KeyboardShortcut("r", modifiers: [.command, .shift])

    var body: some Scene {
        WindowGroup {
            FeedView()
        }
        .commands {
            CommandMenu("Feed") {
                Button("Reload") {}
                    .keyboardShortcut(.init("r", modifiers: .command))
                Button("Mark All Read") {}
                    .keyboardShortcut(KeyboardShortcut("k", modifiers: [.command, .option]))
            }
        }
    }
}

struct FeedView: View {
    var body: some View {
        Button("") {}
            .keyboardShortcut("j", modifiers: [])
            .hidden()
    }
}
