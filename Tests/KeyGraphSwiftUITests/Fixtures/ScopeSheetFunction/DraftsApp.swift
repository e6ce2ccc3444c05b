import SwiftUI

@main
struct DraftsApp: App {
    var body: some Scene {
        WindowGroup {
            EditorView()
        }
    }
}

struct EditorView: View {
    @State private var showsDrafts = false
    @State private var showsText = false
    @State private var showsShare = false

    var body: some View {
        TextEditor(text: .constant(""))
            .toolbar {
                Button("Drafts") { showsDrafts = true }
                    .keyboardShortcut("d")
            }
            .sheet(isPresented: $showsDrafts) {
                draftsList
            }
            .sheet(isPresented: $showsText, content: makeTextSheet)
            .sheet(isPresented: $showsShare) {
                makeShareSheet()
            }
    }

    private var draftsList: some View {
        NavigationStack {
            List {
                Text("Drafts")
            }
            .toolbar {
                Button("Done") { showsDrafts = false }
                    .keyboardShortcut(.defaultAction)
            }
        }
    }

    private func makeTextSheet() -> some View {
        var title = "Text"
        title += "…"
        return Sheets.SelectableTextView(title: title)
    }

    @ViewBuilder
    private func makeShareSheet() -> some View {
        ShareImageView()
    }
}

enum Sheets {}

extension Sheets {
    struct SelectableTextView: View {
        let title: String

        var body: some View {
            Button("Copy All") { copyAll() }
                .keyboardShortcut("c", modifiers: [.command, .shift])
        }

        private func copyAll() {}
    }
}

struct ShareImageView: View {
    var body: some View {
        Button("Save Image") { save() }
            .keyboardShortcut("s")
    }

    private func save() {}
}
