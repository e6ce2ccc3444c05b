import KeyGraph

extension Diagnostic {
    /// The diagnostic as a GitHub Actions workflow command (`keygraph check --github`):
    /// `::warning file=F,line=L,col=C,endColumn=E,title=T::MESSAGE`, an error as `::error`,
    /// a note as `::notice`. The title is the finding's kind (else `keygraph`); the hint
    /// follows the message on a line of its own. Escaped as `@actions/core` escapes them
    /// (`escapeData` and `escapeProperty` in `packages/core/src/command.ts`): `%`, CR and
    /// LF everywhere, and `:` and `,` in properties too. A diagnostic with no line (line 0)
    /// has only `file`.
    package var githubAnnotation: String {
        let command =
            switch severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        var properties = [("file", file)]
        if position.line > 0 {
            properties.append(("line", String(position.line)))
            properties.append(("col", String(position.column)))
            if length > 1 { properties.append(("endColumn", String(position.column + length - 1))) }
        }
        properties.append(("title", kind.map { "keygraph \($0)" } ?? "keygraph"))
        let list = properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
        let text = message + (hint.map { "\nhint: \($0)" } ?? "")
        return "::\(command) \(list)::\(Self.escapedData(text))"
    }

    /// `%`, CR and LF as `%25`, `%0D`, `%0A` (`escapeData`).
    static func escapedData(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// ``escapedData(_:)``, and `:` and `,` as `%3A` and `%2C` (`escapeProperty`).
    static func escapedProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapedData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
