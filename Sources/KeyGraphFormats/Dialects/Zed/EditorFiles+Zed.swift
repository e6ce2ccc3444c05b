import KeyGraph

extension EditorFiles.Editor {
    /// Zed: `keymap.json` in its config folder, no profiles, and a `base_keymap` setting
    /// that picks the default keymaps laid under the user's.
    static let zed = Self(
        rawValue: "zed", displayName: "Zed", dialect: .zed, keymapFile: "keymap.json", hasBaseKeymapSetting: true
    ) { platform, variable in
        EditorFiles.zedConfigFolder(platform: platform, variable)
    }
}

extension EditorFiles {
    /// Zed's config folder (`config_dir` in Zed's `paths.rs`): on Linux
    /// `$FLATPAK_XDG_CONFIG_HOME/zed`, else `$XDG_CONFIG_HOME/zed` (when absolute), else
    /// `~/.config/zed`; on macOS `~/.config/zed`; on Windows `%APPDATA%\Zed`.
    static func zedConfigFolder(platform: TargetPlatform, _ set: (String) -> String?) -> Place {
        let home = set("HOME")
        switch platform {
        case .windows:
            return under(set("APPDATA"), "Zed", rule: "%APPDATA%\\Zed")
        case .macos, .ipados:
            return under(home, ".config", "zed", rule: "~/.config/zed")
        case .linux:
            if let flatpak = set("FLATPAK_XDG_CONFIG_HOME") {
                return under(flatpak, "zed", rule: "$FLATPAK_XDG_CONFIG_HOME/zed")
            }
            if let xdg = set("XDG_CONFIG_HOME"), xdg.hasPrefix("/") {
                return under(xdg, "zed", rule: "$XDG_CONFIG_HOME/zed")
            }
            return under(home, ".config", "zed", rule: "~/.config/zed")
        }
    }

    /// Zed's base keymap as `settings.json` sets it (`"base_keymap"`, default `VSCode`), with
    /// the position of its value; nil when the file does not set it.
    /// - Throws: a file that is not JSON with comments, located.
    package static func baseKeymap(
        inSettings text: String
    ) throws(SyntaxError) -> (name: String, position: SourcePosition)? {
        let root = try JSONCParser.parse(text)
        guard let value = root["base_keymap"], let name = value.string else { return nil }
        return (name, value.position)
    }

    /// Whether `settings.json` turns on Zed's vim keymap: `"vim_mode": true` or
    /// `"helix_mode": true` (Zed's `load_default_keymap` binds `keymaps/vim.json` for either).
    package static func vimMode(inSettings text: String) -> Bool {
        guard let root = try? JSONCParser.parse(text) else { return false }
        return root["vim_mode"]?.bool == true || root["helix_mode"]?.bool == true
    }

    /// The default keymaps Zed lays under the user's for a base keymap (`BaseKeymap::asset_path`
    /// in Zed's `base_keymap_setting.rs`, and `load_default_keymap`): its default keymap, and
    /// the base keymap's own file when it has one, then with vim on (`vimMode`) its vim
    /// keymap; none for `None`.
    package static func zedDefaults(
        forBaseKeymap name: String, platform: TargetPlatform, vimMode: Bool = false
    ) -> [String] {
        let os = platform.isApple ? "macos" : platform == .windows ? "windows" : "linux"
        guard name != "None" else { return [] }
        let files: [String: String] = [
            "JetBrains": "jetbrains", "SublimeText": "sublime_text", "Atom": "atom", "Emacs": "emacs",
            "Cursor": "cursor", "Helix": "helix", "TextMate": "textmate",
        ]
        var result = ["assets/keymaps/default-\(os).json"]
        // TextMate has its own file on macOS only.
        if let file = files[name], name != "TextMate" || platform.isApple {
            result.append("assets/keymaps/\(platform.isApple ? "macos" : "linux")/\(file).json")
        }
        if vimMode { result.append("assets/keymaps/vim.json") }
        return result
    }

    /// Zed's `base_keymap` from `settings.json` (its `text`, when it could be read), and which
    /// defaults Zed lays under the keymap for it: always said when the settings set it;
    /// without `--defaults` (`defaultsGiven` false), also when they do not (Zed's default
    /// keymap still applies).
    package static func baseKeymapNote(
        settings path: String?, text: String?, keymap: String, platform: TargetPlatform, defaultsGiven: Bool
    ) -> Diagnostic? {
        var found: (name: String, position: SourcePosition)? = nil
        var line: String? = nil
        if let path, let text {
            do {
                found = try baseKeymap(inSettings: text)
            } catch {
                // Zed cannot read it either: it keeps its defaults; say why the base keymap is not known.
                var note = Diagnostic(
                    .note, file: path, position: error.position, length: error.length,
                    message: "Zed's base keymap is not known: \(error.message)",
                    sourceLine: text.sourceLines().dropFirst(error.position.line - 1).first.map(String.init))
                note.rule = KeymapRule.editorDefaults.id
                return note
            }
            if let found { line = text.sourceLines().dropFirst(found.position.line - 1).first.map(String.init) }
        }
        // Vim's keymap is said even with --defaults: it is easily left out.
        let vim = text.map(vimMode(inSettings:)) ?? false
        guard found != nil || !defaultsGiven || vim else { return nil }
        let name = found?.name ?? "VSCode"
        let files = zedDefaults(forBaseKeymap: name, platform: platform, vimMode: vim)
        var message =
            found == nil
            ? "Zed's base keymap is VSCode (settings.json does not set base_keymap)"
            : "Zed's base keymap is '\(name)'"
        message +=
            files.isEmpty
            ? ": Zed lays no default keymap under \(keymap)"
            : ": Zed lays \(files.count < 2 ? files.joined() : files.dropLast().joined(separator: ", ") + " and " + files[files.count - 1]) "
                + "(from Zed's sources) under \(keymap)"
        if !defaultsGiven, !files.isEmpty {
            message += "; without --defaults they are not checked"
        }
        var note = Diagnostic(
            .note, file: found == nil ? keymap : (path ?? keymap),
            position: found?.position ?? SourcePosition(line: 0, column: 0),
            length: found.map { $0.name.count + 2 } ?? 1, message: message,
            hint: !defaultsGiven && !files.isEmpty
                ? "export them in Zed (zed: open default keymap) and give each with --defaults FILE" : nil,
            sourceLine: line)
        note.rule = KeymapRule.editorDefaults.id
        return note
    }
}
