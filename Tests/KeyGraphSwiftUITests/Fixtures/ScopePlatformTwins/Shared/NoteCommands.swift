import SwiftUI

/// Every target's commands and list.
struct NoteCommands: Commands {
    var body: some Commands {
        CommandGroup(replacing: .newItem) {
            Button("New Note") {}
                .keyboardShortcut("n")
            Button("Open Note…") {}
                .keyboardShortcut("o")
        }
    }
}

struct NoteList: View {
    var body: some View {
        List {
            Text("Groceries")
        }
        .toolbar {
            Button("Pin") {}
                .keyboardShortcut("p", modifiers: [.command, .option])
        }
    }
}
