import KeyGraph

extension WhenSolver.FocusRules {
    /// VS Code's focus keys, read from its sources (docs/keymaps.md, "The contexts each editor
    /// builds"; microsoft/vscode, the text of `EditorContextKeysManager._updateFromFocus` in
    /// src/vs/editor/browser/widget/codeEditor/codeEditorWidget.ts):
    /// - `editorTextFocus` is the editor's `hasTextFocus()` on an editor that is not a simple
    ///   widget, `textInputFocus` its `hasTextFocus()` on any editor, and `editorFocus` its
    ///   `hasWidgetFocus()` (which text focus implies) on one that is not a simple widget: so
    ///   `editorTextFocus` implies both;
    /// - `inputFocus` is set while the focused element is editable (`isEditableElement` in
    ///   src/vs/base/browser/dom.ts: an input, a text area, or an element with an
    ///   `editContext`, which is what an editor focuses for its text): so text focus in an
    ///   editor implies it, and a list's `listFocus && !inputFocus` never holds there;
    /// - the terminal's `terminalFocus` follows focus in and out of xterm's own text area
    ///   (src/vs/workbench/contrib/terminal), which is never an editor's: it and
    ///   `editorTextFocus` never hold together.
    /// Keys that may hold with `editorTextFocus` are left free: `listFocus` (a list's scoped
    /// context sets it wherever focus is inside the list, and editors sit inside lists: the
    /// Source Control input, a notebook's cells), `sideBarFocus`, `panelFocus` and
    /// `auxiliaryBarFocus` (a part holds editors: the Source Control input, the debug console's
    /// input, the chat input), and `inQuickOpen` (a quick input opened with `ignoreFocusOut`
    /// stays open while the editor has focus).
    static let vsCode = WhenSolver.FocusRules(
        implies: [
            "editorTextFocus": ["editorFocus", "textInputFocus", "inputFocus"], "textInputFocus": ["inputFocus"],
        ],
        exclusive: [["editorTextFocus", "terminalFocus"]])
}
