import KeyGraph

/// `show tabs`: the focused window's tab view as it shows now — a sidebar with its sections,
/// or a tab bar.
extension ScriptRunner {
    /// The sidebar (a `sidebarAdaptable` tab view at regular width) or the tab bar: the tabs that
    /// show, in the person's order, `>` on the selected one, with their symbols, badges, the
    /// command an action tab runs, and the search tab's role.
    static func tabLines(of session: Session) -> [String] {
        let state = session.state
        guard let layout = session.app.tabLayout, let tabs = state.keyScene?.tabs else {
            return ["(no tab view here)"]
        }
        let placement = layout.placement(at: tabs.width)
        var lines = [placement == .sidebar ? "Sidebar" : "Tab bar"]
        var section: String? = nil
        for tab in state.tabCustomization.ordered(layout.tabs, in: placement) where tabs.isShown(tab.id) {
            var indent = "  "
            if placement == .sidebar, let header = tab.section {
                if header != section { lines.append("  \(header.escapedForDisplay)") }
                indent = "    "
            }
            section = placement == .sidebar ? tab.section : nil
            var line = indent + (tab.id == tabs.selected ? "> " : "  ")
            if let icon = tab.systemImage { line += "[\(icon)] " }
            line += tab.title
            if let badge = tab.badge?.shown(with: state.values) { line += " (\(badge))" }
            if tab.isSearch { line += "  role: search" }
            if let action = tab.action { line += "  → \(action)" }
            lines.append(line.escapedForDisplay)
        }
        return lines
    }

    /// `show state`'s notes on a tab: its section, search role, badge, and why it does not show.
    static func tabNotes(_ id: String, _ tabs: TabViewState, in session: Session) -> String {
        var notes = ""
        if let declaration = session.app.tabLayout?.tab(id: id) {
            if let section = declaration.section { notes += " [\(section)]" }
            if declaration.isSearch { notes += " (search)" }
            if let badge = declaration.badge?.shown(with: session.state.values) { notes += " (badge \(badge))" }
            if let action = declaration.action { notes += " (runs \(action))" }
        }
        if tabs.hidden.contains(id) {
            notes += " (hidden)"
        } else if let reason = tabs.unavailable[id] {
            notes += " (not shown: \(reason))"
        }
        return notes
    }

    /// `show state`'s line on a window's search field, when it holds text or is presented.
    static func searchLine(_ search: SearchState) -> String? {
        guard !search.text.isEmpty || search.isPresented else { return nil }
        var line = "    search: \"\(search.text)\""
        if search.isPresented { line += " (searching)" }
        if let match = search.match { line += " match=\(match)" }
        return line.escapedForDisplay
    }
}
