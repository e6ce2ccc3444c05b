/// Runs script statements against a ``Session`` and reports each line's result.
/// The REPL runs typed lines through the same runner.
public struct ScriptRunner: Sendable {
    /// What one line did.
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
        /// it failed, else their warnings. Hosts print them in full (``Diagnostic/report``).
        public var diagnostics: [Diagnostic] = []
    }

    public var session: Session
    /// The file name errors name (`script.kg`, `-`, `<repl>`).
    public var file: String
    /// How shortcuts are printed.
    public var style: ShortcutStyle
    /// The output of the last line that printed anything, for `expect output contains`.
    private var lastOutput: [String] = []
    /// Reads and writes state files for `state save|restore FILE`; nil where there are no files.
    public var stateFiles: StateFiles? = nil
    /// The file `state save|restore` use without a FILE (`--state`); nil keeps the state in memory.
    public var defaultStateFile: String? = nil
    /// The state `state save` kept in memory.
    var savedStateSlot: String? = nil
    /// Reads the files `load keymap|app FILE` names; nil where there are no files.
    public var sourceFiles: SourceFiles? = nil
    /// The path of the script being run: `load` resolves relative file names against its
    /// directory. Nil (standard input, the REPL) leaves them relative to the current directory.
    public var scriptPath: String? = nil

    public init(session: Session, file: String, style: ShortcutStyle = .canonical) {
        self.session = session
        self.file = file
        self.style = style
    }

    /// Runs one parsed line. `now` is the injected clock, in milliseconds.
    public mutating func run(_ statement: Statement, line: Int, input: String, at now: UInt64 = 0) -> LineResult {
        var events: [Session.Event] = []
        var output: [String] = []
        var failure: String? = nil
        var quit = false
        var diagnostics: [Diagnostic] = []
        switch statement {
        case .nothing:
            break
        case .press(let chords):
            for chord in chords { events += session.handle(.key(chord, at: now)) }
            // Within one line, only a sequence still pending at its end is worth reporting.
            if let last = events.indices.last {
                events = events.enumerated().filter { i, e in
                    if case .pending = e { return i == last }
                    return true
                }.map(\.1)
            }
        case .run(let command, _):
            events = session.handle(.perform(command: command))
        case .push(let value):
            events = session.handle(.push(value))
        case .pop(let n):
            events = session.handle(.pop(n))
        case .root:
            events = session.handle(.popToRoot)
        case .show(let topic):
            output = show(topic)
        case .expect(let expectation):
            failure = check(expectation)
        case .echo(let text):
            output = [text.escapedForDisplay]
        case .help(let verb):
            output = Self.help(verb)
        case .quit:
            quit = true
        case .menu, .context, .toolbar:
            (events, output) = runMenuVerb(statement)
        case .navigation(let navigation):
            (events, output, failure) = run(navigation)
        case .keys, .which, .explain, .bind, .unbind:
            (output, failure) = runKeymapStatement(statement, line: line)
        case .load(let kind, let file):
            (output, failure, diagnostics) = load(kind, file: file)
        }
        for event in events {
            if case .failed(let message) = event, failure == nil { failure = message }
            if let text = Self.describe(event, style: style) { output.append(text) }
        }
        if !output.isEmpty, !(statement.isExpect) { lastOutput = output }
        // Point at the first argument (the keys, the command, the checked value; `load`'s file), else the verb.
        let words = ScriptParser.words(ScriptParser.stripComment(input))
        let argument = statement.isLoad ? 2 : 1
        let column = words.count > argument ? words[argument].column : (words.first?.column ?? 1)
        let error = failure.map {
            Diagnostic(.error, file: file, position: SourcePosition(line: line, column: column), message: $0)
        }
        return LineResult(
            line: line, input: input, ok: failure == nil, events: events, output: output, error: error,
            scene: session.state.focusedScene.id, path: session.state.focusedScene.path, quit: quit,
            tab: session.state.focusedScene.tabs?.selected, sheet: session.state.focusedScene.sheet?.name,
            diagnostics: diagnostics)
    }

    /// A person's line for an event, or nil for events that print nothing.
    public static func describe(_ event: Session.Event, style: ShortcutStyle) -> String? {
        switch event {
        case .fired(let command, let keys):
            return keys.map { "\($0.formatted(style)) → \(command)" } ?? "→ \(command)"
        case .pending(let keys):
            return "\(keys.formatted(style)) … waiting for the next key"
        case .dropped(let keys):
            return "\(keys.formatted(style)): no binding here (dropped)"
        case .unbound(let keys):
            return "\(keys.formatted(style)): no binding here"
        case .blocked(let keys):
            return "\(keys.formatted(style)): blocked by a null binding"
        case .message(let text):
            return text.escapedForDisplay
        case .failed:
            return nil
        }
    }

    // MARK: - show

    func show(_ topic: Statement.ShowTopic) -> [String] {
        let state = session.state
        switch topic {
        case .path:
            return [Self.format(path: state.focusedScene.path)]
        case .state:
            return stateLines()
        case .scenes:
            return sceneLines()
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

    /// `[Category:desserts, Recipe:apple-pie]`
    public static func format(path: [PathValue]) -> String {
        "[" + path.map(\.description).joined(separator: ", ").escapedForDisplay + "]"
    }

    // MARK: - expect

    /// Checks an expectation; returns the failure message, or nil when it holds.
    func check(_ expectation: Expectation) -> String? {
        let state = session.state
        switch expectation {
        case .path(let expected):
            let actual = state.focusedScene.path
            return actual == expected
                ? nil : "expected path == \(Self.format(path: expected)), but it is \(Self.format(path: actual))"
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
            return "expected \(id) to be \(wantEnabled ? "enabled" : "disabled"), but it is \(isEnabled ? "enabled" : "disabled")"
        case .focused(let name, let expected):
            let actual = session.focusedValues[name]
            return actual == expected
                ? nil : "expected focused.\(name) == \(expected?.description ?? "nil"), but it is \(actual?.description ?? "nil")"
        case .pending(let expected):
            let actual = session.dispatcher.pending
            let actualText = actual.isEmpty ? "none" : KeySequence(actual).canonical
            return (expected?.chords ?? []) == actual
                ? nil : "expected pending == \(expected.map { "\"\($0.canonical)\"" } ?? "none"), but it is \(actualText)"
        case .outputContains(let text):
            return lastOutput.contains { $0.contains(text) }
                ? nil : "expected the output to contain \"\(text.escapedForDisplay)\""
        case .navigation(let check):
            return self.check(check)
        }
    }

    // MARK: - help

    static func help(_ verb: String?) -> [String] {
        if let verb {
            guard let v = Verb(rawValue: verb) else { return ["unknown verb '\(verb.escapedForDisplay)'"] }
            return [v.synopsis] + v.details
        }
        return ["Verbs:"] + Verb.allCases.map { "  " + $0.synopsis }
    }

    // MARK: - JSON

    /// The `--json` object for a line (SPEC §10).
    public static func json(_ result: LineResult, style: ShortcutStyle = .canonical) -> JSONOutput {
        let events: [JSONOutput] = result.events.map { event in
            switch event {
            case .fired(let command, let keys):
                return .object([("command", .string(command)), ("keys", keys.map { .string($0.canonical) } ?? .null)])
            case .pending(let keys):
                return .object([("kind", .string("pending")), ("keys", .string(keys.canonical))])
            case .dropped(let keys):
                return .object([("kind", .string("dropped")), ("keys", .string(keys.canonical))])
            case .unbound(let keys):
                return .object([("kind", .string("unbound")), ("keys", .string(keys.canonical))])
            case .blocked(let keys):
                return .object([("kind", .string("blocked")), ("keys", .string(keys.canonical))])
            case .message(let text):
                return .object([("kind", .string("message")), ("text", .string(text))])
            case .failed(let message):
                return .object([("kind", .string("failed")), ("message", .string(message))])
            }
        }
        // `diagnostics` only on the lines that have some (`load`), so other lines keep their shape.
        let diagnostics: [(String, JSONOutput)] =
            result.diagnostics.isEmpty ? [] : [("diagnostics", .array(result.diagnostics.map(\.json)))]
        return .object([
            ("line", .int(result.line)),
            ("input", .string(result.input)),
            ("ok", .bool(result.ok)),
            ("events", .array(events)),
            ("output", .array(result.output.map { .string($0) })),
            ("error", result.error.map { .string($0.message) } ?? .null),
            ("scene", .string(result.scene)),
            ("path", .array(result.path.map { .string($0.description) })),
            ("tab", result.tab.map { .string($0) } ?? .null),
            ("sheet", result.sheet.map { .string($0) } ?? .null),
        ] + diagnostics)
    }
}

extension Statement {
    var isExpect: Bool {
        if case .expect = self { return true }
        return false
    }

    var isLoad: Bool {
        if case .load = self { return true }
        return false
    }
}
