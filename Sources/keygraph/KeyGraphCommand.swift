import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript
import KeyGraphTerminal

/// The app a command works on: every subcommand takes these.
struct AppOptions: ParsableArguments {
    @Option(
        name: .customLong("app"),
        help: ArgumentHelp(
            "An app graph file, or an embedded demo app: recipes (the default), notes, tabs.", valueName: "file"))
    var appFile: String?

    @Option(
        name: .customLong("swift"),
        help: ArgumentHelp(
            "A SwiftUI app's source folder, read in place of an app file (docs/swiftui.md).", valueName: "dir"))
    var swiftFolder: String?

    @Option(
        name: .customLong("keymap"),
        help: ArgumentHelp("A keymap file layered above the app's (repeatable).", valueName: "file"))
    var keymaps: [String] = []

    @Option(
        name: .customLong("platform"),
        help:
            "The platform shortcuts are shown for, `secondary` means and `when` clauses see: macos, ipados, linux or windows (default: this system's; with --swift, the project's)."
    )
    var givenPlatform: TargetPlatform?

    /// `--platform`, else with `--swift` the platform the project declares (docs/swiftui.md),
    /// else this system's.
    var platform: TargetPlatform {
        get { givenPlatform ?? swiftFolder.map(SwiftSourceFolder.projectPlatform) ?? .host }
        set { givenPlatform = newValue }
    }

    /// A session on the `--app` file (or the embedded demo) with the `--keymap` layers,
    /// or the diagnostics that stopped it.
    func makeSession(timeout chordTimeout: UInt64 = SessionOptions.defaultChordTimeout) throws(CLIError) -> Session {
        let app = try loadApp()
        var layers: [Keymap] = []
        var problems: [Diagnostic] = []
        var texts: [String: String] = [:]
        for path in keymaps {
            do {
                let file = try FileIO.readSource(path)
                texts[path] = file.text
                // VS Code and Zed keymaps load too (read-only import, their commands kept as opaque names).
                let loaded = try KeymapLoader.load(
                    file, commands: app.model.commands, accepting: .all, platform: platform)
                let names = KeymapAnalysis.unknownNameWarnings(in: loaded.keymap, app: app.model, text: file.text)
                for warning in loaded.warnings + names { FileIO.writeError(warning.report) }
                layers.append(loaded.keymap)
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw CLIError(diagnostics: problems) }
        do {
            let session = try Session(
                app: app.model, keymaps: layers, platform: platform,
                chordTimeout: chordTimeout > 1 << 53 ? .seconds(Int64.max) : .milliseconds(chordTimeout))
            for warning in session.index.removalWarnings {
                FileIO.writeError(
                    texts[warning.file].map { warning.attachingSourceLine(from: $0) }?.rendered ?? warning.rendered)
            }
            return session
        } catch {
            throw CLIError(diagnostics: error.diagnostics)
        }
    }
}

/// What a session that runs keys and lines keeps: the REPL and `run` take these.
struct SessionOptions: ParsableArguments {
    /// Who takes these options, as a command that does not take them says.
    static let users = "the REPL and 'keygraph run'"

    static let defaultChordTimeout: UInt64 = 1000

    @Option(
        name: .customLong("state"),
        help: ArgumentHelp(
            "Restore the scenes' navigation state from this file on start; save it as it changes.", valueName: "file"))
    var stateFile: String?

    @Option(
        name: .customLong("open"),
        help: ArgumentHelp(
            "Open a deep link at launch (after --state restores), before the first prompt or script line.",
            valueName: "url"))
    var openURL: String?

    // Unconditional, so that `--chord-timeout -5` reads -5 and says what is wrong with it
    // instead of taking it for an option and saying the value is missing.
    @Option(
        name: .customLong("chord-timeout"), parsing: .unconditional,
        help: ArgumentHelp(
            "How long a complete binding that also starts a longer sequence waits for the next chord.",
            valueName: "ms"),
        transform: SessionOptions.milliseconds)
    var chordTimeout: UInt64 = defaultChordTimeout

    /// A chord timeout: a whole number of milliseconds, 0 or more.
    static func milliseconds(_ text: String) throws -> UInt64 {
        guard let value = UInt64(text) else {
            throw ValidationError("expected a whole number of milliseconds, 0 or more")
        }
        return value
    }
}

extension SessionOptions {
    /// Launches `session` as the REPL and `run` start it: restores `--state` (returning what
    /// saves it as it changes), then opens the `--open` link, as a cold start from a link does.
    /// - Returns: the autosave, if there is a state file, and the link's note.
    /// - Throws: a link that cannot be opened (exit status 2): nothing runs and nothing is saved.
    func launch(_ session: inout Session) throws(CLIError) -> (autosave: StateAutosave?, note: String?) {
        let autosave = stateFile.map { StateFile.restore(&session, from: $0) }
        guard let url = openURL else { return (autosave, nil) }
        var note: String? = nil
        for event in session.handle(.apply(.open(url))) {
            switch event {
            case .failed(let message):
                throw CLIError(
                    diagnostics: [
                        Diagnostic(
                            .error, file: "--open", position: SourcePosition(line: 0, column: 0), message: message)
                    ])
            case .message(let text):
                note = text
            default:
                break
            }
        }
        return (autosave, note)
    }
}

extension TargetPlatform: ExpressibleByArgument {}

/// Input that does not load: printed as located diagnostics, exit status 2.
struct CLIError: Error {
    var diagnostics: [Diagnostic]

    func report() {
        for d in diagnostics { FileIO.writeError(d.report) }
    }
}

@main
struct KeyGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygraph",
        abstract: "A keybinding and command engine, driven from the terminal.",
        discussion: """
            With no subcommand: a REPL on the embedded Recipes demo when standard input is \
            a terminal, otherwise the same as `keygraph run -`.
            Exit status: 0 success; 1 a failed command or expect; 2 bad usage or input that does not load.
            """,
        version: KeyGraphVersion.current,
        subcommands: [
            Run.self, MenuCommand.self, KeysCommand.self, GraphCommand.self, Check.self, ExplainCommand.self,
            SchemaCommand.self, ConvertCommand.self, Bench.self,
        ]
    )

    @OptionGroup var options: AppOptions
    @OptionGroup var sessionOptions: SessionOptions

    @Flag(name: .customLong("no-color"), help: "Never colour the REPL (NO_COLOR is honoured too).")
    var noColor = false

    // The REPL warns at start of the bindings the layouts break (check's layout lints).
    @OptionGroup var layoutOptions: LayoutOptions

    @Option(
        name: .customLong("which-key-delay"), parsing: .unconditional,
        help: ArgumentHelp(
            "How long the REPL waits after a prefix before it lists what may follow (0: at once; off: never).",
            valueName: "ms|off"),
        transform: KeyGraphCommand.whichKeyDelay)
    var whichKeyDelay: Duration? = .milliseconds(500)

    /// A which-key delay: a whole number of milliseconds, 0 or more, or `off`.
    static func whichKeyDelay(_ text: String) throws -> Duration? {
        if text == "off" { return nil }
        guard let value = UInt64(text), value <= 86_400_000 else {
            throw ValidationError("expected a whole number of milliseconds (at most a day, 86400000), or off")
        }
        return .milliseconds(value)
    }

    static func main() {
        do {
            var command = try parseAsRoot()
            try rejectSessionOptions(for: command)
            try command.run()
        } catch let error as CLIError {
            error.report()
            System.exit(2)
        } catch let code as ExitCode {
            System.exit(code.rawValue)
        } catch {
            // Usage errors: ArgumentParser's message, then status 2 (not its default 64).
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                FileIO.writeOutput(message)
                System.exit(0)
            }
            FileIO.writeError(message)
            System.exit(2)
        }
    }

    /// ArgumentParser takes the REPL's own options anywhere on the line, also after a
    /// subcommand that has no use for them; such a subcommand says so instead of ignoring them.
    /// The REPL's options are those this command declares beyond ``AppOptions``; a
    /// subcommand uses one when it declares it too. Both lists are read from the declarations
    /// (ArgumentParser's description of each type), so an option added to a group is covered.
    static func rejectSessionOptions(for command: ParsableCommand) throws {
        guard !(command is KeyGraphCommand) else { return }
        let given = CommandLine.arguments.dropFirst().compactMap { argument in
            argument.hasPrefix("--") && argument != "--" ? String(argument.prefix { $0 != "=" }) : nil
        }
        // Reading a command's declarations costs a fifth of an empty `check` (ArgumentParser
        // encodes its whole description): a line with no option needs none of it.
        guard !given.isEmpty else { return }
        // Nor does a line whose words after the subcommand's name the subcommand parses alone,
        // with no option before the name: no option of the REPL's is on it (one the subcommand
        // declares too is its own). ArgumentParser's parse of them costs far less than the read.
        let arguments = Array(CommandLine.arguments.dropFirst())
        let kind = type(of: command)
        if let at = arguments.firstIndex(of: kind._commandName),
            !arguments[..<at].contains(where: { $0.hasPrefix("--") }),
            (try? kind.parse(Array(arguments[(at + 1)...]))) != nil
        {
            return
        }
        let used = Set(OptionNames.of(kind))
        // The root's options are read only when the line has one the subcommand does not declare.
        let foreign = given.filter { !used.contains($0) }
        guard !foreign.isEmpty else { return }
        for option in OptionNames.replOnly where foreign.contains(option) {
            let name = type(of: command)._commandName
            throw ValidationError(
                "\(option) is for \(OptionNames.users(of: option)); 'keygraph \(name)' does not use it.")
        }
    }

    func run() throws {
        if System.isTerminal(0) && System.isTerminal(1) {
            let layouts = try layoutOptions.layouts()
            var session = try options.makeSession(timeout: sessionOptions.chordTimeout)
            let localization = try layoutOptions.localization()
            for warning in LayoutLint.lint(
                layers: session.layers, layouts: layouts, platform: options.platform, sources: [:],
                localization: localization)
            {
                FileIO.writeError(warning.summary)
            }
            var (autosave, note) = try sessionOptions.launch(&session)
            if let note { FileIO.writeOutput(note.escapedForDisplay) }
            // A corrupt history file is moved aside with a warning before readline reads it.
            let history = FileIO.stateDirectory().map { $0 + "/history" }.flatMap { HistoryFile.prepare($0) ? $0 : nil }
            let repl = REPL(
                session: session, style: options.platform.shortcutStyle, historyPath: history,
                usesColor: REPL.shouldUseColor(noColorFlag: noColor))
            repl.useFiles(FileIO.client, defaultStateFile: sessionOptions.stateFile)
            repl.whichKeyDelay = whichKeyDelay
            // The state is saved as it changes (debounced), not only on exit.
            if autosave != nil { repl.afterInput = { session in StateFile.note(session, &autosave) } }
            let status = repl.run()
            if !StateFile.flush(repl.session, &autosave) { throw ExitCode(1) }
            throw ExitCode(status)
        }
        if System.isTerminal(0) {
            // `keygraph | tee log`: a person is typing, but the REPL needs a terminal on both sides.
            FileIO.writeError(
                "keygraph: standard output is not a terminal, so there is no REPL: reading a script from "
                    + "standard input (one verb per line; ⌃D ends it)")
        }
        var run = try Run.parse(["-"])
        run.options = options
        run.sessionOptions = sessionOptions
        try run.run()
    }
}
