import KeyGraph

/// Whose rule turns a written shortcut into keys on a layout (docs/layouts.md, each rule
/// with its source).
package enum ShortcutWorld: Sendable, Hashable {
    /// SwiftUI and AppKit: a shortcut names a character; `KeyboardShortcut.Localization`
    /// decides whether macOS remaps it.
    case appKit(Localization)
    /// VS Code on macOS and Linux: a key code is the keys whose character is that key's
    /// US character; `[Code]` is a position.
    case vscode
    /// Zed: characters; a `use_key_equivalents` section names positions (macOS); on Linux
    /// a key that types no ASCII character is read as QWERTY's.
    case zed
    /// A terminal: the bytes the layout's key sends, so the character it types.
    case terminal

    /// SwiftUI's `KeyboardShortcut.Localization`.
    package enum Localization: String, Sendable, Hashable, CaseIterable {
        /// Remapped to the layout's counterpart, mirrored for right-to-left (the default).
        case automatic
        /// Remapped, never mirrored.
        case withoutMirroring
        /// Not remapped: the app handles other layouts itself.
        case custom
    }

    /// The world a keymap's bindings live in, on `platform`: Apple platforms take AppKit's
    /// rule for KeyGraph's own keymaps, elsewhere KeyGraph runs in a terminal.
    package static func of(_ dialect: KeymapDialect, platform: TargetPlatform) -> ShortcutWorld {
        switch dialect {
        case .keygraph: platform.isApple ? .appKit(.automatic) : .terminal
        case .vscode: .vscode
        case .zed: .zed
        }
    }

    /// The name messages use.
    package var displayName: String {
        switch self {
        case .appKit(let localization): "SwiftUI (.\(localization.rawValue))"
        case .vscode: "VS Code"
        case .zed: "Zed"
        case .terminal: "the terminal"
        }
    }
}

/// The key that selects a layout's third level, as the platform reports it: ⌥ on a Mac,
/// AltGr (which Windows reports as Ctrl+Alt) on a PC.
package enum ThirdLevelKey: Sendable, Hashable {
    /// ⌥, on macOS and with a Mac layout anywhere.
    case option
    /// AltGr on Windows: applications see Ctrl+Alt.
    case controlOption
    /// AltGr on Linux: a key of its own (ISO_Level3_Shift), which no binding names.
    case altGr

    package init(layout: TypingLayout, platform: TargetPlatform) {
        if layout.isMac || platform.isApple {
            self = .option
        } else if platform == .windows {
            self = .controlOption
        } else {
            self = .altGr
        }
    }

    /// The modifiers applications see for it (none for Linux's AltGr).
    package var modifiers: EventModifiers {
        switch self {
        case .option: .option
        case .controlOption: [.control, .option]
        case .altGr: []
        }
    }

    /// The name messages use: `⌥`, `Ctrl+Alt`, `AltGr`.
    package var name: String {
        switch self {
        case .option: "⌥"
        case .controlOption: "AltGr (Ctrl+Alt)"
        case .altGr: "AltGr"
        }
    }
}
