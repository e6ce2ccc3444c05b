import KeyGraph

/// Keymaps of other editors, read for analysis (`check`, `keys`, `explain`): VS Code's
/// `keybindings.json` (an array of `{key, command, when, args}`) and Zed's
/// `keymap.json` (an array of `{context, bindings: {KEY: ACTION}}`), reached through
/// ``KeymapLoader/load(_:commands:accepting:)``.
///
/// Imports are read-only and lenient: commands are kept as opaque names, and an entry
/// whose key or `when` KeyGraph cannot read is skipped with a located warning. Only a
/// file that is not JSON, or not one of these shapes, fails to load.
enum EditorKeymaps {
    /// Reads the elements of a top-level array as VS Code's entries or Zed's sections.
    static func read(
        _ elements: [JSONNode], file: SourceFile, accepting formats: Set<KeymapLoader.Format>
    ) throws(DiagnosticError) -> KeymapLoader.Loaded {
        var diagnostics = DiagnosticCollector(file: file)
        let isZed =
            formats.contains(.zed)
            && (!formats.contains(.vscode) || elements.contains { $0["bindings"] != nil || $0["context"] != nil })
        var bindings: [KeymapBinding] = []
        for element in elements {
            guard element.members != nil else {
                diagnostics.error("an entry is an object, found \(element.kindDescription)", at: element.position)
                continue
            }
            if isZed {
                readZedSection(element, into: &bindings, &diagnostics)
            } else {
                readVSCodeEntry(element, into: &bindings, &diagnostics)
            }
        }
        if !diagnostics.errors.isEmpty { throw DiagnosticError(diagnostics.reportedErrors) }
        let format: KeymapLoader.Format = isZed ? .zed : .vscode
        return KeymapLoader.Loaded(
            keymap: Keymap(
                name: format == .zed ? "Zed" : "VS Code", file: file.name, bindings: bindings, isImported: true),
            warnings: diagnostics.reportedWarnings, format: format)
    }

    private static func parseKeys(
        _ text: String, at position: SourcePosition, isStringValue: Bool, _ diagnostics: inout DiagnosticCollector
    ) -> KeySequence? {
        do {
            return try KeySequence(parsing: text)
        } catch {
            let at =
                isStringValue
                ? diagnostics.position(inString: position, offset: error.column - 1, for: .warning) : position
            diagnostics.warning("skipped: \(error.message)", at: at, length: error.length, hint: error.hint)
            return nil
        }
    }

    private static func parseWhen(
        _ text: String, at position: SourcePosition, _ diagnostics: inout DiagnosticCollector
    ) -> (WhenClause?, Bool) {
        do {
            return (try WhenClause(parsing: text), true)
        } catch {
            diagnostics.warning(
                "skipped: \(error.message)",
                at: diagnostics.position(inString: position, offset: error.column - 1, for: .warning),
                length: error.length, hint: error.hint)
            return (nil, false)
        }
    }

    /// `{ "key": "ctrl+k ctrl+f", "command": "id" | "-id", "when": "…", "args": … }`
    private static func readVSCodeEntry(
        _ node: JSONNode, into bindings: inout [KeymapBinding], _ diagnostics: inout DiagnosticCollector
    ) {
        guard let commandNode = node["command"], let command = commandNode.string, !command.isEmpty else {
            diagnostics.warning("skipped: an entry needs a \"command\" string", at: node.position)
            return
        }
        let action: KeymapBinding.Action =
            command.hasPrefix("-") ? .remove(String(command.dropFirst())) : .command(command)
        var sequence = KeySequence([])
        if let keyNode = node["key"], let text = keyNode.string {
            guard let parsed = parseKeys(text, at: keyNode.position, isStringValue: true, &diagnostics) else { return }
            sequence = parsed
        } else if case .command = action {
            diagnostics.warning("skipped: an entry needs a \"key\" string", at: node.position)
            return
        }
        var when: WhenClause? = nil
        let whenNode = node["when"]
        if let whenNode, let text = whenNode.string {
            let (clause, ok) = parseWhen(text, at: whenNode.position, &diagnostics)
            guard ok else { return }
            when = clause
        }
        bindings.append(
            KeymapBinding(
                sequence: sequence, action: action, when: when, whenSource: whenNode?.string,
                arguments: node["args"].map { _ in "{}" }, position: node.position, keyPosition: node["key"]?.position,
                commandPosition: commandNode.position, whenPosition: whenNode?.position))
    }

    /// `{ "context": "Editor && mode == full", "bindings": { "cmd-k": "action" | ["action", args] | null } }`
    private static func readZedSection(
        _ node: JSONNode, into bindings: inout [KeymapBinding], _ diagnostics: inout DiagnosticCollector
    ) {
        var when: WhenClause? = nil
        let contextNode = node["context"]
        if let contextNode, let text = contextNode.string {
            let (clause, ok) = parseWhen(text, at: contextNode.position, &diagnostics)
            guard ok else { return }
            when = clause
        }
        guard let members = node["bindings"]?.members else {
            diagnostics.warning("skipped: a section needs a \"bindings\" object", at: node.position)
            return
        }
        for member in members {
            guard let sequence = parseKeys(member.key, at: member.keyPosition, isStringValue: true, &diagnostics) else {
                continue
            }
            let action: KeymapBinding.Action
            switch member.value.value {
            case .null: action = .block
            case .string(let name): action = .command(name)
            case .array(let items) where items.first?.string != nil: action = .command(items[0].string ?? "")
            default:
                diagnostics.warning(
                    "skipped: an action is a name, [name, args] or null, found \(member.value.kindDescription)",
                    at: member.value.position)
                continue
            }
            bindings.append(
                KeymapBinding(
                    sequence: sequence, action: action, when: when, whenSource: contextNode?.string,
                    position: member.keyPosition, keyPosition: member.keyPosition,
                    commandPosition: member.value.position, whenPosition: contextNode?.position))
        }
    }
}
