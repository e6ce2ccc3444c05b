import KeyGraph

/// `keygraph check` of another editor's keymaps in that editor's own world
/// (docs/keymaps.md, "Checking VS Code's and Zed's keymaps"): no app, no demo keymap, no
/// HIG lints; the conflict checks (``ConflictChecks``) with overlaps decided on the
/// expressions, each with a witness context, and what the editor then does.
package enum EditorAnalysis {
    /// Analyses `layers` (lowest first), all of one editor's dialect.
    ///
    /// - Parameters:
    ///   - sources: file name → text, for source lines and exact columns.
    ///   - terminal: also report what a legacy terminal cannot send (asked for with `--terminal`).
    ///   - defaults: how many of the first layers are the editor's own default keymap
    ///     (`--defaults`): removals are checked against them, and what a user's binding does
    ///     to their sequences is reported at the user's binding.
    ///   - insideDefaults: whether to look for bindings of the defaults that lose to others of
    ///     the defaults (`check --all`); without it those are not searched for, being the
    ///     editor's to fix, not the user's (most of the cost of `check --defaults`).
    /// - Complexity: O(n · c) solver questions for n bindings sharing keys with c others,
    ///   each bounded (``WhenSolver/budget``).
    package static func analyze(
        layers: [Keymap], sources: [String: String], terminal: Bool, defaults: Int = 0, insideDefaults: Bool = true
    ) -> [Diagnostic] {
        guard let dialect = layers.first?.dialect, dialect.rules.importsReadOnly else { return [] }
        var report = KeymapAnalysis.Reporter(sources: sources)
        let index = KeymapIndex(layers: layers)
        let rules = dialect.rules
        let defaultLayers = Set((0..<Int32(min(defaults, layers.count))))
        dialect.format.analysis.checkConflicts(layers, index, rules, defaultLayers, insideDefaults, &report)
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
}
