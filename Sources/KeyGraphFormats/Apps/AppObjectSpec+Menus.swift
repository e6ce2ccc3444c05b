import KeyGraph

/// The menu bar, its command groups and menus, menu items and context menus, declared once.
extension AppObjectSpec {
    typealias M = Member

    /// `"menus": {"appName": …, "builtIns": […], "groups": […], "menus": […]}`
    package static let menuBar = AppObjectSpec(
        "menuBar", ".commands { … }: the menu bar.",
        members: [
            M("appName", .text(), "The app menu's title (default: App)."),
            M(
                "builtIns", .list([.choice(BuiltInCommands.allCases.map(\.rawValue), "A built-in command set.")]),
                "SwiftUI's built-in command sets (SidebarCommands, ToolbarCommands, …)."),
            M("groups", .list([.defined("commandGroup")]), "CommandGroup(replacing:|before:|after:) { … }."),
            M("menus", .list([.defined("commandMenu")]), "CommandMenu(title) { … }, after the standard menus."),
        ])

    /// `{"replacing": "newItem", "items": […]}`: one of its positions, and its items.
    package static let commandGroup = AppObjectSpec(
        "commandGroup", "A command group: one of replacing, before or after, and its items.",
        members: [CommandGroup.Position.replacing, .before, .after].map {
            M($0.rawValue, .choice(CommandGroupPlacement.allCases.map(\.rawValue)), "A standard placement.")
        } + [M("items", .list([.defined("menuItem")]), required: true, "The group's items.")])

    package static let commandMenu = AppObjectSpec(
        "commandMenu", "A menu of the app's own.",
        members: [
            M("title", .text(), required: true, "The menu's title."),
            M("items", .list([.defined("menuItem")]), required: true, "Its items."),
        ])

    package static let pickerOption = AppObjectSpec(
        "pickerOption", "A picker option.",
        members: [
            M("title", .text(), required: true, "The option's title."),
            M("value", .text(), "The value stored (default: the title)."),
        ])

    package static let contextMenu = AppObjectSpec(
        "contextMenu", "A context menu.",
        members: [
            M("target", .text(), required: true, "Required: the row view it attaches to (RecipeRow)."),
            M("valueType", .text(), "The record type of the row's value."),
            M("publishes", .names, "Focused values the row publishes for its value while the menu is open."),
            M("items", .list([.defined("menuItem")]), required: true, "The menu's items."),
            M("swipeAction", .text(), "The command a swipe performs."),
        ])

    /// The menu items written as a word.
    package static let menuItemWords = ["divider", "windowList"]

    /// The menu items written as an object whose first member is its kind, by kind.
    package static let menuItemKinds: [AppObjectSpec] = {
        let items = M("items", .list([.defined("menuItem")]), required: true, "The items.")
        let icon = M("icon", .text(), "An SF Symbol name.")
        func kind(_ name: String, _ argument: Kind, _ doc: String, _ members: [Member] = []) -> AppObjectSpec {
            AppObjectSpec(name, "{\"\(name)\": …}", argument: M(name, argument, required: true, doc), members: members)
        }
        return [
            kind(
                "button", .text(), "The command the button performs.",
                [
                    M("title", .text(), "The item's title (default: the command's)."),
                    M("shortcut", .text(), "The item's .keyboardShortcut: one chord in keymap notation."),
                ]),
            kind("menu", .text(nonEmpty: false), "The submenu's title.", [icon, items]),
            kind(
                "picker", .text(nonEmpty: false), "The picker's title.",
                [
                    M("key", .text(), required: true, "The app state key the picker's selection is stored under."),
                    M(
                        "options", .list([.defined("pickerOption")], minItems: 1), required: true,
                        "The picker's options."),
                    M("default", .text(), "The option selected at launch (one of the options' values)."),
                    icon,
                ]),
            kind("section", .textOrNull(), "The section's header, or null.", [items]),
            kind("standard", .text(), "A standard item, by its selector (copy:)."),
            kind("system", .text(), "A submenu the system fills, by its title (Services)."),
            kind("toggle", .text(), "The command the toggle performs; its checkmark is the command's `checked`."),
        ]
    }()

    /// Every menu item's name: the words, then the kinds.
    package static var menuItemNames: [String] { menuItemWords + menuItemKinds.map(\.name) }

    /// The menu item kind `name`.
    package static func menuItemKind(_ name: String) -> AppObjectSpec? { menuItemKinds.first { $0.name == name } }
}
