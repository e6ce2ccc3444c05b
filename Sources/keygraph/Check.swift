import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// `keygraph check [--keymap FILE]… [--editor EDITOR] [--defaults FILE]… [--json|--github|--sarif]
/// [--strict] [--terminal] [--rule ID]… [--no-rule ID]… [--config FILE]`: validate and lint
/// the app and keymaps.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate and lint the app (menus, toolbars, context menus), its keymap and the --keymap files.",
        discussion: """
            Prints located diagnostics (errors, warnings, notes); see docs/keymaps.md for the rules.
            A VS Code or Zed keymap is checked in its own editor's world: without the app, the \
            demo's keymap or its HIG lints, unless --app is given.
            With --defaults, --strict counts only what is in the user's own files.
            A .keygraph.json in the checked folder or above it sets rules' severities, excluded \
            paths, the platform, deployment targets and the editor (`keygraph schema config`); \
            the command line wins over it. `// keygraph:ignore RULE` on a finding's line, or \
            alone on the line before, silences it.
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

    @Flag(help: "A SARIF 2.1.0 log on standard output (GitHub code scanning, editors), with every rule's metadata.")
    var sarif = false

    @Flag(help: "With --github, also annotate the notes (left out by default).")
    var notes = false

    @Option(
        help: ArgumentHelp(
            "The project's settings (default: the first .keygraph.json from the checked folder upward).",
            valueName: "file"))
    var config: String?

    @OptionGroup var editorOptions: EditorOptions

    @Flag(help: "With --defaults, also report what is found inside the defaults themselves.")
    var all = false

    @OptionGroup var layoutOptions: LayoutOptions

    @OptionGroup(title: "Rules") var ruleOptions: RuleOptions

    func validate() throws {
        if [json, github, sarif].filter({ $0 }).count > 1 {
            throw ValidationError("--json, --github and --sarif are formats of one report; give one.")
        }
    }

    func run() throws {
        if ruleOptions.listRules { return FileIO.writeAll(1, RuleOptions.ruleList) }
        if let id = ruleOptions.explainRule { return FileIO.writeAll(1, try RuleOptions.explanation(of: id)) }
        let chosen = try ruleOptions.chosen()
        let settings = try projectSettings()
        let (options, editorOptions) = applying(settings)
        let selection = RuleSelection(rules: chosen.only, noRules: chosen.skipped, config: settings)
        var pipeline = CheckPipeline(platform: options.platform)
        pipeline.layouts = try layoutOptions.layouts()
        pipeline.localization = try layoutOptions.localization()
        pipeline.terminal = terminal
        pipeline.insideDefaults = all
        pipeline.selection = selection
        pipeline.registry = RuleOptions.registry
        pipeline.config = settings
        let found = try editorOptions.userKeymap(platform: options.platform, keymapGiven: !options.keymaps.isEmpty)
        // The embedded demo app is built only when its world is checked (not for another
        // editor's keymaps alone); its keymap's name is known without it.
        let isDemo = options.appFile == nil && options.swiftFolder == nil
        func loadApp() throws -> (LoadedApp, SwiftLintRun.Found) {
            try loadAppAndLintSources(options, selection: selection, config: settings)
        }
        var app = isDemo ? nil : try loadApp()
        let defaults = editorOptions.defaultPaths(platform: options.platform)
        var (layers, sources, warnings) = try loadKeymaps(
            defaults + options.keymaps + (found.map { [$0.path] } ?? []), platform: options.platform,
            besides: isDemo ? DemoApps.recipesKeymapName : app?.0.keymapFile?.name)
        let inputs = EditorOptions.inputProblems(
            layers: layers, sources: sources, defaults: defaults, platform: options.platform)
        if app == nil, CheckPipeline.checksAppWorld(appGiven: !isDemo, layers: layers) { app = try loadApp() }
        let earlier =
            (app?.0.swift?.diagnostics ?? []) + (app?.1.diagnostics ?? []) + (found?.note.map { [$0] } ?? [])
            + inputs + warnings
        sources.merge(app?.1.sources ?? [:]) { keymap, _ in keymap }
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
        _ paths: [String], platform: TargetPlatform, besides appKeymap: String?
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
                let keymap = try KeymapLoader.load(file, accepting: .all, platform: platform)
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
}

/// Ends the process at once (libc's `exit`, which `ParsableCommand.exit` hides inside a command).
private func exitWithoutFreeing(_ status: Int32) -> Never { System.exit(status) }
