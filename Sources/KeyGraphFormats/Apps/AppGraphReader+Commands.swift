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

    /// Every effect name, for "did you mean" hints.
    static var effectNames: [String] { Effect.forms.map(\.name) }

    /// One effect: a bare word (`"popToRoot"`) or an object whose first member is its name
    /// (`{"push": "Category:desserts"}`, `{"setState": "sortOrder", "value": "title"}`),
    /// read as its ``Effect/Form`` says.
    mutating func readEffect(_ node: JSONNode, command: String) -> Effect? {
        if let word = node.string {
            if let form = Effect.form(named: word), form.argument == .none { return form.make?(.none) }
            let hint =
                Effect.form(named: word) != nil
                ? "'\(word)' takes a value: write {\"\(word)\": …}"
                : Suggestion.didYouMean(word, among: Self.effectNames)
            error("unknown effect '\(word)'", at: node.position.inString(offset: 0), length: word.count, hint: hint)
            return nil
        }
        guard let members = node.members, let first = members.first else {
            error(
                "an effect is a word (\"popToRoot\") or an object ({\"push\": \"Type:id\"}), found \(node.kindDescription)",
                at: node.position)
            return nil
        }
        guard let form = Effect.form(named: first.key), form.argument != .none else {
            error(
                "unknown effect '\(first.key)'", at: first.keyPosition, length: first.key.count + 2,
                hint: Suggestion.didYouMean(first.key, among: Self.effectNames))
            return nil
        }
        rejectExtraMembers(members, allowed: form.members, kind: form.name, in: "a '\(form.name)' effect")
        let value = first.value
        switch form.argument {
        case .none, .members:
            return readEffectMembers(form.name, value, in: node, command: command)
        case .count:
            guard let n = value.number, n >= 1, n == n.rounded(), n <= 1_000_000 else {
                error("\"\(form.name)\" takes a whole number of at least 1", at: value.position)
                return nil
            }
            return form.make?(.count(Int(n)))
        case .text:
            return effectText(form.name, value).flatMap { form.make?(.text($0)) }
        case .value(let role):
            return pathValue(value, role).flatMap { form.make?(.value($0)) }
        case .choice(let what, let options):
            return choice(value, what, among: options).flatMap { form.make?(.text($0)) }
        }
    }

    /// The non-empty string an effect's name holds.
    private mutating func effectText(_ name: String, _ value: JSONNode) -> String? {
        guard let s = value.string, !s.isEmpty else {
            error("\"\(name)\" must be a non-empty string, found \(value.kindDescription)", at: value.position)
            return nil
        }
        return s
    }

    /// The effects whose members are read by hand: those that name commands, columns,
    /// tabs, sheets and focused values (checked in the semantic pass), or take several members.
    private mutating func readEffectMembers(_ name: String, _ value: JSONNode, in node: JSONNode, command: String)
        -> Effect?
    {
        switch name {
        case "run":
            guard let id = commandName(value, "run") else { return nil }
            if runPositions[command] == nil { runPositions[command] = value.position }
            return .run(id)
        case "setState":
            guard let key = effectText(name, value),
                let v = string("value", in: node, "a 'setState' effect", required: true)
            else { return nil }
            return .setState(key, v)
        case "select":
            guard let column = effectText(name, value) else { return nil }
            columnReferences.append(Reference(name: column, position: value.position))
            guard let valueNode = node["value"] else {
                error(
                    "a 'select' effect needs a \"value\"", at: node.position, hint: #"add "value": "Recipe:apple-pie""#)
                return nil
            }
            return pathValue(valueNode, "a selected value").map { .select(column: column, value: $0) }
        case "tab", "showTab", "hideTab":
            guard let tab = effectText(name, value) else { return nil }
            tabReferences.append(Reference(name: tab, position: value.position))
            return name == "tab" ? .selectTab(tab) : .setTabHidden(tab, name == "hideTab")
        case "sheet":
            return readSheetEffect(value, in: node)
        case "answerDismissal":
            switch value.string {
            case "discard": return .answerDismissal(discard: true)
            case "keep": return .answerDismissal(discard: false)
            default:
                error("\"answerDismissal\" is \"discard\" or \"keep\"", at: value.position)
                return nil
            }
        case "focus":
            guard let target = effectText(name, value) else { return nil }
            switch target {
            case "next": return .moveFocus(forward: true)
            case "previous": return .moveFocus(forward: false)
            default:
                columnReferences.append(Reference(name: target, position: value.position))
                return .focusColumn(target)
            }
        case "scene":
            return readSceneEffect(value, in: node)
        case "setField", "toggleField":
            return readFieldEffect(name, value, in: node)
        case "open":
            guard let url = effectText(name, value) else { return nil }
            do {
                _ = try DeepLink(parsing: url)
            } catch {
                self.error(
                    "the link does not parse: \(error.description)", at: value.position.inString(offset: 0),
                    length: url.count)
                return nil
            }
            return .open(url)
        case "continueUserActivity":
            return readContinueEffect(value, in: node)
        case "detent":
            return readDetentEffect(value)
        case "alert", "confirmationDialog":
            return readDialogEffect(name, value)
        case "customizeToolbar":
            return readCustomizeToolbarEffect(value, in: node)
        case "customizeTabs":
            return readCustomizeTabsEffect(value, in: node)
        default:
            preconditionFailure("the effect '\(name)' has no reader")
        }
    }

    private mutating func readSheetEffect(_ value: JSONNode, in node: JSONNode) -> Effect? {
        guard let name = effectText("sheet", value) else { return nil }
        sheetReferences.append(Reference(name: name, position: value.position))
        noteFocusedValue("itemFrom", in: node)
        if let focused = string("itemFrom", in: node, "a 'sheet' effect") {
            return .presentSheetForFocused(name, focused: focused)
        }
        if let itemNode = node["item"] {
            guard let item = pathValue(itemNode, "a sheet's item") else { return nil }
            return .presentSheet(name, item: item)
        }
        return .presentSheet(name, item: nil)
    }

    private mutating func readSceneEffect(_ value: JSONNode, in node: JSONNode) -> Effect? {
        switch value.string {
        case "new": return .newScene(string("id", in: node, "a 'scene' effect"))
        case "close": return .closeScene
        case "next": return .focusScene(.next)
        case "previous": return .focusScene(.previous)
        default:
            let word = value.string ?? ""
            error(
                "\"scene\" is \"new\", \"close\", \"next\" or \"previous\"", at: value.position,
                hint: Suggestion.didYouMean(word, among: ["new", "close", "next", "previous"])
                    ?? #"to focus a scene by id, write {"focusScene": ID}"#)
            return nil
        }
    }

    private mutating func readFieldEffect(_ name: String, _ value: JSONNode, in node: JSONNode) -> Effect? {
        noteFocusedValue("of", in: node)
        guard let field = effectText(name, value),
            let focused = string(
                "of", in: node, "a '\(name)' effect", required: true, hint: #"add "of": "selectedRecipe""#)
        else { return nil }
        if name == "toggleField" { return .toggleField(focused: focused, field: field) }
        guard let valueNode = node["value"] else {
            error("a 'setField' effect needs a \"value\"", at: node.position)
            return nil
        }
        switch valueNode.value {
        case .bool(let b): return .setField(focused: focused, field: field, value: .bool(b))
        case .string(let s): return .setField(focused: focused, field: field, value: .text(s))
        case .array(let items) where items.allSatisfy({ $0.string != nil }):
            return .setField(focused: focused, field: field, value: .list(items.compactMap(\.string)))
        default:
            error(
                "a field holds true/false, a string or an array of ids, found \(valueNode.kindDescription)",
                at: valueNode.position)
            return nil
        }
    }
}
