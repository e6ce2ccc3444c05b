/// The tab views as the app state drives them: which tabs show (the app's state, the person's
/// customization, the width), the selection they leave, the search field a tab change resets,
/// and the customization itself.
extension AppState {
    /// Brings every window's tab view up to date after a change from `previous`: the tabs that
    /// do not show now, a selection they hide moved to the first tab that shows, and the search
    /// field on a tab change: with a search-role tab it owns the field, which is presented while
    /// it is selected and keeps its text; without one, search applies to the current tab and
    /// resets when the tab changes (the seed's fallback).
    /// - Throws: when a change would leave a window no tab to show (unless `lenient`, as for
    ///   the state an app launches or undoes to, where the selected tab stays).
    public mutating func followTabs(
        from previous: AppState?, in model: NavigationModel, lenient: Bool = false
    ) throws(NavigationError) {
        guard let layout = model.tabLayout else { return }
        for i in scenes.indices where scenes[i].kind == .window {
            guard var tabs = scenes[i].tabs else { continue }
            var unavailable: [String: String] = [:]
            for tab in layout.tabs {
                let reason = layout.unavailableReason(
                    tab, width: tabs.width, values: values, customization: tabCustomization)
                if let reason { unavailable[tab.id] = reason }
            }
            tabs.unavailable = unavailable
            if !tabs.isShown(tabs.selected) {
                if let first = tabs.firstSelectable(in: layout) {
                    tabs.selected = first
                } else if !lenient {
                    throw NavigationError(
                        "this leaves '\(scenes[i].title)' no tab to show (\(unavailable[tabs.selected] ?? "the tab '\(tabs.selected)' is hidden"))"
                    )
                } else {
                    tabs.unavailable[tabs.selected] = nil
                }
            }
            let before = previous?.scenes.first { $0.id == scenes[i].id }?.tabs?.selected
            scenes[i].tabs = tabs
            guard let before, before != tabs.selected else { continue }
            if let search = layout.searchTab {
                // The search tab's field: presented while it is selected; its text stays.
                scenes[i].search.isPresented = tabs.selected == search.id
            } else {
                scenes[i].search = SearchState()
            }
        }
    }

    /// Applies a person's tab customization (`sidebarAdaptable` tab views only).
    /// - Returns: the note a person sees: what can be customized, or the arrangement after.
    public mutating func customizeTabs(_ change: TabCustomizationChange, in model: NavigationModel)
        throws(NavigationError) -> String
    {
        guard let layout = model.tabLayout else { throw NavigationError("the app has no TabView") }
        guard layout.style == .sidebarAdaptable else {
            throw NavigationError(
                "the tab view is not customizable: only a sidebarAdaptable one is (its style is \(layout.style.rawValue))"
            )
        }
        let width = focusedScene.tabs?.width ?? .regular
        let current = layout.placement(at: width)
        func customizable(_ id: String) throws(NavigationError) -> (TabDeclaration, String) {
            try layout.requireTab(id)
            guard let tab = layout.tab(id: id), let cid = tab.customizationID else {
                throw NavigationError("the tab '\(id)' is not customizable: it has no customizationID")
            }
            return (tab, cid)
        }
        var next = tabCustomization
        switch change {
        case .showEditor:
            return editorNote(layout, at: current)
        case .reset:
            next = TabViewCustomization()
        case .setVisible(let id, let visible, let placement):
            let placement = placement ?? current
            let (tab, cid) = try customizable(id)
            guard tab.behavior(in: placement) == .automatic else {
                throw NavigationError(
                    "the tab '\(id)' cannot be \(visible ? "shown" : "hidden") in \(placement.name): its customizationBehavior there is \(tab.behavior(in: placement).rawValue)"
                )
            }
            next.visibility[placement, default: [:]][cid] = visible ? .visible : .hidden
        case .move(let id, let before, let otherID):
            let (tab, _) = try customizable(id)
            let (other, _) = try customizable(otherID)
            guard tab.section == other.section else {
                throw NavigationError(
                    "'\(id)' and '\(otherID)' are in different sections; a tab moves within its section")
            }
            for t in [tab, other] where t.behavior(in: current) == .disabled {
                throw NavigationError("the tab '\(t.id)' cannot be moved: its customizationBehavior is disabled")
            }
            var ids = next.ordered(layout.tabs, in: current).compactMap(\.customizationID)
            guard let cid = tab.customizationID, let from = ids.firstIndex(of: cid) else { break }
            ids.remove(at: from)
            let to = ids.firstIndex(of: other.customizationID ?? "") ?? ids.count
            ids.insert(cid, at: before ? to : to + 1)
            next.order = ids
        }
        var scratch = self
        scratch.tabCustomization = next
        try scratch.followTabs(from: self, in: model)
        self = scratch
        return editorNote(layout, at: current)
    }

    /// `Tabs in the sidebar: listenNow (fixed) · library · radio (hidden) …`.
    func editorNote(_ layout: TabLayout, at placement: AdaptableTabBarPlacement) -> String {
        let entries = tabCustomization.ordered(layout.tabs, in: placement).map { tab -> String in
            var notes: [String] = []
            if tab.customizationID == nil {
                notes.append("not customizable")
            } else if tab.behavior(in: placement) != .automatic {
                notes.append(tab.behavior(in: placement).rawValue)
            }
            if !tabCustomization.isVisible(tab, in: placement) { notes.append("hidden") }
            return tab.id + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
        }
        return "Tabs in \(placement.name): " + entries.joined(separator: " · ")
    }
}
