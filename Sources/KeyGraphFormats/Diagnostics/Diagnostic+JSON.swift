import KeyGraph

extension Diagnostic {
    /// The diagnostic as one JSON object (`keygraph check --json`):
    /// `file`, `line`, `column`, `severity`, `message`, `hint` (null when none), `kind`
    /// (``kind``; null when it has none), `rule` (the typed ``Diagnostic/rule``, the same id;
    /// null when no rule names it), `witness` (a context where it holds, or null) and
    /// `bindings` (each `{file, line, column, keys, command}`; empty when none is involved).
    package var json: JSONOutput {
        .object([
            ("file", .string(file)),
            ("line", .int(position.line)),
            ("column", .int(position.column)),
            ("severity", .string(severity.rawValue)),
            ("message", .string(message)),
            ("hint", hint.map { .string($0) } ?? .null),
            ("kind", kind.map { .string($0) } ?? .null),
            ("rule", rule.map { .string($0.rawValue) } ?? .null),
            ("witness", finding?.witness.map { .string($0) } ?? .null),
            (
                "bindings",
                .array(
                    (finding?.bindings ?? []).map { b in
                        .object([
                            ("file", .string(b.file)), ("line", .int(b.position.line)),
                            ("column", .int(b.position.column)), ("keys", .string(b.keys)),
                            ("command", .string(b.command)),
                        ])
                    })
            ),
        ])
    }

    /// The stable id of the rule that found it (``Diagnostic/rule``), as `--json` and
    /// `--github` print it; nil for a diagnostic no rule names.
    package var kind: String? { rule?.rawValue }
}
