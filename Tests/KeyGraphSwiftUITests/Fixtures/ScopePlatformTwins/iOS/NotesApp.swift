import SwiftUI

/// The iPhone's and iPad's App: only the iOS target compiles this file.
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NoteList()
                .toolbar {
                    Button("Compose") {}
                        .keyboardShortcut("k")
                }
        }
    }
}
