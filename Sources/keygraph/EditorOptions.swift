import ArgumentParser
import KeyGraph
import KeyGraphFormats

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
            "The editor's own default keymap, laid under that editor's keymaps: a file (VS Code: Preferences: Open Default Keyboard Shortcuts (JSON); Zed: zed: open default keymap), or the defaults KeyGraph ships by name (vscode for --platform, vscode-linux, vscode-macos, vscode-windows), which --editor vscode, vscodium and cursor lay without it; none lays none.",
            valueName: "file"))
    var defaults: [String] = []

    @Option(
        name: .customLong("profile"),
        help: ArgumentHelp(
            "With --editor vscode, vscodium or cursor: read this profile's keybindings, by its name as the editor shows it (Default: the default profile's).",
            valueName: "name"))
    var profile: String?

    /// The defaults laid under the user's keymaps, as the names ``FileIO/readSource(_:name:)``
    /// reads (`keygraph:vscode-linux` for one KeyGraph ships): each `--defaults`, a shipped
    /// keymap's name (`vscode`, `vscode-macos`) read as that keymap; without `--defaults`, the
    /// `--editor`'s shipped defaults for the platform (docs/keymaps.md "Defaults that come with
    /// KeyGraph").
    /// `--defaults none` lays none, not even the `--editor`'s.
    func defaultPaths(platform: TargetPlatform) -> [String] {
        guard defaults.isEmpty else {
            return defaults.filter { $0 != "none" }.map {
                ShippedKeymap.resolving($0, platform: platform)?.sourceName ?? $0
            }
        }
        guard let shipped = editor?.shippedDefaults(for: platform) else { return [] }
        return [shipped.sourceName]
    }

    /// What does not fit in the defaults and the user's keymaps as given (another platform's
    /// defaults, another editor's, a user's keymap as defaults or the reverse), as warnings;
    /// `layers` are every keymap read, the defaults (named `defaults`) first.
    static func inputProblems(
        layers: [Keymap], sources: [String: String], defaults: [String], platform: TargetPlatform
    ) -> [Diagnostic] {
        let given = layers.filter(\.isImported).map {
            ShippedKeymap.Given(file: $0.file, keymap: $0, text: sources[$0.file] ?? "")
        }
        let isDefault = Set(defaults)
        return ShippedKeymap.inputProblems(
            defaults: given.filter { isDefault.contains($0.file) }, user: given.filter { !isDefault.contains($0.file) },
            platform: platform)
    }

    /// The process's environment, as `--editor` reads it.
    static func environment() -> [String: String] { System.environment() }

    /// The `--editor` file, when one is asked for, and what `settings.json` says of the
    /// defaults under it (Zed's `base_keymap`): a note for the report.
    /// With `--keymap` files given (`keymapGiven`) and no `--profile`, the editor's own file is not
    /// looked for: the files given are the user's, and `--editor` lays its defaults under them.
    /// - Throws: no file where the editor keeps it: every place looked at (exit 2).
    func userKeymap(platform: TargetPlatform, keymapGiven: Bool = false) throws(CLIError) -> (
        path: String, note: Diagnostic?
    )? {
        if keymapGiven, profile == nil { return nil }
        guard let editor else {
            guard profile == nil else {
                throw Self.error(
                    "--profile",
                    "--profile names a profile of VS Code's family: give --editor vscode, vscodium or cursor")
            }
            return nil
        }
        if !editor.hasProfiles, profile != nil {
            let names = EditorFiles.Editor.allCases.filter(\.hasProfiles).map(\.rawValue)
            throw Self.error(
                "--profile",
                "\(editor.displayName) has no profiles: --profile goes with --editor \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")"
            )
        }
        let environment = Self.environment()
        var place = EditorFiles.keymap(editor, platform: platform, environment: environment)
        var note: Diagnostic? = nil
        if editor.hasProfiles {
            (place, note) = try profileKeymap(editor, platform: platform, environment: environment)
        }
        guard let path = place.path, System.isReadable(path) else {
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
        guard editor.hasBaseKeymapSetting else { return (path, note) }
        return (path, baseKeymapNote(editor, platform: platform, environment: environment, keymap: path))
    }

    /// The editor's base-keymap setting (Zed's `base_keymap` in `settings.json`) and the
    /// defaults it lays under the keymap, as a note: the settings file is read here, the
    /// note is the dialect's (``EditorFiles/baseKeymapNote(settings:text:keymap:platform:defaultsGiven:)``).
    private func baseKeymapNote(
        _ editor: EditorFiles.Editor, platform: TargetPlatform, environment: [String: String], keymap: String
    ) -> Diagnostic? {
        let settings = EditorFiles.settings(editor, platform: platform, environment: environment)
        let text = settings.path.flatMap { System.isReadable($0) ? try? FileIO.read($0) : nil }
        return EditorFiles.baseKeymapNote(
            settings: settings.path, text: text, keymap: keymap, platform: platform, defaultsGiven: !defaults.isEmpty)
    }

    /// The variable a rule names (`$XDG_CONFIG_HOME/…`, `%APPDATA%\…`, `~/…` is HOME).
    static func unsetVariable(in rule: String) -> String {
        if rule.hasPrefix("~") { return "HOME" }
        if rule.hasPrefix("%") { return String(rule.dropFirst().prefix { $0 != "%" }) }
        return String(rule.dropFirst().prefix { $0 != "/" })
    }
}

extension EditorFiles.Editor: ExpressibleByArgument {}

// MARK: - VS Code's profiles (docs/keymaps.md "Finding the user's file")

extension EditorOptions {
    /// An error on the command line (`--profile: error: …`), stopping the command (exit 2).
    static func error(_ option: String, _ message: String, hint: String? = nil) -> CLIError {
        CLIError(diagnostics: [
            Diagnostic(.error, file: option, position: SourcePosition(line: 0, column: 0), message: message, hint: hint)
        ])
    }

    /// The keybindings file of the profile `--profile` names (from `storage.json`), or the
    /// default profile's, with a note when `storage.json` lists other profiles or cannot be
    /// read (the default profile's file is read then).
    /// - Throws: `--profile` naming no profile there: the names there are (exit 2).
    func profileKeymap(
        _ editor: EditorFiles.Editor, platform: TargetPlatform, environment: [String: String]
    ) throws(CLIError) -> (EditorFiles.Place, Diagnostic?) {
        let place = EditorFiles.keymap(editor, platform: platform, environment: environment)
        let storage = EditorFiles.storage(editor, platform: platform, environment: environment)
        // VS Code's own name for the default profile (it never stores that one).
        let wanted = profile == "Default" ? nil : profile
        guard let storagePath = storage.path,
            let userFolder = EditorFiles.configFolder(editor, platform: platform, environment: environment).path,
            System.isReadable(storagePath), let text = try? FileIO.read(storagePath)
        else {
            guard let wanted else { return (place, nil) }
            throw Self.error(
                "--profile",
                "no \(editor.displayName) profile named '\(wanted)': \(storage.path ?? storage.rule), where \(editor.displayName) records its profiles, is not there",
                hint: "give the profile's keybindings.json with --keymap FILE")
        }
        let lines = text.sourceLines()
        func line(_ position: SourcePosition) -> String? {
            lines.dropFirst(position.line - 1).first.map(String.init)
        }
        let found: EditorFiles.Profiles
        do {
            found = try EditorFiles.profiles(inStorage: text, userFolder: userFolder)
        } catch {
            var diagnostic = Diagnostic(
                wanted == nil ? .note : .error, file: storagePath, position: error.position, length: error.length,
                message: wanted.map { "no \(editor.displayName) profile named '\($0)' can be read: \(error.message)" }
                    ?? "\(editor.displayName)'s profiles are not known: \(error.message); the default profile's keybindings.json was read",
                sourceLine: line(error.position))
            guard wanted == nil else { throw CLIError(diagnostics: [diagnostic]) }
            diagnostic.rule = KeymapRule.editorProfiles.id
            return (place, diagnostic)
        }
        if let wanted {
            return try named(wanted, in: found, editor, storage: storagePath, default: place, line: line)
        }
        // Nothing to say when there are no others, or when the default was asked for.
        guard profile == nil, !found.profiles.isEmpty || !found.skipped.isEmpty else { return (place, nil) }
        return (place, profilesNote(found, editor, storage: storagePath, sourceLine: line(found.position)))
    }

    /// The profile named `name`: its own keybindings file, or the default's with a note
    /// when it uses the default profile's keybindings.
    private func named(
        _ name: String, in found: EditorFiles.Profiles, _ editor: EditorFiles.Editor, storage: String,
        default place: EditorFiles.Place, line: (SourcePosition) -> String?
    ) throws(CLIError) -> (EditorFiles.Place, Diagnostic?) {
        guard let chosen = found.profiles.first(where: { $0.name == name }) else {
            let names = (["Default"] + found.profiles.map(\.name)).map { "'\($0)'" }
            throw CLIError(diagnostics: [
                Diagnostic(
                    .error, file: storage, position: found.position,
                    message:
                        "no \(editor.displayName) profile named '\(name)': the profiles are \(names.joined(separator: ", "))",
                    hint: "give a name as \(editor.displayName) shows it, case and spaces included",
                    sourceLine: line(found.position))
            ])
        }
        guard chosen.usesDefaultKeybindings else {
            let path = EditorFiles.join(chosen.folder, ["keybindings.json"])
            let rule = "profile '\(name)' in \(storage):\(chosen.position.line)"
            return (EditorFiles.Place(path: path, rule: rule), nil)
        }
        var note = Diagnostic(
            .note, file: storage, position: chosen.position,
            message:
                "profile '\(name)' uses the default profile's keybindings (useDefaultFlags): \(place.path ?? place.rule) was read",
            sourceLine: line(chosen.position))
        note.rule = KeymapRule.editorProfiles.id
        return (place, note)
    }

    /// Which profiles `storage.json` lists besides the default, and that the default's file was read.
    private func profilesNote(
        _ found: EditorFiles.Profiles, _ editor: EditorFiles.Editor, storage: String, sourceLine: String?
    ) -> Diagnostic {
        let listed = found.profiles.map { profile in
            var text = "'\(profile.name)' ("
            text += profile.usesDefaultKeybindings ? "the default's keybindings" : "its own keybindings"
            if let count = found.workspaces[profile.id] {
                text += count == 1 ? ", used by 1 folder or workspace" : ", used by \(count) folders or workspaces"
            }
            return text + ")"
        }
        var message =
            listed.isEmpty
            ? "\(editor.displayName) lists no profile besides Default"
            : "\(editor.displayName) has \(listed.count == 1 ? "a profile" : "\(listed.count) profiles") besides Default: "
                + listed.joined(separator: ", ")
        message += "; the default profile's keybindings.json was read"
        for skip in found.skipped {
            message += "; \(skip.reason) (line \(skip.position.line)), skipped as \(editor.displayName) skips it"
        }
        var note = Diagnostic(
            .note, file: storage, position: found.position, message: message,
            hint: listed.isEmpty ? nil : "--profile NAME reads another profile's keybindings",
            sourceLine: sourceLine)
        note.rule = KeymapRule.editorProfiles.id
        return note
    }
}
