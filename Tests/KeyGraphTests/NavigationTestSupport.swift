import Testing

@testable import KeyGraph

/// A fresh session on `app` (the Recipes demo by default).
func makeSession(_ app: AppModel = DemoApp.model) throws -> Session {
    try Session(app: app)
}

/// Applies `effect` to `session` and returns the events.
@discardableResult
func apply(_ effect: Effect, to session: inout Session) -> [Session.Event] {
    session.handle(.apply(effect))
}

/// The failure messages among `events`.
func failures(_ events: [Session.Event]) -> [String] {
    events.compactMap { if case .failed(let m) = $0 { m } else { nil } }
}

/// The message texts among `events`.
func messages(_ events: [Session.Event]) -> [String] {
    events.compactMap { if case .message(let m) = $0 { m } else { nil } }
}

/// Parses `Type:id`, for brevity in tests.
func v(_ text: String) -> PathValue {
    PathValue(type: String(text.prefix { $0 != ":" }), id: String(text.drop { $0 != ":" }.dropFirst()))
}

/// Asserts `events` hold exactly one failure, `message`, and that the state did not change.
func expectFailure(
    _ input: Session.Input, on session: inout Session, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let before = session.state
    let events = session.handle(input)
    #expect(failures(events) == [message], sourceLocation: sourceLocation)
    #expect(session.state == before, "a failure changes nothing", sourceLocation: sourceLocation)
}
