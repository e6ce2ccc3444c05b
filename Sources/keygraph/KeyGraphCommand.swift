import ArgumentParser
import KeyGraph
import KeyGraphTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Options every subcommand shares.
struct CommonOptions: ParsableArguments {
    @Option(name: .customLong("keymap"), help: ArgumentHelp("A keymap file layered above the app's (repeatable).", valueName: "file"))
    var keymaps: [String] = []

    @Option(help: "The platform shortcuts are shown for and `when` clauses see: macos, ipados or linux.")
    var platform: Platform = .host

    @Flag(name: .customLong("no-color"), help: "Never colour output (NO_COLOR is honoured too).")
    var noColor = false

    @Option(
        name: .customLong("chord-timeout"),
        help: ArgumentHelp(
            "How long a complete binding that also starts a longer sequence waits for the next chord.",
            valueName: "ms"))
    var chordTimeout: UInt64 = 1000

    enum Platform: String, ExpressibleByArgument, CaseIterable {
        case macos, ipados, linux

        static var host: Platform {
            #if os(macOS)
            .macos
            #else
            .linux
            #endif
        }

        /// Menus on Apple platforms show glyphs; Linux shows text.
        var style: ShortcutStyle { self == .linux ? .text : .glyphs }
    }

    /// A session on the embedded demo with the `--keymap` layers, or the diagnostics that stopped it.
    func makeSession() throws(CLIError) -> Session {
        let app = DemoApp.model
        var layers: [Keymap] = []
        var problems: [Diagnostic] = []
        for path in keymaps {
            do {
                let text = try FileIO.read(path)
                let loaded = try KeymapLoader.load(SourceFile(name: path, text: text), commands: app.commands)
                for warning in loaded.warnings { FileIO.writeError(warning.rendered) }
                layers.append(loaded.keymap)
            } catch let error as FileIO.ReadError {
                problems.append(Diagnostic(.error, file: path, position: SourcePosition(line: 0, column: 0), message: error.message))
            } catch let error as DiagnosticError {
                problems += error.diagnostics
            } catch {
                problems.append(Diagnostic(.error, file: path, position: SourcePosition(line: 0, column: 0), message: "\(error)"))
            }
        }
        guard problems.isEmpty else { throw CLIError(diagnostics: problems) }
        do {
            return try Session(app: app, keymaps: layers, platform: platform.rawValue, timeout: chordTimeout)
        } catch {
            throw CLIError(diagnostics: error.diagnostics)
        }
    }
}

/// Input that does not load: printed as located diagnostics, exit status 2.
struct CLIError: Error {
    var diagnostics: [Diagnostic]

    func report() {
        for d in diagnostics {
            // A file that cannot be opened has no line to point at: `FILE: error: …`.
            if d.position.line == 0 {
                FileIO.writeError("\(d.file.escapedForDisplay): \(d.severity.rawValue): \(d.message.escapedForDisplay)")
            } else {
                FileIO.writeError(d.rendered)
            }
        }
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
        subcommands: [Run.self]
    )

    @OptionGroup var options: CommonOptions

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CLIError {
            error.report()
            Glibc.exit(2)
        } catch let code as ExitCode {
            Glibc.exit(code.rawValue)
        } catch {
            // Usage errors: ArgumentParser's message, then status 2 (not its default 64).
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                FileIO.writeOutput(message)
                Glibc.exit(0)
            }
            FileIO.writeError(message)
            Glibc.exit(2)
        }
    }

    func run() throws {
        if isatty(0) == 1 && isatty(1) == 1 {
            let session = try options.makeSession()
            let history = FileIO.stateDirectory().map { $0 + "/history" }
            let repl = REPL(
                session: session, style: options.platform.style, historyPath: history,
                usesColor: REPL.shouldUseColor(noColorFlag: options.noColor))
            throw ExitCode(repl.run())
        }
        var run = try Run.parse(["-"])
        run.options = options
        try run.run()
    }
}
