/// The static description of an app: its data, its navigation, its commands and
/// menus, and its keymap. ``AppState`` holds what changes while it runs.
///
/// `KeyGraphFormats` adds `check(platform:keymaps:skipping:)`, which returns what `keygraph
/// check` reports on the app (<doc:EmbeddingKeyGraph#Check-the-app>).
public struct AppModel: Sendable, Hashable {
    /// The short name the prompt shows (`recipes`).
    public var name: String
    /// Data records by type (`Recipe`), in declaration order.
    public var records: [String: [Record]]
    /// How scenes lay out, the view each pushed type shows, the sheets and deep links.
    public var navigation: NavigationModel
    public var commands: CommandRegistry
    /// The app's own keymap layer, above its menus' shortcuts and below the user's keymaps.
    public var keymap: Keymap?
    /// The scenes open at launch.
    public var initialScenes: [SceneState]
    /// The menu bar: `.commands { … }` (command groups, command menus, built-in sets).
    public var menus: MenuBarDeclaration = MenuBarDeclaration()
    /// Context menus by view kind.
    public var contextMenus: [ContextMenu] = []
    /// Toolbars by view kind.
    public var toolbars: [Toolbar] = []
    /// Where the app file wrote its commands, menus and toolbars, for locating lint
    /// findings; nil for an app declared in Swift.
    package var sourceMap: AppSourceMap? = nil

    /// An app called `name` with `commands`; what a minimal app does not need has a default:
    /// no records, a NavigationStack whose root is `ContentView`, no keymap of its own, one
    /// scene (`main`). `AppModel(name: "notes", commands: commands)` is a whole app.
    public init(
        name: String, records: [String: [Record]] = [:], navigation: NavigationModel = NavigationModel(),
        commands: CommandRegistry, keymap: Keymap? = nil, initialScenes: [SceneState] = [SceneState(id: "main")]
    ) {
        self.name = name
        self.records = records
        self.navigation = navigation
        self.commands = commands
        self.keymap = keymap
        self.initialScenes = initialScenes
    }

    /// The record `value` names, if it exists.
    ///
    /// - Complexity: O(n) in the records of that type.
    public func record(_ value: PathValue) -> Record? {
        records.record(value)
    }

    /// The title a person sees for `value` (`Apple Pie`), or its id when it has no record.
    public func title(of value: PathValue) -> String {
        record(value)?.title ?? value.id
    }
}

/// The navigation declarations, read through the app.
extension AppModel {
    /// How every scene lays out its navigation.
    public var layout: SceneLayout {
        get { navigation.layout }
        set { navigation.layout = newValue }
    }

    /// The view at the root of a scene's NavigationStack.
    public var rootView: ViewDeclaration {
        get { navigation.rootView }
        set { navigation.rootView = newValue }
    }

    /// The view shown for each pushed type.
    public var destinations: [String: ViewDeclaration] {
        get { navigation.destinations }
        set { navigation.destinations = newValue }
    }

    /// The sheets the app can present, by name.
    public var sheets: [String: SheetDeclaration] {
        get { navigation.sheets }
        set { navigation.sheets = newValue }
    }

    /// The alerts and confirmation dialogs the app can present, by name.
    public var dialogs: [String: DialogDeclaration] {
        get { navigation.dialogs }
        set { navigation.dialogs = newValue }
    }

    /// The deep links the app accepts.
    public var deepLinks: DeepLinkRoutes {
        get { navigation.deepLinks }
        set { navigation.deepLinks = newValue }
    }

    /// The scenes its `body` declares: the group new windows come from, the Settings scene,
    /// and what closing the last window does.
    public var appScenes: AppScenes {
        get { navigation.appScenes }
        set { navigation.appScenes = newValue }
    }

    /// The split layout, when scenes use one.
    public var splitLayout: SplitLayout? { navigation.splitLayout }

    /// The tab layout, when scenes use one.
    public var tabLayout: TabLayout? { navigation.tabLayout }
}
