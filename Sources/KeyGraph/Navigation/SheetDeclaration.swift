/// A sheet the app can present (`sheet(item:)`).
public struct SheetDeclaration: Hashable, Sendable {
    /// The name `sheet NAME` and `sheet ==` use (`NewRecipe`).
    public var name: String
    /// The view inside the sheet.
    public var view: ViewDeclaration
    /// The item type of `sheet(item:)` (`Recipe`); nil when the sheet takes no item.
    public var itemType: String?
    /// Whether the sheet asks before discarding unsaved changes (`dismissalConfirmationDialog`).
    public var confirmsDismissal: Bool

    public init(name: String, view: ViewDeclaration, itemType: String? = nil, confirmsDismissal: Bool = false) {
        self.name = name
        self.view = view
        self.itemType = itemType
        self.confirmsDismissal = confirmsDismissal
    }
}
