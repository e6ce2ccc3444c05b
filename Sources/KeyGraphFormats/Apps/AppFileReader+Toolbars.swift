import KeyGraph

/// Toolbars in an app file: `.toolbar { … }` and `.toolbar(id:) { … }`; their members are
/// ``AppObjectSpec``'s.
extension AppFileReader {
    /// `"toolbars": [{"target": "RecipeDetail", "id": …, "content": [items, menus, groups, spacers]}]`
    mutating func readToolbars(_ node: JSONNode) -> [Toolbar] {
        guard let elements = array(node, "toolbars") else { return [] }
        var out: [Toolbar] = []
        for element in elements {
            guard let toolbar = object(element, "a toolbar", allowed: AppObjectSpec.toolbar.names),
                let target = string(
                    "target", in: toolbar, "a toolbar", required: true, hint: #"add "target": "RecipeDetail" (or "*")"#)
            else { continue }
            let id = string("id", in: toolbar, "a toolbar")
            if let id, out.contains(where: { $0.id == id }) {
                error("duplicate toolbar id '\(id)'", at: toolbar["id"]?.position ?? toolbar.position)
            }
            var content: [ToolbarContent] = []
            sourceMap.containers[.toolbar(out.count)] = toolbar["target"].map { span($0) }
            if let list = toolbar["content"], let parts = array(list, "content") {
                for (index, part) in parts.enumerated() {
                    itemPath = AppSourceMap.ItemPath(.toolbar(out.count), [index])
                    if let piece = readToolbarContent(part) { content.append(piece) }
                }
                itemPath = nil
                if id != nil { checkCustomizable(content, parts) }
            } else if toolbar["content"] == nil {
                error("a toolbar needs \"content\"", at: toolbar.position)
            }
            out.append(Toolbar(target: target, content: content, source: fileName, id: id))
        }
        return out
    }

    /// A `toolbar(id:)` holds `ToolbarItem(id:)`s (and spaces), each id once, and no groups:
    /// the person arranges items one by one.
    private mutating func checkCustomizable(_ content: [ToolbarContent], _ parts: [JSONNode]) {
        var seen: Set<String> = []
        for (piece, part) in zip(content, parts) {
            switch piece {
            case .group:
                error(
                    "a customizable toolbar (one with an \"id\") holds items, not groups", at: part.position,
                    hint: "give each item an \"id\" and a \"placement\"; split plates with spacers")
            case .item(let item):
                guard let id = item.id else {
                    error(
                        "an item of a customizable toolbar needs an \"id\" (ToolbarItem(id:))", at: part.position,
                        hint: #"add "id": "favorite""#)
                    continue
                }
                if id == Toolbar.space || id == Toolbar.flexibleSpace {
                    error("'\(id)' names a space; choose another id", at: part["id"]?.position ?? part.position)
                } else if !seen.insert(id).inserted {
                    error("duplicate item id '\(id)'", at: part["id"]?.position ?? part.position)
                }
            case .spacer:
                break
            }
        }
    }

    /// `{"item": …}`, `{"menu": …}`, `{"group": PLACEMENT, "items": […]}` or
    /// `{"spacer": "fixed"|"flexible", "placement": …}`.
    private mutating func readToolbarContent(_ node: JSONNode) -> ToolbarContent? {
        guard let first = node.members?.first else {
            error(
                "toolbar content is an object ({\"item\": …}, {\"menu\": …}, {\"group\": …} or {\"spacer\": …}), found \(node.kindDescription)",
                at: node.position)
            return nil
        }
        switch first.key {
        case "item", "menu":
            return readToolbarItem(node, defaultPlacement: .automatic).map(ToolbarContent.item)
        case "group":
            guard let group = object(node, "a toolbar group", allowed: AppObjectSpec.toolbarGroup.names),
                let placement = choice(first.value, "toolbar placement", as: ToolbarPlacement.self)
            else { return nil }
            guard let list = group["items"], let elements = array(list, "items") else {
                if group["items"] == nil { error("a toolbar group needs \"items\"", at: group.position) }
                return nil
            }
            let parent = itemPath
            defer { itemPath = parent }
            var items: [ToolbarItem] = []
            for (index, element) in elements.enumerated() {
                itemPath = parent?.appending(index)
                if let item = readToolbarItem(element, defaultPlacement: placement) { items.append(item) }
            }
            return .group(placement: placement, items: items)
        case "spacer":
            guard let spacer = object(node, "a toolbar spacer", allowed: AppObjectSpec.toolbarSpacer.names) else {
                return nil
            }
            let size: ToolbarSpacerSize
            switch first.value.string {
            case "fixed": size = .fixed
            case "flexible": size = .flexible
            default:
                error("\"spacer\" is \"fixed\" or \"flexible\"", at: first.value.position)
                return nil
            }
            let placement =
                spacer["placement"].flatMap { choice($0, "toolbar placement", as: ToolbarPlacement.self) } ?? .automatic
            return .spacer(size, placement: placement)
        default:
            error(
                "unknown toolbar content '\(first.key)'", at: first.keyPosition, length: first.key.count + 2,
                hint: Suggestion.didYouMean(
                    first.key, among: AppObjectSpec.toolbarContentKinds.compactMap(\.argument?.name)))
            return nil
        }
    }

    /// A toolbar item: `{"item": COMMAND, …}`, or `{"menu": TITLE, "items": [menu items], …}`
    /// (SwiftUI's `Menu` in a toolbar). In a group, only the members an item has of its own.
    private mutating func readToolbarItem(_ node: JSONNode, defaultPlacement: ToolbarPlacement) -> ToolbarItem? {
        let isMenu = node.members?.first?.key == "menu"
        let what = isMenu ? "a toolbar menu" : "a toolbar item"
        guard let object = object(node, what, allowed: (isMenu ? AppObjectSpec.toolbarMenu : .toolbarItem).names) else {
            return nil
        }
        var item: ToolbarItem
        noteItem(object)
        if isMenu {
            guard let title = string("menu", in: object, what, required: true) else { return nil }
            item = .menu(title, items: readItems(object["items"], "a toolbar menu", at: object))
        } else {
            guard let commandNode = object["item"] else {
                error("a toolbar item needs \"item\": the command it performs", at: object.position)
                return nil
            }
            guard let command = commandName(commandNode, "item") else { return nil }
            item = ToolbarItem(command, title: string("title", in: object, what))
        }
        if let node = object["label"] {
            if let value = node.string.flatMap(ToolbarItem.Label.init(rawValue:)) {
                item.label = value
            } else {
                error("\"label\" is \"icon\", \"title\" or \"both\"", at: node.position)
            }
        }
        item.placement =
            object["placement"].flatMap { choice($0, "toolbar placement", as: ToolbarPlacement.self) }
            ?? defaultPlacement
        item.icon = string("icon", in: object, what)
        item.accessibilityLabel = string("accessibilityLabel", in: object, what)
        item.isHidden = bool("hidden", in: object)
        item.isProminent = bool("prominent", in: object)
        item.id = string("id", in: object, what)
        if object["showsByDefault"] != nil { item.showsByDefault = bool("showsByDefault", in: object) }
        if let node = object["customizationBehavior"],
            let behavior = choice(node, "customization behavior", as: ToolbarCustomizationBehavior.self)
        {
            item.customizationBehavior = behavior
        }
        if item.id == nil, object["showsByDefault"] != nil || object["customizationBehavior"] != nil,
            let member = object.members?.first(where: {
                $0.key == "showsByDefault" || $0.key == "customizationBehavior"
            })
        {
            error(
                "\"\(member.key)\" is for an item of a customizable toolbar; it needs an \"id\"",
                at: member.keyPosition,
                length: member.key.count + 2, hint: #"add "id": "share", and an "id" to its toolbar"#)
        }
        return item
    }
}
