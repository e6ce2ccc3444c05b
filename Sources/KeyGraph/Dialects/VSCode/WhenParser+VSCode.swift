/// VS Code's readings where its grammar differs from KeyGraph's (`Parser` in VS Code's
/// `src/vs/platform/contextkey/common/contextkey.ts`; docs/keymaps.md, "VS Code's and
/// Zed's keymaps").
extension WhenParser {
    /// After a `!`: VS Code's `Parser._term` takes only a key, `true`, `false` or a
    /// parenthesised expression, whose `negate()` it returns. `!editorLangId == markdown`
    /// and `!!a` do not parse (VS Code then drops the whole clause).
    mutating func parseVSCodeNegation(depth: Int) throws(SyntaxError) -> WhenClause {
        skipSpaces()
        if startsWith("(") { return Self.vsCodeNegate(try parseUnary(depth: depth + 1)) }
        let isQuote = byte == UInt8(ascii: "'")
        guard !atEnd, !isQuote, isNameByte(byte, first: true) else {
            throw unexpected(
                expected: "a context key, true, false or '(' after '!'",
                hint: "VS Code's '!' negates a key or a parenthesised expression")
        }
        let operand = try parseOperand("a context key after '!'")
        let negated: WhenClause =
            switch operand.text {
            case "true": .constant(false)
            case "false": .constant(true)
            default: .not(.identifier(operand.text))
            }
        let afterKey = index
        skipSpaces()
        let isOperator =
            startsWith("==") || startsWith("!=") || startsWith("=~") || startsWith("<") || startsWith(">")
            || takeKeyword("in") || takeKeyword("not")
        if isOperator {
            index = afterKey
            skipSpaces()
            throw unexpected(
                hint: "VS Code's '!' takes the key alone: write !(\(operand.text) …) to negate the comparison")
        }
        index = afterKey
        return negated
    }

    /// A clause negated as VS Code's `ContextKeyExpression.negate()` does: `&&` and `||` by
    /// De Morgan's laws and a comparison by its complement (`ContextKeyGreaterExpr.negate()`
    /// is `ContextKeySmallerEqualsExpr`), so `!(count > 2)` is false, like `count > 2`, where
    /// `count` is no number. Clauses without a comparison keep their `!`: every other
    /// `negate()` is the logical negation.
    static func vsCodeNegate(_ clause: WhenClause) -> WhenClause {
        guard clause.hasComparison else { return .not(clause) }
        switch clause {
        case .compare(let name, let op, let value): return .compare(name, op.complement, value)
        case .and(let a, let b): return .or(vsCodeNegate(a), vsCodeNegate(b))
        case .or(let a, let b): return .and(vsCodeNegate(a), vsCodeNegate(b))
        case .not(let inner): return inner
        default: return .not(clause)
        }
    }

    /// VS Code's platform keys, which `ContextKeyEqualsExpr.create` replaces by their value
    /// (`CONSTANT_VALUES` in `contextkey.ts`): `isMac == 'true'` compares the text `'true'`.
    static let vsCodeConstantKeys: Set<String> = [
        "isMac", "isLinux", "isWindows", "isChromeOS", "isWeb", "isMacNative", "isEdge", "isFirefox", "isChrome",
        "isSafari",
    ]

    /// `key == value` (or `!=`) as VS Code's `Parser._primary` builds it: an unquoted `true`
    /// or `false` is the key itself or its negation (`foo == true` is `foo`), a quoted one
    /// stays a comparison, which JavaScript's `==` decides (`ContextKeyEqualsExpr.evaluate`:
    /// `editorTextFocus == 'true'` is false, a boolean is not the text); a platform key
    /// compares its value's text (`ContextKeyEqualsExpr.create`).
    ///
    /// The comparison is written out here, in clauses the one evaluator reads as everywhere
    /// (text equality), so no other grammar compares like JavaScript: a quoted `'true'` or
    /// `'false'` never equals a boolean, so `==` is false and `!=` true; a text whose
    /// `Number(…)` is 1 or 0 also equals the boolean `true` or `false`.
    static func vsCodeEquals(_ key: String, _ value: String, quoted: Bool, negated: Bool) -> WhenClause {
        let isBoolean = value == "true" || value == "false"
        if isBoolean, !quoted || vsCodeConstantKeys.contains(key) {
            let holds = (value == "true") != negated
            return holds ? .identifier(key) : .not(.identifier(key))
        }
        if isBoolean { return .constant(negated) }
        let number = WhenClause.javaScriptNumber(value)
        let boolean: String? = number == 1 ? "true" : number == 0 ? "false" : nil
        guard let boolean, !vsCodeConstantKeys.contains(key) else {
            return negated ? .notEquals(key, value) : .equals(key, value)
        }
        let equal = WhenClause.or(.equals(key, value), .equals(key, boolean))
        return negated ? .not(equal) : equal
    }

    /// The right side of an operator as VS Code's `Parser._value` reads it: a word or quoted
    /// text, or, when neither follows (`foo == `, `foo == not`), the empty text, consuming
    /// nothing.
    mutating func parseVSCodeValue(_ what: String) throws(SyntaxError) -> (text: String, start: Int, quoted: Bool) {
        skipSpaces()
        let start = index
        let startsValue = !atEnd && (byte == UInt8(ascii: "'") || isNameByte(byte, first: true))
        if !startsValue || startsWithKeyword("not") { return ("", start, false) }
        return try parseOperand(what)
    }

    /// Whether the keyword `word` is next as a whole word (consuming nothing).
    func startsWithKeyword(_ word: StaticString) -> Bool {
        guard startsWith(word) else { return false }
        return !isNameByte(bytes[index + word.utf8CodeUnitCount])
    }
}

extension WhenClause {
    /// Whether a parse error is one of KeyGraph's own limits, past which it cannot evaluate a
    /// clause the editor itself reads: nesting deeper than ``maximumDepth``, backreferences
    /// (no linear-time matcher runs them), repetition counts over 1000, groups nested deeper
    /// than 32. Any other error is the grammar's, which the editor rejects too.
    public static func isReadingLimit(_ error: SyntaxError) -> Bool { error.reason == .limit }

    /// Whether a `<`, `<=`, `>=` or `>` comparison occurs in the clause.
    var hasComparison: Bool {
        switch self {
        case .compare: true
        case .not(let a): a.hasComparison
        case .and(let a, let b), .or(let a, let b), .descendant(let a, let b): a.hasComparison || b.hasComparison
        default: false
        }
    }

    /// JavaScript's `parseFloat`: leading white space skipped, then the longest prefix that is
    /// a decimal literal (`3px` is 3, `.5e1x` is 5, `Infinity`), else NaN (`0x10` is 0, as
    /// JavaScript reads it). VS Code compares context values with it
    /// (`ContextKeyGreaterExpr.evaluate`).
    public static func javaScriptParseFloat(_ text: String) -> Double {
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count, isJavaScriptSpace(scalars[i]) { i += 1 }
        let start = i
        if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" { i += 1 }
        let negative = i > start && scalars[start] == "-"
        if scalars[i...].starts(with: "Infinity".unicodeScalars) { return negative ? -.infinity : .infinity }
        func digits() -> Int {
            let from = i
            while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
            return i - from
        }
        var count = digits()
        if i < scalars.count, scalars[i] == "." {
            i += 1
            count += digits()
        }
        guard count > 0 else { return .nan }
        var end = i
        if i < scalars.count, scalars[i] == "e" || scalars[i] == "E" {
            i += 1
            if i < scalars.count, scalars[i] == "+" || scalars[i] == "-" { i += 1 }
            if digits() > 0 { end = i }
        }
        var literal = String(String.UnicodeScalarView(scalars[start..<end]))
        if literal.hasSuffix(".") { literal.removeLast() }
        if literal.hasPrefix(".") || literal.hasPrefix("-.") || literal.hasPrefix("+.") {
            literal = literal.replacingFirstDot()
        }
        return Double(literal) ?? .nan
    }

    /// JavaScript's `Number(text)`: white space trimmed, empty is 0, a whole decimal
    /// literal (or `Infinity`, or an unsigned `0x`/`0o`/`0b` integer), else NaN.
    public static func javaScriptNumber(_ text: String) -> Double {
        // Most values compared are words (`markdown`, `editor`): one that starts with a
        // letter is no number but `Infinity`, decided without reading the rest.
        if let first = text.utf8.first, first != UInt8(ascii: "I"),
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20)
        {
            return .nan
        }
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, isJavaScriptSpace(scalars[start]) { start += 1 }
        while end > start, isJavaScriptSpace(scalars[end - 1]) { end -= 1 }
        let body = String(String.UnicodeScalarView(scalars[start..<end]))
        if body.isEmpty { return 0 }
        for (prefix, radix) in [("0x", 16), ("0X", 16), ("0o", 8), ("0O", 8), ("0b", 2), ("0B", 2)]
        where body.hasPrefix(prefix) {
            let digits = body.dropFirst(2)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return .nan }
            var value = 0.0
            for digit in digits {
                guard let d = digit.hexDigitValue, d < radix else { return .nan }
                value = value * Double(radix) + Double(d)
            }
            return value
        }
        let parsed = javaScriptParseFloat(body)
        // parseFloat reads a prefix; Number needs the whole text to be the literal.
        guard !parsed.isNaN, isWholeDecimalLiteral(body) else { return .nan }
        return parsed
    }

    /// `[+-]?(Infinity | digits[.digits] | .digits)([eE][+-]?digits)?`, all of `text`.
    private static func isWholeDecimalLiteral(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        if rest == "Infinity" { return true }
        let whole = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(whole.count)
        var fraction = Substring("")
        if rest.first == "." {
            rest = rest.dropFirst()
            fraction = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    /// JavaScript's `StrWhiteSpaceChar`: white space and line terminators.
    private static func isJavaScriptSpace(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x2028, 0x2029, 0xFEFF: true
        default: c.properties.generalCategory == .spaceSeparator
        }
    }
}

extension String {
    /// `.5` as `0.5`, `-.5` as `-0.5`: a leading zero before the first dot.
    fileprivate func replacingFirstDot() -> String {
        guard let dot = firstIndex(of: ".") else { return self }
        return self[..<dot] + "0" + self[dot...]
    }
}

extension WhenComparison {
    /// The comparison that VS Code's `negate()` turns this one into (`>` into `<=`).
    var complement: WhenComparison {
        switch self {
        case .less: .greaterOrEqual
        case .lessOrEqual: .greater
        case .greaterOrEqual: .less
        case .greater: .lessOrEqual
        }
    }
}
