/// A compiled keymap `when` expression (`RecipeDetail && focused.selectedRecipe`).
///
/// The grammar (see `docs/keymaps.md`) is a superset of VS Code's and Zed's:
/// context names, attributes, `focused.X`, `true`/`false`, `!`, `&&`, `||`,
/// parentheses, `==`, `!=`, `=~ /re/flags`, `in` and `not in` (a `[list]` or an
/// attribute holding a comma-separated list), `<` `<=` `>=` `>` against a number,
/// and Zed's descendant `A > B` (B deeper than A on the focus path).
public indirect enum WhenClause: Hashable, Sendable {
    /// `true` or `false`.
    case constant(Bool)
    /// A context name on the focus path, a present attribute, or `focused.X`.
    case identifier(String)
    /// `key == value`.
    case equals(String, String)
    /// `key != value`.
    case notEquals(String, String)
    /// `key =~ /re/flags`.
    case matches(String, WhenRegex)
    /// `key in [a, b]`, `'text' in key`; `negated` for `not in`.
    case member(WhenOperand, of: WhenList, negated: Bool)
    /// `key < 3`, `key >= 2.5`.
    case compare(String, WhenComparison, Double)
    /// Zed's `A > B`: `A` holds for the focus path down to some depth, and `B` for the path
    /// below it (the loosest operator: `A || B > C` is `(A || B) > C`).
    case descendant(WhenClause, WhenClause)
    case not(WhenClause)
    case and(WhenClause, WhenClause)
    case or(WhenClause, WhenClause)

    /// How deeply `when` clauses may nest (parentheses and `!`) before they are rejected.
    public static let maximumDepth = 32

    /// Every context or attribute name the clause tests (for "unknown context" checks).
    public var identifiers: [String] {
        // Gathered into one array (concatenating each subtree's made an array per node).
        var found: [String] = []
        collectIdentifiers(into: &found)
        return found
    }

    /// The context keys the clause tests, sorted, each once: two clauses test the same keys
    /// when these are equal, and one tests no key the other does not when its are a subset.
    package var distinctIdentifiers: [String] {
        var unique: [String] = []
        for name in identifiers.sorted() where unique.last != name { unique.append(name) }
        return unique
    }

    private func collectIdentifiers(into found: inout [String]) {
        switch self {
        case .constant: break
        case .identifier(let n), .equals(let n, _), .notEquals(let n, _), .matches(let n, _), .compare(let n, _, _):
            found.append(n)
        case .member(let operand, let list, _):
            if let key = operand.key { found.append(key) }
            if let key = list.key { found.append(key) }
        case .descendant(let a, let b), .and(let a, let b), .or(let a, let b):
            a.collectIdentifiers(into: &found)
            b.collectIdentifiers(into: &found)
        case .not(let c): c.collectIdentifiers(into: &found)
        }
    }

    /// A canonical form for comparing clauses: `&&` and `||` chains flattened and
    /// their terms sorted, so `a && b` and `b && a` are equivalent (VS Code's rule
    /// for which binding a `-command` removal matches).
    public var normalized: WhenClause {
        switch self {
        case .and, .or:
            let isAnd = if case .and = self { true } else { false }
            var terms: [WhenClause] = []
            func collect(_ c: WhenClause) {
                switch (c, isAnd) {
                case (.and(let a, let b), true), (.or(let a, let b), false):
                    collect(a)
                    collect(b)
                default: terms.append(c.normalized)
                }
            }
            collect(self)
            var unique: [WhenClause] = []
            for term in terms.sorted(by: { $0.description < $1.description }) where unique.last != term {
                unique.append(term)
            }
            return Self.joined(unique[...], isAnd: isAnd)
        case .descendant(let a, let b):
            return .descendant(a.normalized, b.normalized)
        case .not(.not(let inner)):
            return inner.normalized
        case .not(let inner):
            return .not(inner.normalized)
        default:
            return self
        }
    }

    /// `terms` joined with `&&` (or `||`) as a balanced tree, so a chain of any length
    /// is only about log₂ n deep for the recursive walks over it (evaluation, hashing,
    /// printing); three or fewer terms nest to the left, as written. The operators are
    /// associative, so the shape changes no result.
    ///
    /// - Precondition: `terms` is not empty.
    static func joined(_ terms: ArraySlice<WhenClause>, isAnd: Bool) -> WhenClause {
        precondition(!terms.isEmpty, "no terms to join")
        if terms.count == 1 { return terms[terms.startIndex] }
        let middle = terms.startIndex + (terms.count + 1) / 2
        let left = joined(terms[..<middle], isAnd: isAnd)
        let right = joined(terms[middle...], isAnd: isAnd)
        return isAnd ? .and(left, right) : .or(left, right)
    }

    /// Whether two clauses are equivalent under ``normalized``.
    public func isEquivalent(to other: WhenClause) -> Bool { normalized == other.normalized }
}

/// The left side of `in`: an attribute's value, or a quoted text.
public enum WhenOperand: Hashable, Sendable {
    case key(String)
    case text(String)

    var key: String? {
        if case .key(let k) = self { return k }
        return nil
    }
}

/// The right side of `in`: a written list, or an attribute holding a comma-separated list.
public enum WhenList: Hashable, Sendable {
    case literal([String])
    case key(String)

    var key: String? {
        if case .key(let k) = self { return k }
        return nil
    }

    /// An attribute's value read as a list: items separated by commas, spaces trimmed.
    static func split(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingSpaces() }
    }
}

/// A numeric comparison operator.
public enum WhenComparison: String, Hashable, Sendable {
    case less = "<"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case greater = ">"

    func holds(_ a: Double, _ b: Double) -> Bool {
        switch self {
        case .less: a < b
        case .lessOrEqual: a <= b
        case .greaterOrEqual: a >= b
        case .greater: a > b
        }
    }
}

extension WhenClause: CustomStringConvertible {
    /// The clause written back in the `when` grammar, fully parenthesised where needed.
    public var description: String {
        switch self {
        case .constant(let v): return v ? "true" : "false"
        case .identifier(let n): return n
        case .equals(let n, let v): return "\(n) == \(Self.quoteIfNeeded(v))"
        case .notEquals(let n, let v): return "\(n) != \(Self.quoteIfNeeded(v))"
        case .matches(let n, let r): return "\(n) =~ \(r)"
        case .member(let operand, let list, let negated):
            let left: String
            switch operand {
            case .key(let k): left = k
            case .text(let t): left = "'\(t)'"
            }
            let right: String
            switch list {
            case .key(let k): right = k
            case .literal(let items): right = "[" + items.map(Self.quoteIfNeeded).joined(separator: ", ") + "]"
            }
            return "\(left) \(negated ? "not in" : "in") \(right)"
        case .compare(let n, let op, let v):
            let number = v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
            return "\(n) \(op.rawValue) \(number)"
        case .descendant(let a, let b):
            let right = if case .descendant = b { "(\(b))" } else { b.description }
            return "\(a) > \(right)"
        case .not(let inner):
            switch inner {
            case .identifier, .constant: return "!\(inner)"
            default: return "!(\(inner))"
            }
        case .and(let a, let b):
            return "\(Self.parenthesised(a, inside: true)) && \(Self.parenthesised(b, inside: true))"
        case .or(let a, let b):
            return "\(Self.parenthesised(a, inside: false)) || \(Self.parenthesised(b, inside: false))"
        }
    }

    private static func parenthesised(_ c: WhenClause, inside isAnd: Bool) -> String {
        switch c {
        case .descendant: return "(\(c))"
        case .or where isAnd: return "(\(c))"
        default: return c.description
        }
    }

    static func quoteIfNeeded(_ value: String) -> String {
        // ASCII (nearly every value) decided on the bytes; Unicode's letters and numbers
        // only when a byte is not ASCII.
        func isPlainASCII(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"),
                UInt8(ascii: ":"):
                true
            default: false
            }
        }
        if !value.isEmpty, value.utf8.allSatisfy({ $0 < 0x80 }) {
            return value.utf8.allSatisfy(isPlainASCII) ? value : "'\(value)'"
        }
        let plain = !value.isEmpty && value.allSatisfy { $0.isLetter || $0.isNumber || "_.-:".contains($0) }
        return plain ? value : "'\(value)'"
    }
}
