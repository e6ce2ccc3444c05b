import KeyGraph

extension ScriptParser {
    /// `detent DETENT`: `medium`, `large`, `fraction(F)` or `height(H)`.
    static func detentStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        let usage = "detent medium|large|fraction(F)|height(H)"
        try expectCount(args, 1...1, of: .detent, end: text.count + 2, usage)
        guard let detent = PresentationDetent(parsing: args[0].text) else {
            throw SyntaxError(
                "unknown detent '\(args[0].text.escapedForDisplay)'", column: args[0].column,
                length: args[0].text.count,
                hint: Suggestion.didYouMean(args[0].text, among: ["medium", "large"])
                    ?? "\(usage); a fraction is above 0 and at most 1, a height above 0")
        }
        return .effect(.selectDetent(detent))
    }

    /// `answer BUTTON`: the title of a button of the presented dialog.
    static func answerStatement(_ args: [Word], line text: String) throws(SyntaxError) -> Statement {
        // The button's title: the rest of the line, quotes optional (answer "Delete Recipe").
        guard let first = args.first else {
            throw SyntaxError(
                "answer needs a button's title", column: text.count + 2, hint: "answer Delete Recipe, or answer Cancel")
        }
        var title = String(text.dropFirst(first.column - 1)).trimmingTrailingSpaces()
        if title.hasPrefix("\"") {
            guard title.count >= 2, title.hasSuffix("\"") else {
                throw SyntaxError(
                    "unterminated quoted title", column: first.column, length: title.count,
                    hint: #"answer "Delete Recipe""#)
            }
            title = String(title.dropFirst().dropLast())
        }
        return .effect(.answerDialog(title))
    }
}
