import KeyGraph

/// Menus and context menus in an app file; their members are ``AppObjectSpec``'s.
extension AppFileReader {
    /// `"menus": {"appName": …, "builtIns": […], "groups": […], "menus": […]}`
    mutating func readMenuBar(_ node: JSONNode) -> MenuBarDeclaration? {
        guard let object = object(node, "\"menus\"", allowed: AppObjectSpec.menuBar.names) else { return nil }
        var builtIns: [BuiltInCommands] = []
        if let list = object["builtIns"], let elements = array(list, "builtIns") {
            for element in elements {
                if let set = choice(element, "built-in command set", as: BuiltInCommands.self) { builtIns.append(set) }
            }
        }
        var groups: [CommandGroup] = []
        if let list = object["groups"], let elements = array(list, "groups") {
            for element in elements {
                guard let group = self.object(element, "a command group", allowed: AppObjectSpec.commandGroup.names)
                else { continue }
                let positions = group.members?.filter { CommandGroup.Position(rawValue: $0.key) != nil } ?? []
                guard positions.count == 1, let member = positions.first,
                    let position = CommandGroup.Position(rawValue: member.key)
                else {
                    error(
                        #"a command group has one of "replacing", "before" or "after""#, at: group.position,
                        hint: #"write {"replacing": "newItem", "items": [ … ]}"#)
                    continue
                }
                guard let placement = choice(member.value, "placement", as: CommandGroupPlacement.self) else {
                    continue
                }
                let items = readItems(
                    group["items"], "a command group", at: group, in: .group(groups.count), name: member.value)
                groups.append(CommandGroup(position, placement, items: items))
            }
        }
        var menus: [CommandMenu] = []
        if let list = object["menus"], let elements = array(list, "menus") {
            for element in elements {
                guard let menu = self.object(element, "a command menu", allowed: AppObjectSpec.commandMenu.names),
                    let title = string("title", in: menu, "a command menu", required: true)
                else { continue }
                let items = readItems(
                    menu["items"], "a command menu", at: menu, in: .menu(menus.count), name: menu["title"])
                menus.append(CommandMenu(title, items: items))
            }
        }
        return MenuBarDeclaration(
            appName: string("appName", in: object, "\"menus\"") ?? "App", groups: groups, menus: menus,
            builtIns: builtIns)
    }

    /// The `"items"` of a menu; reports a missing list.
    mutating func readItems(_ node: JSONNode?, _ what: String, at owner: JSONNode) -> [MenuItem] {
        guard let node else {
            error("\(what) needs \"items\"", at: owner.position)
            return []
        }
        guard let elements = array(node, "items") else { return [] }
        let parent = itemPath
        defer { itemPath = parent }
        var items: [MenuItem] = []
        for (index, element) in elements.enumerated() {
            itemPath = parent?.appending(index)
            if let item = readItem(element) { items.append(item) }
        }
        return items
    }

    /// One menu item: `"divider"`, `"windowList"`, or an object whose first member is its kind.
    mutating func readItem(_ node: JSONNode) -> MenuItem? {
        if let word = node.string {
            switch word {
            case "divider": return .divider
            case "windowList": return .windowList
            default:
                error(
                    "unknown menu item '\(word)'", at: node.position.inString(offset: 0), length: word.count,
                    hint: Suggestion.didYouMean(word, among: AppObjectSpec.menuItemNames)
                        ?? #"a menu item is "divider", "windowList" or an object such as {"button": "recipe.new"}"#)
                return nil
            }
        }
        guard let members = node.members, let first = members.first else {
            error("a menu item is a word (\"divider\") or an object, found \(node.kindDescription)", at: node.position)
            return nil
        }
        let kind = first.key
        guard let extras = AppObjectSpec.menuItemKind(kind)?.memberNames else {
            error(
                "unknown menu item '\(kind)'", at: first.keyPosition, length: kind.count + 2,
                hint: Suggestion.didYouMean(kind, among: AppObjectSpec.menuItemNames))
            return nil
        }
        rejectExtraMembers(members, allowed: extras, kind: kind, in: "a '\(kind)' item")
        noteItem(node)
        let value = first.value
        switch kind {
        case "button":
            guard let id = commandName(value, kind) else { return nil }
            return .button(
                command: id, title: string("title", in: node, "a button"),
                shortcut: node["shortcut"].flatMap { shortcut($0) })
        case "toggle":
            return commandName(value, kind).map { .toggle(command: $0) }
        case "picker":
            return readPicker(value, in: node)
        case "menu":
            guard let title = value.string else {
                error("\"menu\" is the submenu's title (a string)", at: value.position)
                return nil
            }
            return .menu(
                title: title, icon: string("icon", in: node, "a submenu"),
                items: readItems(node["items"], "a submenu", at: node))
        case "section":
            guard value.isNull || value.string != nil else {
                error("\"section\" is the section's header (a string) or null", at: value.position)
                return nil
            }
            return .section(title: value.string, items: readItems(node["items"], "a section", at: node))
        case "standard":
            guard let selector = value.string, !selector.isEmpty else {
                error("\"standard\" names a selector (a string)", at: value.position)
                return nil
            }
            return .standard(selector: selector)
        case "system":
            guard let title = value.string, !title.isEmpty else {
                error("\"system\" is the submenu's title (a string)", at: value.position)
                return nil
            }
            return .system(title: title)
        default:
            return nil
        }
    }

    /// A `"picker"` item: its title (the kind's value), the state key its selection is stored under,
    /// its options and its default.
    private mutating func readPicker(_ value: JSONNode, in node: JSONNode) -> MenuItem? {
        guard let title = value.string,
            let key = string("key", in: node, "a picker", required: true, hint: #"add "key": "sortOrder""#)
        else {
            if value.string == nil { error("\"picker\" is the picker's title (a string)", at: value.position) }
            return nil
        }
        var options: [MenuPicker.Option] = []
        if let list = node["options"], let elements = array(list, "options") {
            for element in elements {
                guard let option = object(element, "a picker option", allowed: AppObjectSpec.pickerOption.names),
                    let optionTitle = string("title", in: option, "a picker option", required: true)
                else { continue }
                options.append(
                    MenuPicker.Option(
                        optionTitle, value: string("value", in: option, "a picker option") ?? optionTitle))
            }
        }
        if options.isEmpty { error("a picker needs \"options\"", at: node.position) }
        let defaultValue = string("default", in: node, "a picker")
        if let defaultValue, !options.contains(where: { $0.value == defaultValue }), let d = node["default"] {
            error(
                "the default '\(defaultValue)' is not one of the options", at: d.position.inString(offset: 0),
                length: defaultValue.count,
                hint: Suggestion.didYouMean(defaultValue, among: options.map(\.value)))
        }
        return .picker(
            MenuPicker(
                title, key: key, options: options, defaultValue: defaultValue,
                icon: string("icon", in: node, "a picker")))
    }

    /// `"contextMenus": [{"target": "RecipeRow", "valueType": "Recipe", "items": […], "swipeAction": …}]`
    mutating func readContextMenus(_ node: JSONNode) -> [ContextMenu] {
        guard let elements = array(node, "contextMenus") else { return [] }
        var out: [ContextMenu] = []
        for element in elements {
            guard let menu = object(element, "a context menu", allowed: AppObjectSpec.contextMenu.names),
                let target = string(
                    "target", in: menu, "a context menu", required: true, hint: #"add "target": "RecipeRow""#)
            else { continue }
            let items = readItems(
                menu["items"], "a context menu", at: menu, in: .contextMenu(out.count), name: menu["target"])
            out.append(
                ContextMenu(
                    target: target, valueType: string("valueType", in: menu, "a context menu"),
                    publishes: strings("publishes", in: menu), items: items,
                    swipeAction: menu["swipeAction"].flatMap { commandName($0, "swipeAction") }, source: fileName))
        }
        return out
    }
}
