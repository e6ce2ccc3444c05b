/// Keymap questions about a running session: the contexts its views declare and
/// the key context a named view would have.
extension Session {
    /// The file name the REPL layer shows (`keys` lists its bindings as from `(<repl>)`); the
    /// layer is known by its kind, ``KeymapLayer/Kind/repl``, never by this name.
    public static let replLayerFile = "<repl>"

    /// The key context as it would be with `view` (a context name such as
    /// `RecipeDetail`) focused in the current scene, or nil if no view has that name.
    package func keyContext(forView view: String) -> KeyContext? {
        app.keyContext(forView: view, scene: state.focusedScene.id, platform: platform)
    }
}

/// `load keymap FILE` and `load app FILE`: the session side (the runner reads the files).
extension Session {
    /// The layers above the app's own: `--keymap` and `load keymap` files in the order
    /// they were added, then the REPL layer.
    public var userLayers: [Keymap] { keymapLayers.filter { $0.kind != .app }.map(\.keymap) }

    /// Where the REPL layer sits in ``layers``; nil before the first `bind` or `unbind`.
    public var replLayerIndex: Int? { keymapLayers.lastIndex { $0.kind == .repl } }

    /// The bindings `bind` and `unbind` made, in the order they were made.
    public var replBindings: [KeymapBinding] { replLayerIndex.map { keymapLayers[$0].keymap.bindings } ?? [] }

    /// Replaces the REPL layer's bindings, adding the layer above every other the first time.
    /// Pending input is dropped.
    public mutating func setREPLBindings(_ bindings: [KeymapBinding]) {
        let layer = KeymapLayer(.repl, Keymap(name: "REPL", file: Self.replLayerFile, bindings: bindings))
        var layers = keymapLayers
        if let i = replLayerIndex { layers[i] = layer } else { layers.append(layer) }
        replaceLayers(layers)
    }

    /// Adds a keymap file's layer where a `--keymap` given last on the command line would
    /// be: above the app's layers and every other file, below the REPL layer (typed
    /// bindings stay on top). A user layer already read from the same file is replaced,
    /// and moves up. Pending input is dropped.
    /// - Returns: whether a layer from the same file was replaced.
    @discardableResult
    public mutating func loadKeymap(_ keymap: Keymap) -> Bool {
        var layers = keymapLayers
        let before = layers.count
        layers.removeAll { $0.kind == .user && $0.keymap.file == keymap.file }
        let replaced = layers.count < before
        let position = layers.firstIndex { $0.kind == .repl } ?? layers.count
        layers.insert(KeymapLayer(.user, keymap), at: position)
        replaceLayers(layers)
        return replaced
    }

    /// A fresh session on `app`: its initial scenes, no history, nothing pending, with this
    /// session's user layers, platform and chord timeout — the session
    /// `keygraph --app FILE --keymap …` with the same keymaps would start.
    /// - Throws: the app's own problems (command graph, app keymap), or, located in their
    ///   files, the user layers' bindings that name a command `app` does not have.
    public func replacingApp(with app: AppModel) throws(DiagnosticError) -> Session {
        let unknown = unknownCommands(in: app)
        if !unknown.isEmpty { throw DiagnosticError(unknown) }
        return try Session(
            app: app, above: keymapLayers.filter { $0.kind != .app }, platform: platform, timeout: dispatcher.timeout)
    }

    /// The user layers' bindings that name (fire or remove) a command `app` does not have,
    /// as located errors (no source line: the session keeps no file text). Imported layers
    /// are skipped: their commands are opaque names, as when they load.
    public func unknownCommands(in app: AppModel) -> [Diagnostic] {
        let commands = app.commands
        var problems: [Diagnostic] = []
        for keymap in userLayers where !keymap.isImported {
            for binding in keymap.bindings {
                guard let id = binding.namedCommand, commands.command(id: id) == nil else { continue }
                let isRemoval = if case .remove = binding.action { true } else { false }
                // As the keymap loader reports it: at the id inside the "command" string.
                let position = binding.commandPosition?.inString(offset: isRemoval ? 1 : 0) ?? binding.position
                problems.append(
                    Diagnostic(
                        .error, file: keymap.file, position: position, length: id.count,
                        message: "unknown command '\(id.escapedForDisplay)'", hint: commands.suggestion(for: id)))
            }
        }
        return problems
    }
}
