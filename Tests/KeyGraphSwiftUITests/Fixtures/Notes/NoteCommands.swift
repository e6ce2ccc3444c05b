import SwiftUI

struct NoteCommands: Commands {
    @FocusedValue(\.selectedNote) var note

    var body: some Commands {
        CommandMenu("Note") {
            Button("Pin Note") { note?.pin() }
                .keyboardShortcut("p", modifiers: [.shift, .command])
                .disabled(note == nil)
            Divider()
            Button(role: .destructive) {
                note?.delete()
            } label: {
                Label("Delete Note", systemImage: "trash")
            }
            .keyboardShortcut(.delete)
            Button("Duplicate") {}
                .keyboardShortcut("n")
        }
    }
}
