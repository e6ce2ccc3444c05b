import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// `keygraph explain KEYS [--keymap FILE]… [--context CONTEXT]`: which binding fires, and why
/// each other one does not, in a context the user states.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain which binding of KEYS fires in a context, and why each other one does not.",
        discussion: """
            With VS Code or Zed keymaps only (and no --app), KEYS are written as that editor writes them \
            and --context states its context: VS Code's keys and values, "editorTextFocus, \
            editorLangId=markdown, !editorReadonly"; Zed's stack, "Workspace > Editor mode=full". \
            Keys left unset take the editor's defaults (an idle VS Code has debugState == 'inactive'); \
            see docs/keymaps.md. Otherwise --context names a view of the app (RecipeDetail).
            """
    )

    @OptionGroup var options: AppOptions

    @Argument(help: "The keys, in the keymaps' notation (ctrl+k ctrl+c).")
    var keys: [String]

    @Option(help: "The context: an editor's keys and values, a Zed stack, or a view of the app.")
    var context: String?

    @OptionGroup var editorOptions: EditorOptions

    @OptionGroup var layoutOptions: LayoutOptions

    func run() throws {
        let layout = try layoutOptions.layout()
        _ = try layoutOptions.localization()
        let text = keys.joined(separator: " ")
        var layers: [Keymap] = []
        var problems: [Diagnostic] = []
        let found = try editorOptions.userKeymap(platform: options.platform, keymapGiven: !options.keymaps.isEmpty)
        if let note = found?.note { FileIO.writeError(note.report) }
        let defaults = editorOptions.defaultPaths(platform: options.platform)
        let paths = defaults + options.keymaps + (found.map { [$0.path] } ?? [])
        var sources: [String: String] = [:]
        for (number, path) in paths.enumerated() {
            do {
                let file = try FileIO.readSource(path)
                var keymap = try KeymapLoader.load(file, accepting: .all, platform: options.platform).keymap
                keymap.isEditorDefaults = number < defaults.count
                sources[keymap.file] = file.text
                layers.append(keymap)
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw CLIError(diagnostics: problems) }
        for problem in EditorOptions.inputProblems(
            layers: layers, sources: sources, defaults: defaults, platform: options.platform)
        {
            FileIO.writeError(problem.report)
        }
        let dialects = Set(layers.map(\.dialect))
        if options.appFile == nil, options.swiftFolder == nil, !layers.isEmpty, !dialects.contains(.keygraph) {
            try explainEditor(text, layers: layers, dialects: dialects)
            if let layout, let dialect = dialects.first {
                explainLayout(try parseKeys(text, dialect: dialect), dialect: dialect, on: layout)
            }
        } else {
            try explainApp(text)
            if let layout { explainLayout(try parseKeys(text, dialect: .keygraph), dialect: .keygraph, on: layout) }
        }
    }

    /// The physical keys a person presses for the keys on `layout` (docs/layouts.md).
    private func explainLayout(_ sequence: KeySequence, dialect: KeymapDialect, on layout: TypingLayout) {
        let platform = layout.isMac && !options.platform.isApple ? TargetPlatform.macos : options.platform
        var world = ShortcutWorld.of(dialect, platform: platform)
        let byPosition = world.editor?.namesPositionsInBrackets == true && keys.allSatisfy { LayoutLint.isScanCode($0) }
        if case .appKit = world, let localization = try? layoutOptions.localization() { world = .appKit(localization) }
        let lines = LayoutResolution.explanation(
            of: sequence, byPosition: byPosition, world: world, layout: layout, platform: platform)
        FileIO.writeOutput(lines.joined(separator: "\n"))
    }

    /// Another editor's keymaps on their own, in a stated context over that editor's defaults.
    private func explainEditor(_ text: String, layers: [Keymap], dialects: Set<KeymapDialect>) throws {
        guard dialects.count == 1, let dialect = dialects.first, let statedContext = dialect.format.statedContext else {
            throw CLIError(diagnostics: [usage("explain takes one editor's keymaps at a time (VS Code's or Zed's)")])
        }
        let sequence = try parseKeys(text, dialect: dialect)
        let stated: KeyContext
        let defaults: [EditorContext.Default]
        do {
            (stated, defaults) = try statedContext(context ?? "", options.platform)
        } catch {
            throw CLIError(diagnostics: [located(error, in: context ?? "", name: "--context")])
        }
        let index = KeymapIndex(layers: layers)
        let live = index.liveSet(in: stated)
        let candidates = index.explain(sequence, live: live)
        let place = context.map { "where \($0)" } ?? "in \(dialect.displayName)'s default context"
        var lines = ExplainReport.lines(
            keys: text, place: place, candidates: candidates,
            longer: index.liveBindings(under: sequence, live: live).count, app: nil,
            sequenceLine: ExplainReport.sequenceLine(
                for: sequence, written: text, in: index, live: live, rules: dialect.rules),
            listVerb: nil)
        // The defaults that decided something: keys the candidates' clauses test.
        let tested = Set(candidates.flatMap { $0.binding.when?.identifiers ?? [] })
        let assumed = defaults.filter { tested.contains($0.key) }
        if !assumed.isEmpty {
            let list = assumed.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")
            lines.append("  (\(dialect.displayName)'s defaults assumed: \(list))")
        }
        FileIO.writeOutput(lines.joined(separator: "\n"))
    }

    /// The app's session (its keymaps and the --keymap files), in its focus or a named view's.
    private func explainApp(_ text: String) throws {
        let session = try options.makeSession()
        let sequence = try parseKeys(text, dialect: .keygraph)
        var keyContext = session.keyContext
        var place = "in \(session.focusPath.joined(separator: " › "))"
        if let context {
            guard let view = session.keyContext(forView: context) else {
                let names = Set(session.app.allViewDeclarations.map(\.contextName)).sorted()
                throw CLIError(diagnostics: [
                    usage(
                        "unknown view '\(context)' (views: \(names.joined(separator: ", ")))",
                        hint: Suggestion.didYouMean(context, among: names))
                ])
            }
            keyContext = view
            place = "in \(view.path.joined(separator: " › "))"
        }
        let live = session.index.liveSet(in: keyContext)
        // Enablement is the session's focus's: a named view's context says nothing of it.
        var disabledReason: ((String) -> String?)? = nil
        var stateTitle: ((String) -> String?)? = nil
        if context == nil {
            disabledReason = { session.disabledReason(forCommand: $0) }
            stateTitle = { session.stateChosenTitle(forCommand: $0) }
        }
        let lines = ExplainReport.lines(
            keys: text, place: place, candidates: session.index.explain(sequence, live: live),
            longer: session.index.liveBindings(under: sequence, live: live).count, app: session.app,
            disabledReason: disabledReason, stateTitle: stateTitle, listVerb: nil)
        FileIO.writeOutput(lines.joined(separator: "\n"))
    }

    private func parseKeys(_ text: String, dialect: KeymapDialect) throws -> KeySequence {
        do {
            return try KeyNotation.parseSequence(text, secondary: options.platform.secondaryModifier, dialect: dialect)
        } catch {
            throw CLIError(diagnostics: [located(error, in: text, name: "<keys>")])
        }
    }

    private func located(_ error: SyntaxError, in text: String, name: String) -> Diagnostic {
        Diagnostic(
            .error, file: name, position: error.position, length: error.length, message: error.message,
            hint: error.hint, sourceLine: text)
    }

    private func usage(_ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, file: "explain", position: SourcePosition(line: 0, column: 0), message: message, hint: hint)
    }
}
