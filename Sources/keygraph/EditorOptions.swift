import ArgumentParser
import KeyGraph
import KeyGraphFormats

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The user's keymap over their editor's defaults: `--editor` finds the user's file where
/// the editor keeps it, `--defaults` lays the editor's own default keymap under it
/// (check, explain and keys take these; docs/keymaps.md).
struct EditorOptions: ParsableArguments {
    @Option(
        name: .customLong("editor"),
        help: ArgumentHelp(
            "Read the user's keymap where this editor keeps it: vscode, vscodium, cursor or zed (for --platform; see docs/keymaps.md).",
            valueName: "editor"))
    var editor: EditorFiles.Editor?

    @Option(
        name: .customLong("defaults"),
        help: ArgumentHelp(
            "The editor's own default keymap, laid under that editor's keymaps (VS Code: Preferences: Open Default Keyboard Shortcuts (JSON); Zed: zed: open default keymap).",
            valueName: "file"))
    var defaults: [String] = []

    /// The process's environment, as `--editor` reads it.
    static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    /// The `--editor` file, when one is asked for, and what `settings.json` says of the
    /// defaults under it (Zed's `base_keymap`): a note for the report.
    /// - Throws: no file where the editor keeps it: every place looked at (exit 2).
    func userKeymap(platform: TargetPlatform) throws(CLIError) -> (path: String, note: Diagnostic?)? {
        guard let editor else { return nil }
        let environment = Self.environment()
        let place = EditorFiles.keymap(editor, platform: platform, environment: environment)
        guard let path = place.path, access(path, R_OK) == 0 else {
            let looked =
                place.path.map { "\($0) (\(place.rule))" }
                ?? "\(place.rule), but \(Self.unsetVariable(in: place.rule)) is not set"
            throw CLIError(diagnostics: [
                Diagnostic(
                    .error, file: "--editor", position: SourcePosition(line: 0, column: 0),
                    message: "no \(editor.displayName) keymap on \(platform.rawValue): looked at \(looked)",
                    hint: "give the file with --keymap FILE, or --platform for another system's place")
            ])
        }
        guard editor == .zed else { return (path, nil) }
        return (path, zedBaseKeymapNote(platform: platform, environment: environment, keymap: path))
    }

    /// Zed's `base_keymap` from `settings.json`, and which defaults Zed lays under the
    /// keymap for it: always said when the settings set it; without `--defaults`, also
    /// when they do not (Zed's default keymap still applies).
    private func zedBaseKeymapNote(
        platform: TargetPlatform, environment: [String: String], keymap: String
    ) -> Diagnostic? {
        let settings = EditorFiles.settings(.zed, platform: platform, environment: environment)
        var found: (name: String, position: SourcePosition)? = nil
        var line: String? = nil
        if let path = settings.path, access(path, R_OK) == 0, let text = try? FileIO.read(path) {
            do {
                found = try EditorFiles.baseKeymap(inSettings: text)
            } catch {
                // Zed cannot read it either: it keeps its defaults; say why the base keymap is not known.
                var note = Diagnostic(
                    .note, file: path, position: error.position, length: error.length,
                    message: "Zed's base keymap is not known: \(error.message)",
                    sourceLine: text.sourceLines().dropFirst(error.position.line - 1).first.map(String.init))
                note.finding = Diagnostic.Finding(kind: "editor-defaults")
                return note
            }
            if let found { line = text.sourceLines().dropFirst(found.position.line - 1).first.map(String.init) }
        }
        guard found != nil || defaults.isEmpty else { return nil }
        let name = found?.name ?? "VSCode"
        let files = EditorFiles.zedDefaults(forBaseKeymap: name, platform: platform)
        var message =
            found == nil
            ? "Zed's base keymap is VSCode (settings.json does not set base_keymap)"
            : "Zed's base keymap is '\(name)'"
        message +=
            files.isEmpty
            ? ": Zed lays no default keymap under \(keymap)"
            : ": Zed lays \(files.joined(separator: " and ")) (from Zed's sources) under \(keymap)"
        if defaults.isEmpty, !files.isEmpty {
            message += "; without --defaults they are not checked"
        }
        var note = Diagnostic(
            .note, file: found == nil ? keymap : (settings.path ?? keymap),
            position: found?.position ?? SourcePosition(line: 0, column: 0),
            length: found.map { $0.name.count + 2 } ?? 1, message: message,
            hint: defaults.isEmpty && !files.isEmpty
                ? "export them in Zed (zed: open default keymap) and give each with --defaults FILE" : nil,
            sourceLine: line)
        note.finding = Diagnostic.Finding(kind: "editor-defaults")
        return note
    }

    /// The variable a rule names (`$XDG_CONFIG_HOME/…`, `%APPDATA%\…`, `~/…` is HOME).
    static func unsetVariable(in rule: String) -> String {
        if rule.hasPrefix("~") { return "HOME" }
        if rule.hasPrefix("%") { return String(rule.dropFirst().prefix { $0 != "%" }) }
        return String(rule.dropFirst().prefix { $0 != "/" })
    }
}

extension EditorFiles.Editor: ExpressibleByArgument {}
