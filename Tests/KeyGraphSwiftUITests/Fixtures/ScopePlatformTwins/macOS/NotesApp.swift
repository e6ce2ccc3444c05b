import SwiftUI

/// The Mac's App: only the macOS target compiles this file.
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NoteList()
        }
        .commands {
            NoteCommands()
            extraCommands
        }
    }
}
