/// A view kind: the name keymap `when` clauses test (`RecipeDetail`) and the
/// focused values it publishes for the value it shows (`selectedRecipe`).
public struct ViewDeclaration: Hashable, Sendable {
    public var contextName: String
    /// Focused values this view publishes (`focusedValue`); each holds the view's
    /// own value and is visible while focus is on the view or inside it.
    public var publishes: [String]
    /// Scene values this view publishes (`focusedSceneValue`): visible anywhere
    /// in its scene while the view is shown.
    public var publishesForScene: [String]
    /// The record type its search field finds by title (`.searchable(text:)`), if it has one:
    /// Edit › Find acts on it while the view shows.
    public var searchable: String?

    public init(
        contextName: String, publishes: [String] = [], publishesForScene: [String] = [], searchable: String? = nil
    ) {
        self.contextName = contextName
        self.publishes = publishes
        self.publishesForScene = publishesForScene
        self.searchable = searchable
    }
}
