import KeyGraph

/// A context stated by the user for another editor's keymap (`explain --context`), and the
/// values that editor gives the keys left unset (docs/keymaps.md, "Editor defaults"): each
/// dialect reads its own (``DialectFormat/statedContext``), with the helpers here.
package enum EditorContext {
    /// A key's default value and where the editor sets it.
    package struct Default: Sendable {
        package var key: String
        package var value: String
        package var source: String
    }

    /// `key`, `!key`, `key=value` or `key == 'value'`.
    static func pair(_ item: String, column: Int) throws(SyntaxError) -> (String, String) {
        if item.hasPrefix("!") {
            let key = String(item.dropFirst()).trimmingSpaces()
            guard !key.isEmpty else { throw SyntaxError("expected a context key after '!'", column: column) }
            return (key, "false")
        }
        guard let equals = item.firstIndex(of: "=") else { return (item, "true") }
        let key = String(item[..<equals]).trimmingSpaces()
        var value = String(item[equals...].drop(while: { $0 == "=" })).trimmingSpaces()
        if value.count >= 2, let first = value.first, first == "'" || first == "\"", value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        guard !key.isEmpty else {
            throw SyntaxError("expected a context key before '='", column: column, hint: "write key=value")
        }
        return (key, value)
    }

    static func leadingSpaces(_ text: Substring) -> Int { text.prefix { $0 == " " || $0 == "\t" }.count }
}
