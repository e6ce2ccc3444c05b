import SwiftUI

@main
struct EditorApp: App {
    var body: some Scene {
        WindowGroup {
            EditorView()
        }
        .commands {
            CommandGroup(replacing: .saveItem) {
                Button("Save") { save() }
                    .keyboardShortcut("s")
            }
        }
    }

    private func save() {}
}

struct EditorView: View {
    var body: some View {
        TextEditor(text: .constant(""))
            .toolbar {
                Button("Bold") { bold() }
                    .keyboardShortcut("b")
            }
    }

    private func bold() {}
}

/// A view no scene shows (left from an earlier design): its shortcuts bind nothing.
struct ImageExporter: View {
    var body: some View {
        HStack {
            Button("Save Image") { saveImage() }
                .keyboardShortcut("s")
            Button("Quit Exporter") { quit() }
                .keyboardShortcut("q")
        }
    }

    private func saveImage() {}
    private func quit() {}
}
