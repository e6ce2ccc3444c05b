import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

@Suite("keymap files: semantic errors")
struct KeymapLoaderTests {
    @Test("a VS Code keymap loaded without accepting: names the option, not a rewrite of the file")
    func editorKeymapNamesTheOption() throws {
        let file = SourceFile(name: "keybindings.json", text: #"[{"key": "ctrl+k", "command": "x"}]"#)
        #expect(throws: DiagnosticError.self) { try KeymapLoader.load(file) }
        do {
            _ = try KeymapLoader.load(file)
        } catch {
            let problem = try #require(error.diagnostics.first)
            #expect(
                problem.summary
                    == "keybindings.json:1:1: error: an array of bindings is a VS Code or Zed keymap, and this load accepts only [.keygraph]"
            )
            #expect(problem.hint?.contains("accepting: [.vscode, .zed]") == true)
        }
        #expect(try KeymapLoader.load(file, accepting: [.vscode]).format == .vscode)
    }

    @Test("loaders default to the host's platform, as the CLI does: secondary is ⌃ on Linux")
    func hostPlatform() throws {
        let file = SourceFile(
            name: "k.json", text: #"{"bindings": [{"key": "secondary+n", "command": "go.desserts"}]}"#)
        let keymap = try KeymapLoader.load(file).keymap
        #expect(keymap.bindings.first?.sequence.chords.first?.modifiers == TargetPlatform.host.secondaryModifier)
        #if os(Linux)
        #expect(TargetPlatform.host == .linux)
        #endif
    }

    @Test("at most 100 errors and 100 warnings are kept per file; a note counts the rest")
    func diagnosticsAreCapped() throws {
        let bad = (0..<250).map { _ in #"{"key": "cmd+n", "command": "nope"}"# }.joined(separator: ",")
        do {
            let file = SourceFile(name: "k.json", text: #"{"bindings": ["# + bad + "]}")
            _ = try KeymapLoader.load(file, commands: DemoApps.recipes.commands)
            Issue.record("loaded")
        } catch {
            #expect(error.diagnostics.count == 101)
            #expect(error.diagnostics.last?.summary == "k.json:0:0: note: 150 more errors not shown")
        }
        let skipped = (0..<250).map { _ in #"{"key": "ctrl+shfit+k", "command": "x"}"# }.joined(separator: ",")
        let loaded = try KeymapLoader.load(SourceFile(name: "v.json", text: "[" + skipped + "]"), accepting: .all)
        #expect(loaded.warnings.count == 101)
        #expect(loaded.warnings.last?.summary == "v.json:0:0: note: 150 more warnings not shown")
    }

    @Test func unknownCommandWithSuggestion() {
        #expect(
            KeymapFixtures.loadErrors([#"  { "key": "cmd+n", "command": "recipe.nwe" },"#]) == [
                """
                k.json:2:33: error: unknown command 'recipe.nwe'
                2 |   { "key": "cmd+n", "command": "recipe.nwe" },
                  |                                 ^^^^^^^^^^
                hint: did you mean 'recipe.new'?
                """
            ])
    }

    @Test func unknownRemovedCommandPointsPastTheDash() {
        #expect(
            KeymapFixtures.loadErrors([#"{ "key": "cmd+n", "command": "-recipe.nwe" }"#]) == [
                """
                k.json:2:32: error: unknown command 'recipe.nwe'
                2 | { "key": "cmd+n", "command": "-recipe.nwe" }
                  |                                ^^^^^^^^^^
                hint: did you mean 'recipe.new'?
                """
            ])
    }

    @Test func badKeyAtItsColumnInsideTheString() {
        #expect(
            KeymapFixtures.loadErrors([#"{ "key": "ctrl+k ctr+f", "command": "recipe.new" }"#]) == [
                """
                k.json:2:18: error: unknown modifier 'ctr'
                2 | { "key": "ctrl+k ctr+f", "command": "recipe.new" }
                  |                  ^^^
                hint: did you mean 'ctrl'?
                """
            ])
    }

    @Test func escapesBeforeTheBadTokenAreCountedAsWritten() {
        #expect(
            KeymapFixtures.loadErrors([#"{ "key": "\u0063trl+k ctr+f", "command": "recipe.new" }"#]) == [
                """
                k.json:2:23: error: unknown modifier 'ctr'
                2 | { "key": "\\u0063trl+k ctr+f", "command": "recipe.new" }
                  |                       ^^^
                hint: did you mean 'ctrl'?
                """
            ])
    }

    @Test func badWhenAtItsColumn() {
        #expect(
            KeymapFixtures.loadErrors([
                #"{ "key": "cmd+n", "command": "recipe.new", "when": "RecipeDetail & scene == main" }"#
            ]) == [
                """
                k.json:2:66: error: unexpected '&'
                2 | { "key": "cmd+n", "command": "recipe.new", "when": "RecipeDetail & scene == main" }
                  |                                                                  ^
                hint: write && for 'and'
                """
            ])
    }

    @Test func wrongTypesAndUnknownMembers() {
        #expect(
            KeymapFixtures.loadErrors([#"{ "key": 5, "comand": "recipe.new", "when": true }"#]) == [
                """
                k.json:2:1: error: a binding needs a "command"
                2 | { "key": 5, "comand": "recipe.new", "when": true }
                  | ^
                hint: add "command": "…" (or null to block the key)
                """,
                """
                k.json:2:10: error: "key" must be a string, found a number
                2 | { "key": 5, "comand": "recipe.new", "when": true }
                  |          ^
                """,
                """
                k.json:2:13: error: unknown member 'comand' in a binding
                2 | { "key": 5, "comand": "recipe.new", "when": true }
                  |             ^^^^^^^^
                hint: did you mean 'command'?
                """,
                """
                k.json:2:45: error: "when" must be a string, found a boolean
                2 | { "key": 5, "comand": "recipe.new", "when": true }
                  |                                             ^
                """,
            ])
    }

    @Test func tooLongASequence() {
        #expect(
            KeymapFixtures.loadErrors([#"{ "key": "a b c d e f g h i", "command": "recipe.new" }"#]) == [
                """
                k.json:2:27: error: a key sequence has at most 8 chords
                2 | { "key": "a b c d e f g h i", "command": "recipe.new" }
                  |                           ^
                """
            ])
    }

    @Test func loadingIsTransactional() {
        let errors = KeymapFixtures.loadErrors([
            #"{ "key": "cmd+n", "command": "recipe.new" },"#,
            #"{ "key": "cmd+y", "command": "nope" },"#,
            #"{ "key": "cmd+z", "command": "recipe.new", "when": "(" },"#,
        ])
        #expect(errors.count == 2)
    }

    @Test func removalsAndBlocks() throws {
        let loaded = try KeymapFixtures.loadKeymap([
            #"{ "command": "-recipe.new" },"#,
            #"{ "key": "cmd+n", "command": "-recipe.new", "when": "RecipeDetail" },"#,
            #"{ "key": "cmd+q", "command": null },"#,
        ])
        let b = loaded.keymap.bindings
        #expect(b.map(\.action) == [.remove("recipe.new"), .remove("recipe.new"), .block])
        #expect(b[0].sequence.isEmpty)
        #expect(b[1].when == .identifier("RecipeDetail"))
        #expect(b[2].sequence.canonical == "cmd+q")
    }

    @Test func aBindingNeedsAKeyUnlessItRemoves() {
        #expect(
            KeymapFixtures.loadErrors([#"{ "command": "recipe.new" }"#]) == [
                """
                k.json:2:1: error: a binding needs a "key"
                2 | { "command": "recipe.new" }
                  | ^
                hint: add "key": "cmd+n"
                """
            ])
    }

    @Test func unknownCommandsLoadWhenNoRegistryIsGiven() throws {
        let loaded = try KeymapFixtures.loadKeymap(
            [#"{ "key": "cmd+n", "command": "editor.action.foo" }"#], commands: nil)
        #expect(loaded.keymap.bindings.first?.commandID == "editor.action.foo")
    }
}
