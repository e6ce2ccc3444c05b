/// One resolved menu item, as it is shown now: what renderers draw and what
/// `menu PATH` performs.
public struct MenuEntry: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Performs a command.
        case button
        /// Performs a command and shows its checked state.
        case toggle
        /// A picker option: sets a state key; checked when selected.
        case option
        case submenu
        case divider
        /// A section's title.
        case header
        /// A system-managed submenu or item with nothing modelled inside.
        case system
    }

    /// What performing the entry does.
    public enum Action: Hashable, Sendable {
        case command(String)
        case setState(key: String, value: String)
        /// A standard selector that nothing KeyGraph models performs: shown dimmed.
        case system(String)
        /// An effect applied directly: a Window-menu window item focuses its scene.
        case effect(Effect)
    }

    /// The mark before a title, as macOS draws them (HIG, menus): ✓ on the selected option
    /// and on the key window in the Window menu, ◆ on a minimized window, • on a window
    /// with unsaved changes.
    public enum Mark: String, Hashable, Sendable, Codable {
        case checkmark = "✓"
        case diamond = "◆"
        case bullet = "•"
    }

    public var kind: Kind
    public var title: String
    public var icon: String?
    /// The shortcut by the ONE display rule (`Session.displayedShortcut(for:declared:)`).
    public var shortcut: KeySequence?
    public var isEnabled: Bool
    /// The mark before the title, if any.
    public var mark: Mark?
    public var role: Command.Role?
    public var action: Action?
    /// Why the entry is dimmed, when it is.
    public var disabledReason: String?
    public var children: [MenuEntry]
    /// Shown in place of the item before it while ⌥ is held (Save As… for Duplicate).
    public var isAlternate = false
    /// The tag a Find item sends with AppKit's `performFindPanelAction:` (1 Find…, 2 Find Next …).
    public var findPanelTag: Int?

    public init(
        kind: Kind, title: String, icon: String? = nil, shortcut: KeySequence? = nil, isEnabled: Bool = true,
        isChecked: Bool = false, role: Command.Role? = nil, action: Action? = nil, disabledReason: String? = nil,
        children: [MenuEntry] = [], mark: Mark? = nil
    ) {
        self.kind = kind
        self.title = title
        self.icon = icon
        self.shortcut = shortcut
        self.isEnabled = isEnabled
        self.mark = mark ?? (isChecked ? .checkmark : nil)
        self.role = role
        self.action = action
        self.disabledReason = disabledReason
        self.children = children
    }

    /// Whether the entry shows a checkmark.
    public var isChecked: Bool {
        get { mark == .checkmark }
        set { mark = newValue ? .checkmark : (mark == .checkmark ? nil : mark) }
    }

    static let divider = MenuEntry(kind: .divider, title: "")

    /// The command the entry performs, if any.
    public var commandID: String? {
        if case .command(let id) = action { return id }
        return nil
    }
}

extension MenuEntry: CustomStringConvertible {
    /// The entry in a line: `Back cmd+[`, `✓ Show Sidebar`, `— ` for a divider, `(disabled)`
    /// after one that is dimmed.
    public var description: String {
        if kind == .divider { return "—" }
        var text = (mark.map { $0.rawValue + " " } ?? "") + title
        if let shortcut { text += " " + shortcut.canonical }
        if !children.isEmpty { text += " ▸" }
        return isEnabled ? text : text + " (disabled)"
    }
}
