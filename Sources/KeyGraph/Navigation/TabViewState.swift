/// The state of a `TabView`: the selected tab, a separate stack per tab
/// (kept across switches) and which tabs are hidden (they keep their stacks).
public struct TabViewState: Hashable, Sendable {
    /// The tab ids in declaration order.
    public var order: [String]
    public var selected: String
    /// Each tab's NavigationStack path, by tab id.
    public var paths: [String: [PathValue]]
    public var hidden: Set<String>

    public init(order: [String], selected: String, hidden: Set<String> = []) {
        self.order = order
        self.selected = selected
        self.paths = [:]
        self.hidden = hidden
    }

    /// The selected tab's path.
    public var path: [PathValue] {
        get { paths[selected] ?? [] }
        set { paths[selected] = newValue }
    }

    /// The tab ids that show, in order.
    public var visibleTabs: [String] { order.filter { !hidden.contains($0) } }
}
