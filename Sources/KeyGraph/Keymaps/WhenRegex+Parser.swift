/// The parsed form of a pattern, before it is flattened into instructions.
indirect enum RegexNode {
    case empty
    case instruction(WhenRegex.Instruction)
    case concat([RegexNode])
    case alternation(RegexNode, RegexNode)
    case repeated(RegexNode, min: Int, max: Int?)
    /// `(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`.
    case look(RegexNode, isAhead: Bool, negated: Bool)
}

/// Flattens a ``RegexNode`` into instructions; each lookaround gets an automaton of its own
/// (``WhenRegex/lookarounds``), compiled before whatever contains it.
struct RegexCompiler {
    let dotAll: Bool
    let ignoresCase: Bool
    var lookarounds: [WhenRegex.Lookaround] = []
    private var size = 0

    init(dotAll: Bool, ignoresCase: Bool) {
        self.dotAll = dotAll
        self.ignoresCase = ignoresCase
    }

    mutating func compile(_ node: RegexNode) throws(SyntaxError) -> [WhenRegex.Instruction] {
        var program: [WhenRegex.Instruction] = []
        try emit(node, reversed: false, into: &program)
        program.append(.match)
        return program
    }

    private mutating func emit(
        _ node: RegexNode, reversed: Bool, into program: inout [WhenRegex.Instruction]
    ) throws(SyntaxError) {
        size += 1
        guard program.count < WhenRegex.maximumProgramSize, size < WhenRegex.maximumProgramSize * 4 else {
            throw SyntaxError(
                "the regular expression is too large (over \(WhenRegex.maximumProgramSize) steps)", column: 1)
        }
        switch node {
        case .empty:
            break
        case .instruction(.any) where !dotAll:
            // `.` leaves out line terminators unless the `s` flag is set.
            program.append(.set([10...10, 13...13, 0x2028...0x2029], negated: true))
        case .instruction(let i):
            program.append(i)
        case .concat(let parts):
            for part in reversed ? parts.reversed() : parts { try emit(part, reversed: reversed, into: &program) }
        case .alternation(let a, let b):
            let split = program.count
            program.append(.split(split + 1, 0))
            try emit(a, reversed: reversed, into: &program)
            let jump = program.count
            program.append(.jump(0))
            program[split] = .split(split + 1, program.count)
            try emit(b, reversed: reversed, into: &program)
            program[jump] = .jump(program.count)
        case .repeated(let inner, let min, let max):
            for _ in 0..<min { try emit(inner, reversed: reversed, into: &program) }
            if let max {
                // Optional copies: each may be skipped to the end.
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(program.count)
                    program.append(.split(program.count + 1, 0))
                    try emit(inner, reversed: reversed, into: &program)
                }
                for s in splits { program[s] = .split(s + 1, program.count) }
            } else {
                let split = program.count
                program.append(.split(split + 1, 0))
                try emit(inner, reversed: reversed, into: &program)
                program.append(.jump(split))
                program[split] = .split(split + 1, program.count)
            }
        case .look(let body, let isAhead, let negated):
            // A lookahead runs backwards from the end, so its body is compiled reversed.
            var sub: [WhenRegex.Instruction] = []
            try emit(body, reversed: isAhead, into: &sub)
            sub.append(.match)
            lookarounds.append(WhenRegex.Lookaround(isAhead: isAhead, program: sub))
            program.append(.assert(.look(lookarounds.count - 1, negated: negated)))
        }
    }
}

/// Reads a JavaScript pattern into a ``RegexNode``.
struct RegexParser {
    let scalars: [Unicode.Scalar]
    let ignoresCase: Bool
    /// The `u` flag: stricter escapes (`\q` is an error), `\u{…}`.
    let unicode: Bool
    var index = 0
    var depth = 0

    init(_ scalars: [Unicode.Scalar], ignoresCase: Bool, unicode: Bool) {
        self.scalars = scalars
        self.ignoresCase = ignoresCase
        self.unicode = unicode
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(message, column: (offset ?? index) + 1)
    }

    mutating func parseAlternation() throws(SyntaxError) -> RegexNode {
        var left = try parseConcat()
        while current == "|" {
            index += 1
            left = .alternation(left, try parseConcat())
        }
        return left
    }

    mutating func parseConcat() throws(SyntaxError) -> RegexNode {
        var parts: [RegexNode] = []
        while let c = current, c != "|", c != ")" {
            var atom = try parseAtom()
            while let q = current, "*+?{".unicodeScalars.contains(q) {
                let start = index
                guard let (min, max) = try quantifier() else { break }
                switch atom {
                case .instruction(.assert(.lineStart)), .instruction(.assert(.lineEnd)),
                    .instruction(.assert(.wordBoundary)), .instruction(.assert(.notWordBoundary)):
                    throw error("nothing to repeat before '\(q)'", at: start)
                default: break
                }
                atom = .repeated(atom, min: min, max: max)
                if current == "?" { index += 1 }  // lazy: same language
                if let next = current, "*+".unicodeScalars.contains(next) || (next == "{" && isQuantifierBrace()) {
                    throw error("a quantifier cannot follow another", at: index)
                }
            }
            parts.append(atom)
        }
        return parts.isEmpty ? .empty : .concat(parts)
    }

    /// Whether the `{` at the scanner starts `{n}`, `{n,}` or `{n,m}`.
    func isQuantifierBrace() -> Bool {
        var i = index + 1
        var digits = 0
        while i < scalars.count, ("0"..."9").contains(scalars[i]) {
            i += 1
            digits += 1
        }
        guard digits > 0, i < scalars.count else { return false }
        if scalars[i] == "," {
            i += 1
            while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
        }
        return i < scalars.count && scalars[i] == "}"
    }

    /// The quantifier at the scanner; nil for a `{` that starts none (a literal, as in JavaScript).
    mutating func quantifier() throws(SyntaxError) -> (Int, Int?)? {
        let start = index
        let q = scalars[index]
        switch q {
        case "*":
            index += 1
            return (0, nil)
        case "+":
            index += 1
            return (1, nil)
        case "?":
            index += 1
            return (0, 1)
        default:
            guard isQuantifierBrace() else {
                if unicode { throw error("expected '{n}', '{n,}' or '{n,m}'", at: start) }
                return nil
            }
            index += 1
            let low = readNumber() ?? 0
            var max: Int? = low
            if current == "," {
                index += 1
                max = readNumber()
            }
            index += 1  // `}`
            if let max, max < low { throw error("the repetition {\(low),\(max)} runs backwards", at: start) }
            guard low <= 1000, (max ?? 0) <= 1000 else {
                throw error("a repetition count is at most 1000", at: start).asLimit
            }
            return (low, max)
        }
    }

    mutating func readNumber() -> Int? {
        var value: Int? = nil
        while let c = current, ("0"..."9").contains(c) {
            value = min((value ?? 0) * 10 + Int(c.value - 48), 100_000)
            index += 1
        }
        return value
    }

    func literal(_ value: UInt32) -> RegexNode {
        .instruction(.scalar(ignoresCase ? WhenRegex.folded(value) : value))
    }

    mutating func parseAtom() throws(SyntaxError) -> RegexNode {
        guard let c = current else { throw error("unexpected end of the regular expression") }
        switch c {
        case "(": return try parseGroup()
        case "[": return try parseClass()
        case ".":
            index += 1
            return .instruction(.any)
        case "^":
            index += 1
            return .instruction(.assert(.lineStart))
        case "$":
            index += 1
            return .instruction(.assert(.lineEnd))
        case "*", "+", "?":
            throw error("nothing to repeat before '\(c)'")
        case "{" where isQuantifierBrace() || unicode:
            throw error("nothing to repeat before '\(c)'")
        case "]" where unicode, "}" where unicode:
            throw error("a lone '\(c)' must be escaped with the u flag")
        case "\\":
            return try parseEscape()
        default:
            index += 1
            return literal(c.value)
        }
    }

    mutating func parseGroup() throws(SyntaxError) -> RegexNode {
        let open = index
        index += 1
        var look: (isAhead: Bool, negated: Bool)? = nil
        if current == "?" {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            let after = index + 2 < scalars.count ? scalars[index + 2] : nil
            switch (next, after) {
            case (":", _): index += 2
            case ("=", _): (look, index) = ((true, false), index + 2)
            case ("!", _): (look, index) = ((true, true), index + 2)
            case ("<", "="): (look, index) = ((false, false), index + 3)
            case ("<", "!"): (look, index) = ((false, true), index + 3)
            case ("<", _):
                // A named group: `(?<name>…)`.
                index += 2
                while let c = current, c != ">" {
                    guard c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "$" else {
                        throw error("a group name holds letters, digits, '_' and '$'")
                    }
                    index += 1
                }
                guard current == ">" else { throw error("unclosed '(' in the regular expression", at: open) }
                index += 1
            default:
                throw error("unsupported group '(?\(next.map { String($0) } ?? "")'", at: open)
            }
        }
        depth += 1
        guard depth <= 32 else { throw error("groups nest deeper than 32 levels", at: open).asLimit }
        let inner = try parseAlternation()
        depth -= 1
        guard current == ")" else { throw error("unclosed '(' in the regular expression", at: open) }
        index += 1
        if let look { return .look(inner, isAhead: look.isAhead, negated: look.negated) }
        return inner
    }
}
