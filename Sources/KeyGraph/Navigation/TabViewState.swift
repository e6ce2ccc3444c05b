/// The state of a `TabView`: the selected tab, a separate stack per tab
/// (kept across switches), which tabs are hidden (they keep their stacks) and its width.
public struct TabViewState: Hashable, Sendable {
    /// The tab ids in declaration order.
    public var order: [String]
    public var selected: String
    /// Each tab's NavigationStack path, by tab id.
    public var paths: [String: [PathValue]]
    /// The tabs hidden by a command (`hideTab`) or at launch.
    public var hidden: Set<String>
    /// The width class: a `sidebarAdaptable` tab view shows a sidebar at regular width, a tab
    /// bar at compact.
    public var width: WidthClass = .regular
    /// The tabs that do not show now for another reason, with why: hidden by the app's state,
    /// by the person's customization, only in the sidebar while the tab bar shows. Kept up to
    /// date from the app state after every change (`AppState.followTabs(from:in:lenient:)`).
    public var unavailable: [String: String] = [:]

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

    /// Whether the tab `id` shows now.
    public func isShown(_ id: String) -> Bool { !hidden.contains(id) && unavailable[id] == nil }

    /// The tab ids that show, in declaration order.
    public var visibleTabs: [String] { order.filter(isShown) }
}
