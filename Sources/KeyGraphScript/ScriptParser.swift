import KeyGraph
import KeyGraphFormats

/// Parses script lines into ``Statement``s, with the column of every error.
public enum ScriptParser {
    /// The longest line a script may have, in bytes.
    public static let maximumLineLength = 64 * 1024

    /// Parses a whole script. Every line is parsed before any runs, so a script
    /// with a bad line runs nothing.
    /// - Throws: ``DiagnosticError`` listing every bad line.
    public static func parse(_ file: SourceFile) throws(DiagnosticError) -> [(
        line: Int, text: String, statement: Statement
    )] {
        var result: [(Int, String, Statement)] = []
        var diagnostics: [Diagnostic] = []
        var number = 0
        for raw in file.text.sourceLines() {
            number += 1
            let text = String(raw)
            if number > 1 || !text.isEmpty || file.text.count > 0 {
                do {
                    result.append((number, text, try parseLine(text)))
                } catch {
                    diagnostics.append(
                        Diagnostic(
                            .error, file: file.name, position: SourcePosition(line: number, column: error.column),
                            length: error.length, message: error.message, hint: error.hint, sourceLine: text))
                }
            }
        }
        if !diagnostics.isEmpty { throw DiagnosticError(diagnostics) }
        // A file's final newline does not make an extra line.
        if let last = result.last, last.1.isEmpty, case .nothing = last.2 { result.removeLast() }
        return result
    }

    /// A word of the line and the 1-based column where it starts.
    struct Word {
        var text: String
        var column: Int
    }

    static func words(_ text: String) -> [Word] {
        var words: [Word] = []
        var current = ""
        var start = 0
        var column = 0
        for ch in text {
            column += 1
            if ch == " " || ch == "\t" {
                if !current.isEmpty { words.append(Word(text: current, column: start)) }
                current = ""
            } else {
                if current.isEmpty { start = column }
                current.append(ch)
            }
        }
        if !current.isEmpty { words.append(Word(text: current, column: start)) }
        return words
    }

    /// Parses one line: the verb's row of the verb table (`VerbTable`) reads the words after it.
    public static func parseLine(_ line: String) throws(SyntaxError) -> Statement {
        guard line.utf8.count <= maximumLineLength else {
            throw SyntaxError("the line is longer than \(maximumLineLength) bytes", column: 1)
        }
        try rejectNUL(line)
        let text = stripComment(line)
        let words = words(text)
        guard let verbWord = words.first else { return .nothing }
        guard let spec = VerbTable.spec(named: verbWord.text) else { throw unknownVerb(verbWord) }
        return try spec.parse(Array(words.dropFirst()), text)
    }

    /// An unknown verb, with the nearest known one as a hint.
    static func unknownVerb(_ word: Word) -> SyntaxError {
        SyntaxError(
            "unknown verb '\(word.text.escapedForDisplay)'", column: word.column, length: word.text.count,
            hint: Suggestion.didYouMean(word.text, among: VerbTable.names) ?? "type 'help' for the list of verbs")
    }

    /// The text of the line from the first argument on, and its column (past the end of the
    /// line when there are no arguments).
    static func rest(after args: [Word], of text: String) -> (text: String, column: Int) {
        guard let first = args.first else { return ("", text.count + 1) }
        return (String(text.dropFirst(first.column - 1)).trimmingTrailingSpaces(), first.column)
    }

    /// A verb that takes no arguments (`root`, `quit`).
    static func noArguments(_ verb: Verb, _ args: [Word]) throws(SyntaxError) {
        if let extra = args.first {
            throw SyntaxError("\(verb.rawValue) takes no arguments", column: extra.column, length: extra.text.count)
        }
    }

    /// `help [VERB]`: a VERB must be one.
    static func helpStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        if let extra = args.dropFirst().first {
            throw SyntaxError("help takes one verb", column: extra.column, length: extra.text.count)
        }
        if let word = args.first, VerbTable.spec(named: word.text) == nil { throw unknownVerb(word) }
        return .help(args.first?.text)
    }

    /// `press KEYS…`: one or more chords.
    static func pressStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        guard !args.isEmpty else {
            throw SyntaxError("press needs keys", column: text.count + 2, hint: "press ctrl+k ctrl+d")
        }
        // Keys may be quoted, in one or more groups: press "ctrl+k" "ctrl+d".
        var chords: [KeyboardShortcut] = []
        var rest = args[...]
        while let word = rest.first {
            if let (keys, after) = try quotedKeys(Array(rest), example: "press \"ctrl+k ctrl+d\"") {
                for key in keys { chords.append(try chord(key)) }
                rest = after[...]
            } else {
                chords.append(try chord(word))
                rest = rest.dropFirst()
            }
        }
        return .press(chords)
    }

    /// `wait MS`: a whole number of milliseconds, at most a day.
    static func waitStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        guard args.count == 1, let ms = UInt64(args[0].text), ms <= maximumWait else {
            let word = args.count > 1 ? args[1] : args.first
            throw SyntaxError(
                args.isEmpty
                    ? "wait needs a number of milliseconds"
                    : args.count > 1
                        ? "wait takes one number of milliseconds"
                        : "'\(args[0].text.escapedForDisplay)' is not a number of milliseconds from 0 to \(maximumWait)",
                column: word?.column ?? text.count + 2, length: word?.text.count ?? 1, hint: "wait 1000")
        }
        return .wait(milliseconds: ms)
    }

    /// The longest `wait`: a day, in milliseconds.
    public static let maximumWait: UInt64 = 24 * 60 * 60 * 1000

    /// `run COMMAND [ARGS]`, where ARGS (the rest of the line) must be JSON.
    static func runStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        guard let id = args.first else { throw SyntaxError("run needs a command id", column: text.count + 2) }
        var arguments: String? = nil
        if args.count > 1 {
            let argText = String(text.dropFirst(args[1].column - 1)).trimmingTrailingSpaces()
            do {
                _ = try JSONCParser.parse(argText)
            } catch {
                throw SyntaxError(
                    "the arguments are not JSON: \(error.message)", column: args[1].column + error.position.column - 1)
            }
            arguments = argText
        }
        return .run(command: id.text, arguments: arguments)
    }

    /// `push TYPE:ID`: exactly one value.
    static func pushStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        guard args.count == 1 else {
            throw SyntaxError(
                args.isEmpty ? "push needs a Type:id value" : "push takes one Type:id value",
                column: args.count > 1 ? args[1].column : text.count + 2, hint: "push Recipe:apple-pie")
        }
        return .effect(.push(try pathValue(args[0])))
    }

    /// `pop [N]`: a count of at least 1, 1 when left out.
    static func popStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        if args.isEmpty { return .effect(.pop(1)) }
        guard args.count == 1, let n = Int(args[0].text), n >= 1 else {
            throw SyntaxError("pop takes a count of at least 1", column: args[0].column, length: args[0].text.count)
        }
        return .effect(.pop(n))
    }

    /// `show TOPIC`: exactly one of ``Statement/ShowTopic``.
    static func showStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        guard args.count == 1, let topic = Statement.ShowTopic(rawValue: args[0].text) else {
            let word = args.first
            throw SyntaxError(
                word.map { "unknown topic '\($0.text.escapedForDisplay)'" } ?? "show needs a topic",
                column: word?.column ?? text.count + 2, length: word?.text.count ?? 1,
                hint: "show " + Statement.ShowTopic.allCases.map(\.rawValue).joined(separator: "|"))
        }
        return .show(topic)
    }

    /// `context TARGET [ITEM]`: a context menu, or one of its items by menu path.
    static func contextStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        guard let target = args.first else {
            throw SyntaxError("context needs a target", column: text.count + 2, hint: "context Recipe:apple-pie")
        }
        guard args.count > 1 else { return .context(target: target.text, item: nil) }
        let itemText = String(text.dropFirst(args[1].column - 1)).trimmingTrailingSpaces()
        return .context(target: target.text, item: try menuPath(itemText, column: args[1].column))
    }

    /// Scripts are text, and a text file holds no NUL: one means a binary or corrupt
    /// file (or UTF-16 without a byte-order mark), and is reported where it is. Other
    /// control characters are text a line may carry (`echo` prints them escaped).
    ///
    /// - Complexity: O(n) in the length of the line.
    static func rejectNUL(_ line: String) throws(SyntaxError) {
        guard line.utf8.contains(0) else { return }
        var column = 0
        for ch in line {
            column += 1
            if ch.unicodeScalars.contains("\u{0}") {
                throw SyntaxError(
                    "a NUL byte in a script line", column: column, hint: "a script is text; is this a binary file?")
            }
        }
    }

    /// A menu path, quoted (`"File > New Recipe"`) or bare (`File > New Recipe`).
    static func menuPath(_ text: String, column: Int) throws(SyntaxError) -> String {
        if text.hasPrefix("\"") {
            guard text.count >= 2, text.hasSuffix("\"") else {
                throw SyntaxError(
                    "unterminated quoted menu path", column: column, length: text.count,
                    hint: "menu \"File > New Recipe\"")
            }
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// The line without its comment: `#` at the start of a word (after a space or tab,
    /// or first on the line) starts one, unless it is inside double quotes. A `#`
    /// inside a word is text: `open recipes://category/desserts#top` keeps its fragment.
    static func stripComment(_ line: String) -> String {
        var inQuotes = false
        var out = ""
        var previous: Character = " "
        for ch in line {
            if ch == "\"" { inQuotes.toggle() }
            if ch == "#", !inQuotes, previous == " " || previous == "\t" { break }
            out.append(ch)
            previous = ch
        }
        return out
    }

    static func pathValue(_ word: Word) throws(SyntaxError) -> PathValue {
        do {
            return try PathValue(parsing: word.text)
        } catch {
            throw SyntaxError(
                error.message, column: word.column + error.column - 1,
                length: max(1, word.text.count - error.column + 1))
        }
    }
}
