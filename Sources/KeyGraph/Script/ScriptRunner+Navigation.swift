extension ScriptRunner {
    /// Runs a navigation verb: its events, the lines it prints, and its failure.
    mutating func run(_ statement: NavigationStatement) -> ([Session.Event], [String], String?) {
        if let effect = statement.effect {
            // A FocusedBinding write prints the value it wrote.
            var target: (PathValue, String)? = nil
            switch statement {
            case .toggle(let focused, let field), .set(let focused, let field, _):
                target = session.focusedValues[focused].map { ($0, field) }
            default: break
            }
            let events = session.handle(.apply(effect))
            var output: [String] = []
            if !events.contains(where: \.isFailure), let (value, field) = target,
                let written = session.state.record(value)?.fields[field]
            {
                output.append("\(value).\(field) = \(written)".escapedForDisplay)
            }
            return (events, output, nil)
        }
        switch statement {
        case .listScenes:
            return ([], sceneLines(), nil)
        case .undo:
            return (session.handle(.undo), [], nil)
        case .redo:
            return (session.handle(.redo), [], nil)
        case .saveState(let file):
            let text = session.savedState
            let count = session.state.scenes.count
            let what = "the state of \(count) scene\(count == 1 ? "" : "s")"
            guard let path = file ?? defaultStateFile else {
                savedStateSlot = text
                return ([], ["Saved \(what)"], nil)
            }
            guard let stateFiles else { return ([], [], "state files are not available here") }
            do {
                try stateFiles.write(path, text)
            } catch {
                return ([], [], "cannot save the state to '\(path.escapedForDisplay)': \(error.message)")
            }
            return ([], ["Saved \(what) to \(path.escapedForDisplay)"], nil)
        case .restoreState(let file):
            guard let path = file ?? defaultStateFile else {
                guard let text = savedStateSlot else { return ([], [], "no saved state to restore") }
                return (session.handle(.restoreState(text)), [], nil)
            }
            guard let stateFiles else { return ([], [], "state files are not available here") }
            let text: String
            do {
                text = try stateFiles.read(path)
            } catch {
                return ([], [], "cannot restore the state from '\(path.escapedForDisplay)': \(error.message)")
            }
            let events = session.handle(.restoreState(text))
            var output: [String] = []
            if events.contains(where: \.isFailure) {
                // A corrupt file is moved aside, never silently overwritten later.
                do {
                    let aside = try stateFiles.moveAside(path)
                    output.append("warning: moved the corrupt state file to \(aside.escapedForDisplay)")
                } catch {
                    output.append("warning: could not move the corrupt state file aside: \(error.message)")
                }
            }
            return (events, output, nil)
        default:
            preconditionFailure("every other navigation verb is an effect")
        }
    }

    /// `scene list` and `show scenes`: `* main [Category:desserts]`, the focused scene starred.
    func sceneLines() -> [String] {
        let state = session.state
        return state.scenes.enumerated().map { i, scene in
            (i == state.focusedSceneIndex ? "* " : "  ") + "\(scene.id.escapedForDisplay) \(Self.format(path: scene.path))"
        }
    }

    /// `show state`: every scene's containers, selections, stacks and sheet.
    func stateLines() -> [String] {
        let state = session.state
        let app = session.app
        var lines: [String] = []
        for (i, scene) in state.scenes.enumerated() {
            let star = i == state.focusedSceneIndex ? "* " : "  "
            if let split = scene.split, let layout = app.splitLayout {
                let focus = split.width == .compact ? "" : " focus=\(layout.columns[split.effectiveFocusedColumn].name)"
                lines.append(
                    star + "\(scene.id.escapedForDisplay) split columns=\(split.visibility.rawValue) width=\(split.width.rawValue)\(focus)")
                for (c, column) in layout.selectableColumns.enumerated() {
                    let selection = c < split.selections.count ? split.selections[c].description : "none"
                    lines.append("    \(column.name): \(selection.escapedForDisplay)")
                }
                lines.append("    \(layout.columns[layout.columns.count - 1].name): \(Self.format(path: split.detailPath))")
            } else if let tabs = scene.tabs {
                lines.append(star + "\(scene.id.escapedForDisplay) tabs selected=\(tabs.selected.escapedForDisplay)")
                for id in tabs.order {
                    let mark = id == tabs.selected ? ">" : " "
                    var notes = ""
                    if let declaration = app.tabLayout?.tab(id: id) {
                        if let section = declaration.section { notes += " [\(section)]" }
                        if declaration.isSearch { notes += " (search)" }
                    }
                    if tabs.hidden.contains(id) { notes += " (hidden)" }
                    lines.append("    \(mark) \(id)\(notes): \(Self.format(path: tabs.paths[id] ?? []))".escapedForDisplay)
                }
            } else {
                lines.append(star + "\(scene.id.escapedForDisplay) stack \(Self.format(path: scene.stack))")
            }
            if let sheet = scene.sheet {
                var text = "    sheet: \(sheet.name)"
                if let item = sheet.item { text += " \(item)" }
                if sheet.hasUnsavedChanges { text += " (unsaved)" }
                if sheet.isConfirmingDismissal { text += " (confirming dismissal)" }
                lines.append(text.escapedForDisplay)
            }
        }
        return lines
    }

    /// Checks a navigation expectation; returns the failure message, or nil when it holds.
    func check(_ expectation: NavigationExpectation) -> String? {
        let scene = session.state.focusedScene
        func compare(_ what: String, _ expected: String?, _ actual: String?) -> String? {
            expected == actual ? nil : "expected \(what) == \(expected ?? "none"), but it is \(actual ?? "none")"
        }
        switch expectation {
        case .tab(let expected):
            return compare("tab", expected, scene.tabs?.selected)
        case .sheet(let expected):
            return compare("sheet", expected, scene.sheet?.name)
        case .columns(let expected):
            return compare("columns", expected.rawValue, scene.split?.visibility.rawValue)
        case .width(let expected):
            return compare("width", expected.rawValue, scene.split?.width.rawValue)
        case .column(let expected):
            return compare("column", expected, session.sceneTree.attributes["column"])
        case .sceneCount(let n):
            let count = session.state.scenes.count
            return count == n ? nil : "expected scenes == \(n), but it is \(count)"
        case .field(let value, let field, let expected):
            guard let record = session.state.record(value) else { return "no \(value.type) with id '\(value.id)'" }
            guard let actual = record.fields[field] else { return "\(value) has no field '\(field)'" }
            return actual.description == expected
                ? nil : "expected \(value).\(field) == \(expected), but it is \(actual)".escapedForDisplay
        }
    }
}

extension Session.Event {
    /// Whether the event reports a failure.
    public var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }
}
