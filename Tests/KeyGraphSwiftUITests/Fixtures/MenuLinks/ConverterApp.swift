import SwiftUI

@main
struct ConverterApp: App {
    var body: some Scene {
        Window("Converter", id: "main") {
            ResultView()
        }
        .commands {
            CommandGroup(replacing: .help) {
                Link("Website", destination: URL(string: "https://example.com")!)
                Divider()
                Link("Source Code", destination: URL(string: "https://example.com/code")!)
            }
        }
    }
}

struct ResultView: View {
    let url = URL(fileURLWithPath: "/tmp/out.gif")

    var body: some View {
        HStack {
            Button("Save") {}
                .keyboardShortcut("s")
            ShareLink("Share", item: url)
                .keyboardShortcut("s", modifiers: [.command, .shift])
        }
    }
}
