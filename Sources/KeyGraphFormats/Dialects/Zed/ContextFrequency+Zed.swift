import KeyGraph

extension ContextFrequency {
    /// Zed: a full editor in a pane is the main focus, with vim's normal mode when vim is on;
    /// the views of the other main places are common (``ZedContextModel``).
    static let zed = ContextFrequency(
        main: [
            .identifier("Workspace"), .identifier("Pane"), .identifier("Editor"), .equals("mode", "full"),
            .identifier("VimControl"), .equals("vim_mode", "normal"), .equals("vim_mode", "insert"),
        ],
        common: [
            "Workspace", "Pane", "Editor", "mode", "VimControl", "vim_mode", "extension", "Dock", "ProjectPanel",
            "Terminal", "menu",
        ])
}
