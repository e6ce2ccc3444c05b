extension WhenParser {
    mutating func parseTerm() throws(SyntaxError) -> WhenClause {
        let left = try parseOperand("a context name")
        if !left.quoted {
            if left.text == "true" { return .constant(true) }
            if left.text == "false" { return .constant(false) }
        }
        let name = left.text
        if left.quoted, !grammar.quotedTextBeforeIn {
            throw error(
                "expected a context key, found a quoted text", at: left.start, length: name.count + 2,
                hint: "\(dialect.displayName)'s 'in' takes the key on its left: write key in 'listKey'")
        }
        func requireName() throws(SyntaxError) {
            if left.quoted {
                throw error(
                    "a quoted text can only be tested with 'in'", at: left.start, length: name.count + 2,
                    hint: "write the context or attribute name without quotes")
            }
        }
        skipSpaces()
        // `===` and `!==` are VS Code's spellings of `==` and `!=`.
        if take("===") || take("==") {
            try requireName()
            let value = try parseValue("a value after '=='")
            if grammar.takesAnyValue {
                return Self.vsCodeEquals(name, value.text, quoted: value.quoted, negated: false)
            }
            return .equals(name, value.text)
        }
        if take("!==") || take("!=") {
            try requireName()
            let value = try parseValue("a value after '!='")
            if grammar.takesAnyValue { return Self.vsCodeEquals(name, value.text, quoted: value.quoted, negated: true) }
            return .notEquals(name, value.text)
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
        for op in [WhenComparison.lessOrEqual, .greaterOrEqual, .less] where take(op.token) {
            try requireName()
            return .compare(name, op, try parseNumber(after: op.rawValue))
        }
        if startsWith(">") {
            // A number after '>' is a comparison; anything else is Zed's descendant `A > B`,
            // the loosest operator, which ``parseDescendant(depth:)`` reads.
            let operatorStart = index
            index += 1
            skipSpaces()
            let numeric = byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            if numeric || !grammar.hasDescendant {
                try requireName()
                return .compare(name, .greater, try parseNumber(after: ">"))
            }
            index = operatorStart
        }
        if left.quoted {
            throw error(
                "a quoted text can only be tested with 'in'", at: left.start, length: name.count + 2,
                hint: "write the context or attribute name without quotes")
        }
        return .identifier(name)
    }

    /// A value after `==` or `!=`: VS Code's may be empty (``parseVSCodeValue(_:)``).
    mutating func parseValue(_ what: String) throws(SyntaxError) -> (text: String, start: Int, quoted: Bool) {
        grammar.takesAnyValue ? try parseVSCodeValue(what) : try parseOperand(what)
    }

    mutating func parseNumber(after op: String) throws(SyntaxError) -> Double {
        // VS Code reads any value and compares with its parseFloat (`withFloatOrStr`): NaN,
        // which no comparison holds for, when it is no number (`count > abc`).
        if grammar.takesAnyValue {
            return WhenClause.javaScriptParseFloat(try parseVSCodeValue("a number after '\(op)'").text)
        }
        let operand = try parseOperand("a number after '\(op)'")
        guard !operand.quoted, let value = Double(operand.text), value.isFinite else {
            let shown = operand.quoted ? "'\(operand.text)'" : operand.text
            throw error(
                "'\(op)' compares with a number, found \(shown.escapedForDisplay)", at: operand.start,
                length: shown.count,
                hint: op == ">" && grammar.hasDescendant
                    ? "for Zed's descendant test, write A > B with two context names" : nil)
        }
        return value
    }

    /// `[a, b]` or an attribute name holding a list; VS Code only has the name.
    mutating func parseList() throws(SyntaxError) -> WhenList {
        skipSpaces()
        guard startsWith("["), grammar.hasListLiterals else {
            if grammar.takesAnyValue { return .key(try parseVSCodeValue("a context key after 'in'").text) }
            let operand = try parseOperand("a [list] or an attribute name after 'in'")
            if operand.quoted, !grammar.takesQuotedKeyAfterIn {
                throw error(
                    "expected a [list] or an attribute name after 'in', found a quoted text", at: operand.start,
                    length: operand.text.count + 2,
                    hint: !grammar.hasListLiterals
                        ? "\(dialect.displayName)'s 'in' takes a context key" : "write ['\(operand.text)']")
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

    /// `/pattern/flags`, read as VS Code's scanner reads it: an escaped character never ends
    /// it, nor a `/` inside a class; the flags are the letters after it.
    mutating func parseRegex() throws(SyntaxError) -> WhenRegex {
        skipSpaces()
        guard startsWith("/") else {
            throw unexpected(expected: "a regular expression /…/ after '=~'", hint: "write view =~ /^Recipe/")
        }
        let open = index
        index += 1
        var inClass = false
        while !atEnd {
            let c = byte
            if c == UInt8(ascii: "\\"), index + 1 < bytes.count - 1 {
                index += 2
                continue
            }
            if c == UInt8(ascii: "[") { inClass = true }
            if c == UInt8(ascii: "]") { inClass = false }
            if c == UInt8(ascii: "/"), !inClass { break }
            index += 1
        }
        guard !atEnd else {
            throw error("unterminated regular expression", at: open, hint: "end it with /")
        }
        let pattern = text((open + 1)..<index)
        index += 1
        let flagsStart = index
        while !atEnd,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        {
            index += 1
        }
        let flags = text(flagsStart..<index)
        do {
            return try WhenRegex(
                pattern: pattern, flags: flags, accepting: grammar.regexFlags, ignoring: grammar.ignoredRegexFlags)
        } catch {
            // Offsets count scalars from the pattern's first character; the slash is one before it.
            throw SyntaxError(
                error.message, column: column(open) + error.column, length: error.length, hint: error.hint,
                reason: error.reason)
        }
    }
}

extension WhenComparison {
    /// The operator as a token to match.
    var token: StaticString {
        switch self {
        case .less: "<"
        case .lessOrEqual: "<="
        case .greaterOrEqual: ">="
        case .greater: ">"
        }
    }
}
