import SwiftUI

@main
struct PlayerApp: App {
    var body: some Scene {
        WindowGroup {
            ProgressScreen()
        }
    }
}

struct ProgressScreen: View {
    var body: some View {
        ProgressView()
            .onKeyboardShortcut(.escape, modifiers: []) {}
    }
}

extension View {
    /// A hidden button carrying the shortcut.
    func onKeyboardShortcut(_ shortcut: KeyboardShortcut?, perform action: @escaping () -> Void) -> some View {
        overlay {
            Button("", action: action)
                .opacity(0)
                .keyboardShortcut(shortcut)
        }
    }

    /// The same, from a key and modifiers: it calls the function above with a shortcut it makes.
    func onKeyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, isEnabled: Bool = true,
        perform action: @escaping () -> Void
    ) -> some View {
        onKeyboardShortcut(isEnabled ? .init(key, modifiers: modifiers) : nil, perform: action)
    }
}
