import KeyGraph

/// Commands and their effects in an app file.
extension AppFileReader {
    /// A command's members, from its spec.
    static let commandKeys = AppObjectSpec.command.names

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
        let (plainTitle, titleByState) = readTitle(object)
        var title = plainTitle
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
        let (required, conditions) = readRequires(object)
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
        var command = Command(
            id: id, title: title ?? id, requires: required, effects: effects, selector: selector,
            icon: icon, role: role, checked: checked, shortcut: shortcut,
            accessibilityLabel: string("accessibilityLabel", in: object, "a command"))
        command.conditions = conditions
        command.titleByState = titleByState
        if let node = object["shortcutWhen"] { command.shortcutScope = readShortcutScope(node) }
        return command
    }

    /// `"requires"`: a string or an array of them, each a focused value's name
    /// (`selectedNote`) or a condition in the `when` language (`selectedNote.isPinned == false`).
    /// A condition's focused values are required too.
    private mutating func readRequires(_ object: JSONNode) -> (values: [String], conditions: [DataCondition]) {
        guard let node = object["requires"] else { return ([], []) }
        let elements = node.string != nil ? [node] : (node.elements ?? [])
        if node.string == nil, node.elements == nil {
            error(
                "\"requires\" holds focused values or conditions (a string or an array of strings), found "
                    + node.kindDescription, at: node.position)
        }
        var values: [String] = []
        var conditions: [DataCondition] = []
        for element in elements {
            guard let text = element.string, !text.isEmpty else {
                error(
                    "\"requires\" holds focused values or conditions (strings), found \(element.kindDescription)",
                    at: element.position)
                continue
            }
            if text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                references.append(Reference(name: text, position: element.position, target: .declared(.focusedValue)))
                values.append(text)
            } else if let condition = readCondition(element) {
                conditions.append(condition)
                values += condition.focusedValues.filter { !values.contains($0) }
            }
        }
        return (values, conditions)
    }

    /// `"title"`: a string, or `{"when": CONDITION, "then": TITLE, "else": TITLE}`, which
    /// shows `then` while the condition holds (the command's title is `else`).
    private mutating func readTitle(_ object: JSONNode) -> (String?, StateTitle?) {
        guard let node = object["title"], node.members != nil else {
            return (string("title", in: object, "a command"), nil)
        }
        guard let title = self.object(node, "a title chosen by state", allowed: Self.stateTitleKeys) else {
            return (nil, nil)
        }
        let what = "a title chosen by state"
        let hint = #"write {"when": "selectedNote.isPinned", "then": "Unpin", "else": "Pin"}"#
        let then = string("then", in: title, what, required: true, hint: hint)
        let otherwise = string("else", in: title, what, required: true, hint: hint)
        _ = string("when", in: title, what, required: true, hint: hint)
        guard let whenNode = title["when"], whenNode.string?.isEmpty == false, let condition = readCondition(whenNode),
            let then, let otherwise
        else { return (otherwise ?? then ?? "", nil) }
        return (otherwise, StateTitle(when: condition, then: then))
    }

    static let stateTitleKeys = AppObjectSpec.stateTitle.names

    /// A condition in a JSON string: parsed, its focused values and fields kept for the
    /// semantic pass, each located in the string.
    /// `"shortcutWhen"`: a `when` clause, located where it does not parse.
    private mutating func readShortcutScope(_ node: JSONNode) -> ShortcutScope? {
        guard let text = node.string else {
            error("\"shortcutWhen\" is a when clause (a string), found \(node.kindDescription)", at: node.position)
            return nil
        }
        do {
            return try ShortcutScope(parsing: text)
        } catch {
            self.error(
                error.message, at: node.position.inString(offset: error.column - 1), length: error.length,
                hint: error.hint)
            return nil
        }
    }

    private mutating func readCondition(_ node: JSONNode) -> DataCondition? {
        guard let text = node.string else { return nil }
        let condition: DataCondition
        do {
            condition = try DataCondition(parsing: text)
        } catch {
            self.error(
                error.message, at: node.position.inString(offset: error.column - 1), length: error.length,
                hint: error.hint)
            return nil
        }
        for name in Set(condition.clause.identifiers).sorted() {
            if name.hasPrefix("state.") { continue }
            let offset = Self.offset(of: name, in: text)
            // A reference's text starts one column after its position (the string's quote).
            func at(_ offset: Int) -> SourcePosition {
                SourcePosition(line: node.position.line, column: node.position.column + offset)
            }
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            if parts[0] == "focused", parts.count == 2 {
                // The keymap spelling: a condition names the value itself.
                error(
                    "a condition names a focused value without 'focused.'", at: at(offset).inString(offset: 0),
                    length: name.count, hint: "write '\(parts[1])'")
                continue
            }
            references.append(Reference(name: parts[0], position: at(offset), target: .declared(.focusedValue)))
            if parts.count == 2 {
                references.append(
                    Reference(name: parts[1], position: at(offset + parts[0].count + 1), target: .field))
            }
        }
        return condition
    }

    /// `{"state": KEY}` or `{"focused": VALUE, "field": FIELD}`.
    private mutating func readChecked(_ node: JSONNode) -> CheckedState? {
        guard let object = object(node, "\"checked\"", allowed: AppObjectSpec.checked.names) else { return nil }
        if let key = string("state", in: object, "\"checked\"") { return .state(key) }
        noteFocusedValue("focused", in: object)
        if let value = string("focused", in: object, "\"checked\"") {
            guard let field = string("field", in: object, "\"checked\"", required: true) else { return nil }
            return .focusedField(value: value, field: field)
        }
        error(#""checked" holds {"state": KEY} or {"focused": VALUE, "field": FIELD}"#, at: node.position)
        return nil
    }

    /// Where the name `name` first stands alone in `text` (not inside a longer name), in characters.
    static func offset(of name: String, in text: String) -> Int {
        let chars = Array(text)
        let target = Array(name)
        func isNameCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "." }
        guard target.count <= chars.count else { return 0 }
        for start in 0...(chars.count - target.count) where Array(chars[start..<start + target.count]) == target {
            let before = start == 0 || !isNameCharacter(chars[start - 1])
            let end = start + target.count
            if before, end == chars.count || !isNameCharacter(chars[end]) { return start }
        }
        return 0
    }
}
