/// What an app declares about navigation: how every scene lays out, the view each
/// pushed type shows, the sheets it can present and the deep links it accepts. The
/// navigation reducers (``SceneState``, ``SplitViewState``, ``TabViewState``,
/// ``AppState``) read it; ``AppState`` holds what changes.
public struct NavigationModel: Hashable, Sendable {
    /// How every scene lays out its navigation (a stack unless set).
    public var layout: SceneLayout
    /// The view at the root of a scene's NavigationStack.
    public var rootView: ViewDeclaration
    /// The view shown for each pushed type: SwiftUI's `navigationDestination(for:)`.
    public var destinations: [String: ViewDeclaration]
    /// The sheets the app can present, by name.
    public var sheets: [String: SheetDeclaration]
    /// The deep links the app accepts.
    public var deepLinks: DeepLinkRoutes

    public init(
        layout: SceneLayout = .stack, rootView: ViewDeclaration, destinations: [String: ViewDeclaration] = [:],
        sheets: [String: SheetDeclaration] = [:], deepLinks: DeepLinkRoutes = DeepLinkRoutes()
    ) {
        self.layout = layout
        self.rootView = rootView
        self.destinations = destinations
        self.sheets = sheets
        self.deepLinks = deepLinks
    }

    /// The split layout, when scenes use one.
    public var splitLayout: SplitLayout? {
        if case .splitView(let split) = layout { return split }
        return nil
    }

    /// The tab layout, when scenes use one.
    public var tabLayout: TabLayout? {
        if case .tabView(let tabs) = layout { return tabs }
        return nil
    }

    /// `scene` with the containers its layout needs (a split view's or a tab view's state).
    public func prepared(_ scene: SceneState) -> SceneState {
        var scene = scene
        switch layout {
        case .stack:
            break
        case .splitView(let split):
            if scene.split == nil {
                let stack = scene.stack
                scene.stack = []
                scene.split = SplitViewState(listedTypes: split.selectableColumns.compactMap(\.lists))
                scene.split?.path = stack
            }
        case .tabView(let tabs):
            if scene.tabs == nil {
                let hidden = Set(tabs.tabs.filter(\.isInitiallyHidden).map(\.id))
                let first = tabs.tabs.first { !$0.isInitiallyHidden } ?? tabs.tabs[0]
                scene.tabs = TabViewState(order: tabs.tabs.map(\.id), selected: first.id, hidden: hidden)
                scene.tabs?.path = scene.stack
                scene.stack = []
            }
        }
        return scene
    }
}
