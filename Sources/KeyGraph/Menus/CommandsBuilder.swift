/// A Swift API that reads like SwiftUI's `Commands` and builds the same
/// ``MenuBarDeclaration`` an app graph file does:
///
/// ```swift
/// MenuBarDeclaration(appName: "Recipes") {
///     CommandGroup(replacing: .newItem) { MenuButton(command: "recipe.new") }
///     CommandMenu("Recipe") {
///         MenuButton("Toggle Favorite", command: "recipe.toggleFavorite")
///             .keyboardShortcut("f", modifiers: [.command, .shift])
///         MenuDivider()
///         MenuPicker("Sort By", key: "sortOrder") { MenuPicker.Option("Title", value: "title") }
///     }
/// }
/// ```
///
/// The items are SwiftUI's `Button`, `Toggle`, `Divider`, `Menu`, `Section` and `Picker`
/// with a `Menu` prefix (`Submenu` for `Menu`), so a file that imports both SwiftUI and
/// KeyGraph keeps SwiftUI's names for its views.

/// Something that contributes items to a menu.
public protocol MenuContent: Sendable {
    /// The declared items this contributes.
    var menuItems: [MenuItem] { get }
}

extension MenuItem: MenuContent {
    public var menuItems: [MenuItem] { [self] }
}

/// Collects ``MenuContent`` into items.
@resultBuilder
public enum MenuItemsBuilder {
    public static func buildExpression(_ content: some MenuContent) -> [MenuItem] { content.menuItems }
    public static func buildBlock(_ parts: [MenuItem]...) -> [MenuItem] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [MenuItem]?) -> [MenuItem] { part ?? [] }
    public static func buildEither(first: [MenuItem]) -> [MenuItem] { first }
    public static func buildEither(second: [MenuItem]) -> [MenuItem] { second }
    public static func buildArray(_ parts: [[MenuItem]]) -> [MenuItem] { parts.flatMap { $0 } }
}

/// A button performing a command, as SwiftUI's `Button` in a menu.
public struct MenuButton: MenuContent {
    public var command: String
    public var title: String?
    public var shortcut: KeyboardShortcut?

    /// A button titled with the command's title.
    public init(command: String) {
        self.command = command
    }

    /// A button with its own title.
    public init(_ title: String, command: String) {
        self.command = command
        self.title = title
    }

    /// The button with a shortcut; as in SwiftUI the default modifier is ⌘.
    public func keyboardShortcut(_ key: Character, modifiers: EventModifiers = .command) -> MenuButton {
        var copy = self
        copy.shortcut = KeyboardShortcut(key, modifiers: modifiers)
        return copy
    }

    /// The button with a shortcut on a named key (`.return`).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> MenuButton {
        var copy = self
        copy.shortcut = KeyboardShortcut(key, modifiers: modifiers)
        return copy
    }

    public var menuItems: [MenuItem] { [.button(command: command, title: title, shortcut: shortcut)] }
}

/// A toggle bound to a command's ``CheckedState``, as SwiftUI's `Toggle` in a menu.
public struct MenuToggle: MenuContent {
    public var command: String
    public init(command: String) { self.command = command }
    public var menuItems: [MenuItem] { [.toggle(command: command)] }
}

/// A separator, as SwiftUI's `Divider` in a menu.
public struct MenuDivider: MenuContent {
    public init() {}
    public var menuItems: [MenuItem] { [.divider] }
}

/// A submenu, as SwiftUI's `Menu` inside a menu.
public struct Submenu: MenuContent {
    public var title: String
    public var icon: String?
    public var items: [MenuItem]
    public init(_ title: String, systemImage icon: String? = nil, @MenuItemsBuilder _ items: () -> [MenuItem]) {
        self.title = title
        self.icon = icon
        self.items = items()
    }
    public var menuItems: [MenuItem] { [.menu(title: title, icon: icon, items: items)] }
}

/// A group with an optional header, as SwiftUI's `Section` in a menu.
public struct MenuSection: MenuContent {
    public var title: String?
    public var items: [MenuItem]
    public init(_ title: String? = nil, @MenuItemsBuilder _ items: () -> [MenuItem]) {
        self.title = title
        self.items = items()
    }
    public var menuItems: [MenuItem] { [.section(title: title, items: items)] }
}

/// Collects picker options.
@resultBuilder
public enum PickerOptionsBuilder {
    public static func buildExpression(_ option: MenuPicker.Option) -> [MenuPicker.Option] { [option] }
    public static func buildBlock(_ parts: [MenuPicker.Option]...) -> [MenuPicker.Option] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[MenuPicker.Option]]) -> [MenuPicker.Option] { parts.flatMap { $0 } }
}

/// `MenuPicker("Sort By", key: "sortOrder") { MenuPicker.Option("Title", value: "title") }`:
/// a radio group bound to an app state key, as SwiftUI's `Picker` in a menu.
extension MenuPicker: MenuContent {
    public init(
        _ title: String, key: String, systemImage icon: String? = nil,
        @PickerOptionsBuilder _ options: () -> [MenuPicker.Option]
    ) {
        self.init(title, key: key, options: options(), icon: icon)
    }

    public var menuItems: [MenuItem] { [.picker(self)] }
}

/// One part of a `.commands { … }` block.
public enum CommandsContent: Hashable, Sendable {
    case group(CommandGroup)
    case menu(CommandMenu)
}

/// Collects command groups and menus.
@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression(_ group: CommandGroup) -> [CommandsContent] { [.group(group)] }
    public static func buildExpression(_ menu: CommandMenu) -> [CommandsContent] { [.menu(menu)] }
    public static func buildBlock(_ parts: [CommandsContent]...) -> [CommandsContent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [CommandsContent]?) -> [CommandsContent] { part ?? [] }
    public static func buildEither(first: [CommandsContent]) -> [CommandsContent] { first }
    public static func buildEither(second: [CommandsContent]) -> [CommandsContent] { second }
}

extension CommandGroup {
    /// `CommandGroup(replacing: .newItem) { … }`
    public init(replacing placement: CommandGroupPlacement, @MenuItemsBuilder _ items: () -> [MenuItem]) {
        self.init(.replacing, placement, items: items())
    }

    /// `CommandGroup(before: .help) { … }`
    public init(before placement: CommandGroupPlacement, @MenuItemsBuilder _ items: () -> [MenuItem]) {
        self.init(.before, placement, items: items())
    }

    /// `CommandGroup(after: .newItem) { … }`
    public init(after placement: CommandGroupPlacement, @MenuItemsBuilder _ items: () -> [MenuItem]) {
        self.init(.after, placement, items: items())
    }
}

extension CommandMenu {
    /// `CommandMenu("Recipe") { … }`
    public init(_ title: String, @MenuItemsBuilder _ items: () -> [MenuItem]) {
        self.init(title, items: items())
    }
}

extension MenuBarDeclaration {
    /// The declaration a `.commands { … }` block describes.
    public init(appName: String, builtIns: [BuiltInCommands] = [], @CommandsBuilder _ content: () -> [CommandsContent])
    {
        var groups: [CommandGroup] = []
        var menus: [CommandMenu] = []
        for part in content() {
            switch part {
            case .group(let group): groups.append(group)
            case .menu(let menu): menus.append(menu)
            }
        }
        self.init(appName: appName, groups: groups, menus: menus, builtIns: builtIns)
    }
}
