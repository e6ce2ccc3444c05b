import KeyGraph
import KeyGraphFormats

/// Runs script statements against a ``Session`` and reports each line's result.
/// The REPL runs typed lines through the same runner; keys it reads go to the
/// session directly.
public struct ScriptRunner: Sendable {
    /// The file name errors name (`script.kg`, `-`, `<repl>`).
    public var file: String
    /// How shortcuts are printed.
    public var style: ShortcutStyle
    /// Reads and writes the files `load` and `state` name; nil where there are no files.
    public var files: FileClient? = nil
    /// The file `state save|restore` use without a FILE (`--state`); nil keeps the state in memory.
    public var defaultStateFile: String? = nil
    /// The path of the script being run: `load` resolves relative file names against its
    /// directory. Nil (standard input, the REPL) leaves them relative to the current directory.
    public var scriptPath: String? = nil
    /// The state `state save` kept in memory.
    var savedStateSlot: String? = nil
    /// The output of the last line that printed anything, for `expect output contains`.
    var lastOutput: [String] = []
    /// Milliseconds `wait` lines have moved the injected clock on: every line runs at
    /// its host's time plus this, so time never goes back after a `wait`.
    public internal(set) var waited: UInt64 = 0
    /// The columns `help` lays its verb list out in: 80 (scripts, pipes), or the REPL's
    /// terminal's width. Below 80 a verb that does not fit goes on a line of its own under
    /// the text column, and one wider than that column's room is broken at its spaces there.
    public var helpWidth = 80

    public init(file: String, style: ShortcutStyle = .canonical) {
        self.file = file
        self.style = style
    }

    /// Runs one parsed line on `session`. `hostTime` is the host's clock, in
    /// milliseconds; the line runs at it plus what `wait` lines added (``waited``).
    public mutating func run(
        _ statement: Statement, on session: inout Session, line: Int, input: String, at hostTime: UInt64 = 0
    ) -> LineResult {
        var step = Step()
        let now = hostTime &+ waited
        switch statement {
        case .nothing:
            break
        case .press(let chords):
            step.events = Self.press(chords, on: &session, at: now)
        case .wait(let milliseconds):
            waited &+= milliseconds
            step.events = session.handle(.tick(at: now &+ milliseconds))
        case .run(let command, _):
            step.events = session.handle(.perform(command: command))
        case .effect(let effect):
            step = apply(effect, on: &session)
        case .show(let topic):
            step.output = show(topic, in: session)
        case .state(let action, let file):
            step = state(action, file: file, on: &session)
        case .expect(let expectation):
            step.failure = check(expectation, in: session)
        case .echo(let text):
            step.output = [text.escapedForDisplay]
        case .help(let verb):
            step.output = Self.help(verb, width: helpWidth)
        case .quit:
            step.quit = true
        case .menu, .context, .toolbar:
            step = runMenuVerb(statement, on: &session)
        case .keys, .which, .explain, .bind, .unbind:
            step = runKeymapStatement(statement, line: line, input: input, on: &session)
        case .load(let kind, let file):
            step = load(kind, file: file, on: &session)
        }
        for event in step.events {
            if case .failed(let message) = event, step.failure == nil { step.failure = message }
            if event == .quit { step.quit = true }  // Quit, or the last window closed in an app that quits then
            if let text = event.formatted(style, naming: { session.shownName(ofCommand: $0) }) {
                step.output.append(text)
            }
        }
        if !step.output.isEmpty, !statement.isExpect { lastOutput = step.output }
        // Point at the first argument (the keys, the command, the checked value; `load`'s file), else the verb.
        let words = ScriptParser.words(ScriptParser.stripComment(input))
        let argument = statement.isLoad ? 2 : 1
        let column = words.count > argument ? words[argument].column : (words.first?.column ?? 1)
        let error = step.failure.map {
            Diagnostic(.error, file: file, position: SourcePosition(line: line, column: column), message: $0)
        }
        let scene = session.state.focusedScene
        return LineResult(
            line: line, input: input, ok: step.failure == nil, events: step.events, output: step.output, error: error,
            scene: scene.id, path: scene.path, quit: step.quit, tab: scene.tabs?.selected, sheet: scene.sheet?.name,
            diagnostics: step.diagnostics)
    }

    /// What a verb did, before it becomes a ``LineResult``.
    struct Step {
        var events: [Session.Event] = []
        var output: [String] = []
        var failure: String? = nil
        var diagnostics: [Diagnostic] = []
        var quit = false
    }

    /// `press KEYS…`: within one line, only a sequence still pending at its end is worth reporting.
    static func press(_ chords: [KeyboardShortcut], on session: inout Session, at now: UInt64) -> [Session.Event] {
        var events: [Session.Event] = []
        for chord in chords { events += session.handle(.key(chord, at: now)) }
        guard let last = events.indices.last else { return events }
        return events.enumerated().filter { i, event in
            if case .pending = event { return i == last }
            return true
        }.map(\.1)
    }

    /// An effect verb; a FocusedBinding write prints the value it wrote.
    func apply(_ effect: Effect, on session: inout Session) -> Step {
        var target: (PathValue, String)? = nil
        if case .data(.toggleField(let focused, let field)) = effect {
            target = session.focusedValues[focused].map { ($0, field) }
        } else if case .data(.setField(let focused, let field, _)) = effect {
            target = session.focusedValues[focused].map { ($0, field) }
        }
        var step = Step(events: session.handle(.apply(effect)))
        if !step.events.contains(where: \.isFailure), let (value, field) = target,
            let written = session.state.record(value)?.fields[field]
        {
            step.output.append("\(value).\(field) = \(written)".escapedForDisplay)
        }
        return step
    }

    // MARK: - help

    /// `help`: the verbs by group, each as it is written, in lines that fit `width` columns
    /// (less one: the last column wraps on some terminals; wider terminals get the 80-column
    /// list, whose 16 lines fit 24 rows);
    /// `help VERB`: the verb's forms, examples and notes. (An unknown VERB does not parse.)
    /// `keygraph run --help` lists every verb with its summary. Every line after a group's
    /// first starts at the text column (18), at any width from 40 up.
    static func help(_ verb: String?, width: Int = 80) -> [String] {
        if let verb { return VerbTable.spec(named: verb)?.fullHelp ?? [] }
        var lines = ["Verbs, by what they do (help VERB explains one):"]
        let indent = 18
        let limit = min(max(width, 40), 80) - 1  // wider, as at 80: the list stays 16 lines
        let column = String(repeating: " ", count: indent)
        for group in Verb.Group.allCases {
            // An effect's verb (`search`) is about the window it acts on.
            let specs = VerbTable.all.filter { (Verb(rawValue: $0.name)?.group ?? .presentations) == group }
            var line = "  " + group.rawValue.padding(to: indent - 2)
            for spec in specs {
                let usage = spec.help.usage.count > 29 ? spec.name + " …" : spec.help.usage
                if line.count + 2 + usage.count > limit, line.count > indent {
                    lines.append(line)
                    line = column
                }
                for (index, word) in usage.split(separator: " ").enumerated() {
                    // A usage wider than the room left: broken at its spaces, under the text column.
                    let separator = line.count == indent ? "" : (index == 0 ? "  " : " ")
                    if line.count + separator.count + word.count > limit, line.count > indent {
                        lines.append(line)
                        line = column + word
                    } else {
                        line += separator + word
                    }
                }
            }
            lines.append(line)
        }
        return lines
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
