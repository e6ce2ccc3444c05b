import SwiftUI

/// The iPad's App: only the "Journal Touch" target compiles this file.
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Entries")
        }
        .commands {
            CommandMenu("Entry") {
                Button("Dictate Entry") {}
                    .keyboardShortcut("d")
            }
        }
    }
}
