import SwiftUI
import UniformTypeIdentifiers

/// A viewing document app: it opens documents and makes none.
@main
struct ViewerApp: App {
    var body: some Scene {
        DocumentGroup(viewing: LogDocument.self) { file in
            LogView(document: file.document)
        }
        .commands {
            CommandMenu("Log") {
                Button("Jump to End") {}
                    .keyboardShortcut(.downArrow)
            }
        }
    }
}

struct LogView: View {
    var document: LogDocument
    var body: some View { Text("Log") }
}
