extension KeymapIndex {
    /// A `when` clause as a predicate: Zed's clauses are evaluated by Zed's rules, so the same
    /// clause in a Zed layer and another layer is two predicates.
    struct PredicateKey: Hashable {
        var clause: WhenClause
        var isZed: Bool
    }

    /// The distinct `when` clauses of the bindings, each compiled once; slot 0 is "no clause".
    struct PredicateTable {
        var predicates: [WhenClause?] = [nil]
        var isZed: [Bool] = [false]
        private var ids: [PredicateKey: Int32] = [:]
        private var bySource: [String: Int32] = [:]
        private var zedBySource: [String: Int32] = [:]
        /// A Zed section without a context: as deep as the stack, unlike "no clause" elsewhere.
        private var zedAlways: Int32? = nil

        /// The predicate of a binding's clause `when` (read from the text `source`), added if
        /// it is new. It takes the two fields, not the binding: the caller reads them in place.
        ///
        /// - Complexity: O(1) on average for a clause text seen before (a string hash is
        ///   cheaper than a tree's), else O(s) in the clause's size.
        mutating func id(for when: WhenClause?, source whenSource: String?, isZed zed: Bool) -> Int32 {
            guard let when else {
                guard zed else { return 0 }
                if let zedAlways { return zedAlways }
                let id = append(nil, isZed: true)
                zedAlways = id
                return id
            }
            if let source = whenSource, let id = zed ? zedBySource[source] : bySource[source] {
                return id
            }
            let key = PredicateKey(clause: when, isZed: zed)
            let id = ids[key] ?? append(when, isZed: zed)
            ids[key] = id
            if let source = whenSource {
                if zed { zedBySource[source] = id } else { bySource[source] = id }
            }
            return id
        }

        private mutating func append(_ clause: WhenClause?, isZed zed: Bool) -> Int32 {
            predicates.append(clause)
            isZed.append(zed)
            return Int32(predicates.count - 1)
        }
    }
}
