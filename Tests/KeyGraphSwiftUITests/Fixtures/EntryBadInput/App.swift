import SwiftUI

@main
struct BrokenApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    var body: some View {
        Button("Save") {}
            .keyboardShortcut("s")
    }
}
