import SwiftUI

/// An App with only a Settings scene and no window of its own (an agent app).
@main
struct AgentApp: App {
    var body: some Scene {
        Settings {
            AgentSettings()
        }
    }
}

struct AgentSettings: View {
    var body: some View {
        Button("Reset") {}
            .keyboardShortcut("r", modifiers: [.command, .option])
    }
}
