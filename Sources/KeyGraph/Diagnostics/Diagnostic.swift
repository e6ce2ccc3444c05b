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

    /// The full form: the summary, the source line with a caret under the bad text, and the hint.
    public var rendered: String {
        var lines = [summary]
        if let sourceLine {
            let gutter = String(position.line)
            let pad = String(repeating: " ", count: gutter.count)
            let text = sourceLine.escapedForDisplay
            // Carets go under characters; escapes shift them, so count in the escaped text.
            let prefix = String(sourceLine.prefix(max(0, position.column - 1))).escapedForDisplay
            let marked = String(sourceLine.dropFirst(max(0, position.column - 1)).prefix(length)).escapedForDisplay
            lines.append("\(gutter) | \(text)")
            lines.append("\(pad) | \(String(repeating: " ", count: prefix.count))\(String(repeating: "^", count: max(1, marked.count)))")
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
