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
    /// The alerts and confirmation dialogs the app can present, by name.
    public var dialogs: [String: DialogDeclaration] = [:]
    /// The deep links the app accepts.
    public var deepLinks: DeepLinkRoutes
    /// The scenes the app's `body` declares: the group new windows come from, its Settings
    /// scene, and what closing the last window does.
    public var appScenes: AppScenes

    /// A navigation model; by default a NavigationStack whose root view is `ContentView`
    /// (SwiftUI's template's name), with no destinations, sheets or deep links.
    public init(
        layout: SceneLayout = .stack, rootView: ViewDeclaration = ViewDeclaration(contextName: "ContentView"),
        destinations: [String: ViewDeclaration] = [:],
        sheets: [String: SheetDeclaration] = [:], deepLinks: DeepLinkRoutes = DeepLinkRoutes(),
        appScenes: AppScenes = AppScenes()
    ) {
        self.layout = layout
        self.rootView = rootView
        self.destinations = destinations
        self.sheets = sheets
        self.deepLinks = deepLinks
        self.appScenes = appScenes
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

    /// `scene` opened beside `open`: prepared for the layout and, if it has no title of
    /// its own, titled as its group titles a new window (`Recipes`, `Recipes 2`).
    public func opened(_ scene: SceneState, beside open: [SceneState]) -> SceneState {
        var scene = prepared(scene)
        guard scene.kind == .window else { return scene }
        if appScenes.group == .documentGroup, scene.document == nil { scene.document = SceneState.DocumentState() }
        guard scene.title == scene.id else { return scene }
        let taken = Set(open.filter { $0.kind == .window }.map(\.title))
        if let title = appScenes.newWindowTitle(among: taken) { scene.title = title }
        return scene
    }

    /// Each of `scenes` opened beside the ones before it, as windows open at launch.
    public func opened(_ scenes: [SceneState]) -> [SceneState] {
        var out: [SceneState] = []
        for scene in scenes { out.append(opened(scene, beside: out)) }
        return out
    }

    /// `scene` with the containers its layout needs (a split view's or a tab view's state);
    /// the Settings window and the About panel have none.
    public func prepared(_ scene: SceneState) -> SceneState {
        var scene = scene
        guard scene.kind == .window else { return scene }
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
                let first = tabs.tabs.first { !$0.isInitiallyHidden && $0.action == nil } ?? tabs.tabs[0]
                scene.tabs = TabViewState(order: tabs.tabs.map(\.id), selected: first.id, hidden: hidden)
                scene.tabs?.path = scene.stack
                scene.stack = []
            }
        }
        return scene
    }
}
