import KeyGraph

/// Parsing `expect` checks.
extension ScriptParser {
    static func expectation(_ text: String, column: Int) throws(SyntaxError) -> Expectation {
        let words = words(text).map { Word(text: $0.text, column: $0.column + column - 1) }
        guard let subject = words.first else {
            throw SyntaxError("expect needs a check", column: column, hint: "expect path == [Category:desserts]")
        }
        switch subject.text {
        case "enabled", "disabled":
            guard words.count == 2 else {
                throw SyntaxError(
                    "expect \(subject.text) needs one command id",
                    column: words.count > 2 ? words[2].column : column + text.count)
            }
            return subject.text == "enabled" ? .enabled(words[1].text) : .disabled(words[1].text)
        case "output":
            guard words.count >= 3, words[1].text == "contains" else {
                throw SyntaxError("expected 'output contains \"text\"'", column: subject.column)
            }
            let start = words[2].column - column
            return .outputContains(try quoted(String(text.dropFirst(start)), column: words[2].column))
        default:
            break
        }
        guard words.count >= 2 else {
            throw SyntaxError(
                "expected an operator after '\(subject.text)'", column: column + text.count,
                hint: "expect \(subject.text) == …")
        }
        let op = words[1]
        guard op.text == "==" else {
            throw SyntaxError(
                "expected '==', found '\(op.text.escapedForDisplay)'", column: op.column, length: op.text.count)
        }
        let valueColumn = words.count > 2 ? words[2].column : op.column + 3
        let value = String(text.dropFirst(valueColumn - column)).trimmingTrailingSpaces()
        guard !value.isEmpty else { throw SyntaxError("expected a value after '=='", column: valueColumn) }
        switch subject.text {
        case "path":
            return .path(try pathList(value, column: valueColumn))
        case "path.count":
            guard let n = Int(value), n >= 0 else {
                throw SyntaxError("expected a count", column: valueColumn, length: value.count)
            }
            return .pathCount(n)
        case "last":
            return .last(value == "nil" || value == "none" ? nil : value)
        case "scene":
            return .scene(value)
        case "pending":
            if value == "\"\"" || value == "none" || value == "nil" { return .pending(nil) }
            let keys = try quoted(value, column: valueColumn)
            do {
                return .pending(try KeySequence(parsing: keys))
            } catch {
                throw SyntaxError(
                    error.message, column: valueColumn + error.column, length: error.length, hint: error.hint)
            }
        default:
            if subject.text.hasPrefix("focused.") {
                let name = String(subject.text.dropFirst("focused.".count))
                if value == "nil" || value == "none" { return .focused(name: name, value: nil) }
                return .focused(name: name, value: try pathValue(Word(text: value, column: valueColumn)))
            }
            if let check = try navigationExpectation(subject, value: value, column: valueColumn) { return check }
            throw SyntaxError(
                "unknown check '\(subject.text.escapedForDisplay)'", column: subject.column, length: subject.text.count,
                hint: Suggestion.didYouMean(subject.text, among: VerbTable.checks))
        }
    }

    static func quoted(_ text: String, column: Int) throws(SyntaxError) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else {
            throw SyntaxError("expected a quoted string", column: column, hint: "write \"text\"")
        }
        return String(text.dropFirst().dropLast())
    }

    static func pathList(_ text: String, column: Int) throws(SyntaxError) -> [PathValue] {
        guard text.hasPrefix("[") else {
            throw SyntaxError(
                "expected '[' to start a path", column: column,
                hint: "expect path == [Category:desserts, Recipe:apple-pie]")
        }
        guard text.hasSuffix("]") else {
            throw SyntaxError("expected ']' to end the path", column: column + text.count)
        }
        let inner = text.dropFirst().dropLast()
        var values: [PathValue] = []
        var offset = 1
        for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
            let leading = part.prefix { $0 == " " }.count
            let trimmed = part.trimmingSpaces()
            if trimmed.isEmpty {
                if inner.trimmingSpaces().isEmpty { break }
                throw SyntaxError("expected a Type:id value", column: column + offset + leading)
            }
            values.append(try pathValue(Word(text: trimmed, column: column + offset + leading)))
            offset += part.count + 1
        }
        return values
    }

    /// The navigation checks of `expect`, or nil when `subject` is none of them.
    static func navigationExpectation(_ subject: Word, value: String, column: Int) throws(SyntaxError) -> Expectation? {
        let isNone = value == "none" || value == "nil"
        switch subject.text {
        case "tab": return .tab(isNone ? nil : value)
        case "sheet": return .sheet(isNone ? nil : value)
        case "column": return .column(isNone ? nil : value)
        case "columns":
            guard let visibility = ColumnVisibility(rawValue: value) else {
                throw SyntaxError(
                    "unknown column visibility '\(value.escapedForDisplay)'", column: column, length: value.count,
                    hint: ColumnVisibility.allCases.map(\.rawValue).joined(separator: "|"))
            }
            return .columns(visibility)
        case "width":
            guard let width = WidthClass(rawValue: value) else {
                throw SyntaxError(
                    "unknown width '\(value.escapedForDisplay)'", column: column, length: value.count,
                    hint: "regular|compact")
            }
            return .width(width)
        case "scenes":
            guard let n = Int(value), n >= 0 else {
                throw SyntaxError("expected a count", column: column, length: value.count)
            }
            return .sceneCount(n)
        default:
            // `Type:id.field`
            guard subject.text.contains(":"), let dot = subject.text.lastIndex(of: "."),
                let first = subject.text.first, first.isUppercase
            else { return nil }
            let valueText = String(subject.text[..<dot])
            let field = String(subject.text[subject.text.index(after: dot)...])
            guard !field.isEmpty else {
                throw SyntaxError("expected a field name after '.'", column: subject.column + subject.text.count)
            }
            return .field(try pathValue(Word(text: valueText, column: subject.column)), field: field, value: value)
        }
    }
}
