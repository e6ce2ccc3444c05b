import KeyGraph

/// The map of another editor's keymaps (VS Code's `keybindings.json`, Zed's `keymap.json`)
/// in that editor's own world, as `keygraph check` sees them: no app, no views, no demo.
extension KeyboardMap {
    /// The map of `layers` (lowest first, every one another editor's), the first `defaults`
    /// of them the editor's default keymap (`--defaults`).
    ///
    /// Each binding carries what `check` reports at it in that world (``EditorAnalysis``;
    /// what a legacy terminal cannot send only with `terminal`), except what `check` leaves
    /// out without `--all`: the findings inside the defaults. Commands are labelled from
    /// their ids (``CommandLabel``).
    package init(
        editorLayers layers: [Keymap], defaults: Int, platform: TargetPlatform, sources: [String: String],
        terminal: Bool
    ) {
        self.layers = layers
        self.platform = platform
        views = []
        defaultLayers = min(defaults, layers.count)
        editor = layers.last?.dialect
        let own = layers.dropFirst(defaultLayers)
        // Titled with the user's files; with the defaults alone, with theirs.
        appName = (own.isEmpty ? layers[...] : own).map { Self.fileName($0.file) }.joined(separator: ", ")
        let style = platform.shortcutStyle
        annotations = layers.flatMap { layer in
            layer.bindings.map { binding in
                Annotation(
                    title: binding.namedCommand.map(CommandLabel.label(forID:)), icon: nil,
                    display: binding.sequence.isEmpty ? "(any keys)" : binding.sequence.formatted(style))
            }
        }
        findContexts()
        findEditorWinners()
        let defaultFiles = Set(layers.prefix(defaultLayers).map(\.file))
        var diagnostics: [Diagnostic] = []
        for dialect in KeymapDialect.allCases {
            let world = layers.filter { $0.dialect == dialect }
            guard !world.isEmpty else { continue }
            let underneath = world.prefix { defaultFiles.contains($0.file) }.count
            diagnostics += EditorAnalysis.analyze(
                layers: world, sources: sources, terminal: terminal, defaults: underneath, insideDefaults: false)
        }
        attachDiagnostics(diagnostics.filter { !defaultFiles.contains($0.file) })
    }

    /// The context keys the `when` clauses test: the user's files' first, then those only
    /// the defaults test, each group by name; each binding gets the indices of its own.
    mutating func findContexts() {
        var own: Set<String> = []
        var all: Set<String> = []
        var tested: [[String]] = []
        for (l, layer) in layers.enumerated() {
            for binding in layer.bindings {
                let names = binding.when.map { Array(Set($0.identifiers)) } ?? []
                tested.append(names)
                all.formUnion(names)
                if l >= defaultLayers { own.formUnion(names) }
            }
        }
        contexts = own.sorted() + all.subtracting(own).sorted()
        ownContexts = own.count
        let position = Dictionary(uniqueKeysWithValues: contexts.enumerated().map { ($0.element, $0.offset) })
        for (i, names) in tested.enumerated() {
            annotations[i].contexts = names.compactMap { position[$0] }.sorted()
        }
    }

    /// The layer the page opens on and the SVG draws by default: the busiest of the user's
    /// own bindings (not the defaults' under them), else of all.
    package var openingLayer: String {
        guard defaultLayers > 0, defaultLayers < layers.count else { return busiestLayer }
        var own = self
        own.layers = Array(layers.dropFirst(defaultLayers))
        return own.busiestLayer
    }

    /// The page's title: the app's name, or the user's keymap files'.
    package var title: String { "\(appName) — keyboard map" }

    /// The last component of a path.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }
}
