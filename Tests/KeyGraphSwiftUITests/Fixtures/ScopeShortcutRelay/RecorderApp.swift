import SwiftUI

@main
struct RecorderApp: App {
    var body: some Scene {
        WindowGroup {
            RecordingScreen()
        }
    }
}

/// Each shortcut is stated here and reaches its button through one, two or three of the
/// project's functions.
struct RecordingScreen: View {
    var body: some View {
        VStack {
            Text("Recording")
                .onKey(.escape, modifiers: []) {}
            Text("Levels")
                .onShiftedKey("l") {}
            Text("Echo")
                .onEchoKey("e", echo: true) {}
        }
    }
}

extension View {
    /// A hidden button carrying the shortcut: the one function that applies it.
    func onKey(_ shortcut: KeyboardShortcut?, perform action: @escaping () -> Void) -> some View {
        overlay {
            Button("", action: action)
                .opacity(0)
                .keyboardShortcut(shortcut)
        }
    }

    /// Makes the shortcut from a key and its modifiers, and passes it on.
    func onKey(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, isEnabled: Bool = true,
        perform action: @escaping () -> Void
    ) -> some View {
        onKey(isEnabled ? .init(key, modifiers: modifiers) : nil, perform: action)
    }

    /// Passes its key on with ⇧⌘: three functions from the caller to the button.
    func onShiftedKey(_ key: KeyEquivalent, perform action: @escaping () -> Void) -> some View {
        onKey(key, modifiers: [.command, .shift], perform: action)
    }

    /// Passes its key on, and to itself: followed once, not for ever.
    func onEchoKey(_ key: KeyEquivalent, echo: Bool, perform action: @escaping () -> Void) -> some View {
        onShiftedKey(key, perform: action)
            .onEchoKey(key, echo: !echo, perform: action)
    }

    /// A key passed on by a function nothing calls: its shortcut is noted, not bound.
    func onUnusedKey(_ key: KeyEquivalent) -> some View {
        onHiddenShortcut(KeyboardShortcut(key))
    }

    func onHiddenShortcut(_ shortcut: KeyboardShortcut) -> some View {
        background {
            Button("Hidden") {}
                .keyboardShortcut(shortcut)
        }
    }
}
