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
    /// Switches to the tab `id`, which must exist, show and have content (not an action tab).
    public mutating func select(_ id: String, in layout: TabLayout) throws(NavigationError) {
        try layout.requireTab(id)
        guard !hidden.contains(id) else { throw NavigationError("the tab '\(id)' is hidden") }
        if let reason = unavailable[id] { throw NavigationError(reason) }
        if let action = layout.tab(id: id)?.action {
            throw NavigationError("the tab '\(id)' runs '\(action)' when chosen; it has no content to switch to")
        }
        selected = id
    }

    /// Hides or shows the tab `id`; hiding the selected tab selects the first shown one,
    /// and the last shown tab cannot be hidden. A tab the app's state or the person's
    /// customization hides cannot be shown by a command.
    public mutating func setTab(_ id: String, hidden isHidden: Bool, in layout: TabLayout) throws(NavigationError) {
        try layout.requireTab(id)
        var next = self
        if isHidden {
            next.hidden.insert(id)
            guard let first = next.firstSelectable(in: layout) else {
                throw NavigationError("cannot hide '\(id)': it is the only visible tab")
            }
            if next.selected == id { next.selected = first }
        } else {
            if let reason = unavailable[id] { throw NavigationError("cannot show it: \(reason)") }
            next.hidden.remove(id)
        }
        self = next
    }

    /// The first tab that shows and has content, in declaration order.
    func firstSelectable(in layout: TabLayout) -> String? {
        visibleTabs.first { layout.tab(id: $0)?.action == nil }
    }
}

extension TabLayout {
    func requireTab(_ id: String) throws(NavigationError) {
        guard tab(id: id) != nil else {
            throw NavigationError(
                "no tab '\(id)'" + Suggestion.parenthetical(for: id, among: tabs.map(\.id), kind: "tabs"))
        }
    }

    /// Why `tab` does not show at `width`, given the app state `values` and the person's
    /// `customization`; nil when it shows (as far as commands have not hidden it).
    func unavailableReason(
        _ tab: TabDeclaration, width: WidthClass, values: [String: String], customization: TabViewCustomization
    ) -> String? {
        if let condition = tab.hiddenWhen, condition.holds(in: values) {
            return "the tab '\(tab.id)' is hidden while \(condition)"
        }
        let placement = placement(at: width)
        if placement == .tabBar, tab.placement == .sidebarOnly {
            return "the tab '\(tab.id)' shows only in the sidebar, and the tab bar shows (width \(width.rawValue))"
        }
        if style == .sidebarAdaptable, !customization.isVisible(tab, in: placement) {
            let chosen = tab.customizationID.flatMap { customization.visibility[placement]?[$0] } == .hidden
            return "the tab '\(tab.id)' is hidden from \(placement.name) ("
                + (chosen ? "the person's customization" : "its defaultVisibility") + ")"
        }
        return nil
    }
}
