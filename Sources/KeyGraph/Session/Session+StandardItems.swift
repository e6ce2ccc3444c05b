/// The standard items as the menu bar shows them now: which command performs each, the
/// titles AppKit gives them from the state (Hide Sidebar, Undo Toggle Favorite), and the
/// Window menu's list of windows.
extension Session {
    /// The selectors the app's own commands carry.
    var implementedSelectors: Set<String> { Set(app.commands.commands.compactMap(\.selector)) }

    /// The entry for a standard item: the app's command with `selector`, else the system's
    /// command, else a dimmed item saying why nothing performs it.
    func standardEntry(_ selector: String) -> MenuEntry {
        let row = StandardSelector.row(for: selector)
        var entry: MenuEntry
        if let command = app.commands.commands.first(where: { $0.selector == selector }) {
            entry = self.entry(forCommand: command.id, title: nil)
        } else if SystemCommands.command(id: selector) != nil {
            entry = self.entry(forCommand: selector, title: nil)
        } else {
            let title = row?.title(appName: app.menus.appName) ?? selector
            entry = MenuEntry(
                kind: .button, title: title, icon: row?.icon, shortcut: row?.shortcut.map { KeySequence([$0]) },
                isEnabled: false, action: .system(selector),
                disabledReason: "'\(title)' is disabled: \(SystemCommands.unmodelledReason(selector))")
        }
        entry.isAlternate = row?.alternateOf != nil
        entry.findPanelTag = row?.findPanelTag
        return entry
    }

    /// The title AppKit gives a standard item from the state, for a command with its selector:
    /// Show/Hide Sidebar, Toolbar and Tab Bar, Enter/Exit Full Screen, and Undo and Redo
    /// named after the action (`Undo Toggle Favorite`, as NSUndoManager titles them); and the
    /// title a command chooses by state (``Command/titleByState``: Pin or Unpin).
    func stateTitle(of command: Command) -> String? {
        if let byState = command.titleByState { return holds(byState.condition) ? byState.title : command.title }
        guard let selector = command.selector else { return nil }
        let key = state.keyScene
        func shown(_ isShown: Bool, _ what: String) -> String { (isShown ? "Hide " : "Show ") + what }
        switch selector {
        case "toggleSidebar:":
            let split = key?.split
            return shown(split.map { $0.width == .regular && $0.isSidebarVisible } ?? false, "Sidebar")
        case "toggleToolbarShown:":
            return shown(
                !app.toolbars.isEmpty && key?.kind == .window && key?.window.isToolbarVisible == true, "Toolbar")
        case "toggleTabBar:":
            return shown(key?.window.isTabBarVisible == true, "Tab Bar")
        case "toggleFullScreen:":
            return key?.window.isFullScreen == true ? "Exit Full Screen" : "Enter Full Screen"
        case "undo:":
            return undoActionName.map { "Undo \($0)" } ?? "Undo"
        case "redo:":
            return redoActionName.map { "Redo \($0)" } ?? "Redo"
        default:
            return nil
        }
    }

    /// The Window menu's list: the app's windows by title, ✓ on the key one, ◆ on a
    /// minimized one, • on one whose document has unsaved changes; choosing one focuses it
    /// (and shows it again). The Settings window and the About panel are not listed, as
    /// AppKit lists no panels.
    var windowListEntries: [MenuEntry] {
        state.scenes.enumerated().filter { $0.element.kind == .window }.map { index, scene in
            let mark: MenuEntry.Mark? =
                if scene.window.isMinimized {
                    .diamond
                } else if index == state.focusedSceneIndex {
                    .checkmark
                } else if scene.document?.isEdited == true {
                    .bullet
                } else {
                    nil
                }
            return MenuEntry(
                kind: .option, title: scene.title, action: .effect(.focusScene(.id(scene.id))), mark: mark)
        }
    }
}

extension Session {
    /// The title `command` shows now, wherever it is shown (menus, toolbars, dialogs, the
    /// REPL, `explain`, keys pages, undo's action name): chosen by state, APP replaced.
    public func title(of command: Command) -> String {
        (stateTitle(of: command) ?? command.title).replacingAPP(with: app.menus.appName)
    }

    /// The title a person sees for `value` now: its live record's (one a command inserted
    /// has the title it was given: `New Note`, not `note-1`), else the app's, else its id.
    ///
    /// - Complexity: O(n) in the records of that type.
    public func title(of value: PathValue) -> String {
        state.record(value)?.title ?? app.title(of: value)
    }

    /// The title the command with `id` shows now, when it chooses its title by state
    /// (``Command/titleByState``); nil for any other command.
    public func stateChosenTitle(forCommand id: String) -> String? {
        guard let command = app.commands.command(id: id), command.titleByState != nil else { return nil }
        return title(of: command)
    }
}
