import KeyGraph

extension Diagnostic {
    /// The diagnostic as one JSON object (`keygraph check --json`):
    /// `file`, `line`, `column`, `severity`, `message`, `hint` (null when none), `kind`
    /// (``kind``; null when it has none), `witness` (a context where it holds, or null) and
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

    /// The stable id of the rule that found it: the analysis's kind, else the rule a lint
    /// names at the end of its message (`… [layout-unreachable]`); nil for other diagnostics.
    package var kind: String? {
        if let kind = finding?.kind { return kind }
        guard message.hasSuffix("]"), let open = message.lastIndex(of: "[") else { return nil }
        let id = message[message.index(after: open)..<message.index(before: message.endIndex)]
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." })
        else { return nil }
        return String(id)
    }
}
