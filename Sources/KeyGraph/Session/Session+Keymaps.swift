/// Keymap questions about a running session: the contexts its views declare and
/// the key context a named view would have.
extension Session {
    /// The name of the layer `bind` and `unbind` edit, above every other layer.
    public static let replLayerFile = "<repl>"

    /// The key context as it would be with `view` (a context name such as
    /// `RecipeDetail`) focused in the current scene, or nil if no view has that name.
    public func keyContext(forView view: String) -> KeyContext? {
        app.keyContext(forView: view, scene: state.focusedScene.id, platform: platform)
    }
}

extension AppModel {
    /// Every context name a `when` clause may test in this app, for `keygraph check`: the
    /// fixed focus-path names, the views' context names and their focused values (`focused.X`).
    public var keymapContextNames: Set<String> {
        // One source of truth: the names the app's focus paths can contain.
        declaredContextNames.union(declaredFocusedValues.map { "focused.\($0)" })
    }

    /// The attribute names a focus may have (`scene == main`, SPEC §6): those every focus
    /// has, and those navigation containers add (`column`, `tab`, `sheet`, …).
    public static let declaredAttributes: Set<String> = [
        "app", "scene", "view", "platform", "path.count", "column", "columns", "width", "tab", "tabSection", "sheet",
    ]

    /// Every view declaration: the root view, then the destinations by context name.
    public var viewDeclarations: [ViewDeclaration] {
        [rootView] + destinations.values.sorted { $0.contextName < $1.contextName }
    }

    /// The key context with `view` (a context name such as `RecipeDetail`) focused in
    /// scene `scene`, or nil if no view has that name. `path.count` is left out: it
    /// depends on the navigation state, not on the view.
    public func keyContext(forView view: String, scene: String, platform: String) -> KeyContext? {
        guard let declaration = allViewDeclarations.first(where: { $0.contextName == view }) else { return nil }
        // The focus path this view sits on in the app's layout, as the scene tree builds it.
        var path = ["App", "Scene"]
        var attributes = ["app": name, "scene": scene, "view": declaration.contextName, "platform": platform]
        switch layout {
        case .stack:
            path.append("NavigationStack")
        case .splitView(let split):
            path.append("NavigationSplitView")
            if let column = split.columns.first(where: { $0.view.contextName == view }) {
                path.append(column.contextName)
                attributes["column"] = column.name
                if column.name == split.columns.last?.name { path.append("NavigationStack") }
            } else if let detail = split.columns.last {
                // A pushed destination lives on the detail column's stack.
                path += [detail.contextName, "NavigationStack"]
                attributes["column"] = detail.name
            }
        case .tabView(let tabs):
            path.append("TabView")
            if let tab = tabs.tabs.first(where: { $0.root.contextName == view }) {
                path.append(tab.isSearch ? "SearchTab" : "Tab")
                attributes["tab"] = tab.id
            }
            path.append("NavigationStack")
        }
        path.append(declaration.contextName)
        let depth = path.count - 1
        var context = KeyContext(path: path, attributes: attributes, attributeDepths: ["scene": 1, "view": depth])
        for value in declaration.publishes { context.identifiers["focused.\(value)"] = depth }
        return context
    }

    /// Every view declaration, including split-view columns' and tabs' root views.
    public var allViewDeclarations: [ViewDeclaration] {
        var views = viewDeclarations
        if case .splitView(let split) = layout { views += split.columns.map(\.view) }
        if case .tabView(let tabs) = layout { views += tabs.tabs.map(\.root) }
        return views
    }
}

/// `load keymap FILE` and `load app FILE`: the session side (the runner reads the files).
extension Session {
    /// The layers above the app's own: `--keymap` and `load keymap` files in the order
    /// they were added, then the REPL layer.
    public var userLayers: ArraySlice<Keymap> { layers[min(appLayerCount, layers.count)...] }

    /// Adds a keymap file's layer where a `--keymap` given last on the command line would
    /// be: above the app's layers and every other file, below the REPL layer (typed
    /// bindings stay on top). A user layer already read from the same file is replaced,
    /// and moves up. Pending input is dropped.
    /// - Returns: whether a layer from the same file was replaced.
    @discardableResult
    public mutating func loadKeymap(_ keymap: Keymap) -> Bool {
        var user = Array(userLayers)
        let before = user.count
        user.removeAll { $0.file == keymap.file && $0.file != Self.replLayerFile }
        let replaced = user.count < before
        let position = user.last?.file == Self.replLayerFile ? user.count - 1 : user.count
        user.insert(keymap, at: position)
        replaceLayers(Array(layers[..<userLayers.startIndex]) + user)
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
        return try Session(app: app, keymaps: Array(userLayers), platform: platform, timeout: dispatcher.timeout)
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
