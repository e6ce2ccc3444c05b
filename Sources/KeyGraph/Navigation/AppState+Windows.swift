/// The windows reducer: minimizing (which moves focus), and what history leaves alone.
extension AppState {
    /// Minimizes the key window to the Dock (`performMiniaturize:`) and makes the nearest
    /// window that shows key: the one before it, else the one after; with none, no
    /// window is key until one is chosen in the Window menu.
    /// - Returns: the note a person sees.
    public mutating func minimize() throws(NavigationError) -> String {
        try focusedScene.requireResizableWindow(doing: "minimize")
        focusedScene.window.isMinimized = true
        let title = focusedScene.title
        if let shown = nearestShownScene(to: focusedSceneIndex) { focusedSceneIndex = shown }
        return "Minimized '\(title)'"
    }

    /// Hides the app (`hide:`, ⌘H): macOS always enables it, and hiding a hidden app does nothing.
    /// - Returns: the note a person sees.
    public mutating func hide(appName: String) -> String {
        defer { isHidden = true }
        return isHidden ? "\(appName) is already hidden" : "Hid \(appName)"
    }

    /// Shows the app again (`unhideAllApplications:`, Show All); fails, so the item is dimmed,
    /// while nothing is hidden. KeyGraph models no other app to show.
    /// - Returns: the note a person sees.
    public mutating func showAll(appName: String) throws(NavigationError) -> String {
        guard isHidden else { throw NavigationError("nothing is hidden") }
        isHidden = false
        return "Showed \(appName)"
    }

    /// Brings every window that is not minimized to the front (`arrangeInFront:`), in the
    /// order they are: KeyGraph models no other app's windows to bring them in front of,
    /// so nothing else changes. Minimized windows stay in the Dock.
    /// - Returns: the note a person sees.
    public mutating func bringAllToFront() throws(NavigationError) -> String {
        isHidden = false
        let shown = scenes.filter { !$0.window.isMinimized }.count
        guard shown > 0 else {
            throw NavigationError(scenes.isEmpty ? "no window is open" : "every window is minimized")
        }
        return "Brought \(shown) window\(shown == 1 ? "" : "s") to the front"
    }

    /// The index of the scene nearest `index` that is not minimized: before it first, then after.
    func nearestShownScene(to index: Int) -> Int? {
        let before = scenes.indices.filter { $0 < index }.reversed()
        let after = scenes.indices.filter { $0 > index }
        return (Array(before) + after).first { !scenes[$0].window.isMinimized }
    }

    /// Whether this state and `other` differ as undo history compares them
    /// (``ignoringFocus``). A keystroke's change usually shows in a field that comparison
    /// keeps as it is — a scene's path or sheet, the values, the records — and that answers
    /// at once; otherwise the two states are compared without their focus.
    func differsIgnoringFocus(from other: AppState) -> Bool {
        if values != other.values || records != other.records { return true }
        if scenes.count == other.scenes.count {
            // By index, not by pairs of scenes: each pair would be a copy of two whole scenes.
            for i in scenes.indices
            where scenes[i].path != other.scenes[i].path || scenes[i].sheet != other.scenes[i].sheet {
                return true
            }
        }
        return ignoringFocus != other.ignoringFocus
    }

    /// The state as undo history compares it: navigation and data, without moves of focus
    /// between columns or scenes, without the windows' own state (minimized, zoomed,
    /// full screen, toolbar and tab bar), which AppKit does not undo either, and without the
    /// person's customizations.
    var ignoringFocus: AppState {
        var copy = self
        copy.focusedSceneIndex = 0
        copy.toolbarCustomizations = [:]
        copy.tabCustomization = TabViewCustomization()
        for i in copy.scenes.indices {
            copy.scenes[i].split?.focusedColumn = nil
            copy.scenes[i].tabs?.unavailable = [:]  // derived from the values and customizations
            copy.scenes[i].keepInterface(of: SceneState(id: copy.scenes[i].id))
        }
        return copy
    }

    /// This state (one undo or redo goes back to) with the customizations and each window's
    /// own state as they are in `current`, so that undoing a navigation change does not also restore a window
    /// that was minimized since, or leave full screen.
    func keepingWindows(of current: AppState) -> AppState {
        var copy = self
        copy.isHidden = current.isHidden
        copy.toolbarCustomizations = current.toolbarCustomizations
        copy.tabCustomization = current.tabCustomization
        for i in copy.scenes.indices {
            if let now = current.scenes.first(where: { $0.id == copy.scenes[i].id }) {
                copy.scenes[i].keepInterface(of: now)
            }
        }
        return copy
    }
}

extension SceneState {
    /// Takes `other`'s window, document, search state and dialog: what undo leaves as it is
    /// (undoing what a dialog's button did does not bring the dialog back).
    mutating func keepInterface(of other: SceneState) {
        window = other.window
        document = other.document
        search = other.search
        dialog = other.dialog
        dialogValues = other.dialogValues
    }
}
