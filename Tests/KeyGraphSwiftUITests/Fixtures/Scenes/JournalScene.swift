import SwiftUI

/// A custom scene: the app's body uses it like WindowGroup.
struct JournalScene: Scene {
    var body: some Scene {
        WindowGroup("Journal", id: "journal") {
            JournalRoot()
        }
        .commands {
            CommandMenu("Entry") {
                Button("New Entry") {}
                    .keyboardShortcut("e")
            }
        }
    }
}
