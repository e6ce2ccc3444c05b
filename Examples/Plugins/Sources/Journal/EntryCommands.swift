#if canImport(SwiftUI)
import SwiftUI

struct EntryCommands: Commands {
    var body: some Commands {
        CommandMenu("Entry") {
            Button("Star Entry", systemImage: "star") {}
                .keyboardShortcut("s", modifiers: [.command, .shift])
            Button("Export as PDF…", systemImage: "square.and.arrow.up") {}
                .keyboardShortcut("e")
            Divider()
            // The build-tool plugin's warning: ⌘N is New Entry's shortcut already.
            Button("New Tag", systemImage: "tag") {}
                .keyboardShortcut("n")
        }
    }
}
#endif
