import KeyGraph

/// `show`, `scene list`: the state as text.
extension ScriptRunner {
    /// `show path|state|focus|focused|pending|scenes`.
    func show(_ topic: Statement.ShowTopic, in session: Session) -> [String] {
        let state = session.state
        switch topic {
        case .path:
            return [state.focusedScene.path.formattedPath]
        case .state:
            return Self.stateLines(of: session)
        case .scenes:
            return Self.sceneLines(of: session)
        case .tabs:
            return Self.tabLines(of: session)
        case .focus:
            return [session.focusPath.joined(separator: " › ")]
        case .focused:
            let values = session.focusedValues.sorted { $0.key < $1.key }
            return values.isEmpty ? ["(no focused values)"] : values.map { "\($0.key) = \($0.value)" }
        case .pending:
            let pending = session.dispatcher.pending
            return [pending.isEmpty ? "(nothing pending)" : KeySequence(pending).formatted(style)]
        }
    }

    /// `scene list` and `show scenes`: `* main [Category:desserts]`, the focused scene starred,
    /// then what its window shows that differs from a new window's (`(minimized, full screen)`).
    static func sceneLines(of session: Session) -> [String] {
        let state = session.state
        guard !state.scenes.isEmpty else { return ["(no window is open)"] }
        return state.scenes.enumerated().map { i, scene in
            let notes = windowNotes(scene)
            return (i == state.focusedSceneIndex ? "* " : "  ")
                + "\(scene.id.escapedForDisplay) \(scene.path.formattedPath)"
                + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
        }
    }

    /// What a scene's window shows that a new window does not, what kind of window it is
    /// when it is not one of the app's, and its document's state.
    static func windowNotes(_ scene: SceneState) -> [String] {
        let window = scene.window
        var notes: [String] = []
        if window.isMinimized { notes.append("minimized") }
        if window.isZoomed { notes.append("zoomed") }
        if window.isFullScreen { notes.append("full screen") }
        if !window.isToolbarVisible { notes.append("toolbar hidden") }
        if window.isTabBarVisible { notes.append("tab bar shown") }
        if scene.kind != .window { notes.append(scene.kind == .settings ? "Settings" : "About panel") }
        if let document = scene.document {
            notes.append(document.isEdited ? "edited" : (document.isSaved ? "saved" : "new document"))
        }
        return notes
    }

    /// `show state`: every scene's containers, selections, stacks and sheet.
    static func stateLines(of session: Session) -> [String] {
        let state = session.state
        let app = session.app
        var lines: [String] = []
        for (i, scene) in state.scenes.enumerated() {
            let star = i == state.focusedSceneIndex ? "* " : "  "
            if let split = scene.split, let layout = app.splitLayout {
                let focus = split.width == .compact ? "" : " focus=\(layout.columns[split.effectiveFocusedColumn].name)"
                lines.append(
                    star
                        + "\(scene.id.escapedForDisplay) split columns=\(split.visibility.rawValue) width=\(split.width.rawValue)\(focus)"
                )
                for (c, column) in layout.selectableColumns.enumerated() {
                    let selection = c < split.selections.count ? split.selections[c].description : "none"
                    lines.append("    \(column.name): \(selection.escapedForDisplay)")
                }
                let detail = layout.columns[layout.columns.count - 1]
                var line = "    \(detail.name): \(split.detailPath.formattedPath)"
                if split.selections.count < layout.selectableColumns.count {
                    // Nothing to show: the detail column's ContentUnavailableView.
                    line += " (ContentUnavailableView" + (detail.placeholder.map { " \"\($0.title)\"" } ?? "") + ")"
                }
                lines.append(line.escapedForDisplay)
            } else if let tabs = scene.tabs {
                let width = tabs.width == .regular ? "" : " width=\(tabs.width.rawValue)"
                lines.append(
                    star + "\(scene.id.escapedForDisplay) tabs selected=\(tabs.selected.escapedForDisplay)\(width)")
                for id in tabs.order {
                    let mark = id == tabs.selected ? ">" : " "
                    let notes = Self.tabNotes(id, tabs, in: session)
                    lines.append("    \(mark) \(id)\(notes): \((tabs.paths[id] ?? []).formattedPath)".escapedForDisplay)
                }
            } else {
                lines.append(star + "\(scene.id.escapedForDisplay) stack \(scene.stack.formattedPath)")
            }
            if let sheet = scene.sheet {
                let noun = app.sheets[sheet.name]?.style.noun ?? "sheet"
                var text = "    \(noun): \(sheet.name)"
                if let item = sheet.item { text += " \(item)" }
                if let detent = sheet.detent { text += " detent=\(detent)" }
                if let sizing = app.sheets[sheet.name]?.sizing, sizing != .automatic { text += " sizing=\(sizing)" }
                if sheet.hasUnsavedChanges { text += " (unsaved)" }
                if sheet.isConfirmingDismissal { text += " (confirming dismissal)" }
                lines.append(text.escapedForDisplay)
            }
            if let line = Self.searchLine(scene.search) { lines.append(line) }
            if let name = scene.dialog, let dialog = app.dialogs[name] {
                lines.append("    \(dialog.kind.rawValue): \(name) \"\(dialog.title)\"".escapedForDisplay)
            }
        }
        return lines
    }
}
