import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// Analyses the app's default keymap plus `text` (as `user.json`, loaded without a
/// command registry, as `check` does); returns the rendered diagnostics of `user.json`.
private func lint(_ text: String, severity: Diagnostic.Severity? = nil) throws -> [String] {
    let user = SourceFile(name: "user.json", text: text)
    let layers = [
        try KeymapLoader.load(ShippedKeymaps.default).keymap, try KeymapLoader.load(user, accepting: .all).keymap,
    ]
    let diagnostics = KeymapAnalysis.analyze(
        layers: layers, app: DemoApps.recipes,
        sources: ["user.json": text, ShippedKeymaps.default.name: ShippedKeymaps.default.text])
    return diagnostics.filter { $0.file == "user.json" && (severity == nil || $0.severity == severity) }.map(\.rendered)
}

private func keymap(_ lines: [String]) -> String {
    "{\"bindings\": [\n" + lines.map { $0 + "\n" }.joined() + "]}\n"
}

@Suite("keymap analysis (keygraph check)")
struct KeymapAnalysisTests {
    @Test func shippedKeymapsHaveNoWarnings() throws {
        let base = try KeymapLoader.load(ShippedKeymaps.default, commands: DemoApps.recipes.commands).keymap
        for file in ShippedKeymaps.all {
            let layer = try KeymapLoader.load(file, commands: DemoApps.recipes.commands).keymap
            for layers in [[layer], [base, layer]] {
                let found = KeymapAnalysis.analyze(layers: layers, app: DemoApps.recipes)
                    .filter { $0.severity != .note }
                #expect(found.map(\.summary) == [], "\(file.name)")
            }
        }
    }

    @Test func unknownCommandsAndContexts() throws {
        let text = keymap([
            #"{ "key": "ctrl+t", "command": "go.dessert" },"#,
            #"{ "key": "ctrl+u", "command": "go.desserts", "when": "RecipeDetial || view == RecipeDetails" },"#,
            #"{ "key": "ctrl+y", "command": "go.desserts", "when": "focused.basket" },"#,
        ])
        #expect(
            try lint(text) == [
                """
                user.json:2:32: error: unknown command 'go.dessert'
                2 | { "key": "ctrl+t", "command": "go.dessert" },
                  |                                ^^^^^^^^^^
                hint: did you mean 'go.desserts'?
                """,
                """
                user.json:3:55: error: unknown context 'RecipeDetial': no view declares it
                3 | { "key": "ctrl+u", "command": "go.desserts", "when": "RecipeDetial || view == RecipeDetails" },
                  |                                                       ^^^^^^^^^^^^
                hint: did you mean 'RecipeDetail'?
                """,
                """
                user.json:3:79: error: unknown view 'RecipeDetails'
                3 | { "key": "ctrl+u", "command": "go.desserts", "when": "RecipeDetial || view == RecipeDetails" },
                  |                                                                               ^^^^^^^^^^^^^
                hint: did you mean 'RecipeDetail'?
                """,
                """
                user.json:4:55: error: unknown focused value 'basket': no view publishes it
                4 | { "key": "ctrl+y", "command": "go.desserts", "when": "focused.basket" },
                  |                                                       ^^^^^^^^^^^^^^
                """,
            ])
    }

    @Test func duplicatesInOverlappingContexts() throws {
        let text = keymap([
            #"{ "key": "ctrl+y", "command": "go.desserts", "when": "RecipeDetail" },"#,
            #"{ "key": "ctrl+y", "command": "go.breakfast", "when": "view == RecipeDetail" },"#,
            #"{ "key": "ctrl+u", "command": "go.desserts", "when": "RecipeList" },"#,
            #"{ "key": "ctrl+u", "command": "go.breakfast", "when": "RecipeDetail" },"#,
            #"{ "key": "ctrl+o", "command": "go.desserts" },"#,
            #"{ "key": "ctrl+o", "command": "go.breakfast", "when": "RecipeDetail" },"#,
            #"{ "key": "ctrl+e", "command": "go.desserts" },"#,
            #"{ "key": "ctrl+e", "command": "go.desserts" },"#,
        ])
        #expect(
            try lint(text) == [
                """
                user.json:2:11: warning: 'ctrl+y' → 'go.desserts' never fires: wherever its when clause holds, 'go.breakfast' (user.json:3:1) applies too, and KeyGraph takes the later binding at the same context depth
                2 | { "key": "ctrl+y", "command": "go.desserts", "when": "RecipeDetail" },
                  |           ^^^^^^
                hint: remove it, or bind it to other keys
                """,
                """
                user.json:8:11: warning: duplicate binding: 'ctrl+e' → 'go.desserts' is bound again at user.json:9:1
                8 | { "key": "ctrl+e", "command": "go.desserts" },
                  |           ^^^^^^
                hint: remove one of them
                """,
            ])
    }

    @Test func aBindingThatIsAlsoAPrefix() throws {
        let text = keymap([
            #"{ "key": "ctrl+u", "command": "go.breakfast" },"#,
            #"{ "key": "ctrl+u ctrl+x", "command": "go.desserts", "when": "RecipeDetail" },"#,
            #"{ "key": "ctrl+o", "command": "go.breakfast", "when": "RecipeList" },"#,
            #"{ "key": "ctrl+o ctrl+x", "command": "go.desserts", "when": "RecipeDetail" },"#,
        ])
        #expect(
            try lint(text) == [
                """
                user.json:2:11: warning: 'ctrl+u' is bound and also starts 'ctrl+u ctrl+x' (user.json:3:1): engines that fire at once make the longer sequence unreachable, and KeyGraph fires 'ctrl+u' only after the timeout
                2 | { "key": "ctrl+u", "command": "go.breakfast" },
                  |           ^^^^^^
                hint: bind the shorter sequence to other keys, or give them 'when' clauses that do not overlap
                """
            ])
    }

    @Test func removalsThatRemoveNothing() throws {
        let text = keymap([
            #"{ "key": "ctrl+k ctrl+x", "command": "-recipe.new" },"#,
            #"{ "key": "cmd+n", "command": "-recipe.new" },"#,
        ])
        #expect(
            try lint(text) == [
                """
                user.json:2:38: warning: '-recipe.new' removes nothing: no lower layer binds 'recipe.new' to ctrl+k ctrl+x
                2 | { "key": "ctrl+k ctrl+x", "command": "-recipe.new" },
                  |                                      ^^^^^^^^^^^^^
                """
            ])
    }

    @Test func reservedShortcuts() throws {
        let text = keymap([
            #"{ "key": "⌘Q", "command": "recipe.new" },"#,
            #"{ "key": "ctrl+k cmd+?", "command": "recipe.new" },"#,
            #"{ "key": "cmd+q", "command": null },"#,
        ])
        #expect(
            try lint(text, severity: .warning) == [
                """
                user.json:2:11: warning: 'cmd+q' is reserved by macOS for Quit
                2 | { "key": "⌘Q", "command": "recipe.new" },
                  |           ^^
                hint: HIG: don't reuse the system's shortcuts; pick another key
                """,
                """
                user.json:2:11: warning: 'cmd+q' → 'recipe.new' never fires: wherever it applies, 'null' (user.json:4:1) applies too, and KeyGraph takes the later binding at the same context depth
                2 | { "key": "⌘Q", "command": "recipe.new" },
                  |           ^^
                hint: remove it, or bind it to other keys
                """,
                """
                user.json:3:18: warning: 'cmd+?' is reserved by macOS for Help
                3 | { "key": "ctrl+k cmd+?", "command": "recipe.new" },
                  |                  ^^^^^
                hint: HIG: don't reuse the system's shortcuts; pick another key
                """,
                """
                user.json:3:18: warning: a legacy terminal cannot send 'cmd+?' after a prefix: the Alt fallback applies to a first chord only
                3 | { "key": "ctrl+k cmd+?", "command": "recipe.new" },
                  |                  ^^^^^
                """,
            ])
    }

    @Test func legacyTerminalRules() throws {
        let bindings = [
            "ctrl+i", "ctrl+m", "ctrl+h", "ctrl+j", "ctrl+[", "ctrl+shift+p", "ctrl+1", "ctrl+c", "ctrl+z", "ctrl+s",
            "ctrl+d", "ctrl+k ctrl+d", "alt+[", "shift+return", "f13", "fn+f1", "ctrl+tab", "ctrl+up", "alt+x", "f12",
        ]
        let text = keymap(bindings.map { #"{ "key": "\#($0)", "command": "recipe.new" },"# })
        let messages = try lint(text, severity: .warning).map { $0.split(separator: "\n")[0] }
        #expect(
            messages == [
                "user.json:2:11: warning: a legacy terminal sends 'ctrl+i' as Tab",
                "user.json:3:11: warning: a legacy terminal sends 'ctrl+m' as Return",
                "user.json:4:11: warning: a legacy terminal sends 'ctrl+h' as Backspace",
                "user.json:5:11: warning: a legacy terminal sends 'ctrl+j' as Return (a line feed)",
                "user.json:6:11: warning: a legacy terminal sends 'ctrl+[' as Escape",
                "user.json:7:11: warning: a legacy terminal sends 'ctrl+shift+p' as 'ctrl+p'",
                "user.json:8:11: warning: a legacy terminal cannot send 'ctrl+1'",
                "user.json:9:11: warning: the terminal claims 'ctrl+c' for cancel (interrupt)",
                "user.json:10:11: warning: the terminal claims 'ctrl+z' for suspend (SIGTSTP)",
                "user.json:11:11: warning: the terminal claims 'ctrl+s' for flow control (XOFF)",
                "user.json:12:11: warning: the terminal claims 'ctrl+d' for end of input",
                "user.json:14:11: warning: a legacy terminal cannot send 'alt+[' distinctly: ESC [ starts a control sequence",
                "user.json:15:11: warning: a legacy terminal sends 'shift+return' as 'return'",
                "user.json:16:11: warning: a legacy terminal cannot send 'f13' reliably (most send only F1–F12)",
                "user.json:17:11: warning: a terminal cannot send 'fn+f1': it never reports fn, caps lock or the numeric pad",
                "user.json:18:11: warning: a legacy terminal cannot send 'ctrl+tab'",
            ])
    }

    @Test func chordWarningsPointAtTheChordAsWritten() throws {
        let text = keymap([#"{ "key": "ctrl+k  \u0063trl+i", "command": "recipe.new" },"#])
        #expect(
            try lint(text) == [
                """
                user.json:2:19: warning: a legacy terminal sends 'ctrl+i' as Tab
                2 | { "key": "ctrl+k  \\u0063trl+i", "command": "recipe.new" },
                  |                   ^^^^^^^^^^^
                """
            ])
    }

    @Test func commandFallbackNotes() throws {
        let text = keymap([
            #"{ "key": "cmd+e", "command": "recipe.new" },"#,
            #"{ "key": "alt+e", "command": "go.desserts" },"#,
            #"{ "key": "cmd+g", "command": "recipe.new" },"#,
        ])
        #expect(
            try lint(text).map { $0.split(separator: "\n")[0] } == [
                "user.json:2:11: warning: 'cmd+e' is unreachable on a legacy terminal: its fallback 'alt+e' is bound to another command",
                "user.json:4:11: note: 'cmd+g' needs the kitty protocol; a legacy terminal reaches it as 'alt+g'",
            ])
    }

    @Test func vsCodeImportReadsKeysAsVSCodeDoes() throws {
        let text = """
            // keybindings.json
            [
              { "key": "ctrl+k ctrl+f", "command": "editor.action.formatSelection", "when": "editorHasSelection" },
              { "key": "cmd+n", "command": "-recipe.new" },
              { "key": "ctrl+shift+alt+numpad0", "command": "workbench.foo" },
              { "key": "ctrl+e", "command": "recipe.new", "when": "a &" },
            ]
            """
        let loaded = try KeymapLoader.load(SourceFile(name: "keybindings.json", text: text), accepting: .all)
        #expect(loaded.format == .vscode)
        // A when VS Code cannot parse is dropped, not the rule (issue 28 point 7): it applies everywhere.
        #expect(
            loaded.keymap.bindings.map(\.actionSource) == [
                "editor.action.formatSelection", "-recipe.new", "workbench.foo", "recipe.new",
            ])
        #expect(loaded.keymap.bindings[3].when == nil)
        // VS Code's numpad0 is the keypad's 0 key.
        #expect(loaded.keymap.bindings[2].sequence.canonical == "ctrl+alt+shift+numpad+0")
        #expect(loaded.keymap.bindings[2].keySource == "ctrl+shift+alt+numpad0")
        #expect(
            loaded.warnings.map(\.summary) == [
                "keybindings.json:6:58: warning: VS Code cannot parse this when clause (unexpected '&'): it ignores the condition, so the rule applies everywhere"
            ])
    }

    @Test func zedImport() throws {
        let text = """
            [
              { "context": "RecipeDetail", "bindings": { "cmd-shift-f": "recipe.toggleFavorite", "ctrl-k ctrl-x": ["zed::Foo", {}] } },
              { "bindings": { "cmd-n": null } },
            ]
            """
        let loaded = try KeymapLoader.load(SourceFile(name: "keymap.json", text: text), accepting: .all)
        #expect(loaded.format == .zed)
        #expect(loaded.keymap.bindings.map(\.sequence.canonical) == ["shift+cmd+f", "ctrl+k ctrl+x", "cmd+n"])
        #expect(loaded.keymap.bindings.map(\.actionSource) == ["recipe.toggleFavorite", "zed::Foo", "null"])
        #expect(loaded.keymap.bindings[0].when == .identifier("RecipeDetail"))
    }
}
