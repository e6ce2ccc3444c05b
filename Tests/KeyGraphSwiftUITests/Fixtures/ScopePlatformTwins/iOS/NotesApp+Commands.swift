import SwiftUI

/// An extension only the iOS target compiles: the Mac's App has its own, in macOS/.
extension NotesApp {
    var extraCommands: some Commands {
        CommandMenu("Touch") {
            Button("Scribble") {}
                .keyboardShortcut("j")
        }
    }
}
