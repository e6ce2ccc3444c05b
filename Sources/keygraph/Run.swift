import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// `keygraph run [FILE|-]… [--json] [--keep-going]`: a scripted batch.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run script files (or - for standard input) of REPL verbs, one per line.",
        discussion: """
            Every file is parsed before anything runs: a bad line anywhere runs nothing and exits 2.
            A failed command or expect stops the run with status 1 (--keep-going runs on, still exiting 1);
            so does a `load keymap|app FILE` whose FILE does not load (it changes nothing).
            `load` reads a relative FILE from the script's directory (standard input: the current one).
            The verbs (`help VERB` in a script or the REPL explains one):
            """ + " " + verbs + "."
    )

    /// Every verb's usage, from the verb table; `...` for `…`, which the man page cannot show.
    static var verbs: String {
        VerbTable.all.map {
            $0.help.usage.split(separator: "…", omittingEmptySubsequences: false).joined(separator: "...")
        }
        .joined(separator: "; ")
    }

    @OptionGroup var options: AppOptions
    @OptionGroup var sessionOptions: SessionOptions

    @Argument(help: ArgumentHelp("Script files; - reads standard input.", valueName: "file"))
    var files: [String] = ["-"]

    @Flag(help: "One JSON object per script line on standard output.")
    var json = false

    @Flag(help: "Run on after a failed line (the exit status is still 1).")
    var keepGoing = false

    func run() throws {
        var scripts: [(file: String, path: String?, lines: [(line: Int, text: String, statement: Statement)])] = []
        var problems: [Diagnostic] = []
        for path in files.isEmpty ? ["-"] : files {
            do {
                let file = try FileIO.readSource(path, name: path == "-" ? "<stdin>" : path)
                scripts.append((file.name, path == "-" ? nil : path, try ScriptParser.parse(file)))
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw CLIError(diagnostics: problems) }
        var session = try options.makeSession(timeout: sessionOptions.chordTimeout)
        var (autosave, note) = try sessionOptions.launch(&session)
        if let note, !json { FileIO.writeOutput(note.escapedForDisplay) }
        var failed = false
        var runner = ScriptRunner(file: "-", style: .canonical)
        runner.files = FileIO.client
        runner.defaultStateFile = sessionOptions.stateFile
        // Script time stands still: lines take no time, and only `wait MS` moves the
        // clock (the runner adds it), so a pending chord times out exactly when a script says.
        let now: UInt64 = 0
        scriptLoop: for script in scripts {
            runner.file = script.file
            runner.scriptPath = script.path
            for (line, text, statement) in script.lines {
                let result = runner.run(statement, on: &session, line: line, input: text, at: now)
                // The line's error, then the files `load` read: their errors, else their warnings.
                let (output, errors) = result.rendered(errors: .located)
                if json {
                    FileIO.writeOutput(result.json.withVersion.text)
                } else {
                    for line in output { FileIO.writeOutput(line) }
                }
                for line in errors { FileIO.writeError(line) }
                StateFile.note(session, &autosave)
                if result.error != nil { failed = true }
                if result.error != nil, !keepGoing { break scriptLoop }
                if result.quit { break scriptLoop }
            }
        }
        if !StateFile.flush(session, &autosave) { failed = true }
        if failed { throw ExitCode(1) }
    }
}
