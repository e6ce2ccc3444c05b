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

        /// Whether an app's own item in `menu` is the one the system keeps the shortcut for:
        /// ⌘, in the app menu is the app's Settings item whatever its title (Pika's
        /// "Preferences…" after `CommandGroup(replacing: .appSettings) {}`), ⌘? in the Help
        /// menu its Help (HIG "Keyboards": ⌘, opens the app's settings, ⌘? its help).
        package func isOwned(byAnItemIn menu: StandardMenu?) -> Bool {
            switch (owner, menu) {
            case ("showSettings:", .app?), ("showHelp:", .help?): true
            default: false
            }
        }
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

    /// The standard menu each command of the menu bar's command groups sits in (`CommandGroup(replacing:
    /// .help) { Button("Pika Website") … }` puts its command in the Help menu).
    package static func standardMenus(of bar: MenuBarDeclaration) -> [String: StandardMenu] {
        var menus: [String: StandardMenu] = [:]
        func walk(_ items: [MenuItem], _ menu: StandardMenu) {
            for item in items {
                switch item {
                case .button(let command, _, _), .toggle(let command): menus[command] = menus[command] ?? menu
                case .menu(_, _, let items), .section(_, let items): walk(items, menu)
                default: continue
                }
            }
        }
        for group in bar.groups { walk(group.items, group.placement.menu) }
        return menus
    }

    /// The row of `chord`, if the system reserves it.
    ///
    /// - Complexity: O(1) on average.
    package static func row(for chord: KeyboardShortcut) -> Row? { byShortcut[chord] }
}
