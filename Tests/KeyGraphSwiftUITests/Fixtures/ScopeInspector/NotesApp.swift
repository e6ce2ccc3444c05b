import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NoteEditor()
        }
    }
}

struct Tag: Identifiable {
    var id: String
}

struct NoteEditor: View {
    @State private var showsDetails = false
    @State private var editedTag: Tag?

    var body: some View {
        Text("Note")
            .toolbar {
                Button("Refresh") { refresh() }
                    .keyboardShortcut("r")
            }
            .inspector(isPresented: $showsDetails) {
                Button("Pin Note") { pin() }
                    .keyboardShortcut("p")
            }
            .popover(item: $editedTag) { tag in
                TagEditor(tag: tag)
            }
    }

    private func refresh() {}
    private func pin() {}
}

struct TagEditor: View {
    var tag: Tag

    var body: some View {
        Button("Rename Tag") { rename() }
            .keyboardShortcut("e")
    }

    private func rename() {}
}
