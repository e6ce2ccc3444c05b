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
    /// Conditions on the focused records' fields and app state that must hold for the command
    /// to be enabled (`selectedNote.isPinned == false`): `.disabled(…)` on a field.
    public var conditions: [DataCondition] = []
    /// The title shown while a condition holds (`Unpin` while `selectedNote.isPinned`), else
    /// ``title``: SwiftUI's `Button(note.isPinned ? "Unpin" : "Pin")`. The id stays one.
    public var titleByState: StateTitle?
    /// Where its shortcut is live (a view's control: while its view is on screen); nil for
    /// everywhere, as a menu item's.
    public var shortcutScope: ShortcutScope?

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

/// A condition on the app's data, in the `when` language: names are focused values
/// (`selectedNote`: set while a view publishes it), their records' fields
/// (`selectedNote.isPinned`: `true`, `false`, a text, or a list's ids joined by commas) and
/// app state keys (`state.showFavoritesOnly`).
public struct DataCondition: Hashable, Sendable, CustomStringConvertible {
    /// The clause as written (`selectedNote.isPinned == false`).
    public var text: String
    public var clause: WhenClause

    public init(parsing text: String) throws(SyntaxError) {
        self.text = text
        self.clause = try WhenClause(parsing: text)
    }

    /// The focused values the condition names (`selectedNote` of `selectedNote.isPinned`):
    /// a command with the condition needs them.
    public var focusedValues: [String] {
        var seen: Set<String> = []
        return clause.identifiers.compactMap { name in
            guard !name.hasPrefix("state.") else { return nil }
            let value = String(name.prefix { $0 != "." })
            return seen.insert(value).inserted ? value : nil
        }
    }

    public var description: String { text }
}

/// A title chosen by state: ``title`` while ``condition`` holds, the command's own otherwise.
public struct StateTitle: Hashable, Sendable {
    public var condition: DataCondition
    public var title: String

    public init(when condition: DataCondition, then title: String) {
        self.condition = condition
        self.title = title
    }
}
