import KeyGraph

extension PageContext {
    /// The views of Zed that hold the focus, as the keyboard page offers them: an editor in
    /// a pane first (Zed's main editing focus), with and without vim. Stated as Zed's
    /// context stacks (`Workspace > Pane > Editor mode=full`); the lead's context model of
    /// each view (issue 39, item 1) can replace these statements.
    static let zed: [PageContext] = [
        PageContext("Editing text", "Workspace > Pane > Editor mode=full extension=rs"),
        PageContext(
            "Editing text, vim normal", "Workspace > Pane > Editor mode=full extension=rs vim_mode=normal VimControl",
            openedFor: ["vim_mode", "VimControl"]),
        PageContext("Editing text, vim insert", "Workspace > Pane > Editor mode=full extension=rs vim_mode=insert"),
        PageContext("Project panel", "Workspace > Dock > ProjectPanel not_editing"),
        PageContext("Terminal", "Workspace > Dock > Pane > Terminal"),
        PageContext("Command palette", "Workspace > CommandPalette > Picker > Editor mode=single_line"),
    ]
}
