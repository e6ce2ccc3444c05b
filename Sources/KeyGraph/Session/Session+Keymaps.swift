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
        var names: Set<String> = ["App", "Scene", "NavigationStack"]
        for view in [rootView] + Array(destinations.values) {
            names.insert(view.contextName)
            for value in view.publishes { names.insert("focused.\(value)") }
        }
        return names
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
        guard let declaration = viewDeclarations.first(where: { $0.contextName == view }) else { return nil }
        let path = ["App", "Scene", "NavigationStack", declaration.contextName]
        let depth = path.count - 1
        var context = KeyContext(
            path: path,
            attributes: ["app": name, "scene": scene, "view": declaration.contextName, "platform": platform],
            attributeDepths: ["scene": 1, "view": depth])
        for value in declaration.publishes { context.identifiers["focused.\(value)"] = depth }
        return context
    }
}
