import KeyGraph

/// The lints of `keygraph check` for keymap layers (docs/keymaps.md, "Analysis"), as located
/// diagnostics. The CLI only prints them.
///
/// Rules (each documented in `docs/keymaps.md`):
/// - error: an unknown command; an unknown context or attribute name in `when`; `view == X`
///   naming no view;
/// - warning: the conflict checks (``ConflictChecks``) in the app's focuses: two bindings of
///   one layer on the same keys that apply in the same focus with the same specificity (the
///   earlier never fires there), a binding that is also the start of a longer live sequence,
///   a `-command` removal that removes nothing; a reserved macOS shortcut; a chord a legacy
///   terminal cannot send, or sends as another key;
/// - note: a ⌘ chord, which a legacy terminal reaches only through its Alt fallback.
package enum KeymapAnalysis {
    /// Analyses `layers` (lowest first) against `app`.
    ///
    /// - Parameters:
    ///   - sources: file name → text, so diagnostics can show the offending line and point
    ///     inside strings exactly.
    ///   - imported: files read from VS Code or Zed keymaps: their commands and contexts are
    ///     not the app's, so those are reported once per file as a note instead of as errors.
    /// - Complexity: O(n · k · v) for n bindings of at most k chords and v focus contexts.
    package static func analyze(
        layers: [Keymap], app: AppModel, sources: [String: String] = [:], imported: Set<String> = []
    ) -> [Diagnostic] {
        var report = Reporter(sources: sources)
        let shortcutsBound = loneChordCommands(in: layers)
        var selectors: [String: String] = [:]
        for command in app.commands.commands {
            if let selector = StandardRole.selector(of: command, id: command.id) { selectors[command.id] = selector }
        }
        for keymap in layers {
            checkBindings(
                of: keymap, app: app, isImported: imported.contains(keymap.file),
                bound: shortcutsBound, selectors: selectors, report: &report)
        }

        let index = KeymapIndex(layers: layers)
        var checks = ConflictChecks(
            layers: layers, index: index, rules: KeymapDialect.keygraph.rules, partialLoss: .warning,
            oracle: FocusOverlaps(contexts: focusContexts(of: app), clauses: index.predicates))
        checks.run(&report)
        return inLayerOrder(report.diagnostics, layers: layers)
    }

    /// Lone chords and the commands they fire, for the ⌘ → Alt fallback rule.
    static func loneChordCommands(in layers: [Keymap]) -> [KeyboardShortcut: Set<String>] {
        var shortcutsBound: [KeyboardShortcut: Set<String>] = [:]
        for keymap in layers {
            for binding in keymap.bindings where binding.sequence.count == 1 {
                if let id = binding.commandID { shortcutsBound[binding.sequence.chords[0], default: []].insert(id) }
            }
        }
        return shortcutsBound
    }

    /// `diagnostics` with files in layer order, then by position.
    static func inLayerOrder(_ diagnostics: [Diagnostic], layers: [Keymap]) -> [Diagnostic] {
        var ranks: [String: Int] = [:]
        for (i, layer) in layers.enumerated().reversed() { ranks[layer.file] = i }
        // Each diagnostic's rank once (a search per comparison cost more than the sort).
        let keyed = diagnostics.enumerated().map { (rank: ranks[$0.element.file] ?? layers.count, offset: $0.offset) }
        return keyed.sorted { x, y in
            let (a, b) = (diagnostics[x.offset], diagnostics[y.offset])
            if x.rank != y.rank { return x.rank < y.rank }
            if a.file != b.file { return a.file < b.file }
            return (a.position, x.offset) < (b.position, y.offset)
        }.map { diagnostics[$0.offset] }
    }

    /// Every focus the app can have: each view, in each initial scene, on each platform.
    static func focusContexts(of app: AppModel) -> [KeyContext] {
        let scenes = app.initialScenes.isEmpty ? ["main"] : app.initialScenes.map(\.id)
        var contexts: [KeyContext] = []
        for view in app.allViewDeclarations {
            for scene in scenes {
                for platform in TargetPlatform.allCases {
                    if let c = app.keyContext(forView: view.contextName, scene: scene, platform: platform) {
                        contexts.append(c)
                    }
                }
            }
        }
        return contexts
    }

    // MARK: - Each binding: commands, names in `when`, chords

    /// One layer's bindings: unknown commands (for an imported file, one note naming them),
    /// unknown names in `when`, and chords that are reserved or that a terminal cannot send.
    private static func checkBindings(
        of keymap: Keymap, app: AppModel, isImported: Bool,
        bound shortcutsBound: [KeyboardShortcut: Set<String>], selectors: [String: String], report: inout Reporter
    ) {
        var opaque: [String] = []
        for binding in keymap.bindings {
            if let id = binding.namedCommand, app.commands.command(id: id) == nil {
                if isImported {
                    if !opaque.contains(id) { opaque.append(id) }
                } else {
                    let isRemoval = if case .remove = binding.action { true } else { false }
                    report.add(
                        .error, keymap.file, binding.commandPosition, fallback: binding.position,
                        offset: isRemoval ? 1 : 0, length: id.count, "unknown command '\(id)'",
                        hint: app.commands.suggestion(for: id),
                        rule: KeymapRule.unknownCommand.id,
                        finding: Diagnostic.Finding(bindings: [Diagnostic.Binding(binding, in: keymap.file)]))
                }
            }
            if let when = binding.when, !isImported {
                checkNames(when, of: binding, in: keymap.file, app: app, report: &report)
            }
            if case .command = binding.action, !binding.sequence.isEmpty {
                checkChords(binding, in: keymap.file, bound: shortcutsBound, selectors: selectors, report: &report)
            }
        }
        if !opaque.isEmpty {
            report.add(
                .note, keymap.file, nil, fallback: SourcePosition(line: 1, column: 1),
                length: 1,
                "\(opaque.count) command\(opaque.count == 1 ? " is" : "s are") not the app's and kept as opaque names (\(opaque.prefix(3).joined(separator: ", "))\(opaque.count > 3 ? ", …" : ""))",
                rule: KeymapRule.opaqueCommands.id)
        }
    }

    // MARK: - Names in `when`

    private static func checkNames(
        _ when: WhenClause, of binding: KeymapBinding, in file: String, app: AppModel, report: inout Reporter
    ) {
        for problem in app.unknownNames(in: when) {
            let offset = binding.whenSource.flatMap { WhenClause.offset(ofWord: problem.word, in: $0) } ?? 0
            report.add(
                .error, file, binding.whenPosition, fallback: binding.position, offset: offset,
                length: problem.word.count, problem.message, hint: problem.hint,
                rule: KeymapRule.unknownContext.id,
                finding: Diagnostic.Finding(bindings: [Diagnostic.Binding(binding, in: file)]))
        }
    }

    /// Warnings for the names in `keymap`'s `when` clauses the app does not know, located in
    /// `text` (the file's): what loading a KeyGraph keymap (`--keymap`, `load keymap`) says.
    package static func unknownNameWarnings(in keymap: Keymap, app: AppModel, text: String) -> [Diagnostic] {
        guard !keymap.isImported else { return [] }
        var report = Reporter(sources: [keymap.file: text])
        for binding in keymap.bindings {
            guard let when = binding.when else { continue }
            for problem in app.unknownNames(in: when) {
                let offset = binding.whenSource.flatMap { WhenClause.offset(ofWord: problem.word, in: $0) } ?? 0
                report.add(
                    .warning, keymap.file, binding.whenPosition, fallback: binding.position, offset: offset,
                    length: problem.word.count, problem.message, hint: problem.hint)
            }
        }
        return report.diagnostics
    }
}
