/// A `TabView`: tabs in declaration order, each with its own stack.
public struct TabLayout: Hashable, Sendable {
    public var tabs: [TabDeclaration]

    public init(tabs: [TabDeclaration]) {
        precondition(!tabs.isEmpty, "a TabView has at least one tab")
        self.tabs = tabs
    }

    public func tab(id: String) -> TabDeclaration? { tabs.first { $0.id == id } }
}

/// One `Tab(_:systemImage:value:)`.
public struct TabDeclaration: Hashable, Sendable {
    /// The tab's value (`library`): what `tab ID` and `tab ==` name.
    public var id: String
    public var title: String
    /// The `TabSection` it belongs to, if any.
    public var section: String?
    /// `Tab(role: .search)`.
    public var isSearch: Bool
    /// Hidden at launch (`.hidden(true)`); a hidden tab keeps its state.
    public var isInitiallyHidden: Bool
    /// The root view of the tab's `NavigationStack`.
    public var root: ViewDeclaration

    public init(
        id: String, title: String, section: String? = nil, isSearch: Bool = false, isInitiallyHidden: Bool = false,
        root: ViewDeclaration
    ) {
        self.id = id
        self.title = title
        self.section = section
        self.isSearch = isSearch
        self.isInitiallyHidden = isInitiallyHidden
        self.root = root
    }
}
