import KeyGraph

extension WhenSolver.FocusRules {
    /// VS Code's focus keys, read from its sources (docs/keymaps.md, "The contexts each editor
    /// builds", names each file and commit). VS Code evaluates a `when` clause in the context
    /// of the one focused element: the scoped contexts of the widgets around it, inner first
    /// (`getContext(activeElement)`). A key a widget binds in its own scoped context holds
    /// only while the focus is inside that widget, so keys of two widgets neither of which
    /// holds the other never hold together.
    /// - `editorTextFocus` is the editor's `hasTextFocus()` on an editor that is not a simple
    ///   widget, `textInputFocus` its `hasTextFocus()` on any editor, and `editorFocus` its
    ///   `hasWidgetFocus()` (which text focus implies) on one that is not a simple widget: so
    ///   `editorTextFocus` implies both (`EditorContextKeysManager._updateFromFocus`);
    /// - `inputFocus` is set while the focused element is editable (`isEditableElement`: an
    ///   input, a text area, or an element with an `editContext`, which is what an editor
    ///   focuses for its text): so text focus in an editor implies it, and a list's
    ///   `listFocus && !inputFocus` never holds there;
    /// - the terminal's `terminalFocus` follows focus in and out of xterm's own text area,
    ///   which is never an editor's and is editable: it implies `inputFocus`, and never holds
    ///   with an editor's `textInputFocus` or the search tree's key (below);
    /// - the explorer binds `filesExplorerFocus` and `explorerViewletFocus` in its tree's
    ///   scoped context, and the tree holds no code editor (a rename is an input box), no
    ///   terminal and no search tree: no editor focus, no editor's text input focus, no
    ///   terminal focus with them;
    /// - the chat input binds `inChatInput` in the scoped context of its input container
    ///   (its editor, attachments and toolbars; the working set's list and the to-do list sit
    ///   beside it), which holds no terminal and no search tree: not with `terminalFocus` or
    ///   the search tree's `fileMatchOrMatchFocus`, which is set only while that tree has DOM
    ///   focus, and the tree holds no editor and no terminal;
    ///   nor with `listFocus` in the chat view (`chatLocation` `panel` or `editing-session`),
    ///   whose input sits below its list, not in it. An inline chat's input may be in a list
    ///   (in a notebook cell's editor), so `inChatInput && listFocus` alone stays free;
    /// - the debug views bind `breakpointsFocused`, `watchExpressionsFocused` and
    ///   `variablesFocused` in their trees' scoped contexts, where the keys' declared default,
    ///   true, applies: true there only (``viewOnly``), and never with an editor's text focus
    ///   (their in-place edits are input boxes).
    /// Keys that may hold with `editorTextFocus` are left free: `listFocus` (a list's scoped
    /// context sets it wherever focus is inside the list, and editors sit inside lists: the
    /// Source Control input, a notebook's cells), `sideBarFocus`, `panelFocus` and
    /// `auxiliaryBarFocus` (a part holds editors: the Source Control input, the debug console's
    /// input, the chat input), `inChatInput` (the chat input is an editor), and `inQuickOpen`
    /// (a quick input opened with `ignoreFocusOut` stays open while the editor has focus).
    static let vsCode = WhenSolver.FocusRules(
        implies: [
            "editorTextFocus": ["editorFocus", "textInputFocus", "inputFocus"], "textInputFocus": ["inputFocus"],
            "terminalFocus": ["inputFocus"],
        ],
        exclusive: [
            ["textInputFocus", "terminalFocus", "fileMatchOrMatchFocus", "filesExplorerFocus"],
            ["textInputFocus", "terminalFocus", "fileMatchOrMatchFocus", "explorerViewletFocus"],
            ["editorFocus", "filesExplorerFocus"], ["editorFocus", "explorerViewletFocus"],
            ["inChatInput", "terminalFocus"], ["inChatInput", "fileMatchOrMatchFocus"],
            ["editorTextFocus", "breakpointsFocused"], ["editorTextFocus", "watchExpressionsFocused"],
            ["editorTextFocus", "variablesFocused"],
        ],
        neverTogether: [
            ["inChatInput", "listFocus", "chatLocation=panel"],
            ["inChatInput", "listFocus", "chatLocation=editing-session"],
        ],
        viewOnly: debugViews,
        places: [
            Place(
                name: "Editing text",
                keys: ["editorTextFocus", "editorIsOpen", "editorLangId=plaintext", "resourceScheme=file"]),
            Place(
                name: "Explorer (a list)",
                keys: [
                    "listFocus", "filesExplorerFocus", "foldersViewVisible", "explorerViewletVisible",
                    "explorerViewletFocus", "explorerResourceMoveableToTrash", "sideBarFocus",
                    "focusedView=workbench.explorer.fileView", "editorIsOpen",
                ]),
            Place(
                name: "Terminal",
                keys: [
                    "terminalFocus", "terminalFocusInAny", "terminalIsOpen", "terminalProcessSupported",
                    "terminalHasBeenCreated", "panelFocus", "focusedView=terminal", "editorIsOpen",
                ]),
            Place(
                name: "Quick open",
                keys: ["inQuickOpen", "inQuickInput", "quickInputType=quickPick", "inputFocus", "editorIsOpen"]),
            Place(
                name: "Find in the editor",
                keys: ["findWidgetVisible", "findInputFocussed", "inputFocus", "editorFocus", "editorIsOpen"]),
            Place(
                name: "Panel (Problems)",
                keys: ["panelFocus", "focusedView=workbench.panel.markers.view", "editorIsOpen"]),
        ])

    /// The debug views' focus keys: true only in their own views (above).
    static let debugViews = ["breakpointsFocused", "watchExpressionsFocused", "variablesFocused"]
}
