import Foundation
import Testing

/// Runs `keygraph` from the package root, so `Apps/…` paths resolve.
private func keygraph(_ arguments: [String], input: String = "") throws -> Binary.Result {
    try Binary.run(arguments, input: input, environment: ["NO_COLOR=1"], workingDirectory: Binary.packageRoot)
}

/// Writes `text` to a fresh file named `name` in a temporary folder; returns its path.
private func temporaryFile(_ name: String, _ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keygraph-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

@Suite("keygraph --app FILE, graph and keys")
struct AppFileCommandTests {
    @Test("--app loads the TabView example for menu")
    func tabsMenu() throws {
        let result = try keygraph(["--app", "Apps/tabs.json", "menu", "Album", "--platform", "macos"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                Album
                    [play.fill] Play Album  ⌘↩  (dimmed)
                    [star] Favorite Album       (dimmed)

                """)
    }

    @Test("explain and menu show the title a command chooses by state, and why it is disabled")
    func notesStateTitle() throws {
        let explain = try keygraph(["--app", "Apps/notes.json", "--platform", "macos", "explain", "cmd+alt+p"])
        #expect(explain.status == 0)
        #expect(
            explain.stdout == """
                cmd+alt+p in App › Scene › NavigationSplitView › Sidebar › NoteList:
                  1. note.togglePin (titled "Pin Note" here) [<menus>:0:0]: wins, but 'note.togglePin' is \
                disabled: it needs the focused value 'selectedNote'

                """)
        let run = try keygraph(
            ["--app", "Apps/notes.json", "--platform", "macos", "run", "-"],
            input: "select sidebar Note:welcome\nmenu Note\n")
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                Note
                    [pin] Unpin Note      ⌥⌘P
                    [lock] Lock Note
                    ────
                    [trash] Delete Note…   ⌘⌫  (dimmed)

                """)
        // The graph reads no state: one node, both titles.
        let graph = try keygraph(["--app", "Apps/notes.json", "graph", "--format", "mermaid"])
        #expect(graph.stdout.contains(#"("Pin Note / Unpin Note<br/>note.togglePin")"#))
    }

    @Test("--app works for run: tabs, stacks and a focused field")
    func tabsRun() throws {
        let result = try keygraph(
            ["--app", "Apps/tabs.json", "run", "-"],
            input: """
                tab library
                push Album:blue
                expect path == [Album:blue]
                run album.toggleFavorite
                expect Album:blue.isFavorite == true
                tab radio
                """)
        #expect(result.stdout == "→ album.toggleFavorite\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("radio"))
    }

    @Test("Apps/recipes.json behaves as the embedded demo")
    func recipesFileMatchesEmbedded() throws {
        for arguments in [["menu", "--platform", "macos"], ["keys"], ["keys", "--format", "cheatsheet"], ["graph"]] {
            let embedded = try keygraph(arguments)
            let file = try keygraph(["--app", "Apps/recipes.json"] + arguments)
            #expect(embedded.status == 0)
            #expect(file.status == 0)
            #expect(file.stdout == embedded.stdout, "\(arguments)")
        }
    }

    @Test("A missing app file: exit 2, nothing runs")
    func missingFile() throws {
        let result = try keygraph(["--app", "nope.json", "run", "-"], input: "echo hi\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "nope.json: error: cannot read the file: No such file or directory\n")
    }

    @Test("A bad app file: located diagnostics on stderr, exit 2, for the REPL's batch mode, run, menu, graph and keys")
    func badFile() throws {
        let path = try temporaryFile(
            "bad.json",
            """
            {"app": "x",
             "commands": [{"id": "go", "title": "Go", "effects": [{"pussh": "Recipe:pie"}]}],
             "menus": {"menus": [{"title": "M", "items": [{"button": "og"}]}]}}
            """)
        let expected = """
            \(path):2:56: error: unknown effect 'pussh'
            2 |  "commands": [{"id": "go", "title": "Go", "effects": [{"pussh": "Recipe:pie"}]}],
              |                                                        ^^^^^^^
            hint: did you mean 'push'?
            \(path):3:59: error: unknown command 'og'
            3 |  "menus": {"menus": [{"title": "M", "items": [{"button": "og"}]}]}}
              |                                                           ^^
            hint: did you mean 'go'?

            """
        for arguments in [[], ["run", "-"], ["menu"], ["graph"], ["keys"]] {
            let result = try keygraph(["--app", path] + arguments, input: "echo hi\n")
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == expected, "\(arguments)")
        }
    }

    @Test("A cycle and an unknown keymap command are reported in their files")
    func cycleAndKeymap() throws {
        let keymap = try temporaryFile("keys.json", #"{"bindings": [{"key": "ctrl+a", "command": "c.run"}]}"#)
        let folder = (keymap as NSString).deletingLastPathComponent
        let app = folder + "/app.json"
        try #"""
        {"app": "x", "keymap": "keys.json", "commands": [
          {"id": "a.run", "title": "A", "effects": [{"run": "b.run"}]},
          {"id": "b.run", "title": "B", "effects": [{"run": "a.run"}]}]}
        """#.write(toFile: app, atomically: true, encoding: .utf8)
        let result = try keygraph(["--app", app, "keys"])
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                \(app):2:53: error: command cycle: a.run → b.run → a.run
                2 |   {"id": "a.run", "title": "A", "effects": [{"run": "b.run"}]},
                  |                                                     ^
                hint: a command may not run itself, directly or through others
                \(keymap):1:45: error: unknown command 'c.run'
                1 | {"bindings": [{"key": "ctrl+a", "command": "c.run"}]}
                  |                                             ^^^^^
                hint: did you mean 'a.run'?

                """)
    }

    @Test("graph --format dot|mermaid|json")
    func graph() throws {
        let dot = try keygraph(["graph", "--format", "dot"])
        #expect(dot.status == 0)
        #expect(dot.stdout.hasPrefix("digraph commands {\n  rankdir=LR;\n"))
        #expect(
            dot.stdout.contains(#""command:recipe.showApplePie" -> "command:go.desserts" [style=bold, label="run"];"#))
        #expect(
            dot.stdout.contains(
                #""command:recipe.toggleFavorite" -> "shortcut:ctrl+k ctrl+f" [label="when RecipeDetail && focused.selectedRecipe"];"#
            ))
        let mermaid = try keygraph(["--app", "Apps/tabs.json", "graph", "--format", "mermaid"])
        #expect(mermaid.status == 0)
        #expect(mermaid.stdout.hasPrefix("flowchart LR\n  n0[[\"Go\"]]\n"))
        let json = try keygraph(["graph", "--format", "json"])
        #expect(json.stdout.hasPrefix(#"{"nodes":[{"id":"menu:File","kind":"menu","label":"File"},"#))
        let bad = try keygraph(["graph", "--format", "svg"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("Error: The value 'svg' is invalid for '--format <format>'"))
    }

    @Test("keys --format cheatsheet groups the bindings by menu")
    func cheatsheet() throws {
        let result = try keygraph(["keys", "--format", "cheatsheet", "--platform", "macos"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                Go
                  Back               ⌘[
                  Go to Root         ⇧⌘H
                  Breakfast          ⌃K ⌃B
                  Desserts           ⌃K ⌃D
                  Apple Pie          ⌃K ⌃A

                """))
        // Settings… is dimmed (the demo declares no Settings scene), so not listed.
        #expect(result.stdout.hasPrefix("Recipes\n  Hide Recipes       ⌘H\n  Quit Recipes       ⌘Q\n"))
    }
}
