/// The person's customizations: a customizable toolbar's arrangement (View › Customize
/// Toolbar…). They are app state, shared by every window, and not undone.
extension Session {
    /// The customizable toolbars of the focused view of `state`'s key window.
    func customizableToolbars(in state: AppState) -> [Toolbar] {
        let view = app.navigation.tree(of: state.focusedScene).focusedView.contextName
        return toolbars(for: view).filter { $0.id != nil }
    }

    /// Applies `change` to the toolbar `id` (nil: the focused view's customizable toolbar).
    /// - Returns: the note a person sees: the palette, or the arrangement after the change.
    func customizeToolbar(_ id: String?, _ change: ToolbarCustomizationChange, in state: inout AppState)
        throws(NavigationError) -> String
    {
        let toolbars: [Toolbar]
        if let id {
            guard let toolbar = app.toolbars.first(where: { $0.id == id }) else {
                let ids = app.toolbars.compactMap(\.id)
                throw NavigationError(
                    "no customizable toolbar '\(id)'"
                        + (ids.isEmpty ? "" : " (toolbars: \(ids.joined(separator: ", ")))"))
            }
            toolbars = [toolbar]
        } else {
            toolbars = customizableToolbars(in: state)
        }
        guard let first = toolbars.first, let firstID = first.id else {
            throw NavigationError("the toolbar is not customizable")
        }
        if case .showPalette = change {
            return toolbars.map { palette(of: $0, in: state) }.joined(separator: "; ")
        }
        guard toolbars.count == 1 else {
            throw NavigationError(
                "this view has \(toolbars.count) customizable toolbars: name one (\(toolbars.compactMap(\.id).joined(separator: ", ")))"
            )
        }
        let customized = try first.applying(change, to: state.toolbarCustomizations[firstID])
        state.toolbarCustomizations[firstID] = customized
        return palette(of: first, in: state)
    }

    /// `Toolbar 'recipeDetail' shows favorite · export · space · delete; can add share, space, flexibleSpace`.
    func palette(of toolbar: Toolbar, in state: AppState) -> String {
        let id = toolbar.id ?? toolbar.target
        let entries = toolbar.entries(customization: state.toolbarCustomizations[id])
        let shown = entries.map(\.key)
        let addable = toolbar.customizableItems.compactMap(\.id).filter { !shown.contains($0) }
        return "Toolbar '\(id)' shows " + (shown.isEmpty ? "nothing" : shown.joined(separator: " · "))
            + "; can add " + (addable + [Toolbar.space, Toolbar.flexibleSpace]).joined(separator: ", ")
    }
}
