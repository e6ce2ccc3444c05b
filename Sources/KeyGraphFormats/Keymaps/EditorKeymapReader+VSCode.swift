import KeyGraph

extension EditorKeymapReader {
    /// `{ "key": "ctrl+k ctrl+f", "command": "id" | "-id", "when": "…", "args": … }`, as VS
    /// Code reads it: other members are ignored; a repeated member is warned about and the
    /// last one kept (VS Code's JSON service does the same).
    mutating func readVSCodeEntry(at position: SourcePosition) throws(SyntaxError) {
        scanner.index += 1
        var key: (text: String, at: SourcePosition)?? = nil
        var command: (text: String, at: SourcePosition)?? = nil
        var when: (text: String, at: SourcePosition)?? = nil
        var args: String? = nil
        var seen: [Member] = []
        try scanner.skipTrivia()
        if scanner.current == UInt8(ascii: "}") {
            scanner.index += 1
        } else {
            repeat {
                let (member, name, at) = try memberName()
                if member != .other {
                    if seen.contains(member) { warnRepeated(name, at: at, in: "entry") }
                    seen.append(member)
                }
                switch member {
                case .key: key = .some(try stringValue(depth: 2))
                case .command: command = .some(try stringValue(depth: 2))
                case .when:
                    // `"when": null` is no clause, as VS Code reads it.
                    when = scanner.take(word: "null") ? .some(nil) : .some(try stringValue(depth: 2))
                case .args: args = try rawValue(depth: 2)
                default: try scanner.skipValue(depth: 2)
                }
            } while try nextMember()
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
        if let when = when ?? nil {
            guard let parsed = parseWhen(when.text, at: when.at) else { return }
            clause = parsed
        }
        let written = key ?? nil
        let whenSource = when ?? nil
        bindings.append(
            KeymapBinding(
                sequence: sequence, action: action, when: clause, whenSource: whenSource?.text, arguments: args,
                keySource: written?.text, position: position, keyPosition: written?.at, commandPosition: command.at,
                whenPosition: whenSource?.at))
    }
}
