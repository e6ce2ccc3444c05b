import SwiftUI

/// The Vision Pro's App: only the visionOS target compiles this file.
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NoteList()
        }
        .commands {
            CommandMenu("Space") {
                Button("Immerse") {}
                    .keyboardShortcut("i")
            }
        }
    }
}
