import KeyGraph

/// The lints of `keygraph check` for keymap layers (docs/keymaps.md, "Analysis"), as located
/// diagnostics. The CLI only prints them.
///
/// Rules (each documented in `docs/keymaps.md`):
/// - error: an unknown command; an unknown context or attribute name in `when`; `view == X`
///   naming no view;
/// - warning: two bindings of one layer on the same keys that apply in the same focus with
///   the same specificity (the earlier never fires there); a binding that is also the start
///   of a longer live sequence; a `-command` removal that removes nothing; a reserved macOS
///   shortcut; a chord a legacy terminal cannot send, or sends as another key;
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
    public static func analyze(
        layers: [Keymap], app: AppModel, sources: [String: String] = [:], imported: Set<String> = []
    ) -> [Diagnostic] {
        var report = Reporter(sources: sources)
        var overlaps = FocusOverlaps(contexts: focusContexts(of: app))
        let known = app.keymapContextNames.union(AppModel.declaredAttributes)
        let views = Set(app.allViewDeclarations.map(\.contextName))
        let shortcutsBound = loneChordCommands(in: layers)
        var selectors: [String: String] = [:]
        for command in app.commands.commands { if let selector = command.selector { selectors[command.id] = selector } }
        for keymap in layers {
            checkBindings(
                of: keymap, app: app, isImported: imported.contains(keymap.file), known: known, views: views,
                bound: shortcutsBound, selectors: selectors, report: &report)
        }

        let index = KeymapIndex(layers: layers)
        for warning in index.removalWarnings { report.diagnostics.append(report.withSource(warning)) }

        // Bindings that survive removals, grouped by their keys.
        var bySequence: [KeySequence: [KeymapIndex.Entry]] = [:]
        for entry in index.entries { bySequence[entry.binding.sequence, default: []].append(entry) }
        checkShadowedBindings(bySequence, layers: layers, overlaps: &overlaps, report: &report)
        checkPrefixes(of: index, bySequence, layers: layers, overlaps: &overlaps, report: &report)
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
        func rank(_ file: String) -> Int { layers.firstIndex { $0.file == file } ?? layers.count }
        return diagnostics.enumerated().sorted { x, y in
            let (a, b) = (x.element, y.element)
            if a.file != b.file { return (rank(a.file), a.file) < (rank(b.file), b.file) }
            return (a.position, x.offset) < (b.position, y.offset)
        }.map(\.element)
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
        of keymap: Keymap, app: AppModel, isImported: Bool, known: Set<String>, views: Set<String>,
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
                        hint: app.commands.suggestion(for: id))
                }
            }
            if let when = binding.when, !isImported {
                checkNames(when, of: binding, in: keymap.file, known: known, views: views, report: &report)
            }
            if case .command = binding.action, !binding.sequence.isEmpty {
                checkChords(binding, in: keymap.file, bound: shortcutsBound, selectors: selectors, report: &report)
            }
        }
        if !opaque.isEmpty {
            report.add(
                .note, keymap.file, nil, fallback: SourcePosition(line: 1, column: 1),
                length: 1,
                "\(opaque.count) command\(opaque.count == 1 ? " is" : "s are") not the app's and kept as opaque names (\(opaque.prefix(3).joined(separator: ", "))\(opaque.count > 3 ? ", …" : ""))"
            )
        }
    }

    // MARK: - Names in `when`

    private static func checkNames(
        _ when: WhenClause, of binding: KeymapBinding, in file: String, known: Set<String>, views: Set<String>,
        report: inout Reporter
    ) {
        var seen: Set<String> = []
        for name in when.identifiers where !known.contains(name) && seen.insert(name).inserted {
            let offset = binding.whenSource.flatMap { wordOffset(of: name, in: $0) } ?? 0
            report.add(
                .error, file, binding.whenPosition, fallback: binding.position, offset: offset, length: name.count,
                name.hasPrefix("focused.")
                    ? "unknown focused value '\(name.dropFirst(8))': no view publishes it"
                    : "unknown context '\(name)': no view declares it",
                hint: Suggestion.didYouMean(name, among: known.sorted()))
        }
        for (name, value) in when.comparedValues where name == "view" && !views.contains(value) {
            let offset = binding.whenSource.flatMap { wordOffset(of: value, in: $0) } ?? 0
            report.add(
                .error, file, binding.whenPosition, fallback: binding.position, offset: offset, length: value.count,
                "unknown view '\(value)'", hint: Suggestion.didYouMean(value, among: views.sorted()))
        }
    }

    /// The character offset of `word` in `text` as a whole word (not part of a longer name).
    static func wordOffset(of word: String, in text: String) -> Int? {
        let chars = Array(text)
        let target = Array(word)
        guard target.count <= chars.count else { return nil }
        func isName(_ c: Character) -> Bool { c.isLetter || c.isNumber || "_.-:$".contains(c) }
        for start in 0...(chars.count - target.count) where Array(chars[start..<start + target.count]) == target {
            let before = start == 0 || !isName(chars[start - 1])
            let after = start + target.count == chars.count || !isName(chars[start + target.count])
            if before && after { return start }
        }
        return nil
    }
}

extension WhenClause {
    /// The `name == value` and `name != value` pairs, and every item of `name in [list]`.
    var comparedValues: [(String, String)] {
        switch self {
        case .equals(let n, let v), .notEquals(let n, let v): [(n, v)]
        case .member(.key(let n), .literal(let items), _): items.map { (n, $0) }
        case .not(let c): c.comparedValues
        case .and(let a, let b), .or(let a, let b): a.comparedValues + b.comparedValues
        default: []
        }
    }
}
