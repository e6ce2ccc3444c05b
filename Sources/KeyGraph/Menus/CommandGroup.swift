/// Items placed around a standard placement, as SwiftUI's `CommandGroup`.
public struct CommandGroup: Hashable, Sendable {
    /// How the items relate to the placement's standard items.
    public enum Position: String, Hashable, Sendable, CaseIterable, Codable {
        case before, replacing, after
    }

    public var position: Position
    public var placement: CommandGroupPlacement
    public var items: [MenuItem]

    public init(_ position: Position, _ placement: CommandGroupPlacement, items: [MenuItem]) {
        self.position = position
        self.placement = placement
        self.items = items
    }
}

/// A top-level menu of the app's own, as SwiftUI's `CommandMenu`.
public struct CommandMenu: Hashable, Sendable {
    public var title: String
    public var items: [MenuItem]

    public init(_ title: String, items: [MenuItem]) {
        self.title = title
        self.items = items
    }
}

/// The command sets SwiftUI ships, which add standard items an app opts into.
public enum BuiltInCommands: String, Hashable, Sendable, CaseIterable, Codable {
    /// View > Show/Hide Sidebar.
    case sidebar = "SidebarCommands"
    /// View > Show/Hide Toolbar, Customize Toolbar….
    case toolbar = "ToolbarCommands"
    /// Edit > Find, Spelling and Grammar, Substitutions, Transformations, Speech.
    case textEditing = "TextEditingCommands"
    /// Format > Font, Text.
    case textFormatting = "TextFormattingCommands"
    /// View > Show/Hide Inspector ⌃⌘I.
    case inspector = "InspectorCommands"
}

/// An app's `.commands { … }`: its command groups, menus and built-in command sets.
public struct MenuBarDeclaration: Hashable, Sendable {
    /// The name the App menu and `APP` in standard titles show (`Recipes`).
    public var appName: String
    public var groups: [CommandGroup]
    /// In declaration order: the order they appear between View and Window.
    public var menus: [CommandMenu]
    public var builtIns: [BuiltInCommands]

    public init(
        appName: String = "App", groups: [CommandGroup] = [], menus: [CommandMenu] = [],
        builtIns: [BuiltInCommands] = []
    ) {
        self.appName = appName
        self.groups = groups
        self.menus = menus
        self.builtIns = builtIns
    }
}
