import KeyGraph

extension WhenSolver {
    /// What an editor's own workings make of its context keys, beyond their clauses: a key
    /// that holds only where others hold too (`editorTextFocus` ⇒ `textInputFocus`), keys of
    /// which at most one holds at a time (the one focused widget), keys that hold only in
    /// their own view, and the places that hold the focus. Data, in each dialect's folder
    /// (``FocusRules/vsCode``); a key it does not name is free. The solver keeps a witness to
    /// them: a context they forbid is no witness; the keyboard page's contexts are built from
    /// the places (``pageContexts()``), so it offers no context the rules forbid.
    struct FocusRules: Sendable {
        /// Each key, and the keys that hold wherever it holds.
        let implies: [String: [String]]
        /// Groups of keys of which at most one holds at a time.
        let exclusive: [[String]]
        /// Conditions that never all hold at once, each `key` (truthy) or `key=value`: a
        /// widget that is never inside another only where a third key says which it is
        /// (the chat view's input, `chatLocation=panel`, is in no list).
        let neverTogether: [[String]]
        /// Keys that hold only while the focus is in their own view (the view binds them in
        /// its widget's scoped context, where their declared default, true, applies): false
        /// in every other place, whatever that default says.
        let viewOnly: [String]
        /// The places that hold the focus, the editor's main editing focus first, each with
        /// the keys it sets (`key`, `!key`, `key=value`).
        let places: [Place]
        /// Each key's partners, worked out once: the solver asks for every literal it adds.
        private let table: [String: Partners]

        /// One place that holds the focus (a text editor, the explorer, the terminal …).
        struct Place: Sendable {
            var name: String
            var keys: [String]
            /// Context keys that make it the page's opening place when the user's own files
            /// test one of them (``PageContext/openedFor``).
            var openedFor: [String] = []
        }

        /// The keys that may not hold where a key holds, the keys that must, and the keys
        /// that make it hold.
        struct Partners: Sendable {
            var excluded: [String] = []
            var implied: [String] = []
            var impliedBy: [String] = []
            /// The ``neverTogether`` groups that name the key.
            var never: [[String]] = []
        }

        init(
            implies: [String: [String]] = [:], exclusive: [[String]] = [], neverTogether: [[String]] = [],
            viewOnly: [String] = [], places: [Place] = []
        ) {
            self.implies = implies
            self.exclusive = exclusive
            self.neverTogether = neverTogether
            self.viewOnly = viewOnly
            self.places = places
            var table: [String: Partners] = [:]
            for group in exclusive {
                for key in group { table[key, default: Partners()].excluded += group.filter { $0 != key } }
            }
            for group in neverTogether {
                for condition in group {
                    let key = condition.split(separator: "=", maxSplits: 1).first.map(String.init) ?? condition
                    table[key, default: Partners()].never.append(group)
                }
            }
            for (key, implied) in implies {
                table[key, default: Partners()].implied += implied
                for other in implied { table[other, default: Partners()].impliedBy.append(key) }
            }
            self.table = table
        }

        /// No rules: every context the clauses allow.
        static let none = FocusRules()

        var isEmpty: Bool { table.isEmpty }

        /// The keys that may not hold where `key` holds, and the keys that must.
        func partners(of key: String) -> Partners? { table[key] }

        /// The keys that hold wherever all of `keys` hold (themselves included), or nil when
        /// two of them, or of the keys they imply, may not hold together.
        func closure(of keys: [String]) -> [String]? {
            var held: [String] = []
            var pending = keys
            while let key = pending.popLast() {
                guard !held.contains(key) else { continue }
                held.append(key)
                pending += implies[key] ?? []
            }
            for key in held where table[key]?.excluded.contains(where: held.contains) == true { return nil }
            return keys + held.filter { !keys.contains($0) }.sorted()
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

    /// Whether the literals force `condition`: `key` truthy, or `key=value` that value.
    func holds(_ condition: String) -> Bool {
        let parts = condition.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return forced(condition) == true }
        guard let state = keys.first(where: { $0.key == parts[0] }) else { return false }
        return state.literals.contains { $0.positive && $0.atom == .equals(parts[0], parts[1]) }
    }

    /// Whether the literals force `key` truthy, or a key that implies it (the rules list
    /// each key's implications whole: `editorTextFocus` names `inputFocus` itself).
    func truthy(_ key: String) -> Bool {
        forced(key) == true || (focus.partners(of: key)?.impliedBy.contains { forced($0) == true } ?? false)
    }

    /// Whether `key`'s literals, just added, break the focus rules with the keys assumed: a
    /// key it excludes holds, or one that excludes a key it implies; a key it implies is
    /// false; a key that implies it holds while it is false; a group of conditions that
    /// never all hold does.
    func breaksFocusRules(_ key: String) -> Bool {
        guard let partners = focus.partners(of: key), let truth = forced(key) else { return false }
        if partners.never.contains(where: { $0.allSatisfy(holds) }) { return true }
        if truth {
            if partners.implied.contains(where: { forced($0) == false }) { return true }
            if partners.excluded.contains(where: truthy) { return true }
            return partners.implied.contains { focus.partners(of: $0)?.excluded.contains(where: truthy) ?? false }
        }
        return partners.impliedBy.contains { forced($0) == true }
    }
}
