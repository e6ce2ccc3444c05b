import SwiftUI

/// A single-window App: `Window`, so File has no New Window; no Settings scene, so no Settings….
@main
struct StatsApp: App {
    var body: some Scene {
        Window("Statistics", id: "stats") {
            StatsView()
        }
        UtilityWindow("Inspector", id: "inspector") {
            Text("Inspector")
        }
    }
}

struct StatsView: View {
    var body: some View {
        Button("Reload") {}
            .keyboardShortcut("r")
    }
}
