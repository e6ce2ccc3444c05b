import KeyGraph
import KeyGraphFormats

/// Parsing of the keymap verbs: `keys`, `which`, `explain`, `bind`, `unbind`.
extension ScriptParser {
    /// `keys [CONTEXT]`.
    static func keysStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        if args.count > 1 {
            throw SyntaxError("keys takes at most one context name", column: args[1].column, length: args[1].text.count)
        }
        return .keys(context: args.first?.text)
    }

    /// `which PREFIX`: keys, none included.
    static func whichStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        let (chords, rest) = try leadingChords(args, verb: .which)
        if let extra = rest.first { throw notAKey(extra) }
        return .which(KeySequence(chords))
    }

    /// `explain KEYS`.
    static func explainStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        let (chords, rest) = try leadingChords(args, verb: .explain)
        if let extra = rest.first { throw notAKey(extra) }
        guard !chords.isEmpty else {
            throw SyntaxError("explain needs keys", column: text.count + 2, hint: "explain ctrl+k ctrl+f")
        }
        return .explain(KeySequence(chords))
    }

    /// `bind KEYS COMMAND [when EXPR]`.
    static func bindStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        let end = text.count + 2
        let (chords, rest) = try leadingChords(args, verb: .bind)
        guard !chords.isEmpty else {
            throw SyntaxError("bind needs keys", column: end, hint: "bind ctrl+t go.desserts")
        }
        guard let command = rest.first else {
            throw SyntaxError("bind needs a command after the keys", column: end, hint: "bind ctrl+t go.desserts")
        }
        guard rest.count > 1 else {
            return .bind(KeySequence(chords), command: command.text, when: nil, whenSource: nil)
        }
        guard rest[1].text == "when" else {
            throw SyntaxError(
                "expected 'when' after the command", column: rest[1].column, length: rest[1].text.count,
                hint: "bind ctrl+t go.desserts when RecipeDetail")
        }
        guard rest.count > 2 else { throw SyntaxError("expected a when clause after 'when'", column: end) }
        let source = String(text.dropFirst(rest[2].column - 1)).trimmingTrailingSpaces()
        do {
            let clause = try WhenClause(parsing: source)
            return .bind(KeySequence(chords), command: command.text, when: clause, whenSource: source)
        } catch {
            throw SyntaxError(
                error.message, column: rest[2].column + error.column - 1, length: error.length, hint: error.hint)
        }
    }

    /// `unbind KEYS [COMMAND]`.
    static func unbindStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        let (chords, rest) = try leadingChords(args, verb: .unbind)
        guard !chords.isEmpty else {
            throw SyntaxError("unbind needs keys", column: text.count + 2, hint: "unbind ctrl+t")
        }
        if rest.count > 1 {
            throw SyntaxError(
                "unbind takes keys and at most one command", column: rest[1].column, length: rest[1].text.count)
        }
        return .unbind(KeySequence(chords), command: rest.first?.text)
    }

    /// The keys at the start of `args` (at most a sequence's length), and the words after them.
    ///
    /// Keys may be quoted, which says where they end: `unbind "ctrl+k ctrl+d"`. Unquoted,
    /// the keys end at the first word that is not a chord, and a bad key gets the same
    /// error `press` gives (`unknown key 'zz'`, hint and all) when it cannot be anything else: when it
    /// is the first word, or when the notation read a modifier before failing (`ctrl+zz`).
    static func leadingChords(_ args: [Word], verb: Verb) throws(SyntaxError) -> ([KeyboardShortcut], [Word]) {
        let example = "\(verb.rawValue) \"ctrl+k ctrl+d\"" + (verb == .bind ? " go.desserts" : "")
        if let (keys, rest) = try quotedKeys(args, example: example) {
            var chords: [KeyboardShortcut] = []
            for word in keys { chords.append(try chord(word)) }
            try checkLength(chords.count, keys)
            return (chords, rest)
        }
        var chords: [KeyboardShortcut] = []
        var index = 0
        while index < args.count {
            let word = args[index]
            do {
                chords.append(try KeyNotation.parseChord(word.text, column: word.column))
            } catch {
                let readAModifier = error.column > word.column
                guard index == 0 || readAModifier else { break }
                throw SyntaxError(error.message, column: error.column, length: error.length, hint: error.hint)
            }
            index += 1
        }
        try checkLength(chords.count, args)
        return (chords, Array(args[index...]))
    }

    private static func checkLength(_ count: Int, _ words: [Word]) throws(SyntaxError) {
        guard count > KeySequence.maximumLength else { return }
        let word = words[KeySequence.maximumLength]
        throw SyntaxError(
            "a key sequence has at most \(KeySequence.maximumLength) chords", column: word.column,
            length: word.text.count)
    }

    /// One chord, its error located in the line.
    static func chord(_ word: Word) throws(SyntaxError) -> KeyboardShortcut {
        do {
            return try KeyNotation.parseChord(word.text, column: word.column)
        } catch {
            throw SyntaxError(error.message, column: error.column, length: error.length, hint: error.hint)
        }
    }

    /// When `args` start with a quoted group of keys (`"ctrl+k ctrl+d" …`): its words,
    /// without the quotes, and the words after it. A lone `"` is the key `"`, not a quote.
    static func quotedKeys(_ args: [Word], example: String) throws(SyntaxError) -> (keys: [Word], rest: [Word])? {
        guard let first = args.first, first.text.count > 1, first.text.hasPrefix("\"") else { return nil }
        var keys: [Word] = []
        for (index, word) in args.enumerated() {
            var text = Substring(word.text)
            var column = word.column
            if index == 0 {
                text = text.dropFirst()
                column += 1
            }
            let closes = text.hasSuffix("\"")
            if closes { text = text.dropLast() }
            if !text.isEmpty { keys.append(Word(text: String(text), column: column)) }
            guard closes else { continue }
            guard !keys.isEmpty else {
                throw SyntaxError("expected keys inside the quotes", column: first.column, length: 2, hint: example)
            }
            return (keys, Array(args[(index + 1)...]))
        }
        throw SyntaxError(
            "unterminated quoted keys", column: first.column, length: first.text.count, hint: example)
    }

    /// The located key-notation error for a word that should have been a chord.
    static func notAKey(_ word: Word) -> SyntaxError {
        do {
            _ = try KeyNotation.parseChord(word.text, column: word.column)
            return SyntaxError(
                "unexpected '\(word.text.escapedForDisplay)'", column: word.column, length: word.text.count)
        } catch {
            return SyntaxError(error.message, column: error.column, length: error.length, hint: error.hint)
        }
    }
}
