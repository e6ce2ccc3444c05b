import SwiftUI

/// Standard items replaced by the app's own, with its own titles; a Settings scene, so the
/// App menu keeps Settings….
@main
struct ListsApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Lists")
        }
        .commands {
            CommandGroup(replacing: .undoRedo) {
                Button("Undo Removal") {}
                    .keyboardShortcut("z")
                Button("Redo Removal") {}
                    .keyboardShortcut("z", modifiers: [.command, .shift])
            }
            CommandGroup(replacing: .saveItem) {
                Button("Close List") {}
                    .keyboardShortcut("w")
            }
        }
        Settings {
            ListsSettings()
        }
    }
}

struct ListsSettings: View {
    var body: some View { Text("Settings") }
}
