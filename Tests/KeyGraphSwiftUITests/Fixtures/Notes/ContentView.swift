import SwiftUI

struct ContentView: View {
    @State private var selection: Note?

    var body: some View {
        NoteList(selection: $selection)
            .focusedValue(\.selectedNote, selection)
    }
}

extension FocusedValues {
    @Entry var selectedNote: Note?
}
