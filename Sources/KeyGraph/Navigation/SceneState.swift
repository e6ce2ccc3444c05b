/// The navigation state of one scene (window): its stack, split view, tab
/// view and sheet, as IDs. Which of them apply depends on the app's ``SceneLayout``.
public struct SceneState: Hashable, Sendable {
    /// The scene's identifier (`main`).
    public var id: String
    /// The path of a `.stack` layout's NavigationStack, root first.
    public var stack: [PathValue]
    /// The split view's state, for a `.splitView` layout.
    public var split: SplitViewState?
    /// The tab view's state, for a `.tabView` layout.
    public var tabs: TabViewState?
    /// The presented sheet, if any.
    public var sheet: SheetState?

    public init(id: String, path: [PathValue] = []) {
        self.id = id
        self.stack = path
    }

    /// The scene's navigation path, root first: the stack's path; in a split
    /// view the column selections in column order, then the detail stack; in a
    /// tab view the selected tab's stack.
    ///
    /// Setting it distributes the values the same way (leading values of the
    /// columns' listed types become selections).
    public var path: [PathValue] {
        get {
            if let tabs { return tabs.path }
            if let split { return split.path }
            return stack
        }
        set {
            if tabs != nil {
                tabs?.path = newValue
            } else if split != nil {
                split?.path = newValue
            } else {
                stack = newValue
            }
        }
    }
}
