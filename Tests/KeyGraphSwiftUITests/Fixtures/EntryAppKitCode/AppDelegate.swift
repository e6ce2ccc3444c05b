import AppKit
import SwiftUI

/// An AppKit-lifecycle app: its delegate is `@main`, builds the menu bar in code and hosts
/// its SwiftUI view in a window.
@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!

    static func main() {
        let app = NSApplication.shared
        let delegate = AppDelegate()
        app.delegate = delegate
        app.run()
    }

    func applicationDidFinishLaunching(_ notification: Notification) {
        NSApp.mainMenu = makeMainMenu()
        window = NSWindow(contentViewController: NSHostingController(rootView: SketchView()))
        window.makeKeyAndOrderFront(nil)
    }

    func makeMainMenu() -> NSMenu {
        let mainMenu = NSMenu()
        let appItem = NSMenuItem()
        mainMenu.addItem(appItem)
        let appMenu = NSMenu(title: "Sketch")
        appMenu.addItem(
            withTitle: "About Sketch", action: #selector(NSApplication.orderFrontStandardAboutPanel(_:)),
            keyEquivalent: "")
        appMenu.addItem(.separator())
        appMenu.addItem(withTitle: "Quit Sketch", action: #selector(NSApplication.terminate(_:)), keyEquivalent: "q")
        appItem.submenu = appMenu

        let fileItem = NSMenuItem()
        mainMenu.addItem(fileItem)
        let fileMenu = NSMenu(title: "File")
        fileMenu.addItem(NSMenuItem(title: "New Sketch", action: #selector(newSketch(_:)), keyEquivalent: "n"))
        let export = NSMenuItem(title: "Export…", action: #selector(export(_:)), keyEquivalent: "e")
        export.keyEquivalentModifierMask = [.command, .shift]
        fileMenu.addItem(export)
        fileMenu.addItem(withTitle: "Close", action: #selector(NSWindow.performClose(_:)), keyEquivalent: "w")
        fileItem.submenu = fileMenu

        let shapesItem = NSMenuItem()
        mainMenu.addItem(shapesItem)
        let shapesMenu = NSMenu(title: "Shapes")
        shapesMenu.addItem(withTitle: "Rectangle", action: #selector(addRectangle(_:)), keyEquivalent: "R")
        shapesItem.submenu = shapesMenu
        return mainMenu
    }

    @objc func newSketch(_ sender: Any?) {}
    @objc func export(_ sender: Any?) {}
    @objc func addRectangle(_ sender: Any?) {}
}

struct SketchView: View {
    var body: some View {
        Button("Clear Canvas") {}
            .keyboardShortcut(.delete)
    }
}
