/// A located message about user input: `FILE:LINE:COL: error: message`, with a
/// caret under the offending text and a hint where one helps.
public struct Diagnostic: Hashable, Sendable, Error {
    public enum Severity: String, Hashable, Sendable, Codable {
        case error, warning, note
    }

    public var severity: Severity
    /// The file name as the user gave it (`Keymaps/default.json`, `-` for stdin, `<input>` for typed text).
    public var file: String
    public var position: SourcePosition
    /// How many characters the caret underlines (at least 1).
    public var length: Int
    public var message: String
    public var hint: String?
    /// The text of the offending line, for the caret display; nil to omit it.
    public var sourceLine: String?

    public init(
        _ severity: Severity = .error, file: String, position: SourcePosition, length: Int = 1,
        message: String, hint: String? = nil, sourceLine: String? = nil
    ) {
        self.severity = severity
        self.file = file
        self.position = position
        self.length = max(1, length)
        self.message = message
        self.hint = hint
        self.sourceLine = sourceLine
    }

    /// The one-line form: `FILE:LINE:COL: error: message`.
    public var summary: String {
        "\(file):\(position.line):\(position.column): \(severity.rawValue): \(message.escapedForDisplay)"
    }

    /// The longest source line a diagnostic shows whole, in characters. A longer one
    /// (a minified keymap, a 64 KiB script line) is shown as a window this wide around
    /// the caret, each cut end marked "…", so one error never prints a whole file.
    public static let maximumSourceWidth = 240

    /// The full form: the summary, the source line with a caret under the bad text, and the hint.
    ///
    /// The caret sits at the reported column, also when that is past the end of the line
    /// (where a missing word belongs).
    public var rendered: String {
        var lines = [summary]
        if let sourceLine {
            let gutter = String(position.line)
            let pad = String(repeating: " ", count: gutter.count)
            let chars = Array(sourceLine)
            let caret = max(0, position.column - 1)
            var from = 0
            var to = chars.count
            if chars.count > Self.maximumSourceWidth {
                from = max(0, min(caret - Self.maximumSourceWidth / 2, chars.count - Self.maximumSourceWidth))
                to = from + Self.maximumSourceWidth
            }
            let lead = from > 0 ? "…" : ""
            let tail = to < chars.count ? "…" : ""
            // Carets go under characters; escapes shift them, so count in the escaped text.
            let shown = String(chars[from..<to]).escapedForDisplay
            let before =
                lead.count + String(chars[from..<min(max(caret, from), to)]).escapedForDisplay.count
                + max(0, caret - to)
            let marked = caret < to ? String(chars[caret..<min(caret + length, to)]).escapedForDisplay.count : 1
            lines.append("\(gutter) | \(lead)\(shown)\(tail)")
            let caretLine = String(repeating: " ", count: before) + String(repeating: "^", count: max(1, marked))
            lines.append("\(pad) | \(caretLine)")
        }
        if let hint { lines.append("hint: \(hint.escapedForDisplay)") }
        return lines.joined(separator: "\n")
    }
}

/// One or more diagnostics raised together: a file that does not load reports every error it found.
public struct DiagnosticError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var rendered: String { diagnostics.map(\.rendered).joined(separator: "\n") }
}

extension String {
    /// Line `n` (1-based) of the text, without its terminator.
    func line(_ n: Int) -> String? {
        let lines = sourceLines()
        return n >= 1 && n <= lines.count ? String(lines[n - 1]) : nil
    }
}
