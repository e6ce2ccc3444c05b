/// `load keymap FILE` and `load app FILE`. The host reads the file (``SourceFiles``);
/// the runner resolves its name, loads it and swaps it in only when everything loaded.
extension ScriptRunner {
    /// What a `load` line did: what it printed, its failure, and the diagnostics of the
    /// files it read (their errors when it failed, else their warnings).
    typealias LoadResult = (output: [String], failure: String?, diagnostics: [Diagnostic])

    /// Runs `load keymap|app FILE`. A file that does not load changes nothing.
    mutating func load(_ kind: Statement.LoadKind, file name: String) -> LoadResult {
        guard let sourceFiles else { return ([], "files cannot be loaded here", []) }
        let path = resolvedPath(name)
        let what = "the \(kind.rawValue) '\(path.escapedForDisplay)'"
        let text: String
        do {
            text = try sourceFiles.read(path)
        } catch {
            // As `--keymap`/`--app` report a file they cannot open: `FILE: error: …` (line 0).
            let problem = Diagnostic(.error, file: path, position: SourcePosition(line: 0, column: 0), message: error.message)
            return ([], "\(what) does not load; nothing changed", [problem])
        }
        let file = SourceFile(name: path, text: text)
        switch kind {
        case .keymap: return loadKeymap(file, what: what)
        case .app: return loadApp(file, what: what, files: sourceFiles)
        }
    }

    /// `name` resolved against the script's directory (``scriptPath``); as written when it
    /// is absolute or there is no script file (standard input, the REPL).
    func resolvedPath(_ name: String) -> String {
        guard let scriptPath, !name.hasPrefix("/") else { return name }
        return AppGraphLoader.path(name, relativeTo: scriptPath)
    }

    private mutating func loadKeymap(_ file: SourceFile, what: String) -> LoadResult {
        let loaded: KeymapImport.Loaded
        do {
            // Exactly as `--keymap` loads it: any format, KeyGraph keymaps checked against the app's commands.
            loaded = try KeymapImport.load(file, commands: session.app.commands)
        } catch {
            return ([], "\(what) does not load; nothing changed", error.diagnostics)
        }
        var next = session
        let earlier = Set(next.index.removalWarnings)
        let replaced = next.loadKeymap(loaded.keymap)
        let removals = next.index.removalWarnings.filter { !earlier.contains($0) }.map {
            $0.file == file.name ? $0.attachingSourceLine(from: file.text) : $0
        }
        session = next
        let count = loaded.keymap.bindings.count
        let line =
            "\(replaced ? "Reloaded" : "Loaded") keymap '\(loaded.keymap.name)' from \(file.name): "
            + "\(count) binding\(count == 1 ? "" : "s")"
        return ([line.escapedForDisplay], nil, loaded.warnings + removals)
    }

    private mutating func loadApp(_ file: SourceFile, what: String, files: SourceFiles) -> LoadResult {
        let app: AppModel
        do {
            // Exactly as `--app` loads it: its keymap file is read relative to the app file.
            app = try AppGraphLoader.load(file) { reference in
                let path = AppGraphLoader.path(reference, relativeTo: file.name)
                guard let text = try? files.read(path) else { return nil }
                return SourceFile(name: path, text: text)
            }
        } catch {
            return ([], "\(what) does not load; nothing changed", error.diagnostics)
        }
        let unknown = session.unknownCommands(in: app)
        guard unknown.isEmpty else {
            // The user's keymaps bind commands the new app does not have: show where.
            let problems = unknown.map { problem in
                guard problem.file != Session.replLayerFile, let text = try? files.read(problem.file) else { return problem }
                return problem.attachingSourceLine(from: text)
            }
            return ([], "\(what) lacks commands the keymaps bind; nothing changed", problems)
        }
        let next: Session
        do {
            next = try session.replacingApp(with: app)
        } catch {
            return ([], "\(what) does not load; nothing changed", error.diagnostics)
        }
        session = next
        let appKeymap = app.keymapFile
        let warnings = next.index.removalWarnings.map { warning in
            appKeymap.flatMap { warning.file == $0.name ? warning.attachingSourceLine(from: $0.text) : nil } ?? warning
        }
        var lines = ["Loaded app '\(app.name)' from \(file.name): a fresh session".escapedForDisplay]
        let kept = next.userLayers.map { $0.file == Session.replLayerFile ? "the REPL bindings" : $0.file }
        if !kept.isEmpty { lines.append("kept \(kept.joined(separator: ", "))".escapedForDisplay) }
        return (lines, nil, warnings)
    }
}
