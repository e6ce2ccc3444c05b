import SwiftUI

@main
struct AtlasApp: App {
    @Environment(\.openWindow) private var openWindow
    @State private var path: [Place] = []
    @State private var isSearching = false

    var body: some Scene {
        WindowGroup {
            AtlasView()
        }
        .commands {
            CommandMenu("Go") {
                Button("New Map Window") { openWindow(id: "map") }
                Button("Back") { path.removeLast() }
                Button("Home") { path = [] }
                Button("Search") { isSearching = true }
                Button("Toggle Search") { isSearching.toggle() }
                Button("Toggle Sidebar") {
                    NSApp.sendAction(#selector(NSSplitViewController.toggleSidebar(_:)), to: nil, from: nil)
                }
                Button("Quit Atlas") { NSApp.terminate(nil) }
                Button("Reload") { store.reload() }
            }
        }
    }
}
