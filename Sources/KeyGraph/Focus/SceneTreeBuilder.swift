/// Builds one of the app's windows' view tree, container by container: the focus path, the
/// views it shows and the attributes `when` clauses see.
struct SceneTreeBuilder {
    let model: NavigationModel
    var path = [SceneTree.Node(contextName: "App"), SceneTree.Node(contextName: "Scene")]
    var shown: [SceneTree.Node] = []
    var attributes: [String: String] = [:]

    init(model: NavigationModel) {
        self.model = model
    }

    /// The tree built so far; its `view` attribute is the focused view's name.
    var tree: SceneTree {
        var attributes = attributes
        attributes["view"] = path.last?.contextName
        return SceneTree(focusPath: path, shownViews: shown, attributes: attributes)
    }

    func viewNode(_ view: ViewDeclaration, _ value: PathValue?) -> SceneTree.Node {
        SceneTree.Node(contextName: view.contextName, view: view, value: value)
    }

    /// The top of a NavigationStack rooted at `root`: the last pushed value's destination.
    func stackTop(root: ViewDeclaration, rootValue: PathValue?, path stackPath: [PathValue]) -> SceneTree.Node {
        if let top = stackPath.last, let view = model.destinations[top.type] { return viewNode(view, top) }
        return viewNode(root, rootValue)
    }

    /// A `.stack` layout: one NavigationStack.
    mutating func addStack(_ stack: [PathValue]) {
        path.append(SceneTree.Node(contextName: "NavigationStack"))
        let top = stackTop(root: model.rootView, rootValue: nil, path: stack)
        path.append(top)
        shown.append(top)
    }

    /// A NavigationSplitView: its visible columns, the focused one on the path (one stack at
    /// compact width).
    mutating func addSplit(_ split: SplitLayout, _ saved: SplitViewState?) {
        let state = saved ?? SplitViewState(listedTypes: split.selectableColumns.compactMap(\.lists))
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
    }

    /// A TabView: the selected tab's stack.
    mutating func addTabs(_ tabs: TabLayout, _ saved: TabViewState?) {
        let state = saved ?? TabViewState(order: tabs.tabs.map(\.id), selected: tabs.tabs[0].id)
        path.append(SceneTree.Node(contextName: "TabView"))
        attributes["tab"] = state.selected
        attributes["width"] = state.width.rawValue
        guard let tab = tabs.tab(id: state.selected) else { return }
        path.append(SceneTree.Node(contextName: tab.isSearch ? "SearchTab" : "Tab"))
        if let section = tab.section { attributes["tabSection"] = section }
        path.append(SceneTree.Node(contextName: "NavigationStack"))
        let top = stackTop(root: tab.root, rootValue: nil, path: state.path)
        path.append(top)
        shown.append(top)
    }

    /// The scene's sheet or popover, which takes focus (the path leaves the scene's containers
    /// for it), or its inspector, shown beside the window's content (focus stays there); then a
    /// dialog over the window or its sheet, which is modal: it ends the path. Each sets the
    /// `sheet` attribute, so `sheet == NAME` holds while it is presented.
    mutating func addPresentations(of scene: SceneState) {
        if let sheet = scene.sheet, let declaration = model.sheets[sheet.name] {
            attributes["sheet"] = sheet.name
            if let detent = sheet.detent { attributes["detent"] = detent.description }
            let node = viewNode(declaration.view, sheet.item)
            if let context = declaration.style.contextName {
                attributes.removeValue(forKey: "column")
                path = [path[0], path[1], SceneTree.Node(contextName: context)]
                path.append(node)
            }
            shown.append(node)
            if sheet.isConfirmingDismissal { path.append(SceneTree.Node(contextName: "ConfirmationDialog")) }
        }
        if let name = scene.dialog, let dialog = model.dialogs[name] {
            attributes["dialog"] = name
            path.append(SceneTree.Node(contextName: dialog.kind.contextName))
        }
    }
}
