import KeyGraph

extension EditorKeymapReader {
    /// One Zed section, `{ "context": "Editor && mode == full", "use_key_equivalents": true,
    /// "unbind": { KEYS: ACTION }, "bindings": { KEYS: ACTION | [ACTION, ARGS] | null } }`, as
    /// Zed loads it: the unbinds first, then the bindings, all under the section's context;
    /// a member Zed does not know is reported and the rest loaded.
    mutating func readZedSection(at position: SourcePosition) throws(SyntaxError) {
        var context: (clause: WhenClause?, text: String, at: SourcePosition)? = nil
        var contextFailed = false
        var bindingEntries: [ZedEntry] = []
        var unbindEntries: [ZedEntry] = []
        var useKeyEquivalents = false
        try readMembers(of: "section") { reader, member, name, at throws(SyntaxError) in
            switch member {
            case .context:
                let valueAt = reader.scanner.here()
                guard let text = try reader.stringValue(depth: 2) else {
                    reader.diagnostics.warning("skipped: a section's \"context\" is a string", at: valueAt)
                    contextFailed = true
                    return
                }
                if let clause = reader.parseWhen(text.text, at: text.at) {
                    context = (clause, text.text, text.at)
                    contextFailed = false
                } else {
                    contextFailed = true
                }
            case .bindings: bindingEntries = try reader.zedEntries(of: name)
            case .unbind: unbindEntries = try reader.zedEntries(of: name)
            case .useKeyEquivalents:
                // The section's keys name positions on a Mac with another layout
                // (docs/layouts.md); KeyGraph's own checks read QWERTY.
                let valueAt = reader.scanner.here()
                if reader.scanner.take(word: "true") {
                    useKeyEquivalents = true
                } else if !reader.scanner.take(word: "false") {
                    try reader.scanner.skipValue(depth: 2)
                    reader.diagnostics.warning("\"use_key_equivalents\" is true or false", at: valueAt)
                }
            default:
                reader.diagnostics.warning(
                    "unknown member '\(name.escapedForDisplay)' in a section: Zed reports it and loads the rest",
                    at: at, length: name.count + 2,
                    hint: Suggestion.didYouMean(name, among: DialectFormat.zed.entryMembers))
                try reader.scanner.skipValue(depth: 2)
            }
        }
        // Zed skips a section whose context does not parse, bindings and all.
        guard !contextFailed else { return }
        for entry in unbindEntries { appendZed(entry, isUnbind: true, context: context) }
        for entry in bindingEntries {
            appendZed(entry, isUnbind: false, context: context)
            if useKeyEquivalents, bindings.last?.keyPosition == entry.keysAt {
                bindings[bindings.count - 1].keysNamePositions = true
            }
        }
    }

    /// One `KEYS: ACTION` of a section's `bindings` or `unbind` object.
    struct ZedEntry {
        var keys: String
        var keysAt: SourcePosition
        /// The action: nil for `null`.
        var action: String?
        var arguments: String?
        var actionAt: SourcePosition
        /// Why the action cannot be read, if it cannot.
        var problem: String?
    }

    /// The members of a `bindings` or `unbind` object (a repeated key warned about; the last wins).
    mutating func zedEntries(of member: String) throws(SyntaxError) -> [ZedEntry] {
        let at = scanner.here()
        guard scanner.current == UInt8(ascii: "{") else {
            diagnostics.warning(
                "skipped: a section's \"\(member)\" is an object, found \(scanner.kindOfValue())", at: at)
            try scanner.skipValue(depth: 2)
            return []
        }
        scanner.index += 1
        var entries: [ZedEntry] = []
        try scanner.skipTrivia()
        if scanner.current == UInt8(ascii: "}") {
            scanner.index += 1
            return []
        }
        repeat {
            guard scanner.current == UInt8(ascii: "\"") else { throw scanner.error("expected a quoted key") }
            let keysAt = scanner.here()
            let keys = try scanner.string()
            guard try scanner.take(UInt8(ascii: ":")) else { throw scanner.error("expected ':'") }
            try scanner.skipTrivia()
            let entry = try zedAction(keys: keys, at: keysAt)
            if let earlier = entries.firstIndex(where: { $0.keys == keys }) {
                diagnostics.warning(
                    "'\(keys.escapedForDisplay)' appears again in this object; the last one is used, as Zed does",
                    at: keysAt, length: keys.count + 2, hint: "remove one of them")
                entries.remove(at: earlier)
            }
            entries.append(entry)
        } while try nextMember()
        return entries
    }

    /// An action: `"name"`, `["name", input]` (exactly two elements) or `null`.
    mutating func zedAction(keys: String, at keysAt: SourcePosition) throws(SyntaxError) -> ZedEntry {
        let at = scanner.here()
        var entry = ZedEntry(keys: keys, keysAt: keysAt, action: nil, arguments: nil, actionAt: at)
        if scanner.take(word: "null") { return entry }
        if scanner.current == UInt8(ascii: "\"") {
            entry.action = try scanner.string()
            return entry
        }
        guard scanner.current == UInt8(ascii: "[") else {
            entry.problem = "an action is a name, [name, input] or null, found \(scanner.kindOfValue())"
            try scanner.skipValue(depth: 3)
            return entry
        }
        // `[name, input]`: read the name, keep the input as written.
        scanner.index += 1
        try scanner.skipTrivia()
        var count = 0
        var name: String? = nil
        var input: String? = nil
        while scanner.current != UInt8(ascii: "]") {
            if count == 0, scanner.current == UInt8(ascii: "\"") {
                name = try scanner.string()
            } else if count == 1 {
                input = try rawValue(depth: 4)
            } else {
                try scanner.skipValue(depth: 4)
            }
            count += 1
            try scanner.skipTrivia()
            if try scanner.take(UInt8(ascii: ",")) {
                try scanner.skipTrivia()
                continue
            }
            guard scanner.current == UInt8(ascii: "]") else { throw scanner.error("expected ',' or ']'") }
        }
        scanner.index += 1
        guard count == 2, let name else {
            entry.problem = "an action is a name, [name, input] or null; an array holds the name and its input"
            return entry
        }
        entry.action = name
        entry.arguments = input
        return entry
    }

    /// Appends one entry's binding, or warns why it is skipped.
    mutating func appendZed(
        _ entry: ZedEntry, isUnbind: Bool, context: (clause: WhenClause?, text: String, at: SourcePosition)?
    ) {
        if let problem = entry.problem {
            diagnostics.warning("skipped: \(problem)", at: entry.actionAt)
            return
        }
        guard var sequence = parseKeys(entry.keys, at: entry.keysAt) else { return }
        warnUnheardKeys(entry.keys, sequence, at: entry.keysAt)
        let action: KeymapBinding.Action
        switch (entry.action, isUnbind) {
        case (nil, true):
            diagnostics.warning("skipped: an unbind names the action it removes, not null", at: entry.actionAt)
            return
        case ("zed::Unbind", true):
            diagnostics.warning("skipped: zed::Unbind cannot be unbound", at: entry.actionAt)
            return
        case (let name?, true): action = .unbind(name)
        case (nil, false), ("zed::NoAction", false): action = .block
        case ("zed::Unbind", false):
            // `["zed::Unbind", "editor::Newline"]` written as a binding.
            guard let target = entry.arguments.flatMap(Self.jsonString) else {
                diagnostics.warning("skipped: zed::Unbind takes the name of the action it removes", at: entry.actionAt)
                return
            }
            action = .unbind(target)
        case (let name?, false): action = .command(name)
        }
        sequences.share(&sequence)
        bindings.append(
            KeymapBinding(
                sequence: sequence, action: action, when: context?.clause, whenSource: context?.text,
                arguments: entry.arguments, keySource: entry.keys, position: entry.keysAt, keyPosition: entry.keysAt,
                commandPosition: entry.actionAt, whenPosition: context?.at))
    }

    /// A key name of two or more characters with punctuation in it (`"[b"`): Zed's
    /// `Keystroke::parse` (gpui, `platform/keystroke.rs`) takes the text between `-`s as one key,
    /// and no keystroke is named so — a typed key is one character, a named key a word — so
    /// the binding never fires. Mostly a sequence written without its space (`"[ b"`). A word
    /// (`"gd"`) is left alone: it could be a key name KeyGraph's tables lack.
    mutating func warnUnheardKeys(_ keys: String, _ sequence: KeySequence, at position: SourcePosition) {
        var offset = 0
        var chords = sequence.chords.makeIterator()
        for piece in keys.split(separator: " ", omittingEmptySubsequences: false) {
            defer { offset += piece.count + 1 }
            guard !piece.isEmpty, let chord = chords.next() else { continue }
            guard chord.key.isUnnamed else { continue }
            let name = piece.hasSuffix("-") ? "-" : String(piece.split(separator: "-").last ?? "")
            guard name.count > 1, name.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) else {
                continue
            }
            let spaced = name.map(String.init).joined(separator: " ")
            diagnostics.warning(
                "'\(name)' is one key to Zed, which takes the text between '-' as the key (Keystroke::parse), "
                    + "and no keystroke is named '\(name)': this binding never fires",
                at: diagnostics.position(inString: position, offset: offset, for: .warning), length: piece.count,
                hint: "a sequence is written with spaces between its keys: '\(spaced)'")
        }
    }

    /// The string a JSON text holds, if it is one string.
    static func jsonString(_ json: String) -> String? {
        guard let node = try? JSONCParser.parse(json) else { return nil }
        return node.string
    }
}
