import KeyGraph

/// The app's answer to ``OverlapOracle``: every focus the app can have, each `when` clause
/// evaluated once per focus and remembered.
struct FocusOverlaps: OverlapOracle {
    let contexts: [KeyContext]
    /// The index's clauses, by predicate id (0: none).
    let clauses: [WhenClause?]
    private var cache: [Int32: [Int?]] = [:]

    init(contexts: [KeyContext], clauses: [WhenClause?]) {
        self.contexts = contexts
        self.clauses = clauses
    }

    /// The entry's clause's specificity in each focus (`-1` everywhere for no clause), nil
    /// where it is false.
    ///
    /// - Complexity: O(f · s) the first time for f focuses and a clause of size s; O(1) after.
    mutating func liveness(_ entry: KeymapIndex.Entry) -> [Int?] {
        if let known = cache[entry.predicate] { return known }
        let clause = clauses[Int(entry.predicate)]
        let values = contexts.map { context in clause.map { $0.evaluate(in: context) } ?? -1 }
        cache[entry.predicate] = values
        return values
    }

    mutating func witness(_ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry, tied: Bool) -> String? {
        let (x, y) = (liveness(a), liveness(b))
        for i in x.indices {
            if let p = x[i], let q = y[i], !tied || p == q { return Self.describe(contexts[i]) }
        }
        return nil
    }

    mutating func witness(
        _ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry, without others: [KeymapIndex.Entry]
    ) -> String? {
        let (x, y) = (liveness(a), liveness(b))
        let rest = others.map { liveness($0) }
        for i in x.indices where x[i] != nil && y[i] != nil && rest.allSatisfy({ $0[i] == nil }) {
            return Self.describe(contexts[i])
        }
        return nil
    }

    /// In every focus where `covered` applies, `cover` applies at least as deep (a later
    /// binding of the layer then wins).
    mutating func covers(_ cover: KeymapIndex.Entry, _ covered: KeymapIndex.Entry) -> Bool {
        let (x, y) = (liveness(covered), liveness(cover))
        var applies = false
        for i in x.indices {
            guard let p = x[i] else { continue }
            guard let q = y[i], q >= p else { return false }
            applies = true
        }
        return applies
    }

    /// A focus as a message names it: `in RecipeDetail (main, macos)`.
    static func describe(_ context: KeyContext) -> String {
        let view = context.attributes["view"] ?? context.path.last ?? "the app"
        let place = [context.attributes["scene"], context.attributes["platform"]].compactMap { $0 }
        return place.isEmpty ? "in \(view)" : "in \(view) (\(place.joined(separator: ", ")))"
    }
}
