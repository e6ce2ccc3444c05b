import SwiftUI

@main
struct EditorApp: App {
    var body: some Scene {
        WindowGroup {
            EditorView()
        }
        .commands {
            CommandMenu("Keys") {
                Button("Character") {}
                    .keyboardShortcut("k")
                Button("Named Key") {}
                    .keyboardShortcut(.upArrow, modifiers: .option)
                Button("Any Order") {}
                    .keyboardShortcut("o", modifiers: [.shift, .control, .command])
                Button("No Modifiers") {}
                    .keyboardShortcut(.escape, modifiers: [])
                Button("Localized") {}
                    .keyboardShortcut("l", modifiers: .command, localization: .withoutMirroring)
                Button("Value") {}
                    .keyboardShortcut(KeyboardShortcut("v", modifiers: [.command, .option]))
                Button("Upper Case") {}
                    .keyboardShortcut("U")
                Button("Two Shortcuts") {}
                    .keyboardShortcut("1")
                    .keyboardShortcut("2")
                Button("Computed") {}
                    .keyboardShortcut(KeyEquivalent(Character(userKey)))
                Button("Custom Modifier") {}
                    .commandShortcut("j")
                Button("Reserved") {}
                    .keyboardShortcut("q")
                Button("Backslash") {}
                    .keyboardShortcut("\\")
                Button("Escaped Scalar") {}
                    .keyboardShortcut("\u{5D}")
            }
        }
    }
}

extension View {
    /// A project's own modifier that applies a shortcut.
    func commandShortcut(_ key: KeyEquivalent) -> some View {
        keyboardShortcut(key, modifiers: [.command, .control])
    }
}
