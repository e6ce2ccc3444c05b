import KeyGraph

extension WhenSolver {
    /// The literals assumed so far, with a value for each key that satisfies its literals.
    struct Model {
        private(set) var literals: [Literal] = []
        /// Each key tested so far, its literals, and its value (nil: the key is unset). A
        /// question names a handful of keys: arrays, searched in order, copy and compare
        /// faster than dictionaries when the search branches.
        private(set) var keys: [KeyState] = []
        /// The editor's focus rules, which every context the model builds keeps.
        var focus = FocusRules.none

        init(focus: FocusRules = .none) { self.focus = focus }
        private var opaque: [(atom: WhenClause, positive: Bool)] = []

        struct KeyState {
            var key: String
            var literals: [Literal]
            var value: String?
        }

        /// What adding a literal found.
        enum Added {
            case consistent
            /// No value of the key satisfies the literals: a proof.
            case contradiction
            /// No value tried satisfies them, but the values tried are samples (a regular
            /// expression, a comparison): nothing is proved.
            case unknown
        }

        /// Adds `literal`, checking that some value of its key (or, for an opaque test, a
        /// truth value) satisfies everything assumed.
        mutating func add(_ literal: Literal) -> Added {
            guard let key = literal.key else {
                if let known = opaque.first(where: { $0.atom == literal.atom }) {
                    return known.positive == literal.positive ? .consistent : .contradiction
                }
                opaque.append((literal.atom, literal.positive))
                literals.append(literal)
                return .consistent
            }
            let slot = keys.firstIndex { $0.key == key }
            if let slot, keys[slot].literals.contains(literal) { return .consistent }
            let constraints = (slot.map { keys[$0].literals } ?? []) + [literal]
            guard let value = Self.value(for: key, satisfying: constraints) else {
                let sampled = constraints.contains {
                    switch $0.atom {
                    case .matches, .compare, .member(.text, .key, _): true
                    default: false
                    }
                }
                return sampled ? .unknown : .contradiction
            }
            if let slot {
                keys[slot].literals = constraints
                keys[slot].value = value
            } else {
                keys.append(KeyState(key: key, literals: constraints, value: value))
            }
            literals.append(literal)
            return breaksFocusRules(key) ? .contradiction : .consistent
        }

        /// A context with every key at its value (a truthy key set to `true`).
        func context() -> KeyContext {
            var attributes: [String: String] = [:]
            for state in keys { if let value = state.value { attributes[state.key] = value } }
            return KeyContext(attributes: attributes)
        }

        /// A value of `key` (nil: unset) that satisfies every literal, trying the unset key,
        /// `true` and `false`, the values the literals name, texts the regular expressions
        /// match, numbers around the comparisons', and a fresh text.
        static func value(for key: String, satisfying literals: [Literal]) -> String?? {
            switch simpleValue(satisfying: literals) {
            case .value(let value): return .some(value)
            case .contradiction: return nil
            case .undecided: break
            }
            var candidates: [String?] = []
            var named: [String] = []
            var thresholds: [Double] = []
            var patterns: [WhenRegex] = []
            var pinned = false
            for literal in literals {
                switch literal.atom {
                case .equals(_, let value):
                    named.append(value)
                    pinned = pinned || literal.positive
                case .member(.key, .literal(let items), _):
                    named += items
                    pinned = pinned || literal.positive
                case .member(.text(let text), .key, _): named.append(text)
                case .compare(_, _, let number): thresholds.append(number)
                case .matches(_, let regex) where literal.positive: patterns.append(regex)
                default: break
                }
            }
            if !pinned {
                candidates += [nil, "true", "false"]
                for number in thresholds {
                    for n in [number, number + 1, number - 1, number + 0.5, number - 0.5] {
                        candidates.append(n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n))
                    }
                }
                let samples = patterns.map { $0.samples() }
                for list in samples { candidates += list.map { Optional($0) } }
                // Texts two patterns may both match: one sample after the other, either way.
                let firsts = samples.compactMap(\.first)
                for (i, a) in firsts.enumerated() {
                    for b in firsts[(i + 1)...] { candidates += [a + b, b + a, a + " " + b, b + " " + a] }
                }
                var fresh = 0
                while named.contains("x\(fresh)") { fresh += 1 }
                candidates.append("x\(fresh)")
            }
            candidates += named.map { Optional($0) }
            if named.count > 1 { candidates.append(named.joined(separator: ", ")) }
            for candidate in candidates {
                let context = KeyContext(attributes: candidate.map { [key: $0] } ?? [:])
                if literals.allSatisfy({ ($0.atom.evaluate(in: context) != nil) == $0.positive }) {
                    return .some(candidate)
                }
            }
            return nil
        }

        /// The value for literals that only test the key's truth and compare it with values
        /// (nearly every clause of a real keymap), decided without trying candidates: the
        /// value asked for, else `true` or unset. Nil when another kind of test is among them.
        static func simpleValue(satisfying literals: [Literal]) -> Decided {
            var wanted: String? = nil
            var excluded: [String] = []
            var truthy: Bool? = nil
            for literal in literals {
                switch literal.atom {
                case .identifier:
                    if let t = truthy, t != literal.positive { return .contradiction }
                    truthy = literal.positive
                case .equals(_, let value):
                    if literal.positive {
                        if let w = wanted, w != value { return .contradiction }
                        wanted = value
                    } else {
                        excluded.append(value)
                    }
                default: return .undecided
                }
            }
            func isTruthy(_ v: String?) -> Bool { v.map { !$0.isEmpty && $0 != "false" } ?? false }
            if let wanted {
                guard !excluded.contains(wanted), truthy.map({ $0 == isTruthy(wanted) }) ?? true else {
                    return .contradiction
                }
                return .value(wanted)
            }
            if truthy == true {
                var fresh = "true"
                var n = 0
                while excluded.contains(fresh) {
                    fresh = "x\(n)"
                    n += 1
                }
                return .value(fresh)
            }
            return .value(nil)
        }

        /// What ``simpleValue(satisfying:)`` decided.
        enum Decided {
            case value(String?)
            case contradiction
            /// A test it does not decide is among the literals.
            case undecided
        }
    }
}
