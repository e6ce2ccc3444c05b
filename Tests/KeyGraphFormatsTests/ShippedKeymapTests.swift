import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// VS Code's published defaults built into KeyGraph (issue 39, item 3): they load with VS
/// Code's own reader, as many rules as generated, one per platform; `--defaults` names them;
/// defaults that do not fit are named.
@Suite("Shipped defaults")
struct ShippedKeymapTests {
    static func load(_ text: String, name: String, platform: TargetPlatform = .linux) throws -> Keymap {
        try KeymapLoader.load(SourceFile(name: name, text: text), accepting: .all, platform: platform).keymap
    }

    @Test("each shipped keymap reads as VS Code reads it, every rule kept, no warning")
    func shippedKeymapsLoad() throws {
        #expect(ShippedKeymap.all.map(\.name) == ["vscode-linux", "vscode-macos", "vscode-windows"])
        for shipped in ShippedKeymap.all {
            let loaded = try KeymapLoader.load(shipped.source, accepting: .all, platform: shipped.platform)
            #expect(loaded.warnings.isEmpty, "\(shipped.name): \(loaded.warnings.map(\.message))")
            #expect(loaded.keymap.dialect == .vscode)
            #expect(loaded.keymap.bindings.count == shipped.ruleCount)
            #expect(shipped.ruleCount > 1000)
            #expect(loaded.keymap.file == "keygraph:\(shipped.name)")
            // Rule 1 is on line 27: the dump's header, VS Code's notice, the `[`.
            #expect(loaded.keymap.bindings.first?.position.line == 27)
            #expect(shipped.text.hasPrefix("// Default Keybindings of Visual Studio Code \(shipped.editorVersion) for"))
            #expect(shipped.text.contains("Copyright (c) 2015 - present Microsoft Corporation"))
        }
    }

    @Test("the platforms' defaults differ where VS Code's do: Ctrl+C copies on Linux, ⌘C on macOS")
    func platformsDiffer() throws {
        let linux = try KeymapLoader.load(ShippedKeymap.vsCodeLinux.source, accepting: .all, platform: .linux).keymap
        let mac = try KeymapLoader.load(ShippedKeymap.vsCodeMacOS.source, accepting: .all, platform: .macos).keymap
        func keys(of command: String, in keymap: Keymap) -> [String] {
            keymap.bindings.filter { $0.namedCommand == command }.compactMap(\.keySource)
        }
        #expect(keys(of: "editor.action.clipboardCopyAction", in: linux).contains("ctrl+c"))
        #expect(keys(of: "editor.action.clipboardCopyAction", in: mac).contains("cmd+c"))
    }

    @Test(
        "--defaults VALUE: an editor's name is its shipped defaults for the platform, a shipped name that one, anything else a file",
        arguments: [
            ("vscode", TargetPlatform.linux, "vscode-linux"), ("vscode", .macos, "vscode-macos"),
            ("vscode", .ipados, "vscode-macos"), ("vscodium", .windows, "vscode-windows"),
            ("cursor", .linux, "vscode-linux"), ("vscode-macos", .linux, "vscode-macos"),
            ("./vscode", .linux, nil), ("zed", .linux, nil), ("defaults.json", .linux, nil),
        ] as [(String, TargetPlatform, String?)])
    func resolving(value: String, platform: TargetPlatform, expected: String?) {
        #expect(ShippedKeymap.resolving(value, platform: platform)?.name == expected)
    }

    @Test("the editors: VS Code's family ships VS Code's defaults, Zed none (its licence does not let them ship)")
    func editorsShip() {
        for editor in EditorFiles.Editor.allCases {
            #expect(editor.shippedDefaults.isEmpty == (editor.dialect == .zed), "\(editor.rawValue)")
        }
        #expect(ShippedKeymap.named(source: "keygraph:vscode-windows")?.platform == .windows)
        #expect(ShippedKeymap.named(source: "vscode-windows") == nil)
        #expect(ShippedKeymap.named(source: "keygraph:nothing") == nil)
    }

    static let userFile = """
        [
          { "key": "ctrl+e", "command": "-workbench.action.quickOpen" },
          { "key": "ctrl+k", "command": "editor.action.deleteLines", "when": "editorTextFocus" }
        ]
        """

    static func given(_ text: String, _ name: String) throws -> ShippedKeymap.Given {
        ShippedKeymap.Given(file: name, keymap: try load(text, name: name), text: text)
    }

    static func shipped(_ keymap: ShippedKeymap) throws -> ShippedKeymap.Given {
        ShippedKeymap.Given(
            file: keymap.sourceName, keymap: try load(keymap.text, name: keymap.sourceName), text: keymap.text)
    }

    @Test("the right defaults under a user's file: nothing to say")
    func fittingInputs() throws {
        let problems = ShippedKeymap.inputProblems(
            defaults: [try Self.shipped(.vsCodeLinux)], user: [try Self.given(Self.userFile, "user.json")],
            platform: .linux)
        #expect(problems.isEmpty, "\(problems.map(\.message))")
    }

    @Test("another platform's defaults, shipped or a dump with VS Code's header, are named")
    func anotherPlatform() throws {
        let shipped = ShippedKeymap.inputProblems(
            defaults: [try Self.shipped(.vsCodeMacOS)], user: [], platform: .linux)
        #expect(
            shipped.map(\.message) == [
                "keygraph:vscode-macos holds VS Code's defaults for macOS, but --platform is linux: VS Code lays other defaults there"
            ])
        #expect(shipped.first?.severity == .warning)
        #expect(shipped.first?.rule == "editor-defaults")
        // A dump of another release, saved by the user: the header tells the platform.
        let dump =
            "// Default Keybindings of Visual Studio Code 1.90.2 for Windows\n"
            + ShippedKeymap.vsCodeWindows.text.drop { $0 != "\n" }
        let saved = ShippedKeymap.inputProblems(
            defaults: [try Self.given(String(dump), "defaults.json")], user: [], platform: .macos)
        #expect(
            saved.map(\.message) == [
                "defaults.json holds VS Code's defaults for Windows, but --platform is macos: VS Code lays other defaults there"
            ])
        #expect(
            ShippedKeymap.inputProblems(defaults: [try Self.shipped(.vsCodeMacOS)], user: [], platform: .ipados).isEmpty
        )
    }

    @Test("a user's keymap given as the defaults: its removals, or its few rules")
    func userFileAsDefaults() throws {
        let removing = ShippedKeymap.inputProblems(
            defaults: [try Self.given(Self.userFile, "mine.json")], user: [], platform: .linux)
        #expect(
            removing.map(\.message) == [
                "mine.json, given as the editor's defaults, looks like a user's keymap: it removes a default (\"-command\"), which the editor's own defaults never do"
            ])
        let few = ShippedKeymap.inputProblems(
            defaults: [try Self.given(#"[{ "key": "ctrl+b", "command": "a" }]"#, "few.json")], user: [],
            platform: .linux)
        #expect(
            few.map(\.message) == [
                "few.json, given as the editor's defaults, looks like a user's keymap: it has 1 rule, where VS Code's defaults have 1094 or more"
            ])
    }

    @Test("the defaults given as the user's keymap: the dump's header, or as many rules and no removal")
    func defaultsAsUserFile() throws {
        let header = ShippedKeymap.inputProblems(
            defaults: [], user: [try Self.given(ShippedKeymap.vsCodeLinux.text, "keybindings.json")], platform: .linux)
        #expect(
            header.map(\.message) == [
                "this looks like the editor's defaults, given as the user's keymap: its first line is the header of VS Code's own dump of its defaults"
            ])
        #expect(header.first?.file == "keybindings.json")
        let headless = String(ShippedKeymap.vsCodeLinux.text.drop { $0 != "\n" })
        let many = ShippedKeymap.inputProblems(
            defaults: [], user: [try Self.given(headless, "k.json")], platform: .linux)
        #expect(
            many.map(\.message) == [
                "this looks like the editor's defaults, given as the user's keymap: 1094 rules and no removal, as many as VS Code's defaults"
            ])
    }

    @Test("another editor's keymap under the user's is named")
    func anotherEditor() throws {
        let zed = #"[ { "context": "Editor", "bindings": { "ctrl-k": "editor::CutToEndOfLine" } } ]"#
        let problems = ShippedKeymap.inputProblems(
            defaults: [try Self.shipped(.vsCodeLinux)], user: [try Self.given(zed, "keymap.json")], platform: .linux)
        #expect(
            problems.map(\.message) == [
                "keygraph:vscode-linux is a VS Code keymap, laid under Zed's: an editor's defaults are its own"
            ])
    }

    @Test("Zed: vim_mode or helix_mode in settings.json lays vim.json after the base keymap")
    func zedVimMode() {
        #expect(EditorFiles.vimMode(inSettings: #"{ "vim_mode": true }"#))
        #expect(EditorFiles.vimMode(inSettings: #"{ "helix_mode": true, }"#))
        #expect(!EditorFiles.vimMode(inSettings: #"{ "vim_mode": false }"#))
        #expect(!EditorFiles.vimMode(inSettings: "not json"))
        #expect(
            EditorFiles.zedDefaults(forBaseKeymap: "JetBrains", platform: .linux, vimMode: true) == [
                "assets/keymaps/default-linux.json", "assets/keymaps/linux/jetbrains.json", "assets/keymaps/vim.json",
            ])
        let note = EditorFiles.baseKeymapNote(
            settings: "settings.json", text: #"{ "vim_mode": true }"#, keymap: "keymap.json", platform: .linux,
            defaultsGiven: true)
        #expect(
            note?.message
                == "Zed's base keymap is VSCode (settings.json does not set base_keymap): Zed lays assets/keymaps/default-linux.json and assets/keymaps/vim.json (from Zed's sources) under keymap.json"
        )
        // Without vim and with --defaults, nothing to say (as before).
        #expect(
            EditorFiles.baseKeymapNote(
                settings: "settings.json", text: "{}", keymap: "keymap.json", platform: .linux, defaultsGiven: true)
                == nil)
    }
}
