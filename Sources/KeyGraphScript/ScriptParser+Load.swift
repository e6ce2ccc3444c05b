import KeyGraph
import KeyGraphFormats

/// Parsing of `load keymap|app FILE`.
extension ScriptParser {
    /// `load keymap FILE`, `load app FILE`; a FILE with spaces or `#` is written in double quotes.
    static func loadStatement(_ args: [Word], text: String) throws(SyntaxError) -> Statement {
        let end = text.count + 2
        guard let kindWord = args.first else {
            throw SyntaxError(
                "load needs 'keymap' or 'app', then a file", column: end, hint: "load keymap my-keys.json")
        }
        guard let kind = Statement.LoadKind(rawValue: kindWord.text) else {
            throw SyntaxError(
                "load reads a 'keymap' or an 'app', not '\(kindWord.text.escapedForDisplay)'", column: kindWord.column,
                length: kindWord.text.count,
                hint: Suggestion.didYouMean(kindWord.text, among: Statement.LoadKind.allCases.map(\.rawValue))
                    ?? "load keymap FILE or load app FILE")
        }
        let example = kind == .keymap ? "load keymap my-keys.json" : "load app Apps/tabs.json"
        guard args.count > 1 else {
            throw SyntaxError("load \(kind.rawValue) needs a file name", column: end, hint: example)
        }
        let written = String(text.dropFirst(args[1].column - 1)).trimmingTrailingSpaces()
        if written.hasPrefix("\"") {
            guard written.count >= 2, written.hasSuffix("\"") else {
                throw SyntaxError(
                    "unterminated quoted file name", column: args[1].column, length: written.count,
                    hint: "load \(kind.rawValue) \"my file.json\"")
            }
            let name = String(written.dropFirst().dropLast())
            guard !name.isEmpty else { throw SyntaxError("the file name is empty", column: args[1].column, length: 2) }
            return .load(kind, file: name)
        }
        if args.count > 2 {
            throw SyntaxError(
                "load \(kind.rawValue) takes one file name", column: args[2].column, length: args[2].text.count,
                hint: "quote a name with spaces: load \(kind.rawValue) \"my file.json\"")
        }
        return .load(kind, file: args[1].text)
    }
}
