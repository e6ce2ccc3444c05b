import SwiftUI

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup {
            ShelfView()
        }
        ShelfMenuScene()
    }
}

struct ShelfView: View {
    var body: some View {
        Text("Shelf")
            .toolbar {
                Button("Refresh") { refresh() }
                    .keyboardShortcut("r")
            }
    }

    private func refresh() {}
}

struct ShelfMenuScene: Scene {
    var body: some Scene {
        MenuBarExtra("Shelf", systemImage: "tray") {
            Button("Show Shelf") { show() }
                .keyboardShortcut("0")
            Divider()
            Button("Quit Shelf") { quit() }
                .keyboardShortcut("q")
        }
        .menuBarExtraStyle(.menu)
    }

    private func show() {}
    private func quit() {}
}
