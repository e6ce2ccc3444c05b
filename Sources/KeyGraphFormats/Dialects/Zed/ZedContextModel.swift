import KeyGraph

/// The context stacks Zed builds, as data read from Zed's sources (docs/keymaps.md, "The
/// contexts each editor builds"; zed-industries/zed, read at the fork WtXeLd/zed-lite
/// e12ba9d2e3, and upstream for the views the fork lacks). A witness stack is completed and
/// checked against it (``complete(_:)``), so that a finding names only a stack Zed can have.
/// A name the model does not know is free: it may stand anywhere, and nothing is assumed of it.
enum ZedContextModel {
    /// The view that sets each lower-case key or flag on its own entry, and no other view does.
    /// `Editor::key_context` (crates/editor/src/editor.rs) sets `mode`, `extension` and the
    /// flags below; vim's `Vim::extend_key_context` (crates/vim/src/vim.rs) adds `vim_mode`,
    /// `vim_operator`, `VimControl` and `VimCount` to the editor's entry. `Pane::render`
    /// (crates/workspace/src/pane.rs) adds `EmptyPane`; `TerminalView`'s context
    /// (crates/terminal_view/src/terminal_view.rs) the terminal's modes.
    static let owner: [String: String] = {
        var owner: [String: String] = [:]
        for key in editorKeys + vimKeys { owner[key] = "Editor" }
        owner["EmptyPane"] = "Pane"
        for mode in ["DECCKM", "DECPAM", "DECPNM", "DECTCEM", "DECAWM", "DECOM", "IRM", "LNM"] {
            owner[mode] = "Terminal"
        }
        owner["CommitEditor"] = "GitPanel"
        owner["ChangesList"] = "GitPanel"
        return owner
    }()

    static let editorKeys = [
        "mode", "extension", "renaming", "in_snippet", "has_previous_tabstop", "has_next_tabstop",
        "showing_completions", "showing_code_actions", "showing_signature_help", "multibuffer",
        "in_leading_whitespace", "selection_mode", "start_of_input", "end_of_input",
    ]

    /// The keys vim sets, on the focused editor's entry only.
    static let vimKeys = ["vim_mode", "vim_operator", "VimControl", "VimCount"]

    /// Views and the known views each may sit below (at any distance): a view not listed here
    /// may sit below any view. `Workspace` is the root (`Workspace::key_context`); a `Dock`
    /// (crates/workspace/src/dock.rs) sits in the workspace; panes sit in the workspace's
    /// centre or in a dock (the terminal panel holds panes); panels and sidebars sit in a
    /// dock; a search bar is in a pane's toolbar; none of them is ever below an `Editor`.
    static let under: [String: Set<String>] = {
        let docked: Set<String> = ["Workspace", "Dock"]
        var under: [String: Set<String>] = [
            "Workspace": [],
            "Dock": ["Workspace"],
            "Pane": docked,
            "BufferSearchBar": ["Workspace", "Dock", "Pane"],
            "ProjectSearchBar": ["Workspace", "Dock", "Pane"],
            "ProjectSearchView": ["Workspace", "Dock", "Pane"],
            "Terminal": ["Workspace", "Dock", "Pane", "TerminalPanel"],
            "ThreadsSidebar": ["Workspace"],
        ]
        for panel in panels { under[panel] = docked }
        // Modals the workspace opens in its modal layer (`Workspace::toggle_modal`).
        for modal in modals { under[modal] = ["Workspace"] }
        under["BreakpointList"] = docked.union(["DebugPanel"])
        return under
    }()

    /// Panels: `Panel` implementations that a dock shows.
    static let panels = [
        "ProjectPanel", "OutlinePanel", "GitPanel", "CollabPanel", "NotificationPanel", "AgentPanel",
        "DebugPanel", "TerminalPanel",
    ]

    /// Views only ever opened as the workspace's modal.
    static let modals = ["CommandPalette", "FileFinder", "GoToLine", "TabSwitcher", "KeybindEditorModal"]

    /// Views whose editors are single-line inputs, never vim's (a rename, a query, a filter):
    /// vim registers only on an editor that uses modal editing (`Vim::register`), which is one
    /// in full mode unless a view asks for it (`use_modal_editing: full_mode` in
    /// `Editor::new`; the git panel's commit editor asks).
    static let singleLineHosts: Set<String> = [
        "ProjectPanel", "OutlinePanel", "BreakpointList", "BufferSearchBar", "ProjectSearchBar", "Picker",
        "FileFinder", "CommandPalette", "GoToLine", "TabSwitcher", "ThreadsSidebar", "KeybindEditorModal",
    ]

    /// Other views whose `key_context` Zed's sources set, which may sit anywhere a pane item,
    /// a modal or a popover sits: known, so that a view listed in ``under`` is never put below
    /// one of them (a `Terminal` is never below a `KeystrokeInput`).
    static let otherViews: Set<String> = [
        "KeymapEditor", "KeybindEditorModal", "KeystrokeInput", "ImageViewer", "MarkdownPreview", "SvgPreview",
        "Diagnostics", "Welcome", "SettingsWindow", "Prompt", "GitCommit", "GitGraph", "ContextEditor",
        "AcpThread", "Markdown", "ThemeSelector", "LanguageSelector", "TasksModal", "RecentProjects",
    ]

    /// The views the model knows: any other name is free.
    static func isKnown(_ view: String) -> Bool {
        under[view] != nil || view == "Editor" || singleLineHosts.contains(view) || otherViews.contains(view)
    }

    /// Flags that come with another on the same entry: the editor adds `menu` with
    /// `showing_completions` and with `showing_code_actions` (`Editor::key_context`).
    static let comesWith: [String: String] = ["showing_completions": "menu", "showing_code_actions": "menu"]

    /// Flags a view sets only while it has the focus itself, none of its editors: no editor is
    /// below an entry with one (the git panel adds `ChangesList` when focus is in it but not in
    /// its commit editor, `GitPanel::dispatch_context` in crates/git_ui/src/git_panel.rs).
    static let focusedHere: Set<String> = ["ChangesList"]

    /// Capitalised flags: names on a view's entry that are not views (`VimControl`).
    static func isView(_ name: String) -> Bool {
        // An ASCII first letter is read from its byte: the witness search asks this of every
        // name of every stack it builds, and `Character.isUppercase` looks up Unicode's tables.
        guard let byte = name.utf8.first else { return false }
        let capital = byte < 0x80 ? (0x41...0x5A).contains(byte) : name.first?.isUppercase == true
        return capital && owner[name] == nil
    }

    /// The stack with each entry's view named where its keys say which it is (an entry with
    /// `vim_mode` and no view is the editor's), or nil when Zed never builds such a stack.
    static func complete(_ stack: [ContextStackEntry]) -> [ContextStackEntry]? {
        var stack = stack
        var vimDepth: Int? = nil
        for i in stack.indices {
            var views = stack[i].names.filter(isView)
            let keys = Array(stack[i].names) + Array(stack[i].values.keys)
            for key in keys {
                guard let view = owner[key] else { continue }
                if views.isEmpty {
                    stack[i].names.insert(view)
                    views = [view]
                } else if !views.contains(view) {
                    return nil
                }
            }
            guard views.count <= 1 else { return nil }
            for (flag, other) in comesWith where stack[i].names.contains(flag) { stack[i].names.insert(other) }
            if vimKeys.contains(where: stack[i].contains) {
                guard vimDepth == nil else { return nil }
                vimDepth = i
                if let mode = stack[i].values["mode"], mode == "single_line" || mode == "minimap" { return nil }
            }
        }
        if let list = stack.firstIndex(where: { !$0.names.isDisjoint(with: focusedHere) }),
            stack[(list + 1)...].contains(where: { $0.names.contains("Editor") })
        {
            return nil
        }
        let views = stack.map { $0.names.first(where: isView) }
        for (i, view) in views.enumerated() {
            guard let view else { continue }
            if let allowed = under[view] {
                for outer in views[..<i] {
                    if let outer, isKnown(outer), !allowed.contains(outer) { return nil }
                }
            }
            if let vim = vimDepth {
                // Vim's keys are on the focused editor only: no editor is focused below it
                // ("Disable vim contexts when a nested editor is focused", Editor::key_context).
                if i > vim, view == "Editor" { return nil }
                if i < vim, singleLineHosts.contains(view) { return nil }
            }
        }
        return stack
    }
}
