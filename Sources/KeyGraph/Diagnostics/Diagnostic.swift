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
    /// The rule that found it (`never-fires`, `ellipsis`); nil for a diagnostic no rule names
    /// (a file that does not parse, an unknown option).
    public var rule: RuleID?
    /// What an analysis finding is about (its witness and bindings); nil for other
    /// diagnostics.
    public var finding: Finding?

    public init(
        _ severity: Severity = .error, file: String, position: SourcePosition, length: Int = 1,
        message: String, hint: String? = nil, sourceLine: String? = nil, rule: RuleID? = nil
    ) {
        self.severity = severity
        self.file = file
        self.position = position
        self.length = max(1, length)
        self.message = message
        self.hint = hint
        self.sourceLine = sourceLine
        self.rule = rule
    }

    /// The one-line form: `FILE:LINE:COL: error: message`.
    public var summary: String {
        // Laid out in one buffer: `check` prints hundreds of these.
        return String.concatenating([
            file, ":", String(position.line), ":", String(position.column), ": ", severity.rawValue, ": ",
            message.displayed,
        ])
    }
}

/// One or more diagnostics raised together: a file that does not load reports every error it found.
public struct DiagnosticError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

}

extension Diagnostic: CustomStringConvertible {
    /// `FILE:LINE:COL: error: message`, and the hint after it when there is one.
    public var description: String { summary + (hint.map { " (\($0))" } ?? "") }
}

extension DiagnosticError: CustomStringConvertible {
    /// Every diagnostic, one a line: what `print(error)` shows after a failed load.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
