/// The static description of an app: its data, its views, its commands and its
/// keymap. ``AppState`` holds what changes while it runs.
public struct AppModel: Sendable, Hashable {
    /// The short name the prompt shows (`recipes`).
    public var name: String
    /// Data records by type (`Recipe`), in declaration order.
    public var records: [String: [Record]]
    /// The view shown for each pushed type: SwiftUI's `navigationDestination(for:)`.
    public var destinations: [String: ViewDeclaration]
    /// The view at the root of a scene's NavigationStack.
    public var rootView: ViewDeclaration
    public var commands: CommandRegistry
    /// The app's own keymap layer (file name and text), loaded above the built-in defaults.
    public var keymapFile: SourceFile?
    /// The scenes open at launch.
    public var initialScenes: [SceneState]
    /// The menu bar: `.commands { … }` (command groups, command menus, built-in sets).
    public var menus: MenuBarDeclaration = MenuBarDeclaration()
    /// Context menus by view kind.
    public var contextMenus: [ContextMenu] = []
    /// Toolbars by view kind.
    public var toolbars: [Toolbar] = []
    /// How every scene lays out its navigation (a stack unless set).
    public var layout: SceneLayout = .stack
    /// The sheets the app can present, by name.
    public var sheets: [String: SheetDeclaration] = [:]
    /// The deep links the app accepts.
    public var deepLinks = DeepLinkRoutes()

    public init(
        name: String, records: [String: [Record]], destinations: [String: ViewDeclaration],
        rootView: ViewDeclaration, commands: CommandRegistry, keymapFile: SourceFile?, initialScenes: [SceneState]
    ) {
        self.name = name
        self.records = records
        self.destinations = destinations
        self.rootView = rootView
        self.commands = commands
        self.keymapFile = keymapFile
        self.initialScenes = initialScenes
    }

    /// The record `value` names, if it exists.
    ///
    /// - Complexity: O(n) in the records of that type.
    public func record(_ value: PathValue) -> Record? {
        records[value.type]?.first { $0.id == value.id }
    }

    /// The title a person sees for `value` (`Apple Pie`), or its id when it has no record.
    public func title(of value: PathValue) -> String {
        record(value)?.title ?? value.id
    }
}

/// One data record (`Recipe:apple-pie`, titled "Apple Pie").
public struct Record: Hashable, Sendable {
    public var type: String
    public var id: String
    public var title: String
    /// Named fields: flags a FocusedBinding can write (`isFavorite`) and
    /// references to other records (`category`).
    public var fields: [String: FieldValue]

    public init(type: String, id: String, title: String, fields: [String: FieldValue] = [:]) {
        self.type = type
        self.id = id
        self.title = title
        self.fields = fields
    }

    public var value: PathValue { PathValue(type: type, id: id) }
}

/// A view kind: the name keymap `when` clauses test (`RecipeDetail`) and the
/// focused values it publishes for the value it shows (`selectedRecipe`).
public struct ViewDeclaration: Hashable, Sendable {
    public var contextName: String
    /// Focused values this view publishes (`focusedValue`); each holds the view's
    /// own value and is visible while focus is on the view or inside it.
    public var publishes: [String]
    /// Scene values this view publishes (`focusedSceneValue`): visible anywhere
    /// in its scene while the view is shown.
    public var publishesForScene: [String]

    public init(contextName: String, publishes: [String] = [], publishesForScene: [String] = []) {
        self.contextName = contextName
        self.publishes = publishes
        self.publishesForScene = publishesForScene
    }
}

/// A named text: a file's contents with the name diagnostics should use.
public struct SourceFile: Hashable, Sendable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
