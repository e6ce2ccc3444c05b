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
        var overlaps = Overlaps(dialect: dialect)
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
    /// for Zed; each question asked once.
    struct Overlaps {
        let dialect: KeymapDialect
        var solver = WhenSolver()
        var zed = ZedWitness()
        private var known: [Question: String?] = [:]

        init(dialect: KeymapDialect) { self.dialect = dialect }

        struct Question: Hashable {
            var a: WhenClause?
            var b: WhenClause?
            var sameDepth: Bool
        }

        /// A witness where both apply (for Zed, `sameDepth`: at the same depth), described.
        mutating func witness(_ a: KeymapBinding, _ b: KeymapBinding, sameDepth: Bool) -> String? {
            let question = Question(a: a.when, b: b.when, sameDepth: sameDepth)
            if let answer = known[question] { return answer }
            let answer: String?
            if dialect == .zed {
                let stack = sameDepth ? zed.sameDepth(a.when, b.when) : zed.together(a.when, b.when)
                answer = stack.map(ZedWitness.describe)
            } else if case .witness(let found) = solver.overlap(a.when, b.when) {
                answer = found.description
            } else {
                answer = nil
            }
            known[question] = answer
            return answer
        }

        private var covered: [Question: Bool] = [:]

        /// A witness where both apply and none of `others` does (for a prefix: the later
        /// bindings on the same keys that would decide instead), described; not cached.
        mutating func witness(_ a: KeymapBinding, _ b: KeymapBinding, without others: [WhenClause]) -> String? {
            if others.isEmpty { return witness(a, b, sameDepth: false) }
            if dialect == .zed { return zed.together(a.when, b.when, without: others).map(ZedWitness.describe) }
            if case .witness(let found) = solver.overlap(a.when, b.when, without: others) { return found.description }
            return nil
        }

        /// Whether `covered` applies only where `cover` applies too (proved, not guessed).
        mutating func covers(_ cover: KeymapBinding, _ covered: KeymapBinding) -> Bool {
            if dialect == .zed {
                // A later binding without a context matches at every depth of every stack.
                if cover.when == nil { return true }
                if case .constant(true) = cover.when { return true }
                return false
            }
            let question = Question(a: covered.when, b: cover.when, sameDepth: false)
            if let answer = self.covered[question] { return answer }
            let answer = if case .disjoint = solver.holdsWithout(covered.when, cover.when) { true } else { false }
            self.covered[question] = answer
            return answer
        }
    }
}
