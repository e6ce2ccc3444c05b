extension WhenClause {
    /// Parses (compiles) a `when` expression. An empty or all-blank text is `true`,
    /// as in VS Code.
    ///
    /// - Throws: ``SyntaxError`` with the column of the first problem.
    /// - Complexity: O(n) in the length of the text (plus its regular expressions).
    public init(parsing text: String) throws(SyntaxError) {
        var parser = WhenParser(Array(text))
        parser.skipSpaces()
        if parser.atEnd {
            self = .constant(true)
            return
        }
        let clause = try parser.parseOr(depth: 0)
        parser.skipSpaces()
        if !parser.atEnd {
            throw parser.unexpected(hint: "combine terms with && or ||")
        }
        self = clause
    }
}

/// A recursive-descent parser over the characters of one `when` expression.
private struct WhenParser {
    let chars: [Character]
    var index = 0

    init(_ chars: [Character]) { self.chars = chars }

    var atEnd: Bool { index >= chars.count }

    func error(_ message: String, at position: Int? = nil, length: Int = 1, hint: String? = nil) -> SyntaxError {
        SyntaxError(message, column: (position ?? index) + 1, length: length, hint: hint)
    }

    /// An error about the token at the current position.
    func unexpected(expected: String? = nil, hint: String? = nil) -> SyntaxError {
        let what = atEnd ? "the end of the expression" : "'\(currentToken.escapedForDisplay)'"
        let message = expected.map { "expected \($0), found \(what)" } ?? "unexpected \(what)"
        var hint = hint
        if !atEnd {
            switch chars[index] {
            case "&" where !startsWith("&&"): hint = "write && for 'and'"
            case "|" where !startsWith("||"): hint = "write || for 'or'"
            case "=" where !startsWith("==") && !startsWith("=~"): hint = "write == to compare"
            default: break
            }
        }
        return error(message, length: atEnd ? 1 : currentToken.count, hint: hint)
    }

    /// The token starting at the current position, for messages.
    var currentToken: String {
        guard !atEnd else { return "" }
        if isNameCharacter(chars[index]) {
            var end = index
            while end < chars.count, isNameCharacter(chars[end]) { end += 1 }
            return String(chars[index..<end])
        }
        for op in ["&&", "||", "==", "!=", "=~", "<=", ">="] where startsWith(op) { return op }
        return String(chars[index])
    }

    func isNameCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "." || c == "-" || c == ":" || c == "$"
    }

    mutating func skipSpaces() {
        while index < chars.count, chars[index] == " " || chars[index] == "\t" { index += 1 }
    }

    func startsWith(_ token: String) -> Bool {
        var i = index
        for c in token {
            guard i < chars.count, chars[i] == c else { return false }
            i += 1
        }
        return true
    }

    /// Consumes `token` (after spaces) if it is next.
    mutating func take(_ token: String) -> Bool {
        skipSpaces()
        guard startsWith(token) else { return false }
        index += token.count
        return true
    }

    /// Consumes the keyword `word` if it is next as a whole word.
    mutating func takeKeyword(_ word: String) -> Bool {
        skipSpaces()
        guard startsWith(word) else { return false }
        let end = index + word.count
        if end < chars.count, isNameCharacter(chars[end]) { return false }
        index = end
        return true
    }

    // MARK: - Grammar

    // A chain of `&&` or `||` is gathered, then joined as a balanced tree: folded left,
    // 5,000 terms made a tree 5,000 deep, and hashing it overflowed the stack.

    mutating func parseOr(depth: Int) throws(SyntaxError) -> WhenClause {
        var terms = [try parseAnd(depth: depth)]
        while take("||") { terms.append(try parseAnd(depth: depth)) }
        return WhenClause.joined(terms[...], isAnd: false)
    }

    mutating func parseAnd(depth: Int) throws(SyntaxError) -> WhenClause {
        var terms = [try parseUnary(depth: depth)]
        while take("&&") { terms.append(try parseUnary(depth: depth)) }
        return WhenClause.joined(terms[...], isAnd: true)
    }

    mutating func parseUnary(depth: Int) throws(SyntaxError) -> WhenClause {
        skipSpaces()
        guard depth < WhenClause.maximumDepth else {
            throw error(
                "the expression nests deeper than \(WhenClause.maximumDepth) levels",
                hint: "split the clause, or remove redundant parentheses and '!'")
        }
        if startsWith("!"), !startsWith("!=") {
            index += 1
            return .not(try parseUnary(depth: depth + 1))
        }
        if startsWith("(") {
            let open = index
            index += 1
            skipSpaces()
            if startsWith(")") { throw error("empty parentheses", at: open, length: index - open + 1) }
            let inner = try parseOr(depth: depth + 1)
            guard take(")") else {
                if atEnd { throw error("unclosed '('", at: open, hint: "add a ')'") }
                throw unexpected(expected: "')'", hint: "combine terms with && or ||")
            }
            return inner
        }
        return try parseTerm()
    }

    /// A name or a quoted string, with where it started.
    mutating func parseOperand(_ what: String) throws(SyntaxError) -> (text: String, start: Int, quoted: Bool) {
        skipSpaces()
        let start = index
        if !atEnd, chars[index] == "'" || chars[index] == "\"" {
            let quote = chars[index]
            index += 1
            var value = ""
            while index < chars.count, chars[index] != quote {
                value.append(chars[index])
                index += 1
            }
            guard index < chars.count else {
                throw error("unterminated string", at: start, hint: "close it with \(quote)")
            }
            index += 1
            return (value, start, true)
        }
        while index < chars.count, isNameCharacter(chars[index]) { index += 1 }
        guard index > start else { throw unexpected(expected: what) }
        return (String(chars[start..<index]), start, false)
    }

    mutating func parseTerm() throws(SyntaxError) -> WhenClause {
        let left = try parseOperand("a context name")
        if !left.quoted {
            if left.text == "true" { return .constant(true) }
            if left.text == "false" { return .constant(false) }
        }
        let name = left.text
        func requireName() throws(SyntaxError) {
            if left.quoted {
                throw error(
                    "a quoted text can only be tested with 'in'", at: left.start, length: left.text.count + 2,
                    hint: "write the context or attribute name without quotes")
            }
        }
        skipSpaces()
        if take("==") {
            try requireName()
            return .equals(name, try parseOperand("a value after '=='").text)
        }
        if take("!=") {
            try requireName()
            return .notEquals(name, try parseOperand("a value after '!='").text)
        }
        if take("=~") {
            try requireName()
            return .matches(name, try parseRegex())
        }
        if takeKeyword("in") {
            return .member(left.quoted ? .text(name) : .key(name), of: try parseList(), negated: false)
        }
        let beforeNot = index
        if takeKeyword("not") {
            guard takeKeyword("in") else {
                index = beforeNot
                throw unexpected(hint: "write 'not in', or '!' to negate a term")
            }
            return .member(left.quoted ? .text(name) : .key(name), of: try parseList(), negated: true)
        }
        for op in [WhenComparison.lessOrEqual, .greaterOrEqual, .less] where take(op.rawValue) {
            try requireName()
            return .compare(name, op, try parseNumber(after: op.rawValue))
        }
        if take(">") {
            try requireName()
            skipSpaces()
            if !atEnd, chars[index].isNumber || chars[index] == "-" {
                return .compare(name, .greater, try parseNumber(after: ">"))
            }
            // Zed's descendant operator: each name deeper than the one before.
            var names = [name]
            repeat {
                let next = try parseOperand("a context name or a number after '>'")
                if next.quoted {
                    throw error(
                        "expected a context name or a number after '>', found a quoted text", at: next.start,
                        length: next.text.count + 2)
                }
                names.append(next.text)
            } while take(">")
            return .descendant(names)
        }
        if left.quoted {
            throw error(
                "a quoted text can only be tested with 'in'", at: left.start, length: left.text.count + 2,
                hint: "write the context or attribute name without quotes")
        }
        return .identifier(name)
    }

    mutating func parseNumber(after op: String) throws(SyntaxError) -> Double {
        let operand = try parseOperand("a number after '\(op)'")
        guard !operand.quoted, let value = Double(operand.text), value.isFinite else {
            let shown = operand.quoted ? "'\(operand.text)'" : operand.text
            throw error(
                "'\(op)' compares with a number, found \(shown.escapedForDisplay)", at: operand.start,
                length: shown.count,
                hint: op == ">" ? "for Zed's descendant test, write A > B with two context names" : nil)
        }
        return value
    }

    mutating func parseList() throws(SyntaxError) -> WhenList {
        skipSpaces()
        guard startsWith("[") else {
            let operand = try parseOperand("a [list] or an attribute name after 'in'")
            if operand.quoted {
                throw error(
                    "expected a [list] or an attribute name after 'in', found a quoted text", at: operand.start,
                    length: operand.text.count + 2, hint: "write ['\(operand.text)']")
            }
            return .key(operand.text)
        }
        let open = index
        index += 1
        var items: [String] = []
        while true {
            skipSpaces()
            if atEnd { throw error("unclosed '['", at: open, hint: "add a ']'") }
            if startsWith("]") {
                index += 1
                return .literal(items)
            }
            items.append(try parseOperand("a value in the list").text)
            skipSpaces()
            if take(",") { continue }
            guard startsWith("]") else {
                if atEnd { throw error("unclosed '['", at: open, hint: "add a ']'") }
                throw unexpected(expected: "',' or ']'")
            }
        }
    }

    mutating func parseRegex() throws(SyntaxError) -> WhenRegex {
        skipSpaces()
        guard startsWith("/") else {
            throw unexpected(expected: "a regular expression /…/ after '=~'", hint: "write view =~ /^Recipe/")
        }
        let open = index
        index += 1
        var pattern = ""
        var inClass = false
        while index < chars.count {
            let c = chars[index]
            if c == "\\", index + 1 < chars.count {
                pattern.append(c)
                pattern.append(chars[index + 1])
                index += 2
                continue
            }
            if c == "[" { inClass = true }
            if c == "]" { inClass = false }
            if c == "/", !inClass { break }
            pattern.append(c)
            index += 1
        }
        guard index < chars.count else {
            throw error("unterminated regular expression", at: open, hint: "end it with /")
        }
        index += 1
        var flags = ""
        while index < chars.count, chars[index].isLetter {
            flags.append(chars[index])
            index += 1
        }
        do {
            return try WhenRegex(pattern: pattern, flags: flags)
        } catch {
            // Offsets count scalars from the pattern's first character; the slash is one before it.
            throw self.error(error.message, at: open + error.column)
        }
    }
}
