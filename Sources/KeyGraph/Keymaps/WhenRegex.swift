/// A regular expression in a `when` clause (`view =~ /^Recipe/i`), read with JavaScript's
/// syntax and flags (VS Code evaluates `=~` with a JavaScript `RegExp`), compiled once into
/// small Thompson automata and run as a Pike VM.
///
/// The engine does not use Foundation, and a backtracking matcher could hang on a hostile
/// pattern; this one runs in O(n · m) for an n-scalar value and an m-instruction pattern,
/// lookarounds included: each lookaround is run once over the whole value (a lookahead
/// backwards, a lookbehind forwards), and the main automaton reads its answers as
/// assertions. Syntax: literals; `.`; classes `[…]` `[^…]` with ranges, `[]` and `[^]`;
/// escapes `\d \w \s \D \W \S`, `\t \n \v \f \r \0`, `\cX`, `\xHH`, `\uHHHH`, `\u{…}`, escaped
/// punctuation (any escaped non-letter without the `u` flag, as JavaScript's Annex B reads
/// it); `^ $ \b \B`; groups `(…)`, `(?:…)`, `(?<name>…)`; lookarounds `(?=…)`, `(?!…)`,
/// `(?<=…)`, `(?<!…)`; `|`; quantifiers `* + ? {n} {n,} {n,m}` (counts ≤ 1000; a trailing `?`
/// for laziness cannot change whether a value matches; a `{` that starts no quantifier is a
/// literal). Flags: `i` (ignore case), `s` (`.` matches line terminators), `m` (`^` and `$`
/// at line breaks), `y` (match at the start only, as a fresh `RegExp`'s `test` does), and
/// `g`, `u`, `d`, `v`, which change nothing here. Backreferences are refused: no linear-time
/// matcher can run them. Values are matched by Unicode scalars.
public struct WhenRegex: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written between the slashes.
    public let pattern: String
    /// The flags as written after the closing slash.
    public let flags: String
    let ignoresCase: Bool
    let dotAll: Bool
    let multiline: Bool
    let sticky: Bool
    /// The main automaton.
    let program: [Instruction]
    /// The lookarounds' automata, innermost first (a lookaround reads only earlier ones).
    let lookarounds: [Lookaround]

    /// The largest compiled pattern, in instructions (a bound on `{n,m}` expansion).
    static let maximumProgramSize = 4096

    enum Instruction: Hashable, Sendable {
        /// One scalar (folded under the `i` flag).
        case scalar(UInt32)
        case any
        case set([ClosedRange<UInt32>], negated: Bool)
        case split(Int, Int)
        case jump(Int)
        case assert(Assertion)
        case match
    }

    enum Assertion: Hashable, Sendable {
        case lineStart, lineEnd, wordBoundary, notWordBoundary
        /// Lookaround `index` holds (or, `negated`, does not) here.
        case look(Int, negated: Bool)
    }

    /// A lookahead is compiled backwards and run from the end; a lookbehind forwards.
    struct Lookaround: Hashable, Sendable {
        var isAhead: Bool
        var program: [Instruction]
    }

    public static func == (a: Self, b: Self) -> Bool { a.pattern == b.pattern && a.flags == b.flags }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(flags)
    }

    public var description: String { "/\(pattern)/\(flags)" }

    /// Compiles `pattern` with `flags`, of those `accepting` lists; the flags in `ignoring`
    /// are accepted and have no effect. Error columns count from the pattern's first scalar.
    init(pattern: String, flags: String, accepting: String = "dgimsuvy", ignoring: String = "") throws(SyntaxError) {
        var seen: Set<Character> = []
        for (i, flag) in flags.enumerated() {
            guard accepting.contains(flag) else {
                throw SyntaxError("unknown regular-expression flag '\(flag)'", column: pattern.count + 2 + i)
            }
            // A dropped flag may repeat: VS Code removes every g and y before JavaScript sees them.
            guard seen.insert(flag).inserted || ignoring.contains(flag) else {
                throw SyntaxError("the regular-expression flag '\(flag)' is repeated", column: pattern.count + 2 + i)
            }
        }
        self.pattern = pattern
        self.flags = flags
        ignoresCase = flags.contains("i")
        dotAll = flags.contains("s")
        multiline = flags.contains("m")
        sticky = flags.contains("y") && !ignoring.contains("y")
        var parser = RegexParser(Array(pattern.unicodeScalars), ignoresCase: ignoresCase, unicode: flags.contains("u"))
        let tree = try parser.parseAlternation()
        if parser.index < parser.scalars.count {
            throw SyntaxError("unmatched ')' in the regular expression", column: parser.index + 1)
        }
        var compiler = RegexCompiler(dotAll: dotAll, ignoresCase: ignoresCase)
        program = try compiler.compile(tree)
        lookarounds = compiler.lookarounds
    }

    /// Whether the pattern matches anywhere in `text` (at its start only, with the `y` flag).
    ///
    /// - Complexity: O(n · m) for n scalars of text and m instructions, lookarounds included.
    public func matches(_ text: String) -> Bool {
        let input = Input(text, ignoresCase: ignoresCase, multiline: multiline)
        var tables: [[Bool]] = []
        tables.reserveCapacity(lookarounds.count)
        for look in lookarounds {
            var table = [Bool](repeating: false, count: input.count + 1)
            var vm = PikeVM(program: look.program, input: input, tables: tables, isForward: !look.isAhead)
            vm.run(startingEverywhere: true) { position in
                table[position] = true
                return false
            }
            tables.append(table)
        }
        var vm = PikeVM(program: program, input: input, tables: tables, isForward: true)
        var found = false
        vm.run(startingEverywhere: !sticky) { _ in
            found = true
            return true
        }
        return found
    }

    /// Lowercase of a scalar whose lowercase is one scalar (the `i` flag's folding).
    static func folded(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return (0x41...0x5A).contains(value) ? value + 32 : value }
        guard let scalar = Unicode.Scalar(value) else { return value }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first!.value : value
    }

    /// Uppercase of a scalar whose uppercase is one scalar (to test class membership under `i`).
    static func upper(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return (0x61...0x7A).contains(value) ? value - 32 : value }
        guard let scalar = Unicode.Scalar(value) else { return value }
        let upper = scalar.properties.uppercaseMapping.unicodeScalars
        return upper.count == 1 ? upper.first!.value : value
    }
}

extension WhenRegex {
    /// The text being matched: its scalars, folded ones for the `i` flag, and what the
    /// position assertions need.
    struct Input {
        let raw: [UInt32]
        let folded: [UInt32]
        let ignoresCase: Bool
        let multiline: Bool
        var count: Int { raw.count }

        init(_ text: String, ignoresCase: Bool, multiline: Bool) {
            raw = text.unicodeScalars.map(\.value)
            folded = ignoresCase ? raw.map(WhenRegex.folded) : raw
            self.ignoresCase = ignoresCase
            self.multiline = multiline
        }

        static func isLineTerminator(_ v: UInt32) -> Bool { v == 10 || v == 13 || v == 0x2028 || v == 0x2029 }
        static func isWord(_ v: UInt32) -> Bool {
            (48...57).contains(v) || (65...90).contains(v) || (97...122).contains(v) || v == 95
        }

        /// Whether `assertion` holds at `position` (between scalars `position - 1` and `position`).
        func holds(_ assertion: Assertion, at position: Int, tables: [[Bool]]) -> Bool {
            switch assertion {
            case .lineStart:
                return position == 0 || (multiline && Self.isLineTerminator(raw[position - 1]))
            case .lineEnd:
                return position == count || (multiline && Self.isLineTerminator(raw[position]))
            case .wordBoundary, .notWordBoundary:
                let before = position > 0 && Self.isWord(raw[position - 1])
                let after = position < count && Self.isWord(raw[position])
                return (before != after) == (assertion == .wordBoundary)
            case .look(let index, let negated):
                return tables[index][position] != negated
            }
        }

        /// Whether the instruction at hand consumes the scalar at `i`.
        func accepts(_ instruction: Instruction, at i: Int) -> Bool {
            switch instruction {
            case .scalar(let s): return folded[i] == s
            case .any: return true
            case .set(let ranges, let negated):
                let v = raw[i]
                var found = ranges.contains { $0.contains(v) }
                if !found, ignoresCase {
                    let (lower, upper) = (WhenRegex.folded(v), WhenRegex.upper(v))
                    found = ranges.contains { $0.contains(lower) || $0.contains(upper) }
                }
                return found != negated
            default: return false
            }
        }
    }

    /// A Pike VM over one automaton, forwards or backwards, starting a thread at every
    /// position or at the first only, reporting each position where a thread matches.
    struct PikeVM {
        let program: [Instruction]
        let input: Input
        let tables: [[Bool]]
        let isForward: Bool
        var mark: [Int]
        var generation = 0

        init(program: [Instruction], input: Input, tables: [[Bool]], isForward: Bool) {
            self.program = program
            self.input = input
            self.tables = tables
            self.isForward = isForward
            mark = [Int](repeating: -1, count: program.count)
        }

        /// Follows splits, jumps and assertions from `pc` at `position`; threads waiting on a
        /// scalar go into `list`. Returns whether the match instruction was reached.
        mutating func add(_ pc: Int, at position: Int, to list: inout [Int]) -> Bool {
            if mark[pc] == generation { return false }
            mark[pc] = generation
            switch program[pc] {
            case .jump(let target): return add(target, at: position, to: &list)
            case .split(let a, let b):
                let first = add(a, at: position, to: &list)
                let second = add(b, at: position, to: &list)
                return first || second
            case .assert(let assertion):
                guard input.holds(assertion, at: position, tables: tables) else { return false }
                return add(pc + 1, at: position, to: &list)
            case .match: return true
            default:
                list.append(pc)
                return false
            }
        }

        /// Runs the automaton; `matched` is called with each position where a thread reaches
        /// the match (forwards: where the match ends; backwards: where it starts) and stops
        /// the run by returning true.
        mutating func run(startingEverywhere: Bool, _ matched: (Int) -> Bool) {
            let n = input.count
            var current: [Int] = []
            var next: [Int] = []
            for step in 0...n {
                let position = isForward ? step : n - step
                generation += 1
                var reached = false
                // Threads carried from the previous scalar, then (unanchored) a fresh one here.
                let carried = current
                current.removeAll(keepingCapacity: true)
                for pc in carried where add(pc, at: position, to: &current) { reached = true }
                if step == 0 || startingEverywhere, add(0, at: position, to: &current) { reached = true }
                if reached, matched(position) { return }
                guard step < n else { break }
                let i = isForward ? position : position - 1
                next.removeAll(keepingCapacity: true)
                for pc in current where input.accepts(program[pc], at: i) { next.append(pc + 1) }
                swap(&current, &next)
                if current.isEmpty && !startingEverywhere { return }
            }
        }
    }
}
