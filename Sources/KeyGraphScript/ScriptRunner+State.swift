import KeyGraph
import KeyGraphFormats

/// `state save|restore [FILE]`: the scenes' navigation state in a state file
/// (``StateArchive``), or kept in memory when there is no file.
extension ScriptRunner {
    mutating func state(_ action: Statement.StateAction, file: String?, on session: inout Session) -> Step {
        switch action {
        case .save: saveState(to: file, of: session)
        case .restore: restoreState(from: file, on: &session)
        }
    }

    private mutating func saveState(to file: String?, of session: Session) -> Step {
        guard StateArchive.hasWindows(session.state) else { return Step(failure: "no window is open: nothing to save") }
        let text = StateArchive.text(of: session.state, app: session.app.name)
        let count = session.state.scenes.filter { $0.kind == .window }.count
        let what = "the state of \(count) scene\(count == 1 ? "" : "s")"
        guard let path = file ?? defaultStateFile else {
            savedStateSlot = text
            return Step(output: ["Saved \(what)"])
        }
        guard let files else { return Step(failure: "state files are not available here") }
        // Another app's state file is left as it is, never overwritten.
        if let bytes = try? files.read(path),
            let other = StateArchive.otherApp(in: String(decoding: bytes, as: UTF8.self), app: session.app.name)
        {
            return Step(failure: Self.otherAppMessage(path, other, app: session.app.name, doing: "save the state to"))
        }
        do {
            try files.write(path, text)
        } catch {
            return Step(failure: "cannot save the state to '\(path.escapedForDisplay)': \(error.message)")
        }
        return Step(output: ["Saved \(what) to \(path.escapedForDisplay)"])
    }

    private func restoreState(from file: String?, on session: inout Session) -> Step {
        guard let path = file ?? defaultStateFile else {
            guard let text = savedStateSlot else { return Step(failure: "no saved state to restore") }
            return Step(events: Self.restore(text, on: &session))
        }
        guard let files else { return Step(failure: "state files are not available here") }
        let text: String
        do {
            // Any bytes: the state reader decides what is corrupt.
            text = String(decoding: try files.read(path), as: UTF8.self)
        } catch {
            return Step(failure: "cannot restore the state from '\(path.escapedForDisplay)': \(error.message)")
        }
        if let other = StateArchive.otherApp(in: text, app: session.app.name) {
            // Not corrupt: another app's, and left as it is.
            return Step(
                failure: Self.otherAppMessage(path, other, app: session.app.name, doing: "restore the state from"))
        }
        var step = Step(events: Self.restore(text, on: &session))
        if step.events.contains(where: \.isFailure) {
            // A corrupt file is moved aside, never silently overwritten later.
            do {
                let aside = try files.moveAside(path)
                step.output.append("warning: moved the corrupt state file to \(aside.escapedForDisplay)")
            } catch {
                step.output.append("warning: could not move the corrupt state file aside: \(error.message)")
            }
        }
        return step
    }

    /// Why a state file another app saved is refused: `cannot restore the state from 's.json':
    /// it holds the state of the app 'music' (at 1:44), not 'recipes'; it is left untouched`.
    static func otherAppMessage(
        _ path: String, _ other: (app: String, position: SourcePosition), app: String, doing what: String
    ) -> String {
        "cannot \(what) '\(path.escapedForDisplay)': it holds the state of the app '\(other.app.escapedForDisplay)' "
            + "(at \(other.position.line):\(other.position.column)), not '\(app.escapedForDisplay)'; it is left untouched"
    }

    /// Restores saved state text on `session`; corrupt text changes nothing and fails.
    static func restore(_ text: String, on session: inout Session) -> [Session.Event] {
        do {
            let restored = try StateArchive.restore(text, app: session.app, records: session.state)
            return session.handle(.restore(restored))
        } catch {
            return [.failed("the saved state is corrupt: \(error.message)")]
        }
    }
}
