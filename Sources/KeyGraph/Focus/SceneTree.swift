/// A scene's view tree, derived from its navigation state: the focus path from
/// the app to the focused view, every view the scene shows, and the
/// attributes `when` clauses test (see docs/navigation.md).
package struct SceneTree: Hashable, Sendable {
    /// One node on the focus path: a container (`NavigationSplitView`) or a view.
    package struct Node: Hashable, Sendable {
        package var contextName: String
        /// The view declaration, for view nodes.
        package var view: ViewDeclaration?
        /// The value the view shows (`Recipe:apple-pie`), if any.
        package var value: PathValue?
    }

    /// Root first: App → Scene → containers → the focused view.
    package var focusPath: [Node]
    /// Every view the scene shows, with its value (for `focusedSceneValue`).
    package var shownViews: [Node]
    /// `column`, `tab`, `sheet`, `columns`, `width` … as they apply.
    package var attributes: [String: String]

    /// The focused view (the last node of the focus path).
    package var focusedView: ViewDeclaration {
        focusPath.last?.view ?? ViewDeclaration(contextName: focusPath.last?.contextName ?? "App")
    }

    /// The focused values visible now: the nearest publisher on the focus path
    /// wins (`focusedValue`); then values published for the scene by any shown
    /// view (`focusedSceneValue`). A view with no value publishes nothing.
    package var focusedValues: [String: PathValue] {
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
        var builder = SceneTreeBuilder(model: self)
        switch layout {
        case .stack: builder.addStack(scene.stack)
        case .splitView(let split): builder.addSplit(split, scene.split)
        case .tabView(let tabs): builder.addTabs(tabs, scene.tabs)
        }
        builder.addPresentations(of: scene)
        return builder.tree
    }
}
