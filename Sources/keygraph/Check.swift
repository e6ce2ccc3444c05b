import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// `keygraph check [--keymap FILE]… [--editor EDITOR] [--defaults FILE]… [--json|--github] [--strict]
/// [--terminal]`: validate and lint keymaps.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate and lint the app (menus, toolbars, context menus), its keymap and the --keymap files.",
        discussion: """
            Prints located diagnostics (errors, warnings, notes); see docs/keymaps.md for the rules.
            A VS Code or Zed keymap is checked in its own editor's world: without the app, the \
            demo's keymap or its HIG lints, unless --app is given.
            With --defaults, --strict counts only what is in the user's own files.
            Exit status: 0 clean; 1 errors (or warnings with --strict); 2 a file that does not load.
            """
    )

    @OptionGroup var options: AppOptions

    @Flag(help: "One JSON object per diagnostic on standard output.")
    var json = false

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Flag(help: "Also report what a legacy terminal cannot send, for a VS Code or Zed keymap.")
    var terminal = false

    @Flag(
        help: "GitHub Actions workflow annotations on standard output (::warning file=…,line=…::…), one per diagnostic."
    )
    var github = false

    @OptionGroup var editorOptions: EditorOptions

    @Flag(help: "With --defaults, also report what is found inside the defaults themselves.")
    var all = false

    @OptionGroup var layoutOptions: LayoutOptions

    @OptionGroup(title: "SwiftUI source rules") var swiftLintOptions: SwiftLintOptions

    func validate() throws {
        if json && github { throw ValidationError("--json and --github are two formats of one report; give one.") }
    }

    func run() throws {
        #if SwiftUIReader
        if swiftLintOptions.listRules { return FileIO.writeAll(1, SwiftLintOptions.ruleList) }
        #endif
        var pipeline = CheckPipeline(platform: options.platform)
        pipeline.layouts = try layoutOptions.layouts()
        pipeline.localization = try layoutOptions.localization()
        pipeline.terminal = terminal
        pipeline.insideDefaults = all
        let found = try editorOptions.userKeymap(platform: options.platform)
        // The embedded demo app is built only when its world is checked (not for another
        // editor's keymaps alone); its keymap's name is known without it.
        let isDemo = options.appFile == nil && options.swiftFolder == nil
        var app = isDemo ? nil : try loadAppAndLintSources()
        let defaults = editorOptions.defaultPaths(platform: options.platform)
        let (layers, sources, warnings) = try loadKeymaps(
            defaults + options.keymaps + (found.map { [$0.path] } ?? []),
            besides: isDemo ? DemoApps.recipesKeymapName : app?.0.keymapFile?.name)
        let inputs = EditorOptions.inputProblems(
            layers: layers, sources: sources, defaults: defaults, platform: options.platform)
        let earlier =
            (app?.0.swift?.diagnostics ?? []) + (app?.1 ?? []) + (found?.note.map { [$0] } ?? []) + inputs + warnings
        if app == nil, CheckPipeline.checksAppWorld(appGiven: !isDemo, layers: layers) {
            app = try loadAppAndLintSources()
        }
        let checked = pipeline.run(
            app: app.map { $0.0.checked }, layers: layers, sources: sources, defaultFiles: Set(defaults),
            earlier: earlier)
        let status = report(checked)
        // The report is out: exit without freeing what the check built (the keymaps, their
        // index, the analysis), which the kernel takes back at once. Released object by
        // object it cost about a tenth of checking VS Code's default keymap.
        exitWithoutFreeing(status)
    }

    /// Reads each keymap file once (the app's own keymap given again is one layer, not two).
    /// - Returns: the layers, file name → text, and the files' warnings (kind `file-warning`).
    /// - Throws: the errors of every file that does not load.
    private func loadKeymaps(
        _ paths: [String], besides appKeymap: String?
    ) throws -> (layers: [Keymap], sources: [String: String], warnings: [Diagnostic]) {
        var layers: [Keymap] = []
        var sources: [String: String] = [:]
        var warnings: [Diagnostic] = []
        var problems: [Diagnostic] = []
        var files: [SourceFile] = []
        for path in paths {
            do {
                let file = try FileIO.readSource(path)
                if file.name != appKeymap, !files.contains(where: { $0.name == file.name }) { files.append(file) }
            } catch {
                problems += error.diagnostics
            }
        }
        for file in files {
            sources[file.name] = file.text
            do {
                // Unknown commands are the analysis's to report (exit 1), not a load failure.
                let keymap = try KeymapLoader.load(file, accepting: .all, platform: options.platform)
                layers.append(keymap.keymap)
                warnings += keymap.warnings.map { warning in
                    var tagged = warning
                    if tagged.rule == nil { tagged.rule = KeymapRule.fileWarning.id }
                    return tagged
                }
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw CLIError(diagnostics: problems) }
        return (layers, sources, warnings)
    }

    /// Prints the report; returns the exit status.
    func report(_ report: CheckReport) -> Int32 {
        let diagnostics = report.diagnostics
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let summary =
            "\(count(report.errors, "error")), \(count(report.warnings, "warning")), \(count(report.notes, "note"))"
        if github {
            // The annotations, then the summary as a plain line of the log.
            var text = ""
            for d in diagnostics {
                text += d.githubAnnotation
                text += "\n"
            }
            text += summary + "\n"
            FileIO.writeAll(1, text)
        } else if json {
            var text = ""
            for d in diagnostics {
                text += d.json.withVersion.text
                text += "\n"
            }
            FileIO.writeAll(1, text)
        } else {
            // One write for the whole report, laid out in one buffer.
            var parts: [String] = []
            parts.reserveCapacity(2 * diagnostics.count + 2)
            for d in diagnostics { parts += [d.report, "\n"] }
            parts.append(summary)
            if report.leavesOutDefaults { parts.append(" in your files (--all also checks the defaults themselves)") }
            parts.append("\n")
            FileIO.writeAll(1, String.concatenating(parts))
        }
        return report.fails(strict: strict) ? 1 : 0
    }
}

/// Ends the process at once (libc's `exit`, which `ParsableCommand.exit` hides inside a command).
private func exitWithoutFreeing(_ status: Int32) -> Never { System.exit(status) }
