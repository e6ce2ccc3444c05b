import KeyGraph

extension WhenSolver {
    /// What an editor's own workings make of its context keys, beyond their clauses: a key
    /// that holds only where others hold too (`editorTextFocus` ⇒ `textInputFocus`), and keys
    /// of which at most one holds at a time (the one focused widget). Data, in each dialect's
    /// folder (``FocusRules/vsCode``); a key it does not name is free. The solver keeps a
    /// witness to them: a context they forbid is no witness.
    struct FocusRules: Sendable {
        /// Each key, and the keys that hold wherever it holds.
        var implies: [String: [String]] = [:]
        /// Groups of keys of which at most one holds at a time.
        var exclusive: [[String]] = []

        /// No rules: every context the clauses allow.
        static let none = FocusRules()

        var isEmpty: Bool { implies.isEmpty && exclusive.isEmpty }

        /// The keys that may not hold where `key` holds, and the keys that must.
        func partners(of key: String) -> (excluded: [String], implied: [String], impliedBy: [String]) {
            let excluded = exclusive.filter { $0.contains(key) }.flatMap { $0.filter { $0 != key } }
            let impliedBy = implies.filter { $0.value.contains(key) }.map(\.key)
            return (excluded, implies[key] ?? [], impliedBy)
        }
    }
}

extension WhenSolver.Model {
    /// Whether the literals force `key` truthy (true), falsy (false), or neither (nil): only
    /// the key's truth tests and comparisons with a value decide.
    func forced(_ key: String) -> Bool? {
        guard let state = keys.first(where: { $0.key == key }) else { return nil }
        for literal in state.literals {
            switch literal.atom {
            case .identifier: return literal.positive
            case .equals(_, let value) where literal.positive: return !value.isEmpty && value != "false"
            default: continue
            }
        }
        return nil
    }

    /// Whether `key`'s literals, just added, break the focus rules with the keys assumed.
    func breaksFocusRules(_ key: String) -> Bool {
        guard !focus.isEmpty, let truth = forced(key) else { return false }
        let (excluded, implied, impliedBy) = focus.partners(of: key)
        if truth {
            return excluded.contains { forced($0) == true } || implied.contains { forced($0) == false }
        }
        return impliedBy.contains { forced($0) == true }
    }
}
