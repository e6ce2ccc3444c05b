/// A compiled keymap `when` expression (`RecipeDetail && focused.selectedRecipe`).
///
/// Grammar (this version): identifiers, `!`, `&&`, `||`, parentheses, and
/// `name == value` / `name != value` against the context's attributes.
public indirect enum WhenClause: Hashable, Sendable {
    case identifier(String)
    case equals(String, String)
    case notEquals(String, String)
    case not(WhenClause)
    case and(WhenClause, WhenClause)
    case or(WhenClause, WhenClause)

    /// How deeply `when` clauses may nest before they are rejected.
    public static let maximumDepth = 32

    /// Evaluates the clause. A match's specificity is the depth of the deepest
    /// context name it relied on (deeper beats shallower in precedence).
    ///
    /// - Returns: nil when the clause is false, else the specificity.
    public func evaluate(in context: KeyContext) -> Int? {
        switch self {
        case .identifier(let name):
            if let depth = context.identifiers[name] { return depth }
            return context.attributes[name].map { _ in 0 }
        case .equals(let name, let value):
            return context.attributes[name] == value ? 0 : nil
        case .notEquals(let name, let value):
            return context.attributes[name] != value ? 0 : nil
        case .not(let inner):
            return inner.evaluate(in: context) == nil ? 0 : nil
        case .and(let a, let b):
            guard let x = a.evaluate(in: context), let y = b.evaluate(in: context) else { return nil }
            return max(x, y)
        case .or(let a, let b):
            let x = a.evaluate(in: context), y = b.evaluate(in: context)
            switch (x, y) {
            case (nil, nil): return nil
            case (let x?, nil): return x
            case (nil, let y?): return y
            case (let x?, let y?): return max(x, y)
            }
        }
    }

    /// Every identifier the clause names (for "unknown context" checks).
    public var identifiers: [String] {
        switch self {
        case .identifier(let n), .equals(let n, _), .notEquals(let n, _): [n]
        case .not(let c): c.identifiers
        case .and(let a, let b), .or(let a, let b): a.identifiers + b.identifiers
        }
    }
}

/// A `when` expression that does not parse, with the 1-based column of the problem.
public struct WhenParseError: Error, Hashable, Sendable {
    public var message: String
    public var column: Int
    public var length: Int
    public var hint: String?
}

extension WhenClause {
    /// Parses a `when` expression.
    public init(parsing text: String) throws(WhenParseError) {
        var parser = WhenParser(Array(text))
        let clause = try parser.parseOr(depth: 0)
        parser.skipSpaces()
        if parser.index < parser.chars.count {
            throw parser.error("unexpected '\(parser.chars[parser.index])'", hint: "combine terms with && or ||")
        }
        self = clause
    }
}

private struct WhenParser {
    let chars: [Character]
    var index = 0

    init(_ chars: [Character]) { self.chars = chars }

    func error(_ message: String, length: Int = 1, hint: String? = nil) -> WhenParseError {
        WhenParseError(message: message, column: index + 1, length: length, hint: hint)
    }

    mutating func skipSpaces() {
        while index < chars.count, chars[index] == " " || chars[index] == "\t" { index += 1 }
    }

    mutating func take(_ token: String) -> Bool {
        skipSpaces()
        let t = Array(token)
        guard index + t.count <= chars.count, Array(chars[index..<index + t.count]) == t else { return false }
        index += t.count
        return true
    }

    mutating func parseOr(depth: Int) throws(WhenParseError) -> WhenClause {
        var left = try parseAnd(depth: depth)
        while take("||") { left = .or(left, try parseAnd(depth: depth)) }
        return left
    }

    mutating func parseAnd(depth: Int) throws(WhenParseError) -> WhenClause {
        var left = try parseUnary(depth: depth)
        while take("&&") { left = .and(left, try parseUnary(depth: depth)) }
        return left
    }

    mutating func parseUnary(depth: Int) throws(WhenParseError) -> WhenClause {
        guard depth < WhenClause.maximumDepth else {
            throw error("the expression nests deeper than \(WhenClause.maximumDepth) levels")
        }
        skipSpaces()
        if index < chars.count, chars[index] == "!", !(index + 1 < chars.count && chars[index + 1] == "=") {
            index += 1
            return .not(try parseUnary(depth: depth + 1))
        }
        if index < chars.count, chars[index] == "(" {
            let open = index
            index += 1
            let inner = try parseOr(depth: depth + 1)
            guard take(")") else {
                if index >= chars.count {
                    throw WhenParseError(message: "unclosed '('", column: open + 1, length: 1, hint: "add a ')'")
                }
                throw error("expected ')'")
            }
            return inner
        }
        let name = try parseName("a context name")
        if take("==") { return .equals(name, try parseName("a value after '=='")) }
        if take("!=") { return .notEquals(name, try parseName("a value after '!='")) }
        return .identifier(name)
    }

    mutating func parseName(_ what: String) throws(WhenParseError) -> String {
        skipSpaces()
        guard index < chars.count else { throw error("expected \(what), found the end of the expression") }
        if chars[index] == "'" || chars[index] == "\"" {
            let quote = chars[index]
            let start = index
            index += 1
            var value = ""
            while index < chars.count, chars[index] != quote {
                value.append(chars[index])
                index += 1
            }
            guard index < chars.count else {
                throw WhenParseError(message: "unterminated string", column: start + 1, length: 1, hint: nil)
            }
            index += 1
            return value
        }
        let start = index
        while index < chars.count, chars[index].isLetter || chars[index].isNumber || "_.-:".contains(chars[index]) {
            index += 1
        }
        guard index > start else {
            throw error("expected \(what), found '\(chars[index])'")
        }
        return String(chars[start..<index])
    }
}
