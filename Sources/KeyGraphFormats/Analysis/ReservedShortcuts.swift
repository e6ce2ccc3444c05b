import KeyGraph

/// The shortcuts macOS keeps for itself (HIG "Keyboards"): one table for `check`'s keymap
/// lint and the menu lint, so a shortcut is reported once, in one wording.
package enum ReservedShortcuts {
    /// A reserved shortcut, what the system does with it, and the standard selector that owns
    /// it (a command with that selector may use it: it is the system's own action).
    package struct Row: Sendable {
        package var shortcut: KeyboardShortcut
        package var meaning: String
        package var owner: String?
    }

    package static let rows: [Row] = {
        let table: [(String, String, String?)] = [
            ("cmd+space", "Spotlight", nil), ("cmd+tab", "switching apps", nil), ("cmd+`", "switching windows", nil),
            ("cmd+h", "Hide", "hide:"), ("alt+cmd+h", "Hide Others", "hideOtherApplications:"),
            ("cmd+m", "Minimize", "performMiniaturize:"), ("cmd+q", "Quit", "terminate:"),
            ("cmd+,", "Settings", "showSettings:"), ("cmd+?", "Help", "showHelp:"),
            ("shift+cmd+/", "Help", "showHelp:"),
            ("alt+cmd+escape", "Force Quit", nil), ("ctrl+cmd+f", "Enter/Exit Full Screen", "toggleFullScreen:"),
            ("cmd+w", "Close", "performClose:"), ("ctrl+space", "input sources", nil),
            ("ctrl+cmd+space", "the Character Viewer", nil), ("shift+cmd+3", "screenshots", nil),
            ("shift+cmd+4", "screenshots", nil), ("shift+cmd+5", "screenshots", nil),
            ("ctrl+cmd+q", "Lock Screen", nil), ("shift+cmd+q", "Log Out", nil),
            ("alt+cmd+d", "showing and hiding the Dock", nil),
        ]
        return table.compactMap { text, meaning, owner in
            (try? KeyboardShortcut(parsing: text)).map { Row(shortcut: $0, meaning: meaning, owner: owner) }
        }
    }()

    private static let byShortcut: [KeyboardShortcut: Row] = Dictionary(
        rows.map { ($0.shortcut, $0) }, uniquingKeysWith: { a, _ in a })

    /// The row of `chord`, if the system reserves it.
    ///
    /// - Complexity: O(1) on average.
    package static func row(for chord: KeyboardShortcut) -> Row? { byShortcut[chord] }
}
