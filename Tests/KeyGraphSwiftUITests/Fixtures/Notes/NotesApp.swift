import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes", id: "main") {
            ContentView()
        }
        .commands {
            NoteCommands()
            SidebarCommands()
            CommandGroup(replacing: .newItem) {
                Button("New Note") {}
                    .keyboardShortcut("n")
            }
        }
        Settings {
            SettingsView()
        }
    }
}
