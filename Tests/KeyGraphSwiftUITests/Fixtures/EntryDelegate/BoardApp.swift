import SwiftUI

/// A Settings-only App whose window an NSApplicationDelegate makes, hosting SwiftUI.
@main
struct BoardApp: App {
    @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        Settings {
            BoardSettings()
        }
        .commands {
            CommandMenu("Board") {
                Button("Pin Card") {}
                    .keyboardShortcut("p")
            }
        }
    }
}

final class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow?
    var statusItem: NSStatusItem?

    func applicationDidFinishLaunching(_ notification: Notification) {
        let window = NSWindow()
        window.contentView = NSHostingView(rootView: BoardView())
        window.makeKeyAndOrderFront(nil)
        self.window = window
        let menu = NSMenu(title: "Status")
        menu.addItem(withTitle: "Show Board", action: #selector(showBoard(_:)), keyEquivalent: "b")
        statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
        statusItem?.menu = menu
    }

    @objc func showBoard(_ sender: Any?) {}
}

struct BoardView: View {
    var body: some View {
        Button("Refresh") {}
            .keyboardShortcut("r")
    }
}

struct BoardSettings: View {
    var body: some View { Text("Settings") }
}
