import KeyGraph
import KeyGraphFormats

/// Parsing of the keymap verbs: `keys`, `which`, `explain`, `bind`, `unbind`.
extension ScriptParser {
    static func keymapStatement(_ verb: Verb, args: [Word], text: String) throws(LineError) -> Statement {
        let end = text.count + 2
        switch verb {
        case .keys:
            if args.count > 1 {
                throw LineError("keys takes at most one context name", column: args[1].column, length: args[1].text.count)
            }
            return .keys(context: args.first?.text)
        case .which:
            let (chords, rest) = try leadingChords(args)
            if let extra = rest.first { throw notAKey(extra) }
            return .which(KeySequence(chords))
        case .explain:
            let (chords, rest) = try leadingChords(args)
            if let extra = rest.first { throw notAKey(extra) }
            guard !chords.isEmpty else { throw LineError("explain needs keys", column: end, hint: "explain ctrl+k ctrl+f") }
            return .explain(KeySequence(chords))
        case .bind:
            let (chords, rest) = try leadingChords(args)
            guard !chords.isEmpty else {
                throw LineError("bind needs keys", column: args.first?.column ?? end, hint: "bind ctrl+t go.desserts")
            }
            guard let command = rest.first else {
                throw LineError("bind needs a command after the keys", column: end, hint: "bind ctrl+t go.desserts")
            }
            guard rest.count > 1 else { return .bind(KeySequence(chords), command: command.text, when: nil, whenSource: nil) }
            guard rest[1].text == "when" else {
                throw LineError(
                    "expected 'when' after the command", column: rest[1].column, length: rest[1].text.count,
                    hint: "bind ctrl+t go.desserts when RecipeDetail")
            }
            guard rest.count > 2 else { throw LineError("expected a when clause after 'when'", column: end) }
            let source = String(text.dropFirst(rest[2].column - 1)).trimmingTrailingSpaces()
            do {
                let clause = try WhenClause(parsing: source)
                return .bind(KeySequence(chords), command: command.text, when: clause, whenSource: source)
            } catch {
                throw LineError(error.message, column: rest[2].column + error.column - 1, length: error.length, hint: error.hint)
            }
        case .unbind:
            let (chords, rest) = try leadingChords(args)
            guard !chords.isEmpty else { throw LineError("unbind needs keys", column: args.first?.column ?? end, hint: "unbind ctrl+t") }
            if rest.count > 1 {
                throw LineError("unbind takes keys and at most one command", column: rest[1].column, length: rest[1].text.count)
            }
            return .unbind(KeySequence(chords), command: rest.first?.text)
        default:
            throw LineError("'\(verb.rawValue)' is not a keymap verb", column: 1)
        }
    }

    /// The words at the start of `args` that are chords (at most a sequence's length), and the rest.
    /// A word that does not parse as a chord ends the keys; a 9th chord is an error.
    static func leadingChords(_ args: [Word]) throws(LineError) -> ([KeyboardShortcut], [Word]) {
        var chords: [KeyboardShortcut] = []
        var index = 0
        while index < args.count {
            guard let chord = try? KeyNotation.parseChord(args[index].text, column: args[index].column) else { break }
            if chords.count == KeySequence.maximumLength {
                throw LineError(
                    "a key sequence has at most \(KeySequence.maximumLength) chords", column: args[index].column,
                    length: args[index].text.count)
            }
            chords.append(chord)
            index += 1
        }
        return (chords, Array(args[index...]))
    }

    /// The located key-notation error for a word that should have been a chord.
    static func notAKey(_ word: Word) -> LineError {
        do {
            _ = try KeyNotation.parseChord(word.text, column: word.column)
            return LineError("unexpected '\(word.text.escapedForDisplay)'", column: word.column, length: word.text.count)
        } catch {
            return LineError(error.message, column: error.column, length: error.length, hint: error.hint)
        }
    }
}
