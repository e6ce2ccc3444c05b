/// A command of the app: what a menu item, a shortcut or a typed `run` performs.
public struct Command: Hashable, Sendable, Identifiable {
    /// The deepest a command may run other commands, itself included.
    public static let maximumRunDepth = 32

    /// The stable identifier keymaps name (`recipe.toggleFavorite`).
    public var id: String
    /// The title menus show (`Toggle Favorite`).
    public var title: String
    /// The focused values the command needs; it is disabled while any is nil.
    public var requiredFocusedValues: [String]
    /// What it does, in order.
    public var effects: [Effect]
    /// The action selector: standard (`copy:`, see ``StandardSelector``) or custom.
    public var selector: String?
    /// The SF Symbol name shown beside the title (`star`).
    public var icon: String?
    /// The role, as SwiftUI's `ButtonRole`: destructive items go last in context menus.
    public var role: Role?
    /// Where a toggle reads its checkmark; nil for a plain button.
    public var checked: CheckedState?
    /// The default shortcut (`.keyboardShortcut(…)` or the standard selector's).
    public var shortcut: KeyboardShortcut?
    /// The text VoiceOver reads when the command is shown as an icon only.
    public var accessibilityLabel: String?

    /// A button role, as in SwiftUI's `ButtonRole`.
    public enum Role: String, Hashable, Sendable, CaseIterable, Codable {
        case destructive, cancel
    }

    public init(
        id: String, title: String, requires requiredFocusedValues: [String] = [], effects: [Effect],
        selector: String? = nil, icon: String? = nil, role: Role? = nil, checked: CheckedState? = nil,
        shortcut: KeyboardShortcut? = nil, accessibilityLabel: String? = nil
    ) {
        self.id = id
        self.title = title
        self.requiredFocusedValues = requiredFocusedValues
        self.effects = effects
        self.selector = selector
        self.icon = icon
        self.role = role
        self.checked = checked
        self.shortcut = shortcut
        self.accessibilityLabel = accessibilityLabel
    }

    /// A command with a standard selector: what it does not override (title, icon,
    /// shortcut) comes from ``StandardSelector/table``. `APP` in a title stays for
    /// the menu bar to replace with the app's name.
    public init(
        id: String, selector: String, title: String? = nil, icon: String? = nil, shortcut: KeyboardShortcut? = nil,
        role: Role? = nil, requires requiredFocusedValues: [String] = [], checked: CheckedState? = nil,
        effects: [Effect] = []
    ) {
        let row = StandardSelector.row(for: selector)
        self.init(
            id: id, title: title ?? row?.title ?? selector, requires: requiredFocusedValues, effects: effects,
            selector: selector, icon: icon ?? row?.icon, role: role, checked: checked,
            shortcut: shortcut ?? row?.shortcut)
    }

    /// The standard-table row of the command's selector, if it is standard.
    public var standardSelector: StandardSelector? { selector.flatMap(StandardSelector.row(for:)) }
}

/// Where a toggle's checkmark comes from.
public enum CheckedState: Hashable, Sendable {
    /// An app state key (`showFavoritesOnly`), checked while it is "true".
    case state(String)
    /// A field of the record a focused value names (`selectedRecipe.isFavorite`),
    /// checked while it is "true"; unchecked when the value is nil.
    case focusedField(value: String, field: String)
}

extension Command {
    /// True for an undo command, false for redo, nil for any other.
    var historyStep: Bool? {
        effects.count == 1 ? effects[0].historyStep : nil
    }
}
