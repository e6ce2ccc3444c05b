/// The TabView reducer, reached through the scene that holds it.
extension SceneState {
    /// Switches to the tab `id`.
    public mutating func selectTab(_ id: String, in model: NavigationModel) throws(NavigationError) {
        try requireNoSheet(doing: "switch tabs")
        try withTabs(model) { (tabs, layout) throws(NavigationError) in try tabs.select(id, in: layout) }
    }

    /// Hides or shows the tab `id`; a hidden tab keeps its stack.
    public mutating func setTab(_ id: String, hidden: Bool, in model: NavigationModel) throws(NavigationError) {
        try withTabs(model) { (tabs, layout) throws(NavigationError) in try tabs.setTab(id, hidden: hidden, in: layout)
        }
    }

    /// Applies `change` to the scene's tab view; fails when the scene has none.
    mutating func withTabs(
        _ model: NavigationModel, _ change: (inout TabViewState, TabLayout) throws(NavigationError) -> Void
    ) throws(NavigationError) {
        guard let layout = model.tabLayout, var tabs else { throw NavigationError("the scene '\(id)' has no TabView") }
        try change(&tabs, layout)
        self.tabs = tabs
    }
}

extension TabViewState {
    /// Switches to the tab `id`, which must exist and be shown.
    public mutating func select(_ id: String, in layout: TabLayout) throws(NavigationError) {
        try layout.requireTab(id)
        guard !hidden.contains(id) else { throw NavigationError("the tab '\(id)' is hidden") }
        selected = id
    }

    /// Hides or shows the tab `id`; hiding the selected tab selects the first shown one,
    /// and the last shown tab cannot be hidden.
    public mutating func setTab(_ id: String, hidden isHidden: Bool, in layout: TabLayout) throws(NavigationError) {
        try layout.requireTab(id)
        var next = self
        if isHidden {
            next.hidden.insert(id)
            guard let first = next.visibleTabs.first else {
                throw NavigationError("cannot hide '\(id)': it is the only visible tab")
            }
            if next.selected == id { next.selected = first }
        } else {
            next.hidden.remove(id)
        }
        self = next
    }
}

extension TabLayout {
    func requireTab(_ id: String) throws(NavigationError) {
        guard tab(id: id) != nil else {
            throw NavigationError(
                "no tab '\(id)'" + Suggestion.parenthetical(for: id, among: tabs.map(\.id), kind: "tabs"))
        }
    }
}
