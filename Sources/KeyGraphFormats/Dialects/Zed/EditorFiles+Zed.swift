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

    /// The default keymaps Zed lays under the user's for a base keymap (`BaseKeymap::asset_path`
    /// in Zed's `base_keymap_setting.rs`, and `load_default_keymap`): its default keymap, and
    /// the base keymap's own file when it has one; none for `None`.
    package static func zedDefaults(forBaseKeymap name: String, platform: TargetPlatform) -> [String] {
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
        return result
    }
}
