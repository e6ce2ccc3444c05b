import SwiftUI

// Issue 37, Build 7: a navigation mutation is read only on a path a NavigationStack is bound
// to. `path` is the stack's (here and, through a @Binding, in ShelfFooter); `items` is an
// ordinary array, whose removeLast() and removeAll() are the app's own code.
@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            ShelfView()
        }
    }
}

struct ShelfView: View {
    @State private var path: [String] = []
    @State private var items: [String] = ["Atlas", "Almanac", "Bestiary"]

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Back") { path.removeLast() }
                    .keyboardShortcut("[", modifiers: .command)
                Button("Drop Last Item") { items.removeLast() }
                    .keyboardShortcut(.delete, modifiers: .command)
                Button("Clear Items") { items.removeAll() }
                    .keyboardShortcut(.delete, modifiers: [.command, .shift])
                ShelfFooter(path: $path)
            }
        }
    }
}

struct ShelfFooter: View {
    @Binding var path: [String]

    var body: some View {
        Button("Back Two") { path.removeLast(2) }
            .keyboardShortcut("[", modifiers: [.command, .shift])
        Button("Home") { path.removeAll() }
            .keyboardShortcut("h", modifiers: [.command, .shift])
    }
}
