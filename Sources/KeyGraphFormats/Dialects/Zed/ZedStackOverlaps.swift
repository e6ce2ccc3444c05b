import KeyGraph

/// Zed's answer to ``OverlapOracle``: stacks of context entries found by ``ZedWitness``
/// and checked with Zed's own evaluation, each question asked once.
struct ZedStackOverlaps: OverlapOracle {
    /// The index's clauses, by predicate id (0: none).
    let clauses: [WhenClause?]
    var zed = ZedWitness()
    private var known: [PredicatePair: String?] = [:]
    private var knownTied: [PredicatePair: String?] = [:]

    init(clauses: [WhenClause?]) { self.clauses = clauses }

    var frequency: ContextFrequency { .zed }

    func isUnmodelled(_ name: String) -> Bool { ZedContextModel.isView(name) && !ZedContextModel.isKnown(name) }

    private func clause(_ entry: KeymapIndex.Entry) -> WhenClause? { clauses[Int(entry.predicate)] }

    /// `tied`: at the same depth, where Zed's order decides.
    mutating func witness(_ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry, tied: Bool) -> String? {
        let question = PredicatePair(a: a.predicate, b: b.predicate)
        if let answer = tied ? knownTied[question] : known[question] { return answer }
        let (x, y) = (clause(a), clause(b))
        let answer = (tied ? zed.sameDepth(x, y) : zed.together(x, y)).map { "when \(ZedWitness.describe($0))" }
        if tied { knownTied[question] = answer } else { known[question] = answer }
        return answer
    }

    mutating func witness(
        _ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry, without others: [KeymapIndex.Entry]
    ) -> String? {
        if others.isEmpty { return witness(a, b, tied: false) }
        let rest = others.compactMap(clause)
        return zed.together(clause(a), clause(b), without: rest).map { "when \(ZedWitness.describe($0))" }
    }

    mutating func stacks(_ entries: [KeymapIndex.Entry], filler: String) -> [[ContextStackEntry]] {
        zed.candidates(entries.map(clause), filler: filler)
    }

    /// A later binding without a context matches at every depth of every stack, so it wins
    /// wherever the other applies; so does one with the same context (up to order), or one
    /// whose context is a conjunction of names and pairs that the other's conjunction all
    /// has: it matches the same entry, so at least as deep (Zed's `depth_of` tests a
    /// conjunction on one entry). Other pairs are not decided.
    mutating func covers(_ cover: KeymapIndex.Entry, _ covered: KeymapIndex.Entry) -> Bool {
        guard let coverClause = clause(cover) else { return true }
        if case .constant(true) = coverClause { return true }
        guard let coveredClause = clause(covered) else { return false }
        if coverClause.isEquivalent(to: coveredClause) { return true }
        guard let needed = Self.entryTests(coverClause), let has = Self.entryTests(coveredClause) else {
            return false
        }
        return needed.isSubset(of: has)
    }

    /// The names and pairs a conjunction tests on one entry, or nil for any other context.
    static func entryTests(_ clause: WhenClause) -> Set<WhenClause>? {
        switch clause {
        case .identifier, .equals: return [clause]
        case .and(let a, let b):
            guard let x = entryTests(a), let y = entryTests(b) else { return nil }
            return x.union(y)
        default: return nil
        }
    }
}
