import KeyGraph

/// What the keyboard page and the SVG draw: the bindings of a session's layers
/// (``BindingListing``), each with its command's title and icon, the diagnostics
/// `keygraph check` reports on it, and where it fires: for each view of the app, the
/// binding that wins there, found by the dispatcher's own index (`explain`'s verdicts).
///
/// The page never evaluates a `when` clause itself: which binding is live in which view
/// is computed here, once, by the engine's evaluator, and embedded.
package struct KeyboardMap: Sendable {
    /// What is known of one binding besides the listing.
    package struct Annotation: Sendable {
        package var title: String?
        package var icon: String?
        /// The keys as the platform's menus write them (`⌃K ⌃F`, `Ctrl+K Ctrl+F`).
        package var display: String
        /// `keygraph check`'s diagnostics on the binding: (severity, message, hint).
        package var diagnostics: [(severity: String, message: String, hint: String?)] = []
        /// Why the binding never fires in any view where it applies, if it never does.
        package var shadow: String?
        /// Why it is not live anywhere, for a binding whose `when` is false in every view.
        package var inactive: String?
        /// The views (indices into ``KeyboardMap/views``) where it wins.
        package var wins: [Int] = []
        /// The context keys its `when` tests (indices into ``KeyboardMap/contexts``).
        package var contexts: [Int] = []
        /// Another editor's keymap: the views (its page contexts) where a higher layer's
        /// rule removes it (`-command`, `unbind`), so the page strikes it through.
        package var removedIn: [Int] = []
    }

    package var layers: [Keymap]
    package var annotations: [Annotation]
    /// The app's views, by context name, or another editor's page contexts
    /// (``PageContext``): the page's filter.
    package var views: [String]
    /// Another editor's keymap: the context keys its `when` clauses test, those of the
    /// user's own files first (``ownContexts`` of them), each part by name. The page
    /// filters by them in place of views; empty for an app.
    package var contexts: [String] = []
    package var ownContexts = 0
    /// The view the page opens on: -1 (every view) for an app; for another editor's keymap
    /// its main editing focus, or the context its ``PageContext/openedFor`` chose.
    package var openingView = -1
    /// How many of the first ``layers`` are the editor's default keymap (`--defaults`).
    package var defaultLayers = 0
    /// The editor whose keymaps these are, or nil for an app's session.
    package var editor: KeymapDialect?
    package var platform: TargetPlatform
    package var appName: String
    /// The `--keyboard-layout` the keys are drawn with: its legends, and each binding on the
    /// key that types it there (docs/layouts.md); nil for the US legends.
    package var typing: TypingLayout?

    /// Where `chord` is drawn: on ``typing``, the key that types its character (its
    /// modifiers, Shift and the third level's among them, as the layer; AltGr as Alt).
    package func keyCap(_ chord: KeyboardShortcut) -> KeyCap {
        guard let typing else { return KeyCap(chord) }
        let platform = typing.isMac && !platform.isApple ? TargetPlatform.macos : platform
        let resolution = LayoutResolution.resolve(
            chord, byPosition: false, world: .terminal, layout: typing, platform: platform)
        guard let press = resolution.press, let position = press.position else { return KeyCap(chord) }
        var modifiers = press.modifiers
        if press.altGr { modifiers.insert(.option) }
        return KeyCap(cap: position.cap, layer: KeyCap.layerName(modifiers))
    }

    /// The map of `session`'s layers.
    package init(session: Session) {
        layers = session.layers
        platform = session.platform
        appName = session.app.name
        var seen: Set<String> = []
        views = session.app.allViewDeclarations.map(\.contextName).filter { seen.insert($0).inserted }
        let style = session.platform.shortcutStyle
        var annotations: [Annotation] = []
        for layer in layers {
            for binding in layer.bindings {
                let command = binding.namedCommand.flatMap { session.app.commands.command(id: $0) }
                // The title it shows now (Pin or Unpin, by state); an imported editor's command
                // has no title: its label comes from its id.
                let title =
                    command.map {
                        session.stateChosenTitle(forCommand: $0.id)
                            ?? $0.title.replacingAPP(with: session.app.menus.appName)
                    }
                    ?? (layer.isImported ? binding.namedCommand.map(CommandLabel.label(forID:)) : nil)
                annotations.append(
                    Annotation(
                        title: title, icon: command?.icon,
                        display: binding.sequence.isEmpty ? "(any keys)" : binding.sequence.formatted(style)))
            }
        }
        self.annotations = annotations
        attachDiagnostics(Self.checkDiagnostics(of: session))
        findWinners(in: session)
    }

    /// What `keygraph check` reports on these layers: the analysis of the app's keymap and
    /// the user's files (not of the menus' own shortcuts, which `check` lints as menus).
    static func checkDiagnostics(of session: Session) -> [Diagnostic] {
        let menus = session.app.menuShortcutKeymap?.file
        let analysed = session.layers.filter { $0.file != menus }
        let imported = Set(analysed.filter(\.isImported).map(\.file))
        return KeymapAnalysis.analyze(layers: analysed, app: session.app, imported: imported)
    }

    /// Gives each diagnostic to the binding it points into: in its file, the last binding
    /// written at or before it. A diagnostic before every binding (a file's note) is dropped.
    mutating func attachDiagnostics(_ diagnostics: [Diagnostic]) {
        var byFile: [String: [(SourcePosition, Int)]] = [:]
        var i = 0
        for layer in layers {
            for binding in layer.bindings {
                if binding.position.line > 0 { byFile[layer.file, default: []].append((binding.position, i)) }
                i += 1
            }
        }
        for d in diagnostics {
            guard let owner = byFile[d.file]?.last(where: { $0.0 <= d.position })?.1 else { continue }
            annotations[owner].diagnostics.append((d.severity.rawValue, d.message, d.hint))
        }
    }

    /// For each binding, the views where it wins, or why it never does.
    mutating func findWinners(in session: Session) {
        let index = session.index
        let lives = views.map { view in session.keyContext(forView: view).map { index.liveSet(in: $0) } }
        var flat: [(layer: Int, binding: KeymapBinding)] = []
        for (l, layer) in layers.enumerated() { flat += layer.bindings.map { (l, $0) } }
        var explained: [KeySequence: [[KeymapIndex.Candidate]]] = [:]
        for (i, (layer, binding)) in flat.enumerated() {
            if case .remove = binding.action { continue }
            let perView =
                explained[binding.sequence]
                ?? lives.map { live in live.map { index.explain(binding.sequence, live: $0) } ?? [] }
            explained[binding.sequence] = perView
            var firstLoss: (view: Int, why: String)? = nil
            var removal: String? = nil
            for (v, candidates) in perView.enumerated() {
                guard let mine = candidates.first(where: { $0.layer == layer && $0.binding == binding }) else {
                    continue
                }
                switch mine.verdict {
                case .wins: annotations[i].wins.append(v)
                case .whenFalse: break
                case .removed: removal = removal ?? mine.verdict.explanation
                default:
                    if firstLoss == nil { firstLoss = (v, Self.loss(mine, winner: candidates.first)) }
                }
            }
            guard annotations[i].wins.isEmpty else { continue }
            if let removal {
                annotations[i].shadow = "never fires: \(removal)"
            } else if let (v, why) = firstLoss {
                annotations[i].shadow = "never fires in any view where it applies: in \(views[v]), \(why)"
            } else if !views.isEmpty {
                annotations[i].inactive = "its when clause is false in every view of \(appName)"
            }
        }
    }

    /// `explain`'s verdict on a losing candidate, with where the winner was written.
    static func loss(_ candidate: KeymapIndex.Candidate, winner: KeymapIndex.Candidate?) -> String {
        var why = candidate.verdict.explanation
        if let winner, winner.verdict == .wins {
            let at = winner.binding.position.line > 0 ? ":\(winner.binding.position.line)" : ""
            why += " (\(winner.binding.actionSource) wins, \(winner.file)\(at))"
        }
        return why
    }
}
