import SwiftUI

/// Every form of `Menu` in a menu: a title, a label closure, a system image; with
/// sections and dividers inside.
@main
struct PaletteApp: App {
    var body: some Scene {
        WindowGroup {
            Text("Palette")
        }
        .commands {
            CommandMenu("Palette") {
                Menu("Colors") {
                    Button("Red") {}
                        .keyboardShortcut("1", modifiers: [.command, .option])
                }
                Menu {
                    Section("Recent") {
                        Button("Ocean") {}
                            .keyboardShortcut("o", modifiers: [.command, .option])
                    }
                    Divider()
                    Button("Clear Recent") {}
                } label: {
                    Label("Swatches", systemImage: "square.grid.2x2")
                }
                Menu("Brushes", systemImage: "paintbrush") {
                    Button("Round") {}
                        .keyboardShortcut("b", modifiers: [.command, .option])
                }
            }
        }
    }
}
