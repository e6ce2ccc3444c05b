import KeyGraph

/// An AppKit menu item, read from a storyboard or xib (`<menuItem … keyEquivalent="…">`)
/// or from code (`NSMenuItem(title:action:keyEquivalent:)`): what the menu bar shows.
struct NativeMenuItem {
    var title: String
    /// The key equivalent as AppKit stores it (`"n"`, `"N"` for ⇧, `"\u{8}"`), empty for none.
    var key: String = ""
    /// `keyEquivalentModifierMask`; nil when not set (⌘, AppKit's default).
    var modifiers: EventModifiers? = nil
    var selector: String? = nil
    /// Its image: `image="…"`, or `secondaryImage="…"`, where Interface Builder (Xcode 26)
    /// writes a menu item's SF Symbol.
    var icon: String? = nil
    var isSeparator = false
    /// The submenu's items, when the item opens one.
    var submenu: [NativeMenuItem]? = nil
    var at: SwiftLocation
}

/// An app's main menu built by AppKit (a storyboard's or xib's `mainMenu`, or `NSApp.mainMenu`
/// set in code): it is the whole menu bar, so each standard menu it has replaces SwiftUI's.
extension SwiftUIReader {
    /// The standard menus by the titles AppKit apps give them.
    static let standardMenuTitles: [String: StandardMenu] = [
        "File": .file, "Edit": .edit, "Format": .format, "View": .view, "Window": .window, "Help": .help,
    ]

    /// Reads `top` (the main menu's items, each a menu of the bar): the first is the App menu,
    /// one titled as a standard menu replaces it, the others are the app's own menus.
    mutating func readMainMenu(_ top: [NativeMenuItem]) {
        guard !app.hasMainMenu else { return }
        app.hasMainMenu = true
        for (number, item) in top.enumerated() where !item.isSeparator {
            let title = item.title.isEmpty && number == 0 ? (app.appName ?? app.name) : item.title
            let menu: StandardMenu? = number == 0 ? .app : Self.standardMenuTitles[title]
            if number == 0, app.appName == nil, !item.title.isEmpty { app.appName = item.title }
            let place = menu?.title(appName: app.appName ?? app.name) ?? title
            let first = app.commands.count
            let items = nativeItems(item.submenu ?? [], place: place, depth: 0)
            guard let menu else {
                app.menus.append(ReadMenu(title: title, items: items, at: item.at))
                continue
            }
            let placements = CommandGroupPlacement.allCases.filter { $0.menu == menu }
            // An item with a standard item's shortcut is that item (Settings… ⌘, whatever its action).
            for placement in placements { adoptStandardItems(of: placement, commands: first..<app.commands.count) }
            for (index, placement) in placements.enumerated() {
                app.groups.append(
                    ReadGroup(
                        relation: "replacing", placement: placement.rawValue, items: index == 0 ? items : [],
                        at: item.at))
            }
        }
    }

    /// Menu items as the app file's: a separator a divider, a submenu a menu, any other a command.
    private mutating func nativeItems(_ items: [NativeMenuItem], place: String, depth: Int) -> [ReadItem] {
        var out: [ReadItem] = []
        for item in items {
            if item.isSeparator {
                out.append(.divider)
            } else if let submenu = item.submenu {
                guard depth < 16 else { continue }
                let children = nativeItems(submenu, place: "\(place) › \(item.title)", depth: depth + 1)
                out.append(
                    .menu(title: item.title.isEmpty ? "Menu" : item.title, icon: nil, items: children, at: item.at))
            } else {
                out.append(.button(command: nativeCommand(item, place: place)))
            }
        }
        return out
    }

    /// The command of a menu item: its title, its action's selector, its key equivalent.
    mutating func nativeCommand(_ item: NativeMenuItem, place: String, isMenuItem: Bool = true) -> Int {
        let title = item.title.isEmpty ? "{untitled}" : item.title
        var command = ReadCommand(
            id: commandID(for: title), title: title, at: item.at, place: "\(place) › \(title)", isMenuItem: isMenuItem)
        command.selector = item.selector
        command.icon = item.icon
        command.shortcut = Self.shortcut(key: item.key, modifiers: item.modifiers)
        if command.shortcut == nil, item.key.unicodeScalars.count > 1 {
            notes.append(
                item.at.diagnostic(
                    .note, "'\(title)': a key equivalent computed at run time ('\(item.key)'): read without a shortcut",
                    rule: .notModelled))
        }
        if command.shortcut != nil { command.shortcutAt = item.at }
        // What its action does is the app's (or AppKit's) code: the command fires and says so.
        command.effects = [.message("\(title): runs app code")]
        return add(command)
    }

    /// A key equivalent as AppKit stores it, with its modifier mask (⌘ when none is set): an
    /// upper-case letter adds ⇧, as AppKit reads it; the control characters and the private-use
    /// characters of NSEvent's function keys are those keys.
    static func shortcut(key: String, modifiers: EventModifiers?) -> KeyboardShortcut? {
        guard key.unicodeScalars.count == 1, let scalar = key.unicodeScalars.first else { return nil }
        var modifiers = modifiers ?? .command
        let equivalent: KeyEquivalent
        switch scalar.value {
        case 0x08, 0x7F: equivalent = .delete
        case 0xF728: equivalent = .deleteForward
        case 0x03, 0x0D: equivalent = .return
        case 0xF704...0xF726: equivalent = .function(Int(scalar.value - 0xF704) + 1)
        default:
            let text = String(scalar)
            if text.lowercased() != text, text.count == 1 {
                modifiers.insert(.shift)
                equivalent = KeyEquivalent(text.lowercased().unicodeScalars.first ?? scalar)
            } else {
                equivalent = KeyEquivalent(scalar)
            }
        }
        return KeyboardShortcut(equivalent, modifiers: modifiers)
    }

    /// Reads the storyboards' and xibs' main menus (the first one found; an app with an App
    /// type has SwiftUI's menu bar instead) and reports the files that are not XML.
    mutating func readInterfaceFiles(mainMenu: Bool) {
        for file in interfaceFiles {
            if let failure = file.failure {
                notes.append(failure)
                continue
            }
            guard mainMenu, let root = file.root, let menu = Self.mainMenu(in: root) else { continue }
            readMainMenu(Self.nativeItems(of: menu, depth: 0))
        }
    }

    /// The element `<menu systemMenu="main">` or `<menu key="mainMenu">`, searched without recursion.
    private static func mainMenu(in root: InterfaceFile.Element) -> InterfaceFile.Element? {
        var pending = [root]
        while let element = pending.popLast() {
            if element.name == "menu",
                element.attributes["systemMenu"] == "main" || element.attributes["key"] == "mainMenu"
            {
                return element
            }
            pending += element.children.reversed()
        }
        return nil
    }

    /// The items of a `<menu>`: each `<menuItem>`, its `<modifierMask>`, its action's selector
    /// and its submenu.
    private static func nativeItems(of menu: InterfaceFile.Element, depth: Int) -> [NativeMenuItem] {
        var out: [NativeMenuItem] = []
        for list in menu.children("items") {
            for element in list.children("menuItem") {
                var item = NativeMenuItem(title: element.attributes["title"] ?? "", at: element.at)
                item.isSeparator = element.attributes["isSeparatorItem"] == "YES"
                item.key = element.attributes["keyEquivalent"] ?? ""
                item.icon = element.attributes["image"] ?? element.attributes["secondaryImage"]
                if let mask = element.children("modifierMask").first(where: {
                    $0.attributes["key"] == "keyEquivalentModifierMask"
                }) {
                    var modifiers: EventModifiers = []
                    let names: [(String, EventModifiers)] = [
                        ("command", .command), ("shift", .shift), ("option", .option), ("control", .control),
                        ("function", .function), ("numericPad", .numericPad),
                    ]
                    for (name, flag) in names where mask.attributes[name] == "YES" { modifiers.insert(flag) }
                    item.modifiers = modifiers
                }
                item.selector =
                    element.children("connections").flatMap { $0.children("action") }.first?.attributes[
                        "selector"]
                if let submenu = element.children("menu").first, depth < 16 {
                    item.submenu = nativeItems(of: submenu, depth: depth + 1)
                }
                out.append(item)
            }
        }
        return out
    }
}
