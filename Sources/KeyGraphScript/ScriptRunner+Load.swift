import KeyGraph
import KeyGraphFormats

/// `load keymap FILE` and `load app FILE`. The host reads the file (``SourceFiles``);
/// the runner resolves its name, loads it and swaps it in only when everything loaded.
extension ScriptRunner {
    /// Runs `load keymap|app FILE`. A file that does not load changes nothing.
    func load(_ kind: Statement.LoadKind, file name: String, on session: inout Session) -> Step {
        guard let files else { return Step(failure: "files cannot be loaded here") }
        let path = resolvedPath(name)
        let what = "the \(kind.rawValue) '\(path.escapedForDisplay)'"
        if kind == .app, let swiftApp = files.swiftApp {
            // A SwiftUI project's folder, read as `--swift DIR` reads it.
            do {
                if let app = try swiftApp(path, session.platform) {
                    return switchApp(to: app, from: "\(path) (SwiftUI sources)", what: what, files: files, on: &session)
                }
            } catch {
                return Step(failure: "\(what) does not load; nothing changed", diagnostics: error.diagnostics)
            }
        }
        // `load app notes`: an embedded app by name, unless a file of that name can be opened.
        if kind == .app, let demo = DemoApps.named(name), (try? files.read(path)) == nil {
            return switchApp(
                to: demo, from: "the embedded app '\(name)'", keymapFile: DemoApps.keymapFile(of: demo), what: what,
                files: files, on: &session)
        }
        let file: SourceFile
        do {
            // As `--keymap`/`--app` read a file: `FILE: error: …` when it cannot be opened,
            // located at the first bad byte when it is not UTF-8.
            file = try files.source(path)
        } catch {
            return Step(failure: "\(what) does not load; nothing changed", diagnostics: error.diagnostics)
        }
        switch kind {
        case .keymap: return loadKeymap(file, what: what, on: &session)
        case .app: return loadApp(file, what: what, files: files, on: &session)
        }
    }

    /// `name` resolved against the script's directory (``scriptPath``); as written when it
    /// is absolute or there is no script file (standard input, the REPL).
    func resolvedPath(_ name: String) -> String {
        guard let scriptPath, !name.hasPrefix("/") else { return name }
        return AppFileLoader.path(name, relativeTo: scriptPath)
    }

    private func loadKeymap(_ file: SourceFile, what: String, on session: inout Session) -> Step {
        let loaded: KeymapLoader.Loaded
        do {
            // Exactly as `--keymap` loads it: any format, KeyGraph keymaps checked against the app's commands.
            loaded = try KeymapLoader.load(
                file, commands: session.app.commands, accepting: .all, platform: session.platform)
        } catch {
            return Step(failure: "\(what) does not load; nothing changed", diagnostics: error.diagnostics)
        }
        var next = session
        let earlier = Set(next.index.removalWarnings)
        let replaced = next.loadKeymap(loaded.keymap)
        let removals = next.index.removalWarnings.filter { !earlier.contains($0) }.map {
            $0.file == file.name ? $0.attachingSourceLine(from: file.text) : $0
        }
        session = next
        // Misspelt names in `when`: the layer loads (a clause naming them is false), with a warning.
        let names = KeymapAnalysis.unknownNameWarnings(in: loaded.keymap, app: session.app, text: file.text)
        let count = loaded.keymap.bindings.count
        let line =
            "\(replaced ? "Reloaded" : "Loaded") keymap '\(loaded.keymap.name)' from \(file.name): "
            + "\(count) binding\(count == 1 ? "" : "s")"
        return Step(output: [line.escapedForDisplay], diagnostics: loaded.warnings + names + removals)
    }

    private func loadApp(_ file: SourceFile, what: String, files: FileClient, on session: inout Session) -> Step {
        let app: AppModel
        var keymapFile: SourceFile? = nil
        do {
            // Exactly as `--app` loads it: its keymap file is read relative to the app file; one
            // that cannot be opened is the app file's error, one that is not UTF-8 its own.
            app = try AppFileLoader.load(file, platform: session.platform) { (reference) throws(DiagnosticError) in
                let path = AppFileLoader.path(reference, relativeTo: file.name)
                guard let bytes = try? files.read(path) else { return nil }
                keymapFile = try SourceFile(name: path, utf8: bytes)
                return keymapFile
            }
        } catch {
            return Step(failure: "\(what) does not load; nothing changed", diagnostics: error.diagnostics)
        }
        return switchApp(to: app, from: file.name, keymapFile: keymapFile, what: what, files: files, on: &session)
    }

    /// A fresh session on `app` (loaded from `source`), keeping the keymap layers, which must
    /// name its commands.
    private func switchApp(
        to app: AppModel, from source: String, keymapFile: SourceFile? = nil, what: String, files: FileClient,
        on session: inout Session
    ) -> Step {
        let unknown = session.unknownCommands(in: app)
        guard unknown.isEmpty else {
            // The user's keymaps bind commands the new app does not have: show where (a file's line;
            // the REPL layer has none to show).
            let userFiles = Set(session.keymapLayers.filter { $0.kind == .user }.map(\.keymap.file))
            let problems = unknown.map { problem in
                guard userFiles.contains(problem.file), let bytes = try? files.read(problem.file) else {
                    return problem
                }
                return problem.attachingSourceLine(from: String(decoding: bytes, as: UTF8.self))
            }
            return Step(failure: "\(what) lacks commands the keymaps bind; nothing changed", diagnostics: problems)
        }
        let next: Session
        do {
            next = try session.replacingApp(with: app)
        } catch {
            return Step(failure: "\(what) does not load; nothing changed", diagnostics: error.diagnostics)
        }
        session = next
        let warnings = next.index.removalWarnings.map { warning in
            keymapFile.flatMap { warning.file == $0.name ? warning.attachingSourceLine(from: $0.text) : nil } ?? warning
        }
        var lines = ["Loaded app '\(app.name)' from \(source): a fresh session".escapedForDisplay]
        let kept = next.keymapLayers.filter { $0.kind != .app }.map {
            $0.kind == .repl ? "the REPL bindings" : $0.keymap.file
        }
        if !kept.isEmpty { lines.append("kept \(kept.joined(separator: ", "))".escapedForDisplay) }
        return Step(output: lines, diagnostics: warnings)
    }
}
