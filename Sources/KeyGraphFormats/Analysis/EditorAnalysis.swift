import KeyGraph

/// `keygraph check` of another editor's keymaps in that editor's own world
/// (docs/keymaps.md, "Checking VS Code's and Zed's keymaps"): no app, no demo keymap, no
/// HIG lints; overlaps decided on the expressions, each with a witness context, and what
/// the editor then does.
package enum EditorAnalysis {
    /// Analyses `layers` (lowest first), all of one editor's dialect.
    ///
    /// - Parameters:
    ///   - sources: file name → text, for source lines and exact columns.
    ///   - terminal: also report what a legacy terminal cannot send (asked for with `--terminal`).
    /// - Complexity: O(n · c) solver questions for n bindings sharing keys with c others,
    ///   each bounded (``WhenSolver/budget``).
    package static func analyze(layers: [Keymap], sources: [String: String], terminal: Bool) -> [Diagnostic] {
        guard let dialect = layers.first?.dialect, dialect != .keygraph else { return [] }
        var report = KeymapAnalysis.Reporter(sources: sources)
        let index = KeymapIndex(layers: layers)
        for warning in index.removalWarnings { report.diagnostics.append(report.withSource(warning)) }
        var overlaps = Overlaps(dialect: dialect, clauses: index.predicates)
        var bySequence: [KeySequence: [KeymapIndex.Entry]] = [:]
        for entry in index.entries { bySequence[entry.binding.sequence, default: []].append(entry) }
        let context = Context(layers: layers, dialect: dialect)
        checkUnbinds(bySequence, context, &report)
        checkShadowing(bySequence, context, &overlaps, &report)
        checkPrefixes(index, bySequence, context, &overlaps, &report)
        if terminal {
            let bound = KeymapAnalysis.loneChordCommands(in: layers)
            for keymap in layers {
                for binding in keymap.bindings where binding.commandID != nil && !binding.sequence.isEmpty {
                    KeymapAnalysis.checkChords(
                        binding, in: keymap.file, bound: bound, reservedShortcuts: false, report: &report)
                }
            }
        }
        return KeymapAnalysis.inLayerOrder(report.diagnostics, layers: layers)
    }

    /// What every check needs: the layers and whose rules they follow.
    struct Context {
        let layers: [Keymap]
        let dialect: KeymapDialect

        func file(_ entry: KeymapIndex.Entry) -> String { layers[Int(entry.layer)].file }

        /// `FILE:LINE:COL` of a binding.
        func location(_ entry: KeymapIndex.Entry) -> String {
            "\(file(entry)):\(entry.binding.position.line):\(entry.binding.position.column)"
        }

        /// The keys as the file wrote them (`shift+alt+[IntlBackslash]`).
        func keys(_ binding: KeymapBinding) -> String { binding.keySource ?? binding.sequence.canonical }

        /// How the editor names a context in a message: `when` or `context`.
        var clauseWord: String { dialect == .zed ? "context" : "when clause" }
    }

    /// Whether two bindings apply together, and where: the solver for VS Code, Zed's stacks
    /// for Zed; each question asked once. Questions name the index's interned clauses
    /// (``KeymapIndex/Entry/predicate``), so a cache lookup never hashes a clause's tree.
    struct Overlaps {
        let dialect: KeymapDialect
        /// The index's clauses, by predicate id (0: none).
        let clauses: [WhenClause?]
        var solver = WhenSolver()
        var zed = ZedWitness()
        private var known: [Question: String?] = [:]
        private var covered: [Question: Bool] = [:]
        private var positive: [Int32: WhenSolver.Formula] = [:]
        private var negative: [Int32: WhenSolver.Formula] = [:]

        init(dialect: KeymapDialect, clauses: [WhenClause?]) {
            self.dialect = dialect
            self.clauses = clauses
        }

        struct Question: Hashable {
            var a: Int32
            var b: Int32
            var sameDepth: Bool
        }

        private func clause(_ entry: KeymapIndex.Entry) -> WhenClause? { clauses[Int(entry.predicate)] }

        private mutating func form(_ entry: KeymapIndex.Entry) -> WhenSolver.Formula {
            if let known = positive[entry.predicate] { return known }
            let form = clause(entry).map { WhenSolver.normalForm($0, positive: true) } ?? .constant(true)
            positive[entry.predicate] = form
            return form
        }

        private mutating func negatedForm(_ entry: KeymapIndex.Entry) -> WhenSolver.Formula {
            if let known = negative[entry.predicate] { return known }
            let form = clause(entry).map { WhenSolver.normalForm($0, positive: false) } ?? .constant(false)
            negative[entry.predicate] = form
            return form
        }

        /// A witness where both apply (for Zed, `sameDepth`: at the same depth), described.
        mutating func witness(_ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry, sameDepth: Bool) -> String? {
            let question = Question(a: a.predicate, b: b.predicate, sameDepth: sameDepth)
            if let answer = known[question] { return answer }
            let (x, y) = (clause(a), clause(b))
            let answer: String?
            if dialect == .zed {
                let stack = sameDepth ? zed.sameDepth(x, y) : zed.together(x, y)
                answer = stack.map(ZedWitness.describe)
            } else {
                // The forms first: a mutating call among the solver's arguments would copy `self`.
                let parts = [form(a), form(b)]
                if case .witness(let found) = solver.solve(.and(parts), checking: [x, y]) {
                    answer = found.description
                } else {
                    answer = nil
                }
            }
            known[question] = answer
            return answer
        }

        /// A witness where both apply and none of `others` does (for a prefix: the later
        /// bindings on the same keys that would decide instead), described; not cached.
        mutating func witness(
            _ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry, without others: [KeymapIndex.Entry]
        ) -> String? {
            if others.isEmpty { return witness(a, b, sameDepth: false) }
            let rest = others.compactMap(clause)
            if dialect == .zed { return zed.together(clause(a), clause(b), without: rest).map(ZedWitness.describe) }
            let parts = [form(a), form(b)] + others.map { negatedForm($0) }
            let checking = [clause(a), clause(b)] + rest.map { WhenClause.not($0) }
            if case .witness(let found) = solver.solve(.and(parts), checking: checking) {
                return found.description
            }
            return nil
        }

        /// Whether `covered` applies only where `cover` applies too (proved, not guessed).
        mutating func covers(_ cover: KeymapIndex.Entry, _ covered: KeymapIndex.Entry) -> Bool {
            guard let coverClause = clause(cover) else { return true }
            if dialect == .zed {
                // A later binding without a context matches at every depth of every stack.
                if case .constant(true) = coverClause { return true }
                return false
            }
            let question = Question(a: covered.predicate, b: cover.predicate, sameDepth: false)
            if let answer = self.covered[question] { return answer }
            let parts = [form(covered), negatedForm(cover)]
            let answer = solver.isDisjoint(.and(parts))
            self.covered[question] = answer
            return answer
        }
    }
}
