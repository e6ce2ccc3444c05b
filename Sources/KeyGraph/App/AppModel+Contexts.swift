extension AppModel {
    /// Every context name this app's focus paths can contain: containers,
    /// columns, views, sheets. What `when` clauses may name besides attributes.
    public var declaredContextNames: Set<String> {
        var names: Set<String> = ["App", "Scene", "NavigationStack"]
        names.insert(rootView.contextName)
        for view in destinations.values { names.insert(view.contextName) }
        switch layout {
        case .stack:
            break
        case .splitView(let split):
            names.formUnion(["NavigationSplitView", ContentUnavailable.view.contextName])
            for column in split.columns {
                names.insert(column.contextName)
                names.insert(column.view.contextName)
            }
        case .tabView(let tabs):
            names.formUnion(["TabView", "Tab"])
            for tab in tabs.tabs where tab.action == nil {
                names.insert(tab.root.contextName)
                if tab.isSearch { names.insert("SearchTab") }
            }
        }
        if let settings = appScenes.settings { names.insert(settings.contextName) }
        names.insert(NavigationModel.aboutPanelView.contextName)
        for dialog in dialogs.values { names.insert(dialog.kind.contextName) }
        for sheet in sheets.values {
            if let context = sheet.style.contextName { names.insert(context) }
            names.insert(sheet.view.contextName)
            if sheet.confirmsDismissal { names.insert("ConfirmationDialog") }
        }
        return names
    }

    /// The names of every focused value a view of this app can publish.
    public var declaredFocusedValues: Set<String> {
        var views = Array(destinations.values) + [rootView] + sheets.values.map(\.view)
        if let settings = appScenes.settings { views.append(settings) }
        if case .splitView(let split) = layout { views += split.columns.map(\.view) }
        if case .tabView(let tabs) = layout { views += tabs.tabs.filter { $0.action == nil }.map(\.root) }
        return Set(views.flatMap { $0.publishes + $0.publishesForScene })
    }
}

extension AppModel {
    /// Every context name a `when` clause may test in this app, for `keygraph check`: the
    /// fixed focus-path names, the views' context names and their focused values (`focused.X`).
    public var keymapContextNames: Set<String> {
        // One source of truth: the names the app's focus paths can contain.
        declaredContextNames.union(declaredFocusedValues.map { "focused.\($0)" })
    }

    /// The attribute names a focus may have (`scene == main`): those every focus
    /// has, and those navigation containers add (`column`, `tab`, `sheet`, …).
    public static let declaredAttributes: Set<String> = [
        "app", "scene", "view", "platform", "path.count", "column", "columns", "width", "tab", "tabSection", "sheet",
        "detent", "dialog",
    ]

    /// Every view declaration: the root view, then the destinations by context name.
    public var viewDeclarations: [ViewDeclaration] {
        [rootView] + destinations.values.sorted { $0.contextName < $1.contextName }
    }

    /// The key context with `view` (a context name such as `RecipeDetail`) focused in
    /// scene `scene`, or nil if no view has that name. `path.count` is left out: it
    /// depends on the navigation state, not on the view.
    package func keyContext(forView view: String, scene: String, platform: TargetPlatform) -> KeyContext? {
        guard let declaration = allViewDeclarations.first(where: { $0.contextName == view }) else { return nil }
        // The focus path this view sits on in the app's layout, as the scene tree builds it.
        var path = ["App", "Scene"]
        var attributes = ["app": name, "scene": scene, "view": declaration.contextName, "platform": platform.rawValue]
        let layout = declaration == appScenes.settings ? nil : layout
        switch layout {
        case nil:
            break  // the Settings window: its view and no navigation
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

    /// Every view declaration, including split-view columns' and tabs' root views and the
    /// Settings scene's view.
    public var allViewDeclarations: [ViewDeclaration] {
        var views = viewDeclarations
        if let settings = appScenes.settings { views.append(settings) }
        if case .splitView(let split) = layout { views += split.columns.map(\.view) + [ContentUnavailable.view] }
        if case .tabView(let tabs) = layout { views += tabs.tabs.filter { $0.action == nil }.map(\.root) }
        return views
    }
}
