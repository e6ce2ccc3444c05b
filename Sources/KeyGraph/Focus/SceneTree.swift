/// A scene's view tree, derived from its navigation state: the focus path from
/// the app to the focused view, every view the scene shows, and the
/// attributes `when` clauses test (see docs/navigation.md).
package struct SceneTree: Hashable, Sendable {
    /// One node on the focus path: a container (`NavigationSplitView`) or a view.
    public struct Node: Hashable, Sendable {
        public var contextName: String
        /// The view declaration, for view nodes.
        public var view: ViewDeclaration?
        /// The value the view shows (`Recipe:apple-pie`), if any.
        public var value: PathValue?
    }

    /// Root first: App → Scene → containers → the focused view.
    public var focusPath: [Node]
    /// Every view the scene shows, with its value (for `focusedSceneValue`).
    public var shownViews: [Node]
    /// `column`, `tab`, `sheet`, `columns`, `width` … as they apply.
    public var attributes: [String: String]

    /// The focused view (the last node of the focus path).
    public var focusedView: ViewDeclaration {
        focusPath.last?.view ?? ViewDeclaration(contextName: focusPath.last?.contextName ?? "App")
    }

    /// The focused values visible now: the nearest publisher on the focus path
    /// wins (`focusedValue`); then values published for the scene by any shown
    /// view (`focusedSceneValue`). A view with no value publishes nothing.
    public var focusedValues: [String: PathValue] {
        var values: [String: PathValue] = [:]
        for node in focusPath.reversed() {
            guard let view = node.view, let value = node.value else { continue }
            for name in view.publishes + view.publishesForScene where values[name] == nil { values[name] = value }
        }
        for node in shownViews {
            guard let view = node.view, let value = node.value else { continue }
            for name in view.publishesForScene where values[name] == nil { values[name] = value }
        }
        return values
    }
}

extension NavigationModel {
    /// The view the About panel shows.
    package static let aboutPanelView = ViewDeclaration(contextName: "AboutPanel")

    /// The one view of a Settings window or an About panel; nil for the app's windows.
    func panelView(of scene: SceneState) -> ViewDeclaration? {
        switch scene.kind {
        case .window: nil
        case .settings: appScenes.settings ?? ViewDeclaration(contextName: "Settings")
        case .about: Self.aboutPanelView
        }
    }

    /// The view tree of `scene`: a window's navigation, or the one view of the Settings
    /// window or the About panel.
    package func tree(of scene: SceneState) -> SceneTree {
        guard let panel = panelView(of: scene) else { return windowTree(of: scene) }
        let node = SceneTree.Node(contextName: panel.contextName, view: panel, value: nil)
        return SceneTree(
            focusPath: [SceneTree.Node(contextName: "App"), SceneTree.Node(contextName: "Scene"), node],
            shownViews: [node], attributes: ["view": panel.contextName])
    }

    /// The view tree of one of the app's windows, from its navigation state.
    private func windowTree(of scene: SceneState) -> SceneTree {
        var path = [SceneTree.Node(contextName: "App"), SceneTree.Node(contextName: "Scene")]
        var shown: [SceneTree.Node] = []
        var attributes: [String: String] = [:]

        func viewNode(_ view: ViewDeclaration, _ value: PathValue?) -> SceneTree.Node {
            SceneTree.Node(contextName: view.contextName, view: view, value: value)
        }
        func stackTop(root: ViewDeclaration, rootValue: PathValue?, path stackPath: [PathValue]) -> SceneTree.Node {
            if let top = stackPath.last, let view = destinations[top.type] { return viewNode(view, top) }
            return viewNode(root, rootValue)
        }

        switch layout {
        case .stack:
            path.append(SceneTree.Node(contextName: "NavigationStack"))
            let top = stackTop(root: rootView, rootValue: nil, path: scene.stack)
            path.append(top)
            shown.append(top)
        case .splitView(let split):
            let state = scene.split ?? SplitViewState(listedTypes: split.selectableColumns.compactMap(\.lists))
            path.append(SceneTree.Node(contextName: "NavigationSplitView"))
            attributes["columns"] = state.visibility.rawValue
            attributes["width"] = state.width.rawValue
            let detail = split.columns.count - 1
            // The view each column shows: its value is the previous column's selection.
            func columnNode(_ i: Int) -> SceneTree.Node {
                let value = i > 0 && state.selections.count >= i ? state.selections[i - 1] : nil
                if i > 0, value == nil, i == detail || split.columns[i].placeholder != nil {
                    // Nothing selected to show: ContentUnavailableView, which publishes nothing.
                    return viewNode(ContentUnavailable.view, nil)
                }
                if i == detail {
                    return stackTop(root: split.columns[i].view, rootValue: value, path: state.detailPath)
                }
                return viewNode(split.columns[i].view, value)
            }
            if state.width == .compact {
                // Collapsed: one stack showing the deepest navigation.
                path.append(SceneTree.Node(contextName: "NavigationStack"))
                let column = state.navigationColumn
                attributes["column"] = split.columns[column].name
                let top = columnNode(column)
                path.append(top)
                shown.append(top)
            } else {
                let focused = state.effectiveFocusedColumn
                for i in state.visibleColumns { shown.append(columnNode(i)) }
                attributes["column"] = split.columns[focused].name
                path.append(SceneTree.Node(contextName: split.columns[focused].contextName))
                if focused == detail { path.append(SceneTree.Node(contextName: "NavigationStack")) }
                path.append(columnNode(focused))
            }
        case .tabView(let tabs):
            let state = scene.tabs ?? TabViewState(order: tabs.tabs.map(\.id), selected: tabs.tabs[0].id)
            path.append(SceneTree.Node(contextName: "TabView"))
            attributes["tab"] = state.selected
            if let tab = tabs.tab(id: state.selected) {
                path.append(SceneTree.Node(contextName: tab.isSearch ? "SearchTab" : "Tab"))
                if let section = tab.section { attributes["tabSection"] = section }
                path.append(SceneTree.Node(contextName: "NavigationStack"))
                let top = stackTop(root: tab.root, rootValue: nil, path: state.path)
                path.append(top)
                shown.append(top)
            }
        }

        if let sheet = scene.sheet, let declaration = sheets[sheet.name] {
            // The sheet takes focus: the path leaves the scene's containers for it.
            attributes["sheet"] = sheet.name
            attributes.removeValue(forKey: "column")
            path = [path[0], path[1], SceneTree.Node(contextName: "Sheet")]
            let node = viewNode(declaration.view, sheet.item)
            path.append(node)
            shown.append(node)
            if sheet.isConfirmingDismissal { path.append(SceneTree.Node(contextName: "ConfirmationDialog")) }
        }
        attributes["view"] = path.last?.contextName
        return SceneTree(focusPath: path, shownViews: shown, attributes: attributes)
    }
}
