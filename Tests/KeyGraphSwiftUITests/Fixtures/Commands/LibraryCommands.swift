import SwiftUI

struct LibraryCommands: Commands {
    let showsShelves: Bool

    var body: some Commands {
        CommandGroup(replacing: .newItem) {
            Button("New Book") {}
                .keyboardShortcut("n")
        }
        CommandGroup(after: .sidebar) {
            Button("Show Covers") {}
        }
        UnknownVendorCommands()
    }
}
