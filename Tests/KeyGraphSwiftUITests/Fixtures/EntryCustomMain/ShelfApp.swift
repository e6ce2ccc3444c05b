import SwiftUI

/// The real App: no `@main` of its own, started by `Main`.
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup("Shelf") {
            ShelfView()
        }
        .commands {
            CommandMenu("Shelf") {
                Button("Add Book") {}
                    .keyboardShortcut("b")
            }
        }
    }
}

struct ShelfView: View {
    var body: some View { Text("Books") }
}
