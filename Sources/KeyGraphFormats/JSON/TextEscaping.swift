/// How one output language writes text: the scalars it replaces and what with. Every
/// writer shares the one loop below — JSON strings (``JSONOutput``), the keyboard page's
/// HTML and SVG, the command graph's DOT and Mermaid labels — each with its own table.
///
/// It lives beside ``JSONOutput``, the lowest writer, so the renderers above can share it.
package struct TextEscaping: Sendable {
    /// What a scalar becomes, or nil to write it as it is.
    private let replacement: @Sendable (Unicode.Scalar) -> String?

    private init(_ replacement: @escaping @Sendable (Unicode.Scalar) -> String?) {
        self.replacement = replacement
    }

    /// `text` with every scalar the language replaces replaced.
    ///
    /// - Complexity: O(n) in the length of the text.
    package func escaping(_ text: some StringProtocol) -> String {
        var out = ""
        append(text, to: &out)
        return out
    }

    /// Appends `text` to `out`, escaped.
    ///
    /// - Complexity: O(n) in the length of the text.
    package func append(_ text: some StringProtocol, to out: inout String) {
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }

    /// Inside a JSON string's quotes: quote, backslash and the short escapes; every other
    /// control character (C0, DEL, C1) as `\u00XX`, so output never drives a terminal.
    package static let json = TextEscaping { scalar in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}":
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                + String(scalar.value, radix: 16)
        default: nil
        }
    }

    /// HTML content and attribute values (quoted with either quote).
    package static let html = TextEscaping { scalar in
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        default: nil
        }
    }

    /// Inside a Graphviz DOT string's quotes: quote and backslash escaped, a newline as
    /// `\n`, a carriage return or tab as a space.
    package static let dot = TextEscaping { scalar in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r", "\t": " "
        default: nil
        }
    }

    /// Inside a Mermaid quoted label: a quote as `#quot;`, a bar as `#124;` (it would end an
    /// edge label), a newline as `<br/>`, a carriage return or tab as a space.
    package static let mermaid = TextEscaping { scalar in
        switch scalar {
        case "\"": "#quot;"
        case "|": "#124;"
        case "\n": "<br/>"
        case "\r", "\t": " "
        default: nil
        }
    }
}
