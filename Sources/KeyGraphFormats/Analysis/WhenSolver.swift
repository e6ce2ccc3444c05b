import KeyGraph

/// Decides on the expressions alone — not in any app's focuses — whether `when` clauses can
/// hold together, and finds a witness context: the analysis of an editor's keymap, whose
/// contexts KeyGraph cannot enumerate (docs/keymaps.md, "Symbolic analysis").
///
/// A clause is put in negation normal form over literals (a context key truthy, `key ==
/// value`, a regular expression, a membership, a numeric comparison), then a bounded
/// search branches on `||` and keeps, per key, the literals it must satisfy; a key is
/// consistent when some value satisfies them all (`key == a` and `key == b` exclude each
/// other; `key =~ /re/` is tried on sample texts). Every witness found is checked by
/// evaluating both clauses in it, so a reported overlap is real under the clauses'
/// meaning; a search that runs out of steps decides nothing.
struct WhenSolver {
    /// What the search found.
    enum Outcome {
        case witness(Witness)
        /// No context satisfies the clauses.
        case disjoint
        /// The search ran out of steps, or its witness failed the check: nothing is claimed.
        case undecided
    }

    /// A context in which the clauses hold: the literals assumed, and a context that has them.
    struct Witness {
        var literals: [Literal]
        var context: KeyContext

        /// The literals in the `when` grammar: `editorTextFocus && !editorReadonly`.
        var description: String {
            if literals.isEmpty { return "always" }
            var parts: [String] = []
            parts.reserveCapacity(2 * literals.count)
            for literal in literals {
                if !parts.isEmpty { parts.append(" && ") }
                parts.append(literal.description)
            }
            return String.concatenating(parts)
        }
    }

    /// A test of one context key (or an opaque test, `key` nil), required true or false.
    struct Literal: Hashable, CustomStringConvertible {
        var atom: WhenClause
        var positive: Bool
        var key: String?

        var description: String {
            switch (atom, positive) {
            case (.identifier(let name), false): "!\(name)"
            case (.equals(let name, let value), false): WhenClause.notEquals(name, value).description
            case (.member(let operand, let list, _), false):
                WhenClause.member(operand, of: list, negated: true).description
            case (_, true): atom.description
            case (_, false): "!(\(atom))"
            }
        }
    }

    /// A clause in negation normal form.
    indirect enum Formula {
        case constant(Bool)
        case literal(Literal)
        case and([Formula])
        case or([Formula])
    }

    /// How many steps one question may take.
    static let budget = 20_000

    /// The editor's focus rules (none: any context the clauses allow).
    var focus = FocusRules.none
    private var normalForms: [WhenClause: Formula] = [:]
    private var negatedForms: [WhenClause: Formula] = [:]

    /// Whether `a` and `b` can hold together (nil clauses hold everywhere).
    mutating func overlap(_ a: WhenClause?, _ b: WhenClause?) -> Outcome {
        let formula = Formula.and([form(a), form(b)])
        return solve(formula, checking: [a, b])
    }

    /// Whether `a` and `b` can hold together where none of `others` holds.
    mutating func overlap(_ a: WhenClause?, _ b: WhenClause?, without others: [WhenClause]) -> Outcome {
        if others.isEmpty { return overlap(a, b) }
        let negated = others.map { other in
            let form = negatedForms[other] ?? Self.normalForm(other, positive: false)
            negatedForms[other] = form
            return form
        }
        let formula = Formula.and([form(a), form(b)] + negated)
        return solve(formula, checking: [a, b] + others.map { .not($0) })
    }

    /// Whether `a` can hold where `b` does not: `.disjoint` proves that `a` implies `b`.
    mutating func holdsWithout(_ a: WhenClause?, _ b: WhenClause?) -> Outcome {
        guard let b else { return .disjoint }
        let negated = negatedForms[b] ?? Self.normalForm(b, positive: false)
        negatedForms[b] = negated
        let formula = Formula.and([form(a), negated])
        return solve(formula, checking: [a, .not(b)])
    }

    /// The normal form of `clause` (true for none), computed once per clause.
    mutating func form(_ clause: WhenClause?) -> Formula {
        guard let clause else { return .constant(true) }
        return normalForm(clause)
    }

    mutating func normalForm(_ clause: WhenClause) -> Formula {
        if let known = normalForms[clause] { return known }
        let form = Self.normalForm(clause, positive: true)
        normalForms[clause] = form
        return form
    }

    /// `clause` (or its negation) in negation normal form, with the readings of a boolean value:
    /// `key == true` is `key`, `key == false` is `!key`. (VS Code's parser has already written
    /// its own comparisons out: `key == 'true'` is false, `key == '1'` is `key == '1' || key == true`.)
    static func normalForm(_ clause: WhenClause, positive: Bool) -> Formula {
        func literal(_ atom: WhenClause, _ polarity: Bool, key: String?) -> Formula {
            .literal(Literal(atom: atom, positive: polarity == positive, key: key))
        }
        switch clause {
        case .constant(let value): return .constant(value == positive)
        case .identifier(let name): return literal(clause, true, key: name)
        case .equals(let name, "true"): return literal(.identifier(name), true, key: name)
        case .equals(let name, "false"): return literal(.identifier(name), false, key: name)
        case .equals(let name, _): return literal(clause, true, key: name)
        case .notEquals(let name, let value): return normalForm(.equals(name, value), positive: !positive)
        case .matches(let name, _), .compare(let name, _, _): return literal(clause, true, key: name)
        case .member(let operand, let list, let negated):
            let atom = WhenClause.member(operand, of: list, negated: false)
            switch (operand, list) {
            case (.key(let name), .literal): return literal(atom, !negated, key: name)
            case (.text, .key(let name)): return literal(atom, !negated, key: name)
            default: return literal(atom, !negated, key: nil)
            }
        case .descendant: return literal(clause, true, key: nil)
        case .not(let inner): return normalForm(inner, positive: !positive)
        case .and(let a, let b), .or(let a, let b):
            let isAnd = if case .and = clause { positive } else { !positive }
            let parts = [normalForm(a, positive: positive), normalForm(b, positive: positive)]
            return isAnd ? .and(parts) : .or(parts)
        }
    }

    /// The search, then the check of its witness against the original clauses.
    func solve(_ formula: Formula, checking clauses: [WhenClause?]) -> Outcome {
        var steps = Self.budget
        var exhausted = false
        guard let model = search([formula], Model(focus: focus), &steps, &exhausted) else {
            return exhausted ? .undecided : .disjoint
        }
        let context = model.context()
        for case let clause? in clauses where clause.evaluate(in: context) == nil { return .undecided }
        return .witness(Witness(literals: model.literals, context: context))
    }

    /// Whether no context satisfies `formula`, proved by the search (no witness is built or
    /// checked: a caller that needs only the proof, as ``EditorAnalysis/Overlaps`` proving
    /// that one clause implies another, is spared that work).
    func isDisjoint(_ formula: Formula) -> Bool {
        var steps = Self.budget
        var exhausted = false
        return search([formula], Model(focus: focus), &steps, &exhausted) == nil && !exhausted
    }

    /// Depth-first over the `||`s; each literal is added to the model, which checks its key.
    private func search(_ goals: [Formula], _ model: Model, _ steps: inout Int, _ exhausted: inout Bool) -> Model? {
        var goals = goals
        var model = model
        while let goal = goals.popLast() {
            steps -= 1
            if steps <= 0 {
                exhausted = true
                return nil
            }
            switch goal {
            case .constant(true): continue
            case .constant(false): return nil
            case .literal(let literal):
                switch model.add(literal) {
                case .consistent: break
                case .contradiction: return nil
                case .unknown:
                    exhausted = true
                    return nil
                }
            case .and(let parts): goals += parts.reversed()
            case .or(let parts):
                for part in parts {
                    if let found = search(goals + [part], model, &steps, &exhausted) { return found }
                    if exhausted { return nil }
                }
                return nil
            }
        }
        return model
    }
}
