import Foundation
import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats
@testable import KeyGraphScript

/// Files `load` can read in these tests, by path.
private let files: [String: String] = [
    "keys/extra.json": """
    {
      "keymap": "Extra",
      "bindings": [
        { "key": "ctrl+t", "command": "go.desserts" },
      ]
    }
    """,
    "keys/broken.json": """
    {
      "keymap": "Broken",
      "bindings": [
        { "key": "ctrl+y", "command": "go.dessert" },
        { "key": "ctrl+kk", "command": "go.desserts" },
      ]
    }
    """,
    "keys/back.json": """
    { "keymap": "Back", "bindings": [{ "key": "ctrl+b", "command": "navigation.back" }] }
    """,
    "keys/vscode.json": """
    [{ "key": "ctrl+shift+p", "command": "workbench.action.showCommands" }]
    """,
    "keys/removal.json": """
    { "keymap": "Removal", "bindings": [{ "key": "ctrl+q", "command": "-go.desserts" }] }
    """,
]

/// A file reader over `files`, plus the app files of the repository (read from disk).
private let sourceFiles = FileClient(
    read: { (path) throws(FileClient.Failure) -> [UInt8] in
        if let text = files[path] { return Array(text.utf8) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        guard path.hasPrefix("Apps/") || path.hasPrefix("Keymaps/"),
            let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        else { throw FileClient.Failure(message: "cannot read the file: No such file or directory") }
        return Array(text.utf8)
    },
    write: { (_, _) throws(FileClient.Failure) in throw FileClient.Failure(message: "read-only") },
    moveAside: { (_) throws(FileClient.Failure) -> String in throw FileClient.Failure(message: "read-only") })

/// A runner on the demo app that can read `files`.
private func makeRunner(keymaps: [Keymap] = []) throws -> ScriptHarness {
    var runner = ScriptHarness(
        session: try Session(app: DemoApps.recipes, keymaps: keymaps, platform: .linux), file: "t.kg")
    runner.files = sourceFiles
    return runner
}

/// Runs script lines; returns every printed line, failures as `error: …` lines and the
/// diagnostics of files `load` read in their host form.
private func run(_ script: String, in runner: inout ScriptHarness) throws -> [String] {
    var out: [String] = []
    for (number, text, statement) in try ScriptParser.parse(SourceFile(name: "t.kg", text: script)) {
        let result = runner.run(statement, line: number, input: text)
        out += result.output
        if let error = result.error { out.append("error: " + error.summary) }
        out += result.diagnostics.map(\.report)
    }
    return out
}

private func parse(_ line: String) -> Result<Statement, SyntaxError> {
    do {
        return .success(try ScriptParser.parseLine(line))
    } catch {
        return .failure(error)
    }
}

@Suite("load keymap|app FILE")
struct LoadVerbTests {
    // MARK: - Parsing

    @Test("load keymap|app FILE parses; quotes allow spaces and #")
    func parsing() {
        #expect(parse("load keymap my-keys.json") == .success(.load(.keymap, file: "my-keys.json")))
        #expect(parse("load app ../Apps/tabs.json  # a comment") == .success(.load(.app, file: "../Apps/tabs.json")))
        #expect(parse(#"load keymap "my keys #2.json""#) == .success(.load(.keymap, file: "my keys #2.json")))
    }

    @Test("a malformed load line is located, with a hint")
    func parseErrors() {
        #expect(
            parse("load")
                == .failure(
                    .init("load needs 'keymap' or 'app', then a file", column: 6, hint: "load keymap my-keys.json")))
        #expect(
            parse("load kaymap k.json")
                == .failure(
                    .init(
                        "load reads a 'keymap' or an 'app', not 'kaymap'", column: 6, length: 6,
                        hint: "did you mean 'keymap'?")))
        #expect(
            parse("load app")
                == .failure(.init("load app needs a file name", column: 10, hint: "load app Apps/tabs.json")))
        #expect(
            parse("load keymap a.json b.json")
                == .failure(
                    .init(
                        "load keymap takes one file name", column: 20, length: 6,
                        hint: #"quote a name with spaces: load keymap "my file.json""#)))
        #expect(
            parse(#"load keymap "a.json"#)
                == .failure(
                    .init("unterminated quoted file name", column: 13, length: 7, hint: #"load keymap "my file.json""#))
        )
        #expect(parse(#"load keymap """#) == .failure(.init("the file name is empty", column: 13, length: 2)))
    }

    @Test("help load explains the verb beyond its synopsis")
    func help() throws {
        var runner = try makeRunner()
        let lines = try run("help load", in: &runner)
        #expect(lines.first == Verb.load.help.usage)
        #expect(lines.contains("  load keymap my-keys.json"))
        #expect(Array(lines.suffix(Verb.load.help.details.count)) == Verb.load.help.details)
    }

    // MARK: - load keymap

    @Test("a loaded keymap's bindings fire at once")
    func loadKeymap() throws {
        var runner = try makeRunner()
        #expect(
            try run("press ctrl+t\nload keymap keys/extra.json\npress ctrl+t", in: &runner) == [
                "ctrl+t: no binding here",
                "Loaded keymap 'Extra' from keys/extra.json: 1 binding",
                "ctrl+t → go.desserts",
            ])
        #expect(runner.session.layers.last?.file == "keys/extra.json")
    }

    @Test("the layer goes where a --keymap given last would: above the files, below bind's layer")
    func precedence() throws {
        var runner = try makeRunner(keymaps: [
            try KeymapFixtures.layer("cli.json", [#"{"key": "ctrl+t", "command": "go.breakfast"}"#])
        ])
        #expect(
            try run(
                "load keymap keys/extra.json\npress ctrl+t\nbind ctrl+t recipe.new\nload keymap keys/back.json\npress ctrl+t",
                in: &runner)
                == [
                    "Loaded keymap 'Extra' from keys/extra.json: 1 binding",
                    "ctrl+t → go.desserts",
                    "bound ctrl+t → recipe.new",
                    "Loaded keymap 'Back' from keys/back.json: 1 binding",
                    "ctrl+t → recipe.new",
                    "New Recipe…",
                ])
        #expect(runner.session.userLayers.map(\.file) == ["cli.json", "keys/extra.json", "keys/back.json", "<repl>"])
    }

    @Test("loading a file again replaces its layer, which moves up")
    func reload() throws {
        var runner = try makeRunner()
        #expect(
            try run("load keymap keys/extra.json\nload keymap keys/back.json\nload keymap keys/extra.json", in: &runner)
                == [
                    "Loaded keymap 'Extra' from keys/extra.json: 1 binding",
                    "Loaded keymap 'Back' from keys/back.json: 1 binding",
                    "Reloaded keymap 'Extra' from keys/extra.json: 1 binding",
                ])
        #expect(runner.session.userLayers.map(\.file) == ["keys/back.json", "keys/extra.json"])
    }

    @Test("a keymap with errors reports each, located with a caret, and changes nothing")
    func brokenKeymapChangesNothing() throws {
        var runner = try makeRunner()
        _ = try run("load keymap keys/back.json\nrun recipe.showApplePie\npress ctrl+k", in: &runner)
        let before = runner.session
        let result = runner.run(
            .load(.keymap, file: "keys/broken.json"), line: 4, input: "load keymap keys/broken.json")
        #expect(!result.ok)
        #expect(
            result.error?.summary == "t.kg:4:13: error: the keymap 'keys/broken.json' does not load; nothing changed")
        #expect(
            result.diagnostics.map(\.report) == [
                """
                keys/broken.json:4:36: error: unknown command 'go.dessert'
                4 |     { "key": "ctrl+y", "command": "go.dessert" },
                  |                                    ^^^^^^^^^^
                hint: did you mean 'go.desserts'?
                """,
                """
                keys/broken.json:5:20: error: unknown key 'kk'
                5 |     { "key": "ctrl+kk", "command": "go.desserts" },
                  |                    ^^
                """,
            ])
        #expect(runner.session.layers == before.layers)
        #expect(runner.session.state == before.state)
        #expect(runner.session.dispatcher == before.dispatcher)  // even the pending ctrl+k
        #expect(runner.session.undoStack == before.undoStack)
    }

    @Test("a file that cannot be read fails the line as --keymap would report it")
    func missingFile() throws {
        var runner = try makeRunner()
        let layers = runner.session.layers
        #expect(
            try run("load keymap keys/nope.json", in: &runner) == [
                "error: t.kg:1:13: error: the keymap 'keys/nope.json' does not load; nothing changed",
                "keys/nope.json: error: cannot read the file: No such file or directory",
            ])
        #expect(runner.session.layers == layers)
    }

    @Test("without a file reader (a host with no files) load fails cleanly")
    func noFiles() throws {
        var runner = ScriptHarness(session: try Session(app: DemoApps.recipes), file: "t.kg")
        #expect(
            try run("load keymap keys/extra.json", in: &runner) == [
                "error: t.kg:1:13: error: files cannot be loaded here"
            ])
    }

    @Test("a relative name is read beside the script; an absolute one as written")
    func relativePaths() throws {
        var runner = try makeRunner()
        runner.runner.scriptPath = "keys/scripts/setup.kg"
        #expect(runner.runner.resolvedPath("../extra.json") == "keys/extra.json")
        #expect(runner.runner.resolvedPath("./local.json") == "keys/scripts/local.json")
        #expect(runner.runner.resolvedPath("/etc/keys.json") == "/etc/keys.json")
        #expect(
            try run("load keymap ../back.json", in: &runner) == ["Loaded keymap 'Back' from keys/back.json: 1 binding"])
        runner.runner.scriptPath = nil
        #expect(runner.runner.resolvedPath("../extra.json") == "../extra.json")
    }

    @Test("a removal that removes nothing is a warning, with its caret; the keymap still loads")
    func removalWarning() throws {
        var runner = try makeRunner()
        let result = runner.run(
            .load(.keymap, file: "keys/removal.json"), line: 1, input: "load keymap keys/removal.json")
        #expect(result.ok)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.first?.file == "keys/removal.json")
        #expect(result.diagnostics.first?.sourceLine != nil)
    }

    @Test("--json carries the file's diagnostics on the load line only")
    func json() throws {
        var runner = try makeRunner()
        let ok = runner.run(.echo("hi"), line: 1, input: "echo hi")
        #expect(!ok.json.text.contains("diagnostics"))
        let failed = runner.run(.load(.keymap, file: "keys/nope.json"), line: 2, input: "load keymap keys/nope.json")
        #expect(
            failed.json.text.hasSuffix(
                #","sheet":null,"diagnostics":[{"file":"keys/nope.json","line":0,"column":0,"severity":"error","message":"cannot read the file: No such file or directory","hint":null,"kind":null,"rule":null,"witness":null,"bindings":[]}]}"#
            ))
    }

    // MARK: - load app

    @Test("load app starts a fresh session on the new app and keeps the user's layers")
    func loadApp() throws {
        var runner = try makeRunner()
        let script = """
            load keymap keys/back.json
            bind ctrl+r navigation.root
            run recipe.showApplePie
            load app Apps/tabs.json
            push Album:blue
            push Artist:joni
            press ctrl+b
            press ctrl+r
            """
        #expect(
            try run(script, in: &runner) == [
                "Loaded keymap 'Back' from keys/back.json: 1 binding",
                "bound ctrl+r → navigation.root",
                "→ recipe.showApplePie",
                "→ go.desserts",
                "Loaded app 'music' from Apps/tabs.json: a fresh session",
                "kept keys/back.json, the REPL bindings",
                "ctrl+b → navigation.back",
                "ctrl+r → navigation.root",
            ])
        let session = runner.session
        #expect(session.app.name == "music")
        #expect(session.state.focusedScene.tabs?.selected == "listenNow")
        #expect(session.undoStack.count == 4)  // two pushes, back, root: none of the old app's history
        #expect(session.platform == .linux)
        #expect(session.userLayers.map(\.file) == ["keys/back.json", "<repl>"])
    }

    @Test("load app fails, changing nothing, when the user's keymaps bind commands it lacks")
    func loadAppKeepsKeymapsValid() throws {
        var runner = try makeRunner()
        _ = try run("load keymap keys/extra.json\nbind ctrl+g go.breakfast\nrun recipe.showApplePie", in: &runner)
        let before = runner.session
        #expect(
            try run("load app Apps/tabs.json", in: &runner) == [
                "error: t.kg:1:10: error: the app 'Apps/tabs.json' lacks commands the keymaps bind; nothing changed",
                """
                keys/extra.json:4:36: error: unknown command 'go.desserts'
                4 |     { "key": "ctrl+t", "command": "go.desserts" },
                  |                                    ^^^^^^^^^^^
                """,
                "<repl>:2:1: error: unknown command 'go.breakfast'",
            ])
        #expect(runner.session.app.name == before.app.name)
        #expect(runner.session.layers == before.layers)
        #expect(runner.session.state == before.state)
    }

    @Test("imported keymaps name opaque commands: they do not stop load app")
    func importedLayersAreNotChecked() throws {
        var runner = try makeRunner()
        #expect(
            try run("load keymap keys/vscode.json\nload app Apps/tabs.json", in: &runner) == [
                "Loaded keymap 'VS Code' from keys/vscode.json: 1 binding",
                "Loaded app 'music' from Apps/tabs.json: a fresh session",
                "kept keys/vscode.json",
            ])
    }

    @Test("an app file with errors reports them as --app would and changes nothing")
    func brokenApp() throws {
        var runner = try makeRunner()
        let before = runner.session
        let lines = try run("load app keys/extra.json", in: &runner)
        #expect(lines.first == "error: t.kg:1:10: error: the app 'keys/extra.json' does not load; nothing changed")
        #expect(lines.count > 1)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("keys/extra.json:") })
        #expect(runner.session.app.name == before.app.name)
        #expect(runner.session.layers == before.layers)
    }

    @Test("the app's own keymap is read relative to the app file")
    func appKeymapRelativeToTheApp() throws {
        var runner = try makeRunner()
        #expect(
            try run("load app Apps/recipes.json\npress ctrl+k ctrl+d", in: &runner) == [
                "Loaded app 'recipes' from Apps/recipes.json: a fresh session",
                "ctrl+k ctrl+d → go.desserts",
            ])
        #expect(runner.session.layers.contains { $0.file == "Keymaps/default.json" })
    }
}
