import Foundation
import Testing

/// `--editor vscode|vscodium|cursor|zed`: the user's file read from where the editor keeps
/// it, with a fake home in a temporary directory (HOME, XDG_CONFIG_HOME and APPDATA set in
/// the child's environment only), through the real binary. Output is pinned with the
/// temporary directory written as `$HOME`.
@Suite("--editor finds the user's keymap")
struct EditorFileLocationTests {
    /// A fake home holding `files` (relative path → text).
    struct Home {
        let path: String

        init(_ files: [String: String]) throws {
            path =
                FileManager.default.temporaryDirectory.appendingPathComponent("keygraph-home-\(UUID().uuidString)")
                .path
            for (name, text) in files {
                let url = URL(fileURLWithPath: path + "/" + name)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }

        /// Runs keygraph with `environment` (`$HOME` in a value is this home) and returns
        /// stdout, stderr and the exit status, the home written as `$HOME`.
        func run(_ arguments: [String], environment: [String] = ["HOME=$HOME"]) throws -> String {
            let env = environment.map { $0.replacingOccurrences(of: "$HOME", with: path) }
            let result = try Binary.run(arguments, environment: env)
            // The counts by rule and by file are pinned elsewhere (CheckRulesCommandTests): here,
            // where the file is found and what it says.
            let text =
                Binary.withoutSummary(result.stdout) + "--- stderr\n" + result.stderr + "--- exit \(result.status)\n"
            return text.replacingOccurrences(of: path, with: "$HOME")
        }
    }

    static let vscodeFile = """
        [
          { "key": "ctrl+e", "command": "-workbench.action.quickOpen" },
          { "key": "alt+q", "command": "a.one" },
          { "key": "alt+q", "command": "a.two" }
        ]

        """

    static let zedFile = """
        [ { "context": "Editor", "bindings": { "ctrl-k": "editor::CutToEndOfLine" } } ]

        """

    /// The file is found, and laid over VS Code's shipped Linux defaults (issue 39): its
    /// `-workbench.action.quickOpen` removes the defaults' ctrl+e, so no note says it
    /// removes nothing.
    @Test func vscodeOnLinuxUnderTheHomeConfigFolder() throws {
        let home = try Home([".config/Code/User/keybindings.json": Self.vscodeFile])
        defer { home.remove() }
        #expect(
            try home.run(["check", "--editor", "vscode", "--platform", "linux"]) == """
                $HOME/.config/Code/User/keybindings.json:3:13: warning: 'alt+q' → 'a.one' never fires: wherever it applies, 'a.two' ($HOME/.config/Code/User/keybindings.json:4:3) applies too, and VS Code takes the last rule that applies
                3 |   { "key": "alt+q", "command": "a.one" },
                  |             ^^^^^
                hint: remove it, or bind it to other keys
                0 errors, 1 warning, 0 notes in your files (--all also checks the defaults themselves)
                --- stderr
                --- exit 0

                """)
        // Without them (--defaults none), the removal cannot be checked: a note, as before.
        #expect(
            try home.run(["check", "--editor", "vscode", "--defaults", "none", "--platform", "linux"]).contains(
                "note: '-workbench.action.quickOpen' removes nothing"))
    }

    /// `--editor vscode --keymap FILE` on a machine without VS Code's own file: FILE is the user's
    /// keymap, over the shipped defaults `--editor` lays, and nothing else is looked for (it
    /// exited 2, "no VS Code keymap on linux", noticed in issue 39's round). The same for `keys`
    /// and `explain`; with `--profile` the editor's file is still looked for.
    @Test func aKeymapGivenIsTheUsersOwnWithTheEditorsDefaults() throws {
        let home = try Home(["mine.json": Self.vscodeFile])
        defer { home.remove() }
        let checked = try home.run(["check", "--editor", "vscode", "--keymap", home.path + "/mine.json"])
        #expect(checked.contains("$HOME/mine.json:3:13: warning: 'alt+q' → 'a.one' never fires"))
        #expect(!checked.contains("removes nothing"))
        #expect(checked.hasSuffix("--- stderr\n--- exit 0\n"))
        let explained = try home.run(["explain", "--editor", "vscode", "--keymap", home.path + "/mine.json", "alt+q"])
        #expect(explained.contains("a.two"))
        #expect(explained.hasSuffix("--- exit 0\n"))
        let profiled = try home.run([
            "keys", "--editor", "vscode", "--profile", "Work", "--keymap", home.path + "/mine.json",
        ])
        #expect(profiled.hasSuffix("--- exit 2\n"))
    }

    @Test func xdgConfigHomeIsHonouredAsTheEditorHonoursIt() throws {
        let home = try Home([
            "xdg/VSCodium/User/keybindings.json": Self.vscodeFile,
            ".config/VSCodium/User/keybindings.json": "[]",
            "xdg/zed/keymap.json": Self.zedFile,
        ])
        defer { home.remove() }
        let xdg = ["HOME=$HOME", "XDG_CONFIG_HOME=$HOME/xdg"]
        #expect(
            try home.run(
                ["keys", "--editor", "vscodium", "--defaults", "none", "--platform", "linux"], environment: xdg) == """
                    ctrl+e  -workbench.action.quickOpen  ($HOME/xdg/VSCodium/User/keybindings.json)
                    alt+q   a.one                        ($HOME/xdg/VSCodium/User/keybindings.json)
                    alt+q   a.two                        ($HOME/xdg/VSCodium/User/keybindings.json)
                    --- stderr
                    --- exit 0

                    """)
        // Zed's note on its base keymap: settings.json does not set one, so VSCode.
        #expect(
            try home.run(
                ["explain", "ctrl-k", "--editor", "zed", "--platform", "linux", "--context", "Workspace > Editor"],
                environment: xdg) == """
                    ctrl-k where Workspace > Editor:
                      1. editor::CutToEndOfLine when Editor [$HOME/xdg/zed/keymap.json:1:40]: wins
                    --- stderr
                    $HOME/xdg/zed/keymap.json: note: Zed's base keymap is VSCode (settings.json does not set base_keymap): Zed lays assets/keymaps/default-linux.json (from Zed's sources) under $HOME/xdg/zed/keymap.json; without --defaults they are not checked
                    hint: export them in Zed (zed: open default keymap) and give each with --defaults FILE
                    --- exit 0

                    """)
    }

    @Test func zedBaseKeymapFromSettingsIsReported() throws {
        let home = try Home([
            ".config/zed/keymap.json": Self.zedFile,
            ".config/zed/settings.json": "{\n  // mine\n  \"base_keymap\": \"JetBrains\",\n}\n",
        ])
        defer { home.remove() }
        #expect(
            try home.run(["check", "--editor", "zed", "--platform", "macos", "--json"]) == """
                {"file":"$HOME/.config/zed/settings.json","line":3,"column":18,"severity":"note","message":"Zed's base keymap is 'JetBrains': Zed lays assets/keymaps/default-macos.json and assets/keymaps/macos/jetbrains.json (from Zed's sources) under $HOME/.config/zed/keymap.json; without --defaults they are not checked","hint":"export them in Zed (zed: open default keymap) and give each with --defaults FILE","kind":"editor-defaults","rule":"editor-defaults","witness":null,"bindings":[],"version":"0.1.0"}
                --- stderr
                --- exit 0

                """)
    }

    @Test func settingsThatAreNotJSONLeaveTheBaseKeymapUnknown() throws {
        let home = try Home([
            ".config/zed/keymap.json": Self.zedFile,
            ".config/zed/settings.json": "{ \"base_keymap\": JetBrains }\n",
        ])
        defer { home.remove() }
        #expect(
            try home.run(["check", "--editor", "zed", "--platform", "linux"]) == """
                $HOME/.config/zed/settings.json:1:18: note: Zed's base keymap is not known: unexpected 'J'; expected a value
                1 | { "base_keymap": JetBrains }
                  |                  ^
                0 errors, 0 warnings, 1 note
                --- stderr
                --- exit 0

                """)
    }

    @Test func nothingThereSaysWhereItLooked() throws {
        let home = try Home([".config/Code/User/keybindings.json": Self.vscodeFile])
        defer { home.remove() }
        #expect(
            try home.run(["check", "--editor", "cursor", "--defaults", "none", "--platform", "linux"]) == """
                --- stderr
                --editor: error: no Cursor keymap on linux: looked at $HOME/.config/Cursor/User/keybindings.json (~/.config/Cursor/User/keybindings.json)
                hint: give the file with --keymap FILE, or --platform for another system's place
                --- exit 2

                """)
        #expect(
            try home.run(["keys", "--editor", "vscode", "--defaults", "none", "--platform", "macos"]) == """
                --- stderr
                --editor: error: no VS Code keymap on macos: looked at $HOME/Library/Application Support/Code/User/keybindings.json (~/Library/Application Support/Code/User/keybindings.json)
                hint: give the file with --keymap FILE, or --platform for another system's place
                --- exit 2

                """)
        #expect(
            try home.run(["check", "--editor", "zed", "--platform", "windows"]) == """
                --- stderr
                --editor: error: no Zed keymap on windows: looked at %APPDATA%\\Zed\\keymap.json, but APPDATA is not set
                hint: give the file with --keymap FILE, or --platform for another system's place
                --- exit 2

                """)
    }

    @Test func windowsReadsAppData() throws {
        let home = try Home(["AppData/Roaming/Code/User/keybindings.json": Self.vscodeFile])
        defer { home.remove() }
        let output = try home.run(
            ["check", "--editor", "vscode", "--defaults", "none", "--platform", "windows", "--json"],
            environment: ["HOME=$HOME", "APPDATA=$HOME/AppData/Roaming"])
        #expect(output.hasPrefix(#"{"file":"$HOME/AppData/Roaming/Code/User/keybindings.json","line":2,"#))
        #expect(output.hasSuffix("--- stderr\n--- exit 0\n"))
    }
}
