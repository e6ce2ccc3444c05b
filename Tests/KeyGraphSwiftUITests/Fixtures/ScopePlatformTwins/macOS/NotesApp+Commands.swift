import SwiftUI

/// An extension only the macOS target compiles.
extension NotesApp {
    var extraCommands: some Commands {
        CommandMenu("Window Tools") {
            Button("Float on Top") {}
                .keyboardShortcut("t", modifiers: [.command, .control])
        }
    }
}
