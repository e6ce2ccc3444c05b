import KeyGraph

extension PageContext {
    /// The views of Zed that hold the focus, as the keyboard page offers them: the places of
    /// its context model (``ZedContextModel/places``), an editor in a pane first (Zed's main
    /// editing focus), each offered only if the model builds its stack.
    static let zed: [PageContext] = ZedContextModel.places.compactMap { place in
        guard let (context, _) = try? EditorContext.zed(place.stack, platform: .linux),
            ZedContextModel.complete(context.contextStack) != nil
        else { return nil }
        return PageContext(place.name, place.stack, openedFor: place.openedFor)
    }
}

extension ZedContextModel {
    /// The places that hold the focus, as stacks in `explain --context`'s notation (root
    /// first): an editor in a pane (with vim's normal and insert modes: vim sets its keys on
    /// the focused editor), the project panel in a dock, the terminal in the terminal
    /// panel's pane, the command palette's single-line editor in the modal layer.
    static let places: [(name: String, stack: String, openedFor: [String])] = [
        ("Editing text", "Workspace > Pane > Editor mode=full extension=rs", []),
        (
            "Editing text, vim normal", "Workspace > Pane > Editor mode=full extension=rs vim_mode=normal VimControl",
            ["vim_mode", "VimControl"]
        ),
        ("Editing text, vim insert", "Workspace > Pane > Editor mode=full extension=rs vim_mode=insert", []),
        ("Project panel", "Workspace > Dock > ProjectPanel not_editing", []),
        ("Terminal", "Workspace > Dock > Pane > Terminal", []),
        ("Command palette", "Workspace > CommandPalette > Picker > Editor mode=single_line", []),
    ]
}
