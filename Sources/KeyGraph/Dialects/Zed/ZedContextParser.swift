/// Zed's context predicate grammar, as its parser reads it (precedence climbing): `>` binds
/// loosest, then `||`, then `&&`, then `==` and `!=`, then `!`; parentheses group. A name is
/// letters, digits, `_` and `-`, and may go on with the characters of vim operators
/// (`> < ~ " ?`), which are also names on their own (`vim_operator == >`). `==` and `!=`
/// take names on both sides, so `!a == b` is an error, as in Zed.
struct ZedContextParser: WhenScanning {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    enum Precedence {
        static let child = 1
        static let or = 2
        static let and = 3
        static let equals = 4
        static let not = 5
    }

    static func isNameByte(_ b: UInt8) -> Bool {
        b >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
            || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
    }

    static func isVimOperatorByte(_ b: UInt8) -> Bool { "><~\"?".utf8.contains(b) }

    mutating func parseDocument() throws(SyntaxError) -> WhenClause {
        skipSpaces()
        if atEnd { return .constant(true) }
        let clause = try parseExpression(minimum: 0)
        skipSpaces()
        if !atEnd {
            throw error("unexpected '\(currentCharacter.escapedForDisplay)'", hint: "combine terms with && or ||")
        }
        return clause
    }

    var currentCharacter: String {
        var end = index + 1
        while end < bytes.count - 1, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return text(index..<end)
    }

    mutating func parseExpression(minimum: Int) throws(SyntaxError) -> WhenClause {
        var clause = try parsePrimary()
        operators: while true {
            skipSpaces()
            let table: [(StaticString, Int)] = [
                (">", Precedence.child), ("&&", Precedence.and), ("||", Precedence.or), ("==", Precedence.equals),
                ("!=", Precedence.equals),
            ]
            for (token, precedence) in table where startsWith(token) && precedence >= minimum {
                let operatorStart = index
                index += token.utf8CodeUnitCount
                skipSpaces()
                let right = try parseExpression(minimum: precedence + 1)
                clause = try combine(clause, token.description, right, at: operatorStart)
                continue operators
            }
            break
        }
        return clause
    }

    func combine(_ left: WhenClause, _ op: String, _ right: WhenClause, at offset: Int) throws(SyntaxError)
        -> WhenClause
    {
        switch op {
        case ">": return .descendant(left, right)
        case "&&": return .and(left, right)
        case "||": return .or(left, right)
        default:
            guard case .identifier(let name) = left, case .identifier(let value) = right else {
                throw error(
                    "the operands of '\(op)' must be names", at: offset, length: op.count,
                    hint: "write '!(a \(op) b)' to negate a comparison")
            }
            return op == "==" ? .equals(name, value) : .notEquals(name, value)
        }
    }

    mutating func parsePrimary() throws(SyntaxError) -> WhenClause {
        skipSpaces()
        guard !atEnd else { throw error("expected a context name, found the end of the expression") }
        guard depth < WhenClause.maximumDepth else {
            throw error(
                "the expression nests deeper than \(WhenClause.maximumDepth) levels",
                hint: "split the clause, or remove redundant parentheses and '!'"
            ).asLimit
        }
        let start = index
        switch byte {
        case UInt8(ascii: "("):
            index += 1
            depth += 1
            skipSpaces()
            if startsWith(")") { throw error("empty parentheses", at: start, length: characters(start..<(index + 1))) }
            let inner = try parseExpression(minimum: 0)
            depth -= 1
            skipSpaces()
            guard startsWith(")") else {
                if atEnd { throw error("unclosed '('", at: start, hint: "add a ')'") }
                throw error(
                    "expected ')', found '\(currentCharacter.escapedForDisplay)'", hint: "combine terms with && or ||")
            }
            index += 1
            return inner
        case UInt8(ascii: "!"):
            index += 1
            depth += 1
            skipSpaces()
            let inner = try parseExpression(minimum: Precedence.not)
            depth -= 1
            return .not(inner)
        case let b where Self.isNameByte(b):
            while !atEnd, Self.isNameByte(byte) || Self.isVimOperatorByte(byte) { index += 1 }
            return .identifier(text(start..<index))
        case let b where Self.isVimOperatorByte(b):
            index += 1
            return .identifier(text(start..<index))
        default:
            let hint: String? =
                byte == UInt8(ascii: "'")
                ? "Zed's contexts have no quotes: write mode == full"
                : (byte == UInt8(ascii: "=") ? "write == to compare" : nil)
            throw error("unexpected '\(currentCharacter.escapedForDisplay)'", hint: hint)
        }
    }
}
