import KeyGraph
import KeyGraphFormats

/// What one script line did: its events and output, its error, and the focused
/// scene after it. The REPL, `keygraph run` and the tests print it through
/// ``rendered(errors:)``, and `--json` through ``json``.
public struct LineResult: Sendable {
    public var line: Int
    public var input: String
    public var ok: Bool
    public var events: [Session.Event]
    /// Lines printed for a person (stdout).
    public var output: [String]
    /// The located error, when the line failed.
    public var error: Diagnostic?
    public var scene: String
    public var path: [PathValue]
    /// The line asked to stop (`quit`).
    public var quit: Bool
    /// The focused scene's selected tab, when it has a TabView.
    public var tab: String? = nil
    /// The focused scene's presented sheet.
    public var sheet: String? = nil
    /// Located diagnostics about the files the line read (`load`): their errors when
    /// it failed, else their warnings; and the line's own warnings (`bind` of keys
    /// typing cannot reach). Hosts print them in full.
    public var diagnostics: [Diagnostic] = []

    /// How a line's error is printed.
    public enum ErrorForm: Sendable {
        /// `FILE:LINE:COL: error: message`, as `keygraph run` prints it.
        case located
        /// `LABEL message`, as the REPL prints it after the typed line (`error: …`).
        case labelled(String)
    }

    /// The line as hosts print it: `output` goes to standard output; `errors` — the
    /// line's error, then the files' diagnostics in full — to standard error (the
    /// REPL prints both on the terminal).
    public func rendered(errors form: ErrorForm = .located) -> (output: [String], errors: [String]) {
        var errors: [String] = []
        if let error {
            switch form {
            case .located: errors.append(error.summary)
            case .labelled(let label):
                errors.append("\(label) \(error.message.escapedForDisplay.windowingLongWords())")
            }
        }
        errors += diagnostics.map(\.report)
        return (output, errors)
    }

    /// The `--json` object for the line: `line`, `input`, `ok`, `events`, `output`,
    /// `error`, and the focused scene's `scene`, `path`, `tab` and `sheet`; `diagnostics`
    /// only on the lines that have some (`load`), so other lines keep their shape.
    package var json: JSONOutput {
        let diagnostics: [(String, JSONOutput)] =
            self.diagnostics.isEmpty ? [] : [("diagnostics", .array(self.diagnostics.map(\.json)))]
        return .object(
            [
                ("line", .int(line)),
                ("input", .string(input)),
                ("ok", .bool(ok)),
                ("events", .array(events.map(\.json))),
                ("output", .array(output.map { .string($0) })),
                ("error", error.map { .string($0.message) } ?? .null),
                ("scene", .string(scene)),
                ("path", .array(path.map { .string($0.description) })),
                ("tab", tab.map { .string($0) } ?? .null),
                ("sheet", sheet.map { .string($0) } ?? .null),
            ] + diagnostics)
    }
}

extension Session.Event {
    /// The event in `--json` output: a fired command as `{"command", "keys"}`, any
    /// other event as `{"kind", …}`.
    package var json: JSONOutput {
        switch self {
        case .fired(let command, let keys):
            .object([("command", .string(command)), ("keys", keys.map { .string($0.canonical) } ?? .null)])
        case .pending(let keys):
            .object([("kind", .string("pending")), ("keys", .string(keys.canonical))])
        case .dropped(let keys):
            .object([("kind", .string("dropped")), ("keys", .string(keys.canonical))])
        case .unbound(let keys):
            .object([("kind", .string("unbound")), ("keys", .string(keys.canonical))])
        case .blocked(let keys):
            .object([("kind", .string("blocked")), ("keys", .string(keys.canonical))])
        case .message(let text):
            .object([("kind", .string("message")), ("text", .string(text))])
        case .failed(let message):
            .object([("kind", .string("failed")), ("message", .string(message))])
        case .quit:
            .object([("kind", .string("quit"))])
        case .undone(let change):
            .object([("kind", .string("undone")), ("change", change.map { .string($0) } ?? .null)])
        case .redone(let change):
            .object([("kind", .string("redone")), ("change", change.map { .string($0) } ?? .null)])
        }
    }
}
