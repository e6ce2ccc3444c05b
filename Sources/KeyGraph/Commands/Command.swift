/// A command of the app: what a menu item, a shortcut or a typed `run` performs.
public struct Command: Hashable, Sendable, Identifiable {
    /// The stable identifier keymaps name (`recipe.toggleFavorite`).
    public var id: String
    /// The title menus show (`Toggle Favorite`).
    public var title: String
    /// The focused values the command needs; it is disabled while any is nil.
    public var requiredFocusedValues: [String]
    /// What it does, in order.
    public var effects: [Effect]

    public init(id: String, title: String, requires requiredFocusedValues: [String] = [], effects: [Effect]) {
        self.id = id
        self.title = title
        self.requiredFocusedValues = requiredFocusedValues
        self.effects = effects
    }
}
