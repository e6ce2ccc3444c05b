/// A context menu attached to a view kind (a recipe row), as SwiftUI's `.contextMenu`.
///
/// Unavailable items are hidden, not dimmed; no shortcuts are shown; destructive
/// items go last (docs/menus.md).
public struct ContextMenu: Hashable, Sendable {
    /// The view kind it is attached to (`RecipeRow`).
    public var target: String
    /// The type of the value the view shows (`Recipe`), so `context Recipe:apple-pie` finds it.
    public var valueType: String?
    /// The focused values the view publishes for its value while its menu is open (`selectedRecipe`).
    public var publishes: [String]
    public var items: [MenuItem]
    /// The command of the row's leading swipe action, which should be the top item.
    public var swipeAction: String?
    /// The file it was declared in (`recipes.json`; `<app>` for one built in code), for lint messages.
    public var source: String

    public init(
        target: String, valueType: String? = nil, publishes: [String] = [], items: [MenuItem],
        swipeAction: String? = nil, source: String = "<app>"
    ) {
        self.target = target
        self.valueType = valueType
        self.publishes = publishes
        self.items = items
        self.swipeAction = swipeAction
        self.source = source
    }
}
