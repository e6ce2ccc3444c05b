import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// `keygraph check [--keymap FILE]… [--json] [--strict]`: validate and lint keymaps.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate and lint the app (menus, toolbars, context menus), its keymap and the --keymap files.",
        discussion: """
            Prints located diagnostics (errors, warnings, notes); see docs/keymaps.md for the rules.
            Exit status: 0 clean; 1 errors (or warnings with --strict); 2 a file that does not load.
            """
    )

    @OptionGroup var options: AppOptions

    @Flag(help: "One JSON object per diagnostic on standard output.")
    var json = false

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    func run() throws {
        let loaded = try options.loadApp()
        let app = loaded.model
        var layers: [Keymap] = []
        var sources: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        var problems: [Diagnostic] = []
        var files: [SourceFile] = loaded.keymapFile.map { [$0] } ?? []
        for path in options.keymaps {
            do {
                files.append(try FileIO.readSource(path))
            } catch {
                problems += error.diagnostics
            }
        }
        var imported: Set<String> = []
        for file in files {
            sources[file.name] = file.text
            do {
                // Unknown commands are the analysis's to report (exit 1), not a load failure.
                let loaded = try KeymapLoader.load(file, accepting: .all)
                if loaded.isImported { imported.insert(file.name) }
                layers.append(loaded.keymap)
                diagnostics += loaded.warnings
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw CLIError(diagnostics: problems) }
        diagnostics += KeymapAnalysis.analyze(layers: layers, app: app, sources: sources, imported: imported)
        // The HIG lints of menus, context menus and toolbars (docs/menus.md).
        diagnostics += MenuLint.lint(app, keymaps: layers)
        try report(diagnostics)
    }

    func report(_ diagnostics: [Diagnostic]) throws {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.count - errors - warnings
        if json {
            for d in diagnostics { FileIO.writeOutput(d.json.withVersion.text) }
        } else {
            for d in diagnostics { FileIO.writeOutput(d.report) }
            func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
            FileIO.writeOutput("\(count(errors, "error")), \(count(warnings, "warning")), \(count(notes, "note"))")
        }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(1) }
    }
}
