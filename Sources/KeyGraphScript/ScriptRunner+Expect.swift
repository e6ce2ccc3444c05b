import KeyGraph

/// `expect`: checking the state.
extension ScriptRunner {
    /// Checks an expectation; returns the failure message, or nil when it holds.
    func check(_ expectation: Expectation, in session: Session) -> String? {
        let state = session.state
        let scene = session.state.focusedScene
        func compare(_ what: String, _ expected: String?, _ actual: String?) -> String? {
            expected == actual ? nil : "expected \(what) == \(expected ?? "none"), but it is \(actual ?? "none")"
        }
        switch expectation {
        case .path(let expected):
            let actual = state.focusedScene.path
            return actual == expected
                ? nil : "expected path == \(expected.formattedPath), but it is \(actual.formattedPath)"
        case .pathCount(let n):
            let count = state.focusedScene.path.count
            return count == n ? nil : "expected path.count == \(n), but it is \(count)"
        case .last(let expected):
            let actual = session.lastCommand
            return actual == expected
                ? nil : "expected last == \(expected ?? "none"), but it is \(actual ?? "none")"
        case .scene(let id):
            return state.focusedScene.id == id ? nil : "expected scene == \(id), but it is \(state.focusedScene.id)"
        case .enabled(let id), .disabled(let id):
            guard session.app.commands.command(id: id) != nil else {
                let hint = session.app.commands.suggestion(for: id).map { " (\($0))" } ?? ""
                return "unknown command '\(id)'\(hint)"
            }
            let wantEnabled = if case .enabled = expectation { true } else { false }
            let isEnabled = session.isEnabled(id)
            if isEnabled == wantEnabled { return nil }
            return
                "expected \(id) to be \(wantEnabled ? "enabled" : "disabled"), but it is \(isEnabled ? "enabled" : "disabled")"
        case .focused(let name, let expected):
            let actual = session.focusedValues[name]
            return actual == expected
                ? nil
                : "expected focused.\(name) == \(expected?.description ?? "nil"), but it is \(actual?.description ?? "nil")"
        case .pending(let expected):
            let actual = session.dispatcher.pending
            let actualText = actual.isEmpty ? "none" : KeySequence(actual).canonical
            return (expected?.chords ?? []) == actual
                ? nil
                : "expected pending == \(expected.map { "\"\($0.canonical)\"" } ?? "none"), but it is \(actualText)"
        case .outputContains(let text):
            if lastOutput.contains(where: { $0.contains(text) }) { return nil }
            let expected = "expected the output to contain \"\(text.escapedForDisplay)\""
            guard !lastOutput.isEmpty else { return expected + ", but no line has printed anything yet" }
            // What it was, on one line (line ends as \n), cut after 200 characters.
            var shown = lastOutput.joined(separator: "\n").escapedForDisplay
            if shown.count > 200 { shown = shown.prefix(199) + "…" }
            return expected + ", but it is \"\(shown)\""
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
            guard let record = session.state.record(value) else {
                return session.state.records.missingRecordMessage(value)
            }
            guard let actual = record.fields[field] else { return "\(value) has no field '\(field)'" }
            return actual.description == expected
                ? nil : "expected \(value).\(field) == \(expected), but it is \(actual)".escapedForDisplay
        }
    }
}
