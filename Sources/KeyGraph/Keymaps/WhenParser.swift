extension WhenClause {
    /// Parses (compiles) a `when` expression in KeyGraph's grammar. An empty or all-blank
    /// text is `true`, as in VS Code.
    ///
    /// - Throws: ``SyntaxError`` with the column of the first problem.
    /// - Complexity: O(n) in the length of the text (plus its regular expressions).
    public init(parsing text: String) throws(SyntaxError) {
        try self.init(parsing: text, dialect: .keygraph)
    }

    /// Parses a `when` expression (an editor's `context`) as `dialect` writes it: with its
    /// grammar's own reader when it has one (``KeymapRules/conditionReader``), else with
    /// this parser and the flags of its ``KeymapRules/Grammar``.
    public init(parsing text: String, dialect: KeymapDialect) throws(SyntaxError) {
        var bytes = Array(text.utf8)
        bytes.append(0)  // a sentinel: every look-ahead stops at it
        if let reader = dialect.rules.conditionReader {
            self = try reader.parse(bytes)
            return
        }
        var parser = WhenParser(bytes: bytes, dialect: dialect)
        parser.skipSpaces()
        if parser.atEnd {
            self = .constant(true)
            return
        }
        let clause = try parser.parseDescendant(depth: 0)
        parser.skipSpaces()
        if !parser.atEnd {
            throw parser.unexpected(hint: "combine terms with && or ||")
        }
        self = clause
    }
}

/// Positions and tokens shared by the `when` parsers: the text's UTF-8 bytes (with a 0 at
/// the end), reported in characters.
protocol WhenScanning {
    var bytes: [UInt8] { get }
    var index: Int { get set }
}

extension WhenScanning {
    var atEnd: Bool { index >= bytes.count - 1 }
    var byte: UInt8 { bytes[index] }

    /// The 1-based column (in characters) of byte `offset`.
    func column(_ offset: Int) -> Int {
        String(decoding: bytes[0..<min(offset, bytes.count - 1)], as: UTF8.self).count + 1
    }

    /// How many characters the bytes `range` hold.
    func characters(_ range: Range<Int>) -> Int {
        String(decoding: bytes[range.clamped(to: 0..<(bytes.count - 1))], as: UTF8.self).count
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range.clamped(to: 0..<(bytes.count - 1))], as: UTF8.self)
    }

    func error(_ message: String, at offset: Int? = nil, length: Int = 1, hint: String? = nil) -> SyntaxError {
        SyntaxError(message, column: column(offset ?? index), length: length, hint: hint)
    }

    func startsWith(_ token: StaticString) -> Bool {
        token.withUTF8Buffer { t in
            guard index + t.count <= bytes.count - 1 else { return false }
            for i in 0..<t.count where bytes[index + i] != t[i] { return false }
            return true
        }
    }

    mutating func skipSpaces() {
        while bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
    }

    /// Consumes `token` (after spaces) if it is next.
    mutating func take(_ token: StaticString) -> Bool {
        skipSpaces()
        guard startsWith(token) else { return false }
        index += token.utf8CodeUnitCount
        return true
    }
}

/// A recursive-descent parser over one `when` expression in KeyGraph's or VS Code's grammar.
struct WhenParser: WhenScanning {
    let bytes: [UInt8]
    let dialect: KeymapDialect
    /// What the dialect's grammar accepts (``KeymapRules/grammar``).
    let grammar: KeymapRules.Grammar
    var index = 0

    init(bytes: [UInt8], dialect: KeymapDialect) {
        self.bytes = bytes
        self.dialect = dialect
        self.grammar = dialect.rules.grammar
    }

    /// Whether `b` continues a name: KeyGraph's letters, digits, `_ . - : $`; VS Code's
    /// lexeme also takes `< > / \ * ? + [ ] ^ , # @ ; " %` (a name never starts with `<`,
    /// `>` or `/`, which start operators and regular expressions). Non-ASCII bytes are
    /// letters.
    func isNameByte(_ b: UInt8, first: Bool = false) -> Bool {
        if b >= 0x80 { return true }
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"),
            UInt8(ascii: ":"), UInt8(ascii: "$"):
            return true
        default:
            guard grammar.hasLooseWords else { return false }
            if first { return "\\*?+[]^,#@;\"%".utf8.contains(b) }
            return "<>/\\*?+[]^,#@;\"%".utf8.contains(b)
        }
    }

    /// The token starting at the current position, for messages.
    var currentToken: String {
        guard !atEnd else { return "" }
        if isNameByte(byte, first: true) {
            var end = index
            while end < bytes.count - 1, isNameByte(bytes[end]) { end += 1 }
            return text(index..<end)
        }
        for op: StaticString in ["===", "!==", "&&", "||", "==", "!=", "=~", "<=", ">="] where startsWith(op) {
            return op.description
        }
        // One character, however many bytes it has.
        var end = index + 1
        while end < bytes.count - 1, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return text(index..<end)
    }

    /// An error about the token at the current position.
    func unexpected(expected: String? = nil, hint: String? = nil) -> SyntaxError {
        let what = atEnd ? "the end of the expression" : "'\(currentToken.escapedForDisplay)'"
        let message = expected.map { "expected \($0), found \(what)" } ?? "unexpected \(what)"
        var hint = hint
        if !atEnd {
            switch byte {
            case UInt8(ascii: "&") where !startsWith("&&"): hint = "write && for 'and'"
            case UInt8(ascii: "|") where !startsWith("||"): hint = "write || for 'or'"
            case UInt8(ascii: "=") where !startsWith("==") && !startsWith("=~"): hint = "write == to compare"
            default: break
            }
        }
        return error(message, length: atEnd ? 1 : currentToken.count, hint: hint)
    }

    /// Consumes the keyword `word` if it is next as a whole word.
    mutating func takeKeyword(_ word: StaticString) -> Bool {
        skipSpaces()
        guard startsWith(word) else { return false }
        let end = index + word.utf8CodeUnitCount
        if isNameByte(bytes[end]) { return false }
        index = end
        return true
    }

    // MARK: - Grammar

    // A chain of `&&` or `||` is gathered, then joined as a balanced tree: folded left,
    // 5,000 terms made a tree 5,000 deep, and hashing it overflowed the stack.

    /// `A > B`: the loosest operator, as in Zed (KeyGraph's grammar only).
    mutating func parseDescendant(depth: Int) throws(SyntaxError) -> WhenClause {
        var clause = try parseOr(depth: depth)
        while grammar.hasDescendant, take(">") {
            skipSpaces()
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                let start = index
                let quoted = try parseOperand("a context name")
                throw error(
                    "expected a context name or a number after '>', found a quoted text", at: start,
                    length: quoted.text.count + 2)
            }
            clause = .descendant(clause, try parseOr(depth: depth))
        }
        return clause
    }

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
                hint: "split the clause, or remove redundant parentheses and '!'"
            ).asLimit
        }
        if startsWith("!"), !startsWith("!=") {
            index += 1
            if grammar.negatesOnlyKeys { return try parseVSCodeNegation(depth: depth) }
            return .not(try parseUnary(depth: depth + 1))
        }
        if startsWith("(") {
            let open = index
            index += 1
            skipSpaces()
            if startsWith(")") {
                throw error("empty parentheses", at: open, length: characters(open..<(index + 1)))
            }
            let inner = try parseDescendant(depth: depth + 1)
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
        let isQuote = byte == UInt8(ascii: "'") || (byte == UInt8(ascii: "\"") && grammar.quotesWithDoubleQuotes)
        if !atEnd, isQuote {
            let quote = byte
            index += 1
            while !atEnd, byte != quote { index += 1 }
            guard !atEnd else {
                throw error(
                    "unterminated string", at: start, hint: "close it with \(Character(Unicode.Scalar(quote)))")
            }
            index += 1
            return (text((start + 1)..<(index - 1)), start, true)
        }
        if isNameByte(byte, first: true) {
            while !atEnd, isNameByte(byte) { index += 1 }
        }
        guard index > start else { throw unexpected(expected: what) }
        return (text(start..<index), start, false)
    }
}
