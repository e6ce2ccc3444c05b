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
        /// A standard selector no app command implements: the system handles it.
        case system(String)
    }

    public var kind: Kind
    public var title: String
    public var icon: String?
    /// The shortcut by the ONE display rule (`Session.displayedShortcut(for:declared:)`).
    public var shortcut: KeySequence?
    public var isEnabled: Bool
    public var isChecked: Bool
    public var role: Command.Role?
    public var action: Action?
    /// Why the entry is dimmed, when it is.
    public var disabledReason: String?
    public var children: [MenuEntry]

    public init(
        kind: Kind, title: String, icon: String? = nil, shortcut: KeySequence? = nil, isEnabled: Bool = true,
        isChecked: Bool = false, role: Command.Role? = nil, action: Action? = nil, disabledReason: String? = nil,
        children: [MenuEntry] = []
    ) {
        self.kind = kind
        self.title = title
        self.icon = icon
        self.shortcut = shortcut
        self.isEnabled = isEnabled
        self.isChecked = isChecked
        self.role = role
        self.action = action
        self.disabledReason = disabledReason
        self.children = children
    }

    static let divider = MenuEntry(kind: .divider, title: "")

    /// The command the entry performs, if any.
    public var commandID: String? {
        if case .command(let id) = action { return id }
        return nil
    }
}
