import SwiftUI

/// The Mac's App: the project's "Journal Mac" target compiles this file, and no folder name says so.
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Entries")
        }
        .commands {
            CommandMenu("Entry") {
                Button("New Entry") {}
                    .keyboardShortcut("e")
            }
        }
    }
}
