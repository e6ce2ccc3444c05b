import KeyGraph

extension ContextFrequency {
    /// VS Code: the text editor is the main focus (``WhenSolver/FocusRules/vsCode``: it implies
    /// `editorFocus` and `textInputFocus`); the focus keys of the other main places are common.
    static let vsCode = ContextFrequency(
        main: [.identifier("editorTextFocus"), .identifier("editorFocus"), .identifier("textInputFocus")],
        common: [
            "editorTextFocus", "editorFocus", "textInputFocus", "inputFocus", "listFocus", "treeFocus",
            "filesExplorerFocus", "explorerViewletVisible", "foldersViewVisible", "explorerViewletFocus",
            "sideBarFocus", "sideBarVisible", "panelFocus", "panelVisible", "terminalFocus", "terminalIsOpen",
            "editorIsOpen", "editorLangId", "resourceExtname", "resourceLangId",
        ])
}
