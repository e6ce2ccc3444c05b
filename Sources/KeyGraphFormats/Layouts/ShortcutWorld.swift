import KeyGraph

/// Whose rule turns a written shortcut into keys on a layout (docs/layouts.md, each rule
/// with its source).
package enum ShortcutWorld: Sendable, Hashable {
    /// SwiftUI and AppKit: a shortcut names a character; `KeyboardShortcut.Localization`
    /// decides whether macOS remaps it.
    case appKit(Localization)
    /// An editor's rule, declared by its dialect (``DialectFormat/world``).
    case editor(EditorWorld)
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
        if let world = dialect.format.world { return .editor(world) }
        return platform.isApple ? .appKit(.automatic) : .terminal
    }

    /// The editor's rule, in an editor's world.
    package var editor: EditorWorld? {
        if case .editor(let world) = self { return world }
        return nil
    }

    /// The name messages use.
    package var displayName: String {
        switch self {
        case .appKit(let localization): "SwiftUI (.\(localization.rawValue))"
        case .editor(let world): world.name
        case .terminal: "the terminal"
        }
    }
}

/// An editor's rule for turning a written shortcut into keys, declared by its dialect
/// (`Dialects/…/`, docs/layouts.md): what ``LayoutResolution`` asks of the editor instead
/// of which editor it is. Two are equal when their names are.
package struct EditorWorld: Sendable, NamedFunction {
    /// The editor's name, as messages say it.
    package let name: String
    /// The digits are registered by position too, so a digit is its US key's position.
    package var digitsByPosition = false
    /// Dispatch is on the physical key, so a dead key is a key like any other.
    package var deadKeysAreKeys = false
    /// Off Apple platforms and Mac layouts, a key that types no ASCII character is read as
    /// the US layout's key there.
    package var readsNonASCIIKeysAsUS = false
    /// A third-level character is registered as Ctrl+Alt and the key (the editor's reading
    /// of AltGr): a binding with Ctrl or Alt alone has no keys.
    package var thirdLevelIsControlAlt = false
    /// A key written in brackets (`[BracketLeft]`) names a position.
    package var namesPositionsInBrackets = false
    /// Why a chord that adds Shift has no keys on the layout, when the editor gives those
    /// keys to another character; nil when it has keys.
    package var shiftConflict: (@Sendable (KeyboardShortcut, TypingLayout.Stroke, TypingLayout) -> String?)? = nil
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
