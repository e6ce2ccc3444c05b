import KeyGraph

/// Finds stacks of Zed contexts in which two contexts of Zed's keymaps both match: the
/// symbolic analysis of a Zed keymap (docs/keymaps.md, "Symbolic analysis").
///
/// A context is expanded into alternatives, each a list of entries: the innermost entry's
/// names and pairs, the entries `>` puts above it, and the names `!` keeps out of every
/// entry. Two alternatives are merged into one stack (their innermost entries into one
/// entry) and the stack is checked with Zed's own evaluation (``WhenClause/stackDepth(in:)``):
/// only a stack that passes is a witness. By Zed's naming, a view's context name is
/// capitalised (`Editor`, `Workspace`) and flags are not (`vim_mode`, `showing_completions`):
/// an entry holds at most one capitalised name, so `Editor` and `Terminal` never meet in
/// one entry. `Workspace` is the root of every workspace window's stack, so a witness has
/// it only in its outermost entry. Zed's vim mode sets `vim_mode` and `vim_operator` on
/// the editor's entry only, an operator other than `none` only while `vim_mode` is
/// `operator`, and `VimControl` beside them only in the normal, visual, operator and helix
/// modes (Zed's `Vim::extend_key_context`): a witness respects these.
struct ZedWitness {
    /// One way a context can match: entries from the outermost, the innermost last.
    struct Shape {
        var ancestors: [[WhenSolver.Literal]] = []
        var inner: [WhenSolver.Literal] = []
        /// Names and pairs no entry may have (`!Terminal`).
        var absent: [WhenClause] = []

        func merged(with other: Shape) -> Shape {
            Shape(ancestors: ancestors + other.ancestors, inner: inner + other.inner, absent: absent + other.absent)
        }
    }

    /// The view at the root of a workspace window's stack.
    static let root = "Workspace"

    /// The most alternatives one context expands to.
    static let maximumShapes = 64

    private var shapes: [WhenClause: [Shape]] = [:]

    /// A stack where both contexts match at the same depth (nil contexts match everywhere),
    /// described as `Workspace > Editor mode=full`; nil when none was found.
    mutating func sameDepth(_ a: WhenClause?, _ b: WhenClause?) -> [ContextStackEntry]? {
        var budget = Self.maximumTogether  // as in ``together(_:_:without:)``
        for x in shapes(of: a) {
            for y in shapes(of: b) {
                guard budget > 0 else { return nil }
                budget -= 1
                guard let stack = Self.stack(x.merged(with: y)) else { continue }
                let depths = [a, b].map { ($0 ?? .constant(true)).stackDepth(in: stack) }
                if depths.allSatisfy({ $0 == stack.count }) { return stack }
            }
        }
        return nil
    }

    /// A stack where both contexts match, at any depths, and none of `others` does.
    mutating func together(
        _ a: WhenClause?, _ b: WhenClause?, without others: [WhenClause] = []
    ) -> [ContextStackEntry]? {
        let clear = { (stack: [ContextStackEntry]) in others.allSatisfy { $0.stackDepth(in: stack) == nil } }
        let matches = { (stack: [ContextStackEntry]) in
            [a, b].allSatisfy { ($0 ?? .constant(true)).stackDepth(in: stack) != nil } && clear(stack)
        }
        if others.isEmpty, let stack = sameDepth(a, b) { return stack }
        // At most ``maximumTogether`` stacks: a real clause has a few shapes, but one of many
        // `||` and `>` has up to 64, and checking 64 × 64 × 3 long stacks took half a minute
        // (found by the `when` fuzz target). Past the budget no
        // witness is claimed, so nothing is reported that was not shown.
        var budget = Self.maximumTogether
        for x in shapes(of: a) {
            for y in shapes(of: b) {
                guard budget > 0 else { return nil }
                budget -= 1
                if let stack = Self.stack(x.merged(with: y)), matches(stack) { return stack }
            }
        }
        for x in shapes(of: a) {
            for y in shapes(of: b) {
                for (outer, inner) in [(x, y), (y, x)] {
                    guard budget > 0 else { return nil }
                    budget -= 1
                    var nested = inner
                    nested.ancestors = outer.ancestors + [outer.inner] + inner.ancestors
                    nested.absent += outer.absent
                    guard let stack = Self.stack(nested) else { continue }
                    if matches(stack) { return stack }
                }
            }
        }
        return nil
    }

    /// A stack where both contexts match and `a` ranks above `b` in Zed's precedence
    /// (`Keymap::bindings_for_input`: the deeper context first, then the later binding):
    /// `a` deeper than `b`, or as deep when `a` is the later one (`winsTies`). Tried on the
    /// stacks ``together(_:_:without:)`` tries.
    mutating func above(_ a: WhenClause?, _ b: WhenClause?, winsTies: Bool) -> [ContextStackEntry]? {
        let ranksAbove = { (stack: [ContextStackEntry]) -> Bool in
            guard let x = (a ?? .constant(true)).stackDepth(in: stack),
                let y = (b ?? .constant(true)).stackDepth(in: stack)
            else { return false }
            return x > y || (winsTies && x == y)
        }
        var candidates: [Shape] = []
        for x in shapes(of: a) {
            for y in shapes(of: b) {
                candidates.append(x.merged(with: y))
                for (outer, inner) in [(x, y), (y, x)] {
                    var nested = inner
                    nested.ancestors = outer.ancestors + [outer.inner] + inner.ancestors
                    nested.absent += outer.absent
                    candidates.append(nested)
                }
            }
        }
        return candidates.lazy.compactMap(Self.stack).first(where: ranksAbove)
    }

    /// The most stacks ``candidates(_:)`` lists for one question.
    static let maximumCandidates = 256
    /// The most stacks ``together(_:_:without:)`` checks (a real keymap's pairs need a few).
    static let maximumTogether = 64

    /// Stacks where every one of `clauses` matches, for a search that asks more of a stack
    /// than that they match (the sequence check's whole resolution): their shapes merged into
    /// one innermost entry, or in entries nested one below another, every way (the stacks
    /// ``together(_:_:without:)`` tries, for two). Those where all match at the same depth
    /// come first, then fewer entries before more. In a stack of two entries or more, an entry
    /// that would have no name or pair is named `filler` (a view none of the clauses names):
    /// Zed's stack holds the contexts views set, and the witness must print every entry.
    mutating func candidates(_ clauses: [WhenClause?], filler: String) -> [[ContextStackEntry]] {
        let depths = { (stack: [ContextStackEntry]) in clauses.map { ($0 ?? .constant(true)).stackDepth(in: stack) } }
        var products: [[Shape]] = [[]]
        for clause in clauses {
            products = products.flatMap { picked in shapes(of: clause).map { picked + [$0] } }
                .prefix(Self.maximumCandidates).map { $0 }
        }
        var found: [[ContextStackEntry]] = []
        // Whether each clause sits at the top of the stack found (computed once a stack).
        var atTop: [Bool] = []
        var seen: Set<[ContextStackEntry]> = []
        for partition in Self.orderedPartitions(clauses.count) {
            for shapes in products where found.count < Self.maximumCandidates {
                var stacked: Shape? = nil
                for group in partition {
                    let merged = group.dropFirst().reduce(shapes[group[0]]) { $0.merged(with: shapes[$1]) }
                    guard var below = stacked else {
                        stacked = merged
                        continue
                    }
                    below.ancestors += [below.inner] + merged.ancestors
                    below.inner = merged.inner
                    below.absent += merged.absent
                    stacked = below
                }
                guard let shape = stacked, var filled = Self.stack(shape) else { continue }
                for i in filled.indices where filled.count > 1 && filled[i].names.isEmpty && filled[i].values.isEmpty {
                    filled[i].names = [filler]
                }
                // A filler view must sit where Zed puts it (a `Dock` is never below a pane).
                guard let stack = ZedContextModel.complete(filled) else { continue }
                let depth = depths(stack)
                guard depth.allSatisfy({ $0 != nil }), seen.insert(stack).inserted else { continue }
                found.append(stack)
                atTop.append(depth.allSatisfy { $0 == stack.count })
            }
        }
        return found.indices.filter { atTop[$0] }.map { found[$0] }
            + found.indices.filter { !atTop[$0] }.map { found[$0] }
    }

    /// The ways to put `count` things into entries nested one below another: groups in order,
    /// fewer groups first.
    static func orderedPartitions(_ count: Int) -> [[[Int]]] {
        guard count > 0 else { return [[]] }
        // Each of the earlier partitions, with the last thing added to one of its groups or
        // as a group of its own at any place.
        var result: [[[Int]]] = []
        for smaller in orderedPartitions(count - 1) {
            for i in smaller.indices {
                var joined = smaller
                joined[i].append(count - 1)
                result.append(joined)
            }
            for place in (0...smaller.count).reversed() {
                var apart = smaller
                apart.insert([count - 1], at: place)
                result.append(apart)
            }
        }
        return result.sorted { $0.count < $1.count }
    }

    mutating func shapes(of clause: WhenClause?) -> [Shape] {
        guard let clause else { return [Shape()] }
        if let known = shapes[clause] { return known }
        let found = Self.shapes(of: clause)
        shapes[clause] = found
        return found
    }

    static func shapes(of clause: WhenClause) -> [Shape] {
        func literal(_ atom: WhenClause, _ positive: Bool) -> [Shape] {
            [Shape(inner: [WhenSolver.Literal(atom: atom, positive: positive, key: nil)])]
        }
        switch clause {
        case .constant(let value): return value ? [Shape()] : []
        case .identifier, .equals: return literal(clause, true)
        case .notEquals(let name, let value): return literal(.equals(name, value), false)
        case .not(let inner):
            switch inner {
            case .identifier, .equals: return [Shape(absent: [inner])]
            default: return [Shape()]  // left to the check
            }
        case .and(let a, let b):
            var result: [Shape] = []
            for x in shapes(of: a) {
                for y in shapes(of: b) where result.count < maximumShapes { result.append(x.merged(with: y)) }
            }
            return result
        case .or(let a, let b): return Array((shapes(of: a) + shapes(of: b)).prefix(maximumShapes))
        case .descendant(let parent, let child):
            var result: [Shape] = []
            for p in shapes(of: parent) {
                for c in shapes(of: child) where result.count < maximumShapes {
                    result.append(
                        Shape(
                            ancestors: p.ancestors + [p.inner] + c.ancestors, inner: c.inner,
                            absent: p.absent + c.absent))
                }
            }
            return result
        case .matches, .member, .compare: return [Shape()]
        }
    }

    /// The stack a shape describes, or nil when one of its entries contradicts itself.
    static func stack(_ shape: Shape) -> [ContextStackEntry]? {
        var stack: [ContextStackEntry] = []
        for literals in shape.ancestors + [shape.inner] {
            guard let entry = entry(literals), stack.isEmpty || !entry.names.contains(root) else { return nil }
            stack.append(entry)
        }
        guard vimFactsHold(in: stack), let stack = ZedContextModel.complete(stack) else { return nil }
        for entry in stack {
            for atom in shape.absent {
                switch atom {
                case .identifier(let name) where entry.contains(name): return nil
                case .equals(let name, let value) where entry.values[name] == value: return nil
                default: break
                }
            }
        }
        return stack
    }

    static let vimKeys = ["vim_mode", "vim_operator", "VimControl"]
    static let controlModes: Set<String> = ["normal", "visual", "operator", "helix_normal", "helix_select"]

    /// Whether the stack keeps Zed's vim facts: one entry has the vim keys, and an operator
    /// is pending only in the `operator` mode.
    static func vimFactsHold(in stack: [ContextStackEntry]) -> Bool {
        let vimEntries = stack.filter { entry in vimKeys.contains { entry.contains($0) } }
        guard vimEntries.count <= 1, let entry = vimEntries.first, let mode = entry.values["vim_mode"] else {
            return vimEntries.count <= 1
        }
        if let pending = entry.values["vim_operator"], pending != "none", mode != "operator" { return false }
        return !entry.names.contains("VimControl") || controlModes.contains(mode)
    }

    /// One entry with the names and pairs `literals` require, or nil when they contradict.
    static func entry(_ literals: [WhenSolver.Literal]) -> ContextStackEntry? {
        var entry = ContextStackEntry()
        for literal in literals where literal.positive {
            switch literal.atom {
            case .identifier(let name): entry.names.insert(name)
            case .equals(let name, let value):
                if let other = entry.values[name], other != value { return nil }
                entry.values[name] = value
            default: break
            }
        }
        if entry.names.filter(ZedContextModel.isView).count > 1 { return nil }
        for literal in literals where !literal.positive {
            switch literal.atom {
            case .identifier(let name) where entry.contains(name): return nil
            case .equals(let name, let value) where entry.values[name] == value: return nil
            default: break
            }
        }
        return entry
    }

    /// A stack as `Workspace > Editor mode=full` (an entry's names, then its pairs).
    static func describe(_ stack: [ContextStackEntry]) -> String {
        let entries = stack.map { entry in
            (entry.names.sorted() + entry.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
                .joined(separator: " ")
        }
        let text = entries.filter { !$0.isEmpty }.joined(separator: " > ")
        return text.isEmpty ? "any context" : text
    }
}
