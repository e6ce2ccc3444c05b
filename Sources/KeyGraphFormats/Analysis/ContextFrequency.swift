import KeyGraph

/// How often a binding's context holds, roughly, for ranking what a report lists first
/// (docs/keymaps.md, "The worst loss first"): the editor's main focus (`editorTextFocus`,
/// Zed's `Editor`), the keys that hold in the places a user spends most time (a list, the
/// terminal, the file tree), and every other condition as rare. A negation is nearly always
/// true and costs nothing. Data, in each dialect's folder.
struct ContextFrequency: Sendable {
    /// Conditions that hold in the editor's main editing focus.
    var main: Set<WhenClause> = []
    /// Keys (or names) that hold often: a main place's focus.
    var common: Set<String> = []

    /// No knowledge: every binding ranks alike, in file order.
    static let none = ContextFrequency()

    /// How a default that a user's binding takes ranks: first those whose clause asks nothing
    /// beyond the user's own (they are lost wherever the user's binding applies), then by what
    /// they ask: nothing for the editor's main focus, little for a common place, more for
    /// anything rarer.
    struct Rank: Comparable {
        var beyondUsers: Bool
        var cost: Int

        static func < (a: Rank, b: Rank) -> Bool {
            (a.beyondUsers ? 1 : 0, a.cost) < (b.beyondUsers ? 1 : 0, b.cost)
        }
    }

    func rank(_ clause: WhenClause?, given user: WhenClause?) -> Rank {
        var given: Set<WhenClause> = []
        if let user { Self.positives(user, into: &given) }
        return Rank(beyondUsers: cost(clause, given: given) > 0, cost: cost(clause, given: main.union(given)))
    }

    /// What a clause asks beyond `given`: 1 for a common key, 4 for any other condition; an
    /// `||` costs its cheapest side.
    func cost(_ clause: WhenClause?, given: Set<WhenClause>) -> Int {
        guard let clause else { return 0 }
        switch clause {
        case .constant, .not, .notEquals: return 0
        case .identifier(let name), .equals(let name, _):
            if given.contains(clause) { return 0 }
            return common.contains(name) ? 1 : 4
        case .matches, .member, .compare: return 4
        case .and(let a, let b), .descendant(let a, let b): return cost(a, given: given) + cost(b, given: given)
        case .or(let a, let b): return min(cost(a, given: given), cost(b, given: given))
        }
    }

    /// The names and pairs a clause asks for on every way it can hold (`&&`, `>`).
    static func positives(_ clause: WhenClause, into found: inout Set<WhenClause>) {
        switch clause {
        case .identifier, .equals: found.insert(clause)
        case .and(let a, let b), .descendant(let a, let b):
            positives(a, into: &found)
            positives(b, into: &found)
        default: break
        }
    }

    /// Whether `decider` asks for nothing `loser` does not: a conjunction whose positive names
    /// and pairs the loser's conjunction all has (its negations aside). Nil clauses ask nothing.
    static func asksNoMore(_ decider: WhenClause?, than loser: WhenClause?) -> Bool {
        guard let decider else { return true }
        guard let asked = conjunction(decider) else { return false }
        var has: Set<WhenClause> = []
        if let loser { positives(loser, into: &has) }
        return asked.isSubset(of: has)
    }

    /// The positive names and pairs of a conjunction of them and of negations; nil for any
    /// other clause (an `||`, a `>`, a comparison).
    private static func conjunction(_ clause: WhenClause) -> Set<WhenClause>? {
        switch clause {
        case .constant(true): return []
        case .identifier, .equals: return [clause]
        case .not(.identifier), .not(.equals), .notEquals: return []
        case .and(let a, let b):
            guard let x = conjunction(a), let y = conjunction(b) else { return nil }
            return x.union(y)
        default: return nil
        }
    }
}
