extension WhenClause {
    /// Zed's depth of the clause in `stack`: the length of the longest prefix of the stack
    /// whose last entry the clause matches, or nil when it matches none (Zed's `depth_of`).
    /// An empty context (`true`) is as deep as the stack, as Zed treats a binding without one.
    ///
    /// - Complexity: polynomial, O(s · d⁵) at worst for a clause of size s and a stack of
    ///   depth d, and O(s · d) for the clauses of real keymaps: each `!` and `>` is decided
    ///   once per part of the stack it is asked about. (Zed's own evaluation walks the stack
    ///   again for every nested `>` or `!`, which grows exponentially with their nesting.)
    package func stackDepth(in stack: [ContextStackEntry]) -> Int? {
        if case .constant(true) = self { return stack.count }
        var evaluation = ZedEvaluation(self, stack: stack)
        for depth in stride(from: stack.count, to: 0, by: -1) where evaluation.holds(depth: depth) {
            return depth
        }
        return nil
    }

    /// A test of one entry: a name, a pair, or (outside Zed's grammar, KeyGraph's meaning)
    /// a comparison on the entry's pairs.
    func zedHoldsOnEntry(_ context: ContextStackEntry) -> Bool {
        switch self {
        case .constant(let value): return value
        case .identifier(let name): return context.contains(name)
        case .equals(let name, let value): return context.values[name] == value
        case .notEquals(let name, let value): return context.values[name].map { $0 != value } ?? true
        default:
            let flat = KeyContext(identifiers: [:], attributes: context.values)
            return evaluate(in: flat) != nil
        }
    }
}

/// Zed's `eval_inner` over one stack, with each `!` and `>` decided once per part of the
/// stack: names and pairs are tested on the last entry of `contexts`; `!X` holds when `X`
/// holds at no prefix of `all`; `A > B` holds when `A` holds at a prefix of `contexts`
/// and `B` on what follows the first such prefix (which is then `all` for `B`).
struct ZedEvaluation {
    enum Node {
        case entry(WhenClause)
        case not(Int)
        case and(Int, Int)
        case or(Int, Int)
        case descendant(Int, Int)
    }

    /// A question: a node, the entries `contexts` and `all` span (`start..<end`).
    struct Question: Hashable {
        var node: Int32
        var contexts: Range<Int32>
        var all: Range<Int32>
    }

    let stack: [ContextStackEntry]
    private(set) var nodes: [Node] = []
    private var known: [Question: Bool] = [:]

    init(_ clause: WhenClause, stack: [ContextStackEntry]) {
        self.stack = stack
        _ = add(clause)
    }

    private mutating func add(_ clause: WhenClause) -> Int {
        let index = nodes.count
        nodes.append(.entry(clause))
        switch clause {
        case .not(let inner): nodes[index] = .not(add(inner))
        case .and(let a, let b): nodes[index] = .and(add(a), add(b))
        case .or(let a, let b): nodes[index] = .or(add(a), add(b))
        case .descendant(let parent, let child): nodes[index] = .descendant(add(parent), add(child))
        default: break
        }
        return index
    }

    /// Whether the clause holds on the stack's first `depth` entries.
    mutating func holds(depth: Int) -> Bool {
        holds(0, Int32(0)..<Int32(depth), all: Int32(0)..<Int32(stack.count))
    }

    private mutating func holds(_ node: Int, _ contexts: Range<Int32>, all: Range<Int32>) -> Bool {
        guard !contexts.isEmpty else { return false }
        switch nodes[node] {
        case .entry(let clause): return clause.zedHoldsOnEntry(stack[Int(contexts.upperBound - 1)])
        case .and(let a, let b): return holds(a, contexts, all: all) && holds(b, contexts, all: all)
        case .or(let a, let b): return holds(a, contexts, all: all) || holds(b, contexts, all: all)
        case .not(let inner):
            // Independent of `contexts`: asked once per `all`.
            let question = Question(node: Int32(node), contexts: 0..<1, all: all)
            if let answer = known[question] { return answer }
            var answer = true
            for end in all where holds(inner, all.lowerBound..<(end + 1), all: all) {
                answer = false
                break
            }
            known[question] = answer
            return answer
        case .descendant(let parent, let child):
            let question = Question(node: Int32(node), contexts: contexts, all: all)
            if let answer = known[question] { return answer }
            var answer = false
            for end in contexts.dropLast() where holds(parent, contexts.lowerBound..<(end + 1), all: all) {
                let rest = (end + 1)..<contexts.upperBound
                answer = holds(child, rest, all: rest)
                break
            }
            known[question] = answer
            return answer
        }
    }
}
