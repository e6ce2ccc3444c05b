/// One entry of Zed's context stack: the names a view adds (`Editor`) and its `key=value`
/// pairs (`mode=full`).
package struct ZedContextEntry: Hashable, Sendable {
    public var names: Set<String>
    public var values: [String: String]

    public init(names: Set<String> = [], values: [String: String] = [:]) {
        self.names = names
        self.values = values
    }

    /// Zed's `contains`: a name, or the key of a pair.
    package func contains(_ key: String) -> Bool { names.contains(key) || values[key] != nil }
}

extension KeyContext {
    /// The context as Zed's stack of entries, root first: one entry per depth of the focus
    /// path, holding the name there, the names and attributes that describe that depth
    /// (`focused.X` on the view's entry; attributes without a depth on the root's).
    package var zedStack: [ZedContextEntry] {
        if let entries { return entries }
        var stack = path.map { ZedContextEntry(names: [$0]) }
        if stack.isEmpty { stack = [ZedContextEntry()] }
        for (name, depth) in identifiers where !path.contains(name) {
            stack[min(max(depth, 0), stack.count - 1)].names.insert(name)
        }
        for (name, value) in attributes {
            stack[min(max(depth(ofAttribute: name), 0), stack.count - 1)].values[name] = value
        }
        return stack
    }
}

extension WhenClause {
    /// Zed's depth of the clause in `stack`: the length of the longest prefix of the stack
    /// whose last entry the clause matches, or nil when it matches none (Zed's `depth_of`).
    /// An empty context (`true`) is as deep as the stack, as Zed treats a binding without one.
    ///
    /// - Complexity: O(d · s) for a stack of depth d and a clause of size s (`!` and `>` walk
    ///   the stack: O(d² · s) at worst).
    package func zedDepth(in stack: [ZedContextEntry]) -> Int? {
        if case .constant(true) = self { return stack.count }
        let all = stack[...]
        for depth in stride(from: stack.count, to: 0, by: -1) where zedHolds(stack[0..<depth], all: all) {
            return depth
        }
        return nil
    }

    /// Zed's `eval_inner`: names and pairs are tested on the last entry of `contexts`; `!`
    /// holds when its operand holds at no prefix of `all`; `A > B` holds when `A` holds at a
    /// prefix of `contexts` and `B` on what follows the first such prefix.
    func zedHolds(_ contexts: ArraySlice<ZedContextEntry>, all: ArraySlice<ZedContextEntry>) -> Bool {
        guard let context = contexts.last else { return false }
        switch self {
        case .constant(let value): return value
        case .identifier(let name): return context.contains(name)
        case .equals(let name, let value): return context.values[name] == value
        case .notEquals(let name, let value): return context.values[name].map { $0 != value } ?? true
        case .not(let inner):
            for end in all.indices where inner.zedHolds(all[all.startIndex...end], all: all) { return false }
            return true
        case .descendant(let parent, let child):
            for end in contexts.indices.dropLast() where parent.zedHolds(contexts[contexts.startIndex...end], all: all)
            {
                let rest = contexts[(end + 1)...]
                return child.zedHolds(rest, all: rest)
            }
            return false
        case .and(let a, let b): return a.zedHolds(contexts, all: all) && b.zedHolds(contexts, all: all)
        case .or(let a, let b): return a.zedHolds(contexts, all: all) || b.zedHolds(contexts, all: all)
        case .matches, .member, .compare:
            // Not in Zed's grammar; KeyGraph's meaning, on the last entry's pairs.
            let flat = KeyContext(identifiers: [:], attributes: context.values)
            return evaluate(in: flat) != nil
        }
    }
}
