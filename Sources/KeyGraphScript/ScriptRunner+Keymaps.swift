import KeyGraph
import KeyGraphFormats

/// The keymap verbs: `keys`, `which`, `explain`, `bind`, `unbind`.
extension ScriptRunner {
    /// Runs a keymap verb; returns the lines printed, the failure, if any, and warnings: a
    /// `bind`'s keys typing in the REPL cannot reach (``TypedKeys``), names its `when` does not know.
    func runKeymapStatement(_ statement: Statement, line: Int, input: String = "", on session: inout Session) -> Step {
        let (output, failure): ([String], String?)
        var diagnostics: [Diagnostic] = []
        switch statement {
        case .keys(let context): (output, failure) = keys(in: context, of: session)
        case .which(let prefix): (output, failure) = (which(prefix, in: session), nil)
        case .explain(let sequence): (output, failure) = (explain(sequence, in: session), nil)
        case .bind(let sequence, let command, let when, let whenSource):
            (output, failure) = bind(
                sequence, command: command, when: when, whenSource: whenSource, line: line, on: &session)
            if failure == nil, let when, let whenSource {
                diagnostics = unknownNameWarnings(when, source: whenSource, line: line, input: input, app: session.app)
            }
        case .unbind(let sequence, let command):
            (output, failure) = unbind(sequence, command: command, line: line, on: &session)
        default: (output, failure) = ([], nil)
        }
        var step = Step(output: output, failure: failure, diagnostics: diagnostics)
        if failure == nil, case .bind(let sequence, _, _, _) = statement,
            let (message, hint) = TypedKeys.warning(for: sequence, style: style)
        {
            // At the keys: the first word after the verb (past a quote).
            let words = ScriptParser.words(ScriptParser.stripComment(input))
            let keys = words.count > 1 ? words[1] : ScriptParser.Word(text: "", column: 1)
            let quoted = keys.text.hasPrefix("\"") && keys.text.count > 1
            step.diagnostics.append(
                Diagnostic(
                    .warning, file: file, position: SourcePosition(line: line, column: keys.column + (quoted ? 1 : 0)),
                    length: max(1, keys.text.count - (quoted ? 1 : 0)), message: message, hint: hint,
                    sourceLine: input))
        }
        return step
    }

    /// Warnings for names `when` (typed after `bind … when`) holds that the app does not
    /// know, located in the typed line.
    func unknownNameWarnings(_ when: WhenClause, source: String, line: Int, input: String, app: AppModel)
        -> [Diagnostic]
    {
        let start = Self.offset(of: source, in: input) ?? 0
        return app.unknownNames(in: when).map { problem in
            let offset = WhenClause.offset(ofWord: problem.word, in: source) ?? 0
            return Diagnostic(
                .warning, file: file, position: SourcePosition(line: line, column: start + offset + 1),
                length: problem.word.count, message: problem.message, hint: problem.hint, sourceLine: input)
        }
    }

    /// The character offset of `part` in `text`, if it occurs.
    static func offset(of part: String, in text: String) -> Int? {
        let (chars, target) = (Array(text), Array(part))
        guard !target.isEmpty, target.count <= chars.count else { return nil }
        return (0...(chars.count - target.count)).first { Array(chars[$0..<($0 + target.count)]) == target }
    }

    /// `KEYS → command  when CLAUSE`
    func describe(_ binding: KeymapBinding) -> String {
        let action: String
        switch binding.action {
        case .command(let id): action = id
        case .block: action = "(blocked)"
        case .remove(let id): action = "-\(id)"
        case .unbind(let id): action = "unbind \(id)"
        }
        let keys = binding.sequence.isEmpty ? "(any key)" : binding.sequence.formatted(style)
        return "\(keys) → \(action)" + (binding.whenSource.map { "  when \($0.escapedForDisplay)" } ?? "")
    }

    func keys(in contextName: String?, of session: Session) -> ([String], String?) {
        var live = session.liveSet
        var title = session.focusPath.joined(separator: " › ")
        if let contextName {
            guard let context = session.keyContext(forView: contextName) else {
                let names = Set(session.app.allViewDeclarations.map(\.contextName)).sorted()
                let hint = Suggestion.didYouMean(contextName, among: names).map { " (\($0))" } ?? ""
                return (
                    [],
                    "unknown context '\(contextName.escapedForDisplay)'\(hint); views: \(names.joined(separator: ", "))"
                )
            }
            live = session.index.liveSet(in: context)
            title = context.path.joined(separator: " › ")
        }
        let entries = session.index.liveBindings(under: KeySequence([]), live: live)
        guard !entries.isEmpty else { return (["(no bindings live in \(title))"], nil) }
        return (["Bindings live in \(title):"] + entries.map { "  " + describe($0.binding) }, nil)
    }

    func which(_ prefix: KeySequence, in session: Session) -> [String] {
        let entries = session.index.liveBindings(under: prefix, live: session.liveSet)
        guard !entries.isEmpty else {
            return [prefix.isEmpty ? "(no live bindings)" : "(no live binding continues \(prefix.formatted(style)))"]
        }
        return entries.map { describe($0.binding) }
    }

    func explain(_ sequence: KeySequence, in session: Session) -> [String] {
        let keys = sequence.formatted(style)
        return ExplainReport.lines(
            keys: keys, place: "in \(session.focusPath.joined(separator: " › "))",
            candidates: session.index.explain(sequence, live: session.liveSet),
            longer: session.index.liveBindings(under: sequence, live: session.liveSet).count, app: session.app,
            disabledReason: session.disabledReason(forCommand:), stateTitle: session.stateChosenTitle(forCommand:))
    }

    func bind(
        _ sequence: KeySequence, command: String, when: WhenClause?, whenSource: String?, line: Int,
        on session: inout Session
    ) -> ([String], String?) {
        guard session.app.commands.command(id: command) != nil else {
            let hint = session.app.commands.suggestion(for: command).map { " (\($0))" } ?? ""
            return ([], "unknown command '\(command.escapedForDisplay)'\(hint)")
        }
        let binding = KeymapBinding(
            sequence: sequence, action: .command(command), when: when, whenSource: whenSource,
            position: SourcePosition(line: line, column: 1))
        session.setREPLBindings(session.replBindings + [binding])
        return (["bound " + describe(binding)], nil)
    }

    func unbind(_ sequence: KeySequence, command: String?, line: Int, on session: inout Session) -> ([String], String?)
    {
        var own = session.replBindings
        let replIndex = session.replLayerIndex ?? session.layers.count
        let before = own.count
        own.removeAll { $0.sequence == sequence && (command == nil || $0.commandID == command) && $0.commandID != nil }
        var removed = before - own.count
        // Lower layers' bindings of these keys that still fire: remove them with `-command`.
        var commands: [String] = []
        for candidate in session.index.explain(sequence, live: session.liveSet) where candidate.layer < replIndex {
            if case .removed = candidate.verdict { continue }
            guard let id = candidate.binding.commandID, command == nil || id == command, !commands.contains(id) else {
                continue
            }
            commands.append(id)
        }
        for id in commands {
            own.append(
                KeymapBinding(sequence: sequence, action: .remove(id), position: SourcePosition(line: line, column: 1)))
        }
        removed += commands.count
        let keys = sequence.formatted(style)
        guard removed > 0 else {
            return (
                [], "nothing binds \(keys)" + (command.map { " to '\($0.escapedForDisplay)'" } ?? "") + " to unbind"
            )
        }
        session.setREPLBindings(own)
        let what = command.map { "'\($0)'" } ?? "every command"
        return (["unbound \(what) from \(keys)"], nil)
    }
}
