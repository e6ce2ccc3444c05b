import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView()
        }
        #if os(macOS)
        .commands {
            CommandMenu("Note") {
                Button("Pin") { pin() }
                .keyboardShortcut("p", modifiers: [.command, .shift])
            }
        }
        #endif
    }

    private func pin() {}
}

struct NotesView: View {
    var body: some View {
        Text("Notes")
    }
}
