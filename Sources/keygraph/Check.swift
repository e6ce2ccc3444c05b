import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        let layouts = try layoutOptions.layouts()
        let localization = try layoutOptions.localization()
        let found = try editorOptions.userKeymap(platform: options.platform)
        // The embedded demo app is built only when its world is checked (not for another
        // editor's keymaps alone); its keymap's name is known without it.
        let isDemo = options.appFile == nil && options.swiftFolder == nil
        var app = isDemo ? nil : try loadAppAndLintSources()
        let defaults = editorOptions.defaults
        var (layers, sources, diagnostics) = try loadKeymaps(
            defaults + options.keymaps + (found.map { [$0.path] } ?? []),
            besides: isDemo ? DemoApps.recipesKeymapName : app?.0.keymapFile?.name)
        diagnostics =
            (app?.0.swift?.diagnostics ?? []) + (app?.1 ?? []) + (found?.note.map { [$0] } ?? []) + diagnostics
        let defaultFiles = Set(defaults)
        for i in layers.indices where defaultFiles.contains(layers[i].file) { layers[i].isEditorDefaults = true }
        let own = layers.filter { !$0.isImported }
        // The app's world: the app, its keymap and KeyGraph's own keymap files (always, unless
        // only other editors' keymaps were given and no --app).
        if options.appFile != nil || options.swiftFolder != nil || !own.isEmpty || own.count == layers.count {
            if app == nil { app = try loadAppAndLintSources() }
            guard let (loaded, _) = app else { return }
            let app = loaded.model
            var appLayers = own
            if let file = loaded.keymapFile, let keymap = app.keymap {
                sources[file.name] = file.text
                appLayers.insert(keymap, at: 0)
            }
            diagnostics += KeymapAnalysis.analyze(layers: appLayers, app: app, sources: sources).map(loaded.locate)
            diagnostics += LayoutLint.lint(
                layers: appLayers, layouts: layouts, platform: options.platform, sources: sources,
                localization: localization
            ).map(loaded.locate)
            // The HIG lints of menus, context menus and toolbars (docs/menus.md); the keymaps'
            // reserved shortcuts are the keymap lints' (reported once, at the chord).
            // Findings located in the app file or a keymap show their source line.
            if let file = loaded.appFile { sources[file.name] = file.text }
            diagnostics += loaded.menuLints(app, keymaps: own).map { lint in
                if loaded.swift != nil { return loaded.locate(lint) }
                return sources[lint.file].map { lint.attachingSourceLine(from: $0) } ?? lint
            }
        }
        // Each editor's keymaps in that editor's world.
        for dialect in KeymapDialect.editors {
            let world = layers.filter { $0.dialect == dialect }
            guard !world.isEmpty else { continue }
            let underneath = world.prefix { defaultFiles.contains($0.file) }.count
            diagnostics += EditorAnalysis.analyze(
                layers: world, sources: sources, terminal: terminal, defaults: underneath, insideDefaults: all)
            diagnostics += LayoutLint.lint(
                layers: world, layouts: layouts, platform: options.platform, sources: sources)
        }
        // What is found inside the defaults is the editor's, not the user's to fix: not shown
        // (and not all of it searched for) without --all.
        if !all { diagnostics.removeAll { defaultFiles.contains($0.file) } }
        let status = report(
            diagnostics, leavingOutDefaults: !all && !defaultFiles.isEmpty,
            counting: { !defaultFiles.contains($0.file) })
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
                    if tagged.finding == nil { tagged.finding = Diagnostic.Finding(kind: "file-warning") }
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
    /// - Parameters:
    ///   - leavingOutDefaults: whether findings inside the `--defaults` files were left out
    ///     (without `--all`).
    ///   - counting: the findings the exit status counts (with `--defaults`, the user's own).
    func report(
        _ diagnostics: [Diagnostic], leavingOutDefaults: Bool = false, counting: (Diagnostic) -> Bool = { _ in true }
    ) -> Int32 {
        // Each finding once (compared in full only among those at the same place: hashing
        // every message and source line cost more than the analysis of a large keymap).
        var atPlace: [Place: [Int]] = [:]
        var kept: [Diagnostic] = []
        for d in diagnostics {
            let place = Place(file: d.file, line: d.position.line, column: d.position.column)
            guard !(atPlace[place] ?? []).contains(where: { kept[$0] == d }) else { continue }
            atPlace[place, default: []].append(kept.count)
            kept.append(d)
        }
        let diagnostics = kept
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.count - errors - warnings
        let counted = diagnostics.filter(counting)
        let failing = counted.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        if github {
            // The annotations, then the summary as a plain line of the log.
            var text = ""
            for d in diagnostics {
                text += d.githubAnnotation
                text += "\n"
            }
            text += "\(count(errors, "error")), \(count(warnings, "warning")), \(count(notes, "note"))\n"
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
            parts.append("\(count(errors, "error")), \(count(warnings, "warning")), \(count(notes, "note"))")
            if leavingOutDefaults { parts.append(" in your files (--all also checks the defaults themselves)") }
            parts.append("\n")
            FileIO.writeAll(1, String.concatenating(parts))
        }
        return failing ? 1 : 0
    }

    private struct Place: Hashable {
        var file: String
        var line: Int
        var column: Int
    }
}

/// Ends the process at once (libc's `exit`, which `ParsableCommand.exit` hides inside a command).
private func exitWithoutFreeing(_ status: Int32) -> Never { exit(status) }
