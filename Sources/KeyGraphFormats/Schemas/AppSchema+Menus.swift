import KeyGraph

/// Menus and context menus in the app schema, from ``AppFileReader``'s
/// member tables (`menuBarKeys`, `groupKeys`, `itemVerbs`, `contextMenuKeys`, …).
extension AppSchema {
    static let menuBarTypes: [String: JSONOutput] = [
        "appName": S.string("The app menu's title (default: App)."),
        "builtIns": S.array(
            S.oneOf(values: BuiltInCommands.allCases.map(\.rawValue), "A built-in command set."),
            "SwiftUI's built-in command sets (SidebarCommands, ToolbarCommands, …)."),
        "groups": S.array(S.ref("commandGroup"), "CommandGroup(replacing:|before:|after:) { … }."),
        "menus": S.array(S.ref("commandMenu"), "CommandMenu(title) { … }, after the standard menus."),
    ]

    /// The members of a menu item besides its kind, by name (``AppFileReader/itemVerbs`` lists them per kind).
    static let itemMemberTypes: [String: JSONOutput] = [
        "title": S.string("The item's title (default: the command's)."),
        "shortcut": S.string("The item's .keyboardShortcut: one chord in keymap notation."),
        "key": S.string("The app state key the picker's selection is stored under."),
        "options": S.array(S.ref("pickerOption"), "The picker's options.", minItems: 1),
        "default": S.string("The option selected at launch (one of the options' values)."),
        "icon": S.string("An SF Symbol name."),
        "items": S.array(S.ref("menuItem"), "The items."),
    ]

    /// The value of a menu item's first member, by kind.
    static let itemKindTypes: [String: JSONOutput] = [
        "button": S.string("The command the button performs."),
        "toggle": S.string("The command the toggle performs; its checkmark is the command's `checked`."),
        "picker": S.string("The picker's title.", nonEmpty: false),
        "menu": S.string("The submenu's title.", nonEmpty: false),
        "section": .object([
            ("type", .array([.string("string"), .string("null")])),
            ("description", .string("The section's header, or null.")),
        ]),
        "standard": S.string("A standard item, by its selector (copy:)."),
        "system": S.string("A submenu the system fills, by its title (Services)."),
    ]

    /// The members a menu item of each kind must have besides its kind.
    static let requiredItemMembers: [String: [String]] = [
        "picker": ["key", "options"], "menu": ["items"], "section": ["items"],
    ]

    static let contextMenuTypes: [String: JSONOutput] = [
        "target": S.string("Required: the row view it attaches to (RecipeRow)."),
        "valueType": S.string("The record type of the row's value."),
        "publishes": S.names("Focused values the row publishes for its value while the menu is open."),
        "items": S.array(S.ref("menuItem"), "The menu's items."),
        "swipeAction": S.string("The command a swipe performs."),
    ]

    /// `$defs` for the menu bar, menu items and context menus.
    static var menuDefinitions: [(String, JSONOutput)] {
        let placement = S.oneOf(values: CommandGroupPlacement.allCases.map(\.rawValue), "A standard placement.")
        var groupTypes: [String: JSONOutput] = ["items": S.array(S.ref("menuItem"), "The group's items.")]
        for position in CommandGroup.Position.allCases { groupTypes[position.rawValue] = placement }
        let onePosition = CommandGroup.Position.allCases.map {
            JSONOutput.object([("required", .array([.string($0.rawValue)]))])
        }
        return [
            (
                "menuBar",
                S.object(".commands { … }: the menu bar.", keys: AppFileReader.menuBarKeys, types: menuBarTypes)
            ),
            (
                "commandGroup",
                S.object(
                    "A command group: one of replacing, before or after, and its items.",
                    keys: AppFileReader.groupKeys, types: groupTypes, required: ["items"],
                    extra: [("oneOf", .array(onePosition))])
            ),
            (
                "commandMenu",
                S.object(
                    "A menu of the app's own.", keys: AppFileReader.commandMenuKeys,
                    types: ["title": S.string("The menu's title."), "items": S.array(S.ref("menuItem"), "Its items.")],
                    required: ["title", "items"])
            ),
            ("menuItem", menuItem),
            (
                "pickerOption",
                S.object(
                    "A picker option.", keys: AppFileReader.pickerOptionKeys,
                    types: [
                        "title": S.string("The option's title."),
                        "value": S.string("The value stored (default: the title)."),
                    ], required: ["title"])
            ),
            (
                "contextMenu",
                S.object(
                    "A context menu.", keys: AppFileReader.contextMenuKeys, types: contextMenuTypes,
                    required: ["target", "items"])
            ),
        ]
    }

    /// `"divider"`, `"windowList"`, or an object whose first member is its kind.
    static var menuItem: JSONOutput {
        var kinds: [JSONOutput] = [S.oneOf(values: ["divider", "windowList"], "A divider or the window list.")]
        for kind in AppFileReader.itemVerbs.keys.sorted() {
            let extras = AppFileReader.itemVerbs[kind] ?? []
            var types = [kind: itemKindTypes[kind] ?? .object([])]
            for member in extras { types[member] = itemMemberTypes[member] }
            kinds.append(
                S.object(
                    "{\"\(kind)\": …}", keys: [kind] + extras, types: types,
                    required: [kind] + (requiredItemMembers[kind] ?? [])))
        }
        return S.either(kinds, "A menu item: \"divider\", \"windowList\" or an object named by its first member.")
    }
}
