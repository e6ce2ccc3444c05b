import KeyGraph
import KeyGraphFormats
import Testing

/// A fresh session on `app` (the Recipes demo by default).
package func makeSession(_ app: AppModel = DemoApps.recipes) throws -> Session {
    try Session(app: app)
}

/// Applies `effect` to `session` and returns the events.
@discardableResult
package func apply(_ effect: Effect, to session: inout Session) -> [Session.Event] {
    session.handle(.apply(effect))
}

/// The failure messages among `events`.
package func failures(_ events: [Session.Event]) -> [String] {
    events.compactMap { if case .failed(let m) = $0 { m } else { nil } }
}

/// The message texts among `events`.
package func messages(_ events: [Session.Event]) -> [String] {
    events.compactMap { if case .message(let m) = $0 { m } else { nil } }
}

/// Parses `Type:id`, for brevity in tests.
package func v(_ text: String) -> PathValue {
    PathValue(type: String(text.prefix { $0 != ":" }), id: String(text.drop { $0 != ":" }.dropFirst()))
}

/// Asserts `events` hold exactly one failure, `message`, and that the state did not change.
package func expectFailure(
    _ input: Session.Input, on session: inout Session, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let before = session.state
    let events = session.handle(input)
    #expect(failures(events) == [message], sourceLocation: sourceLocation)
    #expect(session.state == before, "a failure changes nothing", sourceLocation: sourceLocation)
}

extension Session {
    /// The scenes' state as a state file holds it.
    package var savedState: String { StateArchive.text(of: state, app: app.name) }

    /// Restores saved state text as `state restore` does: corrupt text fails and changes nothing.
    package mutating func restoreState(_ text: String) -> [Event] {
        do {
            return handle(.restore(try StateArchive.restore(text, app: app, records: state)))
        } catch {
            return [.failed("the saved state is corrupt: \(error.message)")]
        }
    }
}

/// Asserts restoring `text` fails with exactly `message` and changes nothing.
package func expectRestoreFailure(
    _ text: String, on session: inout Session, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let before = session.state
    let events = session.restoreState(text)
    #expect(failures(events) == [message], sourceLocation: sourceLocation)
    #expect(session.state == before, "a failure changes nothing", sourceLocation: sourceLocation)
}
