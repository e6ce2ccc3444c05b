import KeyGraph
import KeyGraphFormats

/// Parsing of the keymap verbs: `keys`, `which`, `explain`, `bind`, `unbind`.
extension ScriptParser {
    static func keymapStatement(_ verb: Verb, args: [Word], text: String) throws(SyntaxError) -> Statement {
        let end = text.count + 2
        switch verb {
        case .keys:
            if args.count > 1 {
                throw SyntaxError(
                    "keys takes at most one context name", column: args[1].column, length: args[1].text.count)
            }
            return .keys(context: args.first?.text)
        case .which:
            let (chords, rest) = try leadingChords(args)
            if let extra = rest.first { throw notAKey(extra) }
            return .which(KeySequence(chords))
        case .explain:
            let (chords, rest) = try leadingChords(args)
            if let extra = rest.first { throw notAKey(extra) }
            guard !chords.isEmpty else {
                throw SyntaxError("explain needs keys", column: end, hint: "explain ctrl+k ctrl+f")
            }
            return .explain(KeySequence(chords))
        case .bind:
            let (chords, rest) = try leadingChords(args)
            guard !chords.isEmpty else {
                throw SyntaxError("bind needs keys", column: args.first?.column ?? end, hint: "bind ctrl+t go.desserts")
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
        case .unbind:
            let (chords, rest) = try leadingChords(args)
            guard !chords.isEmpty else {
                throw SyntaxError("unbind needs keys", column: args.first?.column ?? end, hint: "unbind ctrl+t")
            }
            if rest.count > 1 {
                throw SyntaxError(
                    "unbind takes keys and at most one command", column: rest[1].column, length: rest[1].text.count)
            }
            return .unbind(KeySequence(chords), command: rest.first?.text)
        default:
            throw SyntaxError("'\(verb.rawValue)' is not a keymap verb", column: 1)
        }
    }

    /// The words at the start of `args` that are chords (at most a sequence's length), and the rest.
    /// A word that does not parse as a chord ends the keys; a 9th chord is an error.
    static func leadingChords(_ args: [Word]) throws(SyntaxError) -> ([KeyboardShortcut], [Word]) {
        var chords: [KeyboardShortcut] = []
        var index = 0
        while index < args.count {
            guard let chord = try? KeyNotation.parseChord(args[index].text, column: args[index].column) else { break }
            if chords.count == KeySequence.maximumLength {
                throw SyntaxError(
                    "a key sequence has at most \(KeySequence.maximumLength) chords", column: args[index].column,
                    length: args[index].text.count)
            }
            chords.append(chord)
            index += 1
        }
        return (chords, Array(args[index...]))
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
