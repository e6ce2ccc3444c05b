import KeyGraph

/// Commands and their effects in an app graph file.
extension AppGraphReader {
    static let commandKeys = [
        "id", "title", "selector", "requires", "effects", "icon", "role", "checked", "shortcut", "accessibilityLabel",
    ]
    static let checkedKeys = ["state", "focused", "field"]

    /// `"commands": [{"id": …, "title": …, "effects": […], …}]`
    mutating func readCommands(_ node: JSONNode) -> CommandRegistry {
        guard let elements = array(node, "commands") else { return CommandRegistry() }
        var registry = CommandRegistry()
        for element in elements {
            guard let object = object(element, "a command", allowed: Self.commandKeys),
                let id = string("id", in: object, "a command", required: true, hint: #"add "id": "recipe.new""#)
            else { continue }
            if let earlier = commandPositions[id] {
                error(
                    "duplicate command '\(id)'", at: object["id"]?.position ?? object.position,
                    hint: "it is first declared at line \(earlier.line)")
                continue
            }
            commandPositions[id] = object.position
            if let node = object["id"] { sourceMap.commands[id] = span(node) }
            if let node = object["shortcut"] ?? object["selector"] { sourceMap.commandShortcuts[id] = span(node) }
            if let command = readCommand(id, object) { registry.register(command) }
        }
        return registry
    }

    private mutating func readCommand(_ id: String, _ object: JSONNode) -> Command? {
        let selector = string("selector", in: object, "a command")
        let standard = selector.flatMap(StandardSelector.row(for:))
        var title = string("title", in: object, "a command")
        if title == nil, standard == nil {
            error(
                "a command needs a \"title\"", at: object.position,
                hint: "only a standard selector supplies its own title")
        }
        var effects: [Effect] = []
        if let node = object["effects"], let elements = array(node, "effects") {
            for element in elements {
                if let effect = readEffect(element, command: id) { effects.append(effect) }
            }
            if effects.count > 1, let undo = effects.firstIndex(where: { $0 == .undo || $0 == .redo }) {
                error(
                    "'\(effects[undo] == .undo ? "undo" : "redo")' must be a command's only effect",
                    at: elements[undo].position)
            }
        }
        var role: Command.Role? = nil
        if let node = object["role"] {
            role = node.string.flatMap(Command.Role.init(rawValue:))
            if role == nil {
                error(
                    "unknown role \(node.string.map { "'\($0)'" } ?? node.kindDescription)", at: node.position,
                    hint: "a role is \"destructive\" or \"cancel\"")
            }
        }
        for node in object["requires"]?.elements ?? [] {
            if let name = node.string { focusedValueReferences.append(Reference(name: name, position: node.position)) }
        }
        var checked: CheckedState? = nil
        if let node = object["checked"] { checked = readChecked(node) }
        var shortcut = object["shortcut"].flatMap { self.shortcut($0) }
        var icon = string("icon", in: object, "a command")
        if let standard {
            // As Swift's `Command(id:selector:…)`: the table supplies what is not written.
            title = title ?? standard.title
            icon = icon ?? standard.icon
            shortcut = shortcut ?? standard.shortcut
        }
        return Command(
            id: id, title: title ?? id, requires: strings("requires", in: object), effects: effects, selector: selector,
            icon: icon, role: role, checked: checked, shortcut: shortcut,
            accessibilityLabel: string("accessibilityLabel", in: object, "a command"))
    }

    /// `{"state": KEY}` or `{"focused": VALUE, "field": FIELD}`.
    private mutating func readChecked(_ node: JSONNode) -> CheckedState? {
        guard let object = object(node, "\"checked\"", allowed: Self.checkedKeys) else { return nil }
        if let key = string("state", in: object, "\"checked\"") { return .state(key) }
        noteFocusedValue("focused", in: object)
        if let value = string("focused", in: object, "\"checked\"") {
            guard let field = string("field", in: object, "\"checked\"", required: true) else { return nil }
            return .focusedField(value: value, field: field)
        }
        error(#""checked" holds {"state": KEY} or {"focused": VALUE, "field": FIELD}"#, at: node.position)
        return nil
    }
}
