import KeyGraph

/// VS Code's answer to ``OverlapOracle``: decided on the `when` clauses alone by
/// ``WhenSolver``, each question asked once. Questions name the index's interned clauses
/// (``KeymapIndex/Entry/predicate``), so a cache lookup never hashes a clause's tree.
struct WhenSolverOverlaps: OverlapOracle {
    /// The index's clauses, by predicate id (0: none).
    let clauses: [WhenClause?]
    var solver = WhenSolver()
    private var known: [PredicatePair: String?] = [:]
    private var covered: [PredicatePair: Bool] = [:]
    // Caches by predicate id (dense: an array, not a hashed dictionary).
    private var positive: [WhenSolver.Formula?]
    private var negative: [WhenSolver.Formula?]
    /// Each clause's context keys, for the quick disproof in ``covers(_:_:)``: sorted,
    /// without repeats, so that one is a subset of another is a merge of two short arrays
    /// (hashing every key's name cost more than the rest of the question).
    private var keys: [[String]?]

    let frequency: ContextFrequency

    init(clauses: [WhenClause?], focus: WhenSolver.FocusRules = .none, frequency: ContextFrequency = .none) {
        self.clauses = clauses
        self.frequency = frequency
        solver.focus = focus
        positive = Array(repeating: nil, count: clauses.count)
        negative = positive
        keys = Array(repeating: nil, count: clauses.count)
    }

    private func clause(_ entry: KeymapIndex.Entry) -> WhenClause? { clauses[Int(entry.predicate)] }

    private mutating func form(_ entry: KeymapIndex.Entry) -> WhenSolver.Formula {
        if let known = positive[Int(entry.predicate)] { return known }
        let form = clause(entry).map { WhenSolver.normalForm($0, positive: true) } ?? .constant(true)
        positive[Int(entry.predicate)] = form
        return form
    }

    private mutating func negatedForm(_ entry: KeymapIndex.Entry) -> WhenSolver.Formula {
        if let known = negative[Int(entry.predicate)] { return known }
        let form = clause(entry).map { WhenSolver.normalForm($0, positive: false) } ?? .constant(false)
        negative[Int(entry.predicate)] = form
        return form
    }

    /// VS Code ranks by order alone, so `tied` changes nothing.
    mutating func witness(_ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry, tied: Bool) -> String? {
        let question = PredicatePair(a: a.predicate, b: b.predicate)
        if let answer = known[question] { return answer }
        // The forms first: a mutating call among the solver's arguments would copy `self`.
        let parts = [form(a), form(b)]
        var answer: String? = nil
        if case .witness(let found) = solver.solve(.and(parts), checking: [clause(a), clause(b)]) {
            answer = "when \(found.description)"
        }
        known[question] = answer
        return answer
    }

    mutating func witness(
        _ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry, without others: [KeymapIndex.Entry]
    ) -> String? {
        if others.isEmpty { return witness(a, b, tied: false) }
        let parts = [form(a), form(b)] + others.map { negatedForm($0) }
        let checking = [clause(a), clause(b)] + others.compactMap(clause).map { WhenClause.not($0) }
        if case .witness(let found) = solver.solve(.and(parts), checking: checking) {
            return "when \(found.description)"
        }
        return nil
    }

    /// Whether `covered`'s clause implies `cover`'s: proved by finding no context where the
    /// first holds and the second does not. A `cover` testing a key `covered` never names
    /// is not implied (that key can be set to falsify it), so the solver is not asked.
    mutating func covers(_ cover: KeymapIndex.Entry, _ covered: KeymapIndex.Entry) -> Bool {
        guard let coverClause = clause(cover) else { return true }
        guard Self.isSubset(keys(of: cover.predicate, coverClause), of: keys(of: covered.predicate, clause(covered)))
        else { return false }
        let question = PredicatePair(a: covered.predicate, b: cover.predicate)
        if let answer = self.covered[question] { return answer }
        let parts = [form(covered), negatedForm(cover)]
        let answer = solver.isDisjoint(.and(parts))
        self.covered[question] = answer
        return answer
    }

    private mutating func keys(of predicate: Int32, _ clause: WhenClause?) -> [String] {
        if let known = keys[Int(predicate)] { return known }
        var found = clause?.distinctIdentifiers ?? []
        // A key the clause's keys imply is as good as named (`editorTextFocus` covers a
        // clause of `textInputFocus`).
        let implied = found.flatMap { solver.focus.implies[$0] ?? [] }
        if !implied.isEmpty { found = Array(Set(found + implied)).sorted() }
        keys[Int(predicate)] = found
        return found
    }

    /// Whether every element of sorted `a` is in sorted `b` (both without repeats).
    static func isSubset(_ a: [String], of b: [String]) -> Bool {
        var j = 0
        for name in a {
            while j < b.count, b[j] < name { j += 1 }
            guard j < b.count, b[j] == name else { return false }
            j += 1
        }
        return true
    }
}

/// Two interned clauses, as a cache key.
struct PredicatePair: Hashable {
    var a: Int32
    var b: Int32
}
