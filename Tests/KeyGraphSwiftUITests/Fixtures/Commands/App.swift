import SwiftUI

@main
struct LibraryApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: LibraryDocument()) { file in
            LibraryView(document: file.$document)
        }
        .commands {
            LibraryCommands(showsShelves: true)
            shelfCommands
            helpCommands()
            SidebarCommands()
            ToolbarCommands()
            TextEditingCommands()
            TextFormattingCommands()
            InspectorCommands()
            ImportFromDevicesCommands()
            EmptyCommands()
            CommandGroup(after: .importExport) {
                Button("Export as PDF…") {}
            }
            CommandGroup(before: .windowList) {
                Button("Reading List") {}
            }
            CommandGroup(replacing: .appInfo) {
                Button("About the Library") {}
            }
            CommandGroup(replacing: .nowhere) {
                Button("Lost") {}
            }
        }
    }

    var shelfCommands: some Commands {
        CommandMenu("Shelf") {
            Button("New Shelf") {}
        }
    }

    func helpCommands() -> some Commands {
        CommandGroup(replacing: .help) {
            Button("Library Help") {}
        }
    }
}
