extension KeymapIndex {
    /// A `when` clause as a predicate: a clause of a layer whose dialect evaluates on a
    /// context stack is decided by that evaluation, so the same clause there and in another
    /// layer is two predicates.
    struct PredicateKey: Hashable {
        var clause: WhenClause
        var onStack: Bool
    }

    /// The distinct `when` clauses of the bindings, each compiled once; slot 0 is "no clause".
    struct PredicateTable {
        var predicates: [WhenClause?] = [nil]
        var onStack: [Bool] = [false]
        private var ids: [PredicateKey: Int32] = [:]
        private var bySource: [String: Int32] = [:]
        private var stackBySource: [String: Int32] = [:]
        /// No clause, evaluated on the stack: as deep as the stack, unlike "no clause" elsewhere.
        private var stackAlways: Int32? = nil

        /// The predicate of a binding's clause `when` (read from the text `source`), added if
        /// it is new. It takes the two fields, not the binding: the caller reads them in place.
        ///
        /// - Complexity: O(1) on average for a clause text seen before (a string hash is
        ///   cheaper than a tree's), else O(s) in the clause's size.
        mutating func id(for when: WhenClause?, source whenSource: String?, onStack stack: Bool) -> Int32 {
            guard let when else {
                guard stack else { return 0 }
                if let stackAlways { return stackAlways }
                let id = append(nil, onStack: true)
                stackAlways = id
                return id
            }
            if let source = whenSource, let id = stack ? stackBySource[source] : bySource[source] {
                return id
            }
            let key = PredicateKey(clause: when, onStack: stack)
            let id = ids[key] ?? append(when, onStack: stack)
            ids[key] = id
            if let source = whenSource {
                if stack { stackBySource[source] = id } else { bySource[source] = id }
            }
            return id
        }

        private mutating func append(_ clause: WhenClause?, onStack stack: Bool) -> Int32 {
            predicates.append(clause)
            onStack.append(stack)
            return Int32(predicates.count - 1)
        }
    }
}
