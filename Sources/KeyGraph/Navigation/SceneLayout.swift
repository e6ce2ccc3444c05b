/// How a scene lays out its navigation: the root container of each window.
public enum SceneLayout: Hashable, Sendable {
    /// One `NavigationStack` whose root is the app's `rootView`.
    case stack
    /// A `NavigationSplitView` with two or three columns.
    case splitView(SplitLayout)
    /// A `TabView` with a stack per tab.
    case tabView(TabLayout)
}
