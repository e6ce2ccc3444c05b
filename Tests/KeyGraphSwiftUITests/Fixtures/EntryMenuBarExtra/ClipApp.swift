import SwiftUI

/// A menu bar app: its only scene is a MenuBarExtra in the menu style, whose items'
/// shortcuts work only while its menu is open.
@main
struct ClipApp: App {
    var body: some Scene {
        MenuBarExtra("Clip", systemImage: "paperclip") {
            Button("Clear History") {}
                .keyboardShortcut("k")
            Divider()
            Button("Quit Clip") { NSApp.terminate(nil) }
                .keyboardShortcut("q")
        }
    }
}
