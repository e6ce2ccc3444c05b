/// A regular expression in a `when` clause (`view =~ /^Recipe/i`), compiled once
/// into a small Thompson automaton and run as a Pike VM.
///
/// The engine does not use Foundation, and a backtracking matcher could hang on a
/// hostile pattern; this one runs in O(n · m) for an n-character value and an
/// m-instruction pattern. Syntax: literals, `.`, `[…]` and `[^…]` with ranges,
/// `\d \w \s \D \W \S` and escaped punctuation, `^`, `$`, groups `(…)` and `(?:…)`,
/// `|`, and the quantifiers `* + ? {n} {n,} {n,m}` (a trailing `?` for laziness is
/// accepted; it cannot change whether a value matches). Flags: `i` (ignore case);
/// `s`, `m` and `u` are accepted and change nothing for one-line values.
public struct WhenRegex: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written between the slashes.
    public let pattern: String
    /// The flags as written after the closing slash.
    public let flags: String
    let ignoresCase: Bool
    let program: [Instruction]

    /// The largest compiled pattern, in instructions (a bound on `{n,m}` expansion).
    static let maximumProgramSize = 4096

    enum Instruction: Hashable, Sendable {
        case scalar(UInt32)
        case any
        case set([ClosedRange<UInt32>], negated: Bool)
        case split(Int, Int)
        case jump(Int)
        case start
        case end
        case match
    }

    public static func == (a: Self, b: Self) -> Bool { a.pattern == b.pattern && a.flags == b.flags }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(flags)
    }

    public var description: String { "/\(pattern)/\(flags)" }

    /// Compiles `pattern` with `flags`.
    init(pattern: String, flags: String) throws(SyntaxError) {
        for (i, flag) in flags.enumerated() where !"isum".contains(flag) {
            throw SyntaxError("unknown regular-expression flag '\(flag)'", column: pattern.count + 2 + i)
        }
        self.pattern = pattern
        self.flags = flags
        self.ignoresCase = flags.contains("i")
        var parser = RegexParser(Array(pattern.unicodeScalars), ignoresCase: ignoresCase)
        let tree = try parser.parseAlternation()
        if parser.index < parser.scalars.count {
            throw SyntaxError("unmatched ')' in the regular expression", column: parser.index + 1)
        }
        var program: [Instruction] = []
        try RegexNode.emit(tree, into: &program)
        program.append(.match)
        self.program = program
    }

    /// Whether the pattern matches anywhere in `text`.
    ///
    /// - Complexity: O(n · m) for n scalars of text and m instructions.
    public func matches(_ text: String) -> Bool {
        let input = Array(text.unicodeScalars).map { ignoresCase ? Self.folded($0.value) : $0.value }
        var current: [Int] = []
        var next: [Int] = []
        var mark = [Int](repeating: -1, count: program.count)
        var generation = 0
        func add(_ pc: Int, at position: Int, to list: inout [Int]) -> Bool {
            if mark[pc] == generation { return false }
            mark[pc] = generation
            switch program[pc] {
            case .jump(let target): return add(target, at: position, to: &list)
            case .split(let a, let b):
                return add(a, at: position, to: &list) || add(b, at: position, to: &list)
            case .start: return position == 0 ? add(pc + 1, at: position, to: &list) : false
            case .end: return position == input.count ? add(pc + 1, at: position, to: &list) : false
            case .match: return true
            default:
                list.append(pc)
                return false
            }
        }
        for position in 0...input.count {
            // Unanchored search: a new thread starts at every position.
            if add(0, at: position, to: &current) { return true }
            guard position < input.count else { break }
            generation += 1
            let value = input[position]
            next.removeAll(keepingCapacity: true)
            for pc in current {
                let advances: Bool
                switch program[pc] {
                case .scalar(let s): advances = s == value
                case .any: advances = true
                case .set(let ranges, let negated): advances = ranges.contains { $0.contains(value) } != negated
                default: advances = false
                }
                if advances, add(pc + 1, at: position + 1, to: &next) { return true }
            }
            swap(&current, &next)
        }
        return false
    }

    /// ASCII and Latin-1 letters folded to lowercase (the `i` flag).
    static func folded(_ value: UInt32) -> UInt32 {
        if (0x41...0x5A).contains(value) || ((0xC0...0xDE).contains(value) && value != 0xD7) { return value + 32 }
        return value
    }
}

/// The parsed form of a pattern, before it is flattened into instructions.
private indirect enum RegexNode {
    case empty
    case instruction(WhenRegex.Instruction)
    case concat([RegexNode])
    case alternation(RegexNode, RegexNode)
    case repeated(RegexNode, min: Int, max: Int?)

    static func emit(_ node: RegexNode, into program: inout [WhenRegex.Instruction]) throws(SyntaxError) {
        guard program.count < WhenRegex.maximumProgramSize else {
            throw SyntaxError(
                "the regular expression is too large (over \(WhenRegex.maximumProgramSize) steps)", column: 1)
        }
        switch node {
        case .empty:
            break
        case .instruction(let i):
            program.append(i)
        case .concat(let parts):
            for part in parts { try emit(part, into: &program) }
        case .alternation(let a, let b):
            let split = program.count
            program.append(.split(split + 1, 0))
            try emit(a, into: &program)
            let jump = program.count
            program.append(.jump(0))
            program[split] = .split(split + 1, program.count)
            try emit(b, into: &program)
            program[jump] = .jump(program.count)
        case .repeated(let inner, let min, let max):
            for _ in 0..<min { try emit(inner, into: &program) }
            if let max {
                // Optional copies: each may be skipped to the end.
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(program.count)
                    program.append(.split(program.count + 1, 0))
                    try emit(inner, into: &program)
                }
                for s in splits { program[s] = .split(s + 1, program.count) }
            } else {
                let split = program.count
                program.append(.split(split + 1, 0))
                try emit(inner, into: &program)
                program.append(.jump(split))
                program[split] = .split(split + 1, program.count)
            }
        }
    }
}

private struct RegexParser {
    let scalars: [Unicode.Scalar]
    let ignoresCase: Bool
    var index = 0
    var depth = 0

    init(_ scalars: [Unicode.Scalar], ignoresCase: Bool) {
        self.scalars = scalars
        self.ignoresCase = ignoresCase
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
            let atomStart = index
            var atom = try parseAtom()
            while let q = current, "*+?{".unicodeScalars.contains(q) {
                if case .instruction(.start) = atom { throw error("nothing to repeat before '\(q)'") }
                if case .instruction(.end) = atom { throw error("nothing to repeat before '\(q)'") }
                let (min, max) = try parseQuantifier()
                atom = .repeated(atom, min: min, max: max)
                if current == "?" { index += 1 }  // lazy: same language
                if let next = current, "*+{".unicodeScalars.contains(next) {
                    throw error("a quantifier cannot follow another", at: index)
                }
            }
            _ = atomStart
            parts.append(atom)
        }
        return parts.isEmpty ? .empty : .concat(parts)
    }

    mutating func parseQuantifier() throws(SyntaxError) -> (Int, Int?) {
        let start = index
        let q = scalars[index]
        index += 1
        switch q {
        case "*": return (0, nil)
        case "+": return (1, nil)
        case "?": return (0, 1)
        default:
            let min = readNumber()
            var max: Int? = min
            if current == "," {
                index += 1
                max = readNumber()
            }
            guard current == "}", let low = min else { throw error("expected '{n}', '{n,}' or '{n,m}'", at: start) }
            index += 1
            if let max, max < low { throw error("the repetition {\(low),\(max)} runs backwards", at: start) }
            guard low <= 1000, (max ?? 0) <= 1000 else { throw error("a repetition count is at most 1000", at: start) }
            return (low, max)
        }
    }

    mutating func readNumber() -> Int? {
        var value: Int? = nil
        while let c = current, ("0"..."9").contains(c) {
            value = (value ?? 0) * 10 + Int(c.value - 48)
            if value ?? 0 > 100_000 { value = 100_000 }
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
        case "(":
            let open = index
            index += 1
            if current == "?" {
                guard index + 1 < scalars.count, scalars[index + 1] == ":" else {
                    throw error("only (?:…) groups are supported", at: open)
                }
                index += 2
            }
            depth += 1
            guard depth <= 32 else { throw error("groups nest deeper than 32 levels", at: open) }
            let inner = try parseAlternation()
            depth -= 1
            guard current == ")" else { throw error("unclosed '(' in the regular expression", at: open) }
            index += 1
            return inner
        case "[":
            return try parseClass()
        case ".":
            index += 1
            return .instruction(.any)
        case "^":
            index += 1
            return .instruction(.start)
        case "$":
            index += 1
            return .instruction(.end)
        case "*", "+", "?", "{":
            throw error("nothing to repeat before '\(c)'")
        case "\\":
            index += 1
            guard let e = current else { throw error("a '\\' at the end of the regular expression", at: index - 1) }
            index += 1
            if let set = Self.classEscape(e) { return .instruction(.set(set.ranges, negated: set.negated)) }
            return literal(try escapedValue(e))
        default:
            index += 1
            return literal(c.value)
        }
    }

    static func classEscape(_ e: Unicode.Scalar) -> (ranges: [ClosedRange<UInt32>], negated: Bool)? {
        let digits: [ClosedRange<UInt32>] = [48...57]
        let word: [ClosedRange<UInt32>] = [48...57, 65...90, 95...95, 97...122]
        let space: [ClosedRange<UInt32>] = [9...13, 32...32, 0xA0...0xA0]
        switch e {
        case "d": return (digits, false)
        case "D": return (digits, true)
        case "w": return (word, false)
        case "W": return (word, true)
        case "s": return (space, false)
        case "S": return (space, true)
        default: return nil
        }
    }

    func escapedValue(_ e: Unicode.Scalar) throws(SyntaxError) -> UInt32 {
        switch e {
        case "n": return 10
        case "t": return 9
        case "r": return 13
        default:
            if e.properties.isAlphabetic || ("0"..."9").contains(e) {
                throw error("unknown escape '\\\(e)' in the regular expression", at: index - 2)
            }
            return e.value
        }
    }

    mutating func parseClass() throws(SyntaxError) -> RegexNode {
        let open = index
        index += 1
        var negated = false
        if current == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while let c = current, c != "]" || first {
            first = false
            var low: UInt32
            index += 1
            if c == "\\" {
                guard let e = current else { break }
                index += 1
                if let set = Self.classEscape(e), !set.negated {
                    ranges += set.ranges
                    continue
                }
                low = try escapedValue(e)
            } else {
                low = c.value
            }
            var high = low
            if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                let h = scalars[index]
                index += 1
                if h == "\\" {
                    guard let e = current else { break }
                    index += 1
                    high = try escapedValue(e)
                } else {
                    high = h.value
                }
                guard low <= high else { throw error("the range \(c)-\(h) runs backwards", at: index - 3) }
            }
            ranges.append(low...high)
            if ignoresCase {
                // Add the other case of any ASCII letters in the range.
                let (from, to) = (max(low, 65), min(high, 90))
                if from <= to { ranges.append((from + 32)...(to + 32)) }
            }
        }
        guard current == "]" else { throw error("unclosed '[' in the regular expression", at: open) }
        index += 1
        return .instruction(.set(ranges, negated: negated))
    }
}
