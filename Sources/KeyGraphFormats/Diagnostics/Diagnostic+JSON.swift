import KeyGraph

extension Diagnostic {
    /// The diagnostic as one JSON object (`keygraph check --json`):
    /// `file`, `line`, `column`, `severity`, `message`, `hint` (null when none).
    package var json: JSONOutput {
        .object([
            ("file", .string(file)),
            ("line", .int(position.line)),
            ("column", .int(position.column)),
            ("severity", .string(severity.rawValue)),
            ("message", .string(message)),
            ("hint", hint.map { .string($0) } ?? .null),
        ])
    }
}
