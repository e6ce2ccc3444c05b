import KeyGraph

extension EditorKeymapReader {
    /// `{ "key": "ctrl+k ctrl+f", "command": "id" | "-id", "when": "…", "args": … }`, as VS
    /// Code reads it: other members are ignored; a repeated member is warned about and the
    /// last one kept (VS Code's JSON service does the same).
    mutating func readVSCodeEntry(at position: SourcePosition) throws(SyntaxError) {
        var key: (text: String, at: SourcePosition)?? = nil
        var command: (text: String, at: SourcePosition)?? = nil
        var when: (text: String, at: SourcePosition)?? = nil
        var args: String? = nil
        try readMembers(of: "entry") { reader, member, _, _ throws(SyntaxError) in
            switch member {
            case .key: key = .some(try reader.stringValue(depth: 2))
            case .command: command = .some(try reader.stringValue(depth: 2))
            case .when:
                // `"when": null` is no clause, as VS Code reads it.
                when = reader.scanner.take(word: "null") ? .some(nil) : .some(try reader.stringValue(depth: 2))
            case .args: args = try reader.rawValue(depth: 2)
            default: try reader.scanner.skipValue(depth: 2)
            }
        }
        guard let command = command ?? nil, !command.text.isEmpty else {
            diagnostics.warning("skipped: an entry needs a \"command\" string", at: position)
            return
        }
        let action: KeymapBinding.Action =
            command.text.hasPrefix("-") ? .remove(String(command.text.dropFirst())) : .command(command.text)
        var sequence = KeySequence([])
        if let key = key ?? nil {
            guard let parsed = parseKeys(key.text, at: key.at) else { return }
            sequence = parsed
        } else if case .command = action {
            diagnostics.warning("skipped: an entry needs a \"key\" string", at: position)
            return
        }
        var clause: WhenClause? = nil
        var whenSource = when ?? nil
        if let when = whenSource {
            switch parseVSCodeWhen(when.text, at: when.at) {
            case .read(let parsed): clause = parsed
            case .ignored: whenSource = nil
            case .skipped: return
            }
        }
        let written = key ?? nil
        sequences.share(&sequence)
        bindings.append(
            KeymapBinding(
                sequence: sequence, action: action, when: clause, whenSource: whenSource?.text, arguments: args,
                keySource: written?.text, position: position, keyPosition: written?.at, commandPosition: command.at,
                whenPosition: whenSource?.at))
    }

    /// What became of a rule's `when`.
    enum VSCodeWhen {
        case read(WhenClause?)
        /// VS Code cannot parse it and drops it: the rule applies everywhere.
        case ignored
        /// KeyGraph cannot evaluate it (a limit of its own, not VS Code's): the rule is skipped.
        case skipped
    }

    /// A rule's `when` as VS Code reads it. One VS Code cannot parse is dropped, not the rule:
    /// `ContextKeyExpr.deserialize` returns undefined (`Parser.parse` in `contextkey.ts`),
    /// `KeybindingIO.readUserKeybindingItem` keeps that as the rule's `when`, and
    /// `_resolveUserKeybindingItems` (`keybindingService.ts`) makes it no condition; a located
    /// warning says so. A clause past one of KeyGraph's own limits (nesting, backreferences),
    /// which VS Code reads, skips the rule as before.
    mutating func parseVSCodeWhen(_ text: String, at position: SourcePosition) -> VSCodeWhen {
        do {
            return .read(try cache.when(text))
        } catch {
            let at = diagnostics.position(inString: position, offset: error.column - 1, for: .warning)
            if WhenClause.isReadingLimit(error) {
                diagnostics.warning("skipped: \(error.message)", at: at, length: error.length, hint: error.hint)
                return .skipped
            }
            diagnostics.warning(
                "VS Code cannot parse this when clause (\(error.message)): it ignores the condition, "
                    + "so the rule applies everywhere",
                at: at, length: error.length, hint: error.hint)
            return .ignored
        }
    }
}
