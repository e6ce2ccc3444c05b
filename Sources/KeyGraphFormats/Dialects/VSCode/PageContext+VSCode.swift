import KeyGraph

extension PageContext {
    /// The parts of VS Code that hold the focus, one at a time, as the keyboard page offers
    /// them: a text editor first (VS Code's main editing focus). Stated with the focus keys
    /// VS Code sets for each part (`editorTextFocus` with `editorFocus` and
    /// `textInputFocus`; `listFocus` and `filesExplorerFocus` in the Explorer;
    /// `terminalFocus` …); the context model of each part (issue 39, item 1) can replace
    /// these statements. Every one says `!breakpointsFocused, !watchExpressionsFocused,
    /// !variablesFocused` outside the debug views: their `RawContextKey` defaults are true
    /// (``EditorContext/vsCodeDefaults(for:)``), but VS Code sets them only in those views'
    /// own scoped contexts, so `delete` in an editor deletes, and removes no breakpoint.
    static let vsCode: [PageContext] = [
        PageContext(
            "Editing text",
            "editorTextFocus, editorFocus, textInputFocus, editorIsOpen, editorLangId=plaintext, resourceScheme=file"
                + notDebugViews),
        PageContext(
            "Explorer (a list)",
            "listFocus, filesExplorerFocus, foldersViewVisible, explorerViewletVisible, explorerViewletFocus, "
                + "explorerResourceMoveableToTrash, sideBarFocus, focusedView=workbench.explorer.fileView, editorIsOpen"
                + notDebugViews),
        PageContext(
            "Terminal",
            "terminalFocus, terminalFocusInAny, terminalIsOpen, terminalProcessSupported, terminalHasBeenCreated, "
                + "panelFocus, focusedView=terminal, editorIsOpen" + notDebugViews),
        PageContext(
            "Quick open",
            "inQuickOpen, inQuickInput, quickInputType=quickPick, inputFocus, editorIsOpen" + notDebugViews),
        PageContext(
            "Find in the editor",
            "findWidgetVisible, findInputFocussed, inputFocus, editorFocus, editorIsOpen" + notDebugViews),
        PageContext(
            "Panel (Problems)", "panelFocus, focusedView=workbench.panel.markers.view, editorIsOpen" + notDebugViews),
    ]

    /// The debug views' focus keys, false outside them (above).
    private static let notDebugViews = ", !breakpointsFocused, !watchExpressionsFocused, !variablesFocused"
}
