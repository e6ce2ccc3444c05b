import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

@Suite("Keymap files: loading and located errors")
struct KeymapFileTests {
    @Test("check knows the name of the demo's keymap without building the demo")
    func demoKeymapName() {
        #expect(DemoApps.keymapFile(of: DemoApps.recipes)?.name == DemoApps.recipesKeymapName)
    }

    @Test("the shipped default keymap loads against the demo's commands")
    func shippedDefault() throws {
        let loaded = try KeymapLoader.load(ShippedKeymaps.default, commands: DemoApps.recipes.commands)
        #expect(loaded.keymap.name == "Default")
        #expect(loaded.warnings.isEmpty)
        #expect(
            loaded.keymap.bindings.contains {
                $0.sequence.canonical == "ctrl+k ctrl+d" && $0.commandID == "go.desserts"
            })
    }

    @Test("comments, trailing commas, null blocks and removals are accepted")
    func syntax() throws {
        let text = """
            // a comment
            { "keymap": "Mine", /* inline */
              "bindings": [
                { "key": "cmd+q", "command": null },
                { "key": "cmd+[", "command": "-navigation.back" },
              ],
            }
            """
        let keymap = try KeymapLoader.load(
            SourceFile(name: "mine.json", text: text), commands: DemoApps.recipes.commands
        ).keymap
        #expect(keymap.bindings.map(\.action) == [.block, .remove("navigation.back")])
    }

    @Test("every error in a file is reported, located, with a caret and a hint")
    func errors() {
        let text = """
            {
              "bindings": [
                { "key": "ctrl+k ctlr+f", "command": "go.desserts" },
                { "key": "cmd+n", "command": "recipe.nwe" },
                { "key": "cmd+o", "command": "go.desserts", "when": "RecipeDetail &&" },
              ]
            }
            """
        do {
            _ = try KeymapLoader.load(SourceFile(name: "bad.json", text: text), commands: DemoApps.recipes.commands)
            Issue.record("a bad file must not load")
        } catch {
            #expect(
                error.rendered == """
                    bad.json:3:22: error: unknown modifier 'ctlr'
                    3 |     { "key": "ctrl+k ctlr+f", "command": "go.desserts" },
                      |                      ^^^^
                    hint: did you mean 'ctrl'?
                    bad.json:4:35: error: unknown command 'recipe.nwe'
                    4 |     { "key": "cmd+n", "command": "recipe.nwe" },
                      |                                   ^^^^^^^^^^
                    hint: did you mean 'recipe.new'?
                    bad.json:5:73: error: expected a context name, found the end of the expression
                    5 |     { "key": "cmd+o", "command": "go.desserts", "when": "RecipeDetail &&" },
                      |                                                                         ^
                    """)
        }
    }

    @Test(
        "syntax errors point at the offending character",
        arguments: [
            ("{\"bindings\": [}", "1:15: error: unexpected '}'; expected a value"),
            ("{\"bindings\": [] \"x\": 1}", "1:17: error: expected ',' or '}' after a member"),
            ("", "1:1: error: the file is empty; expected a JSON value"),
            ("{\"bindings\": [{\"key\": 'a'}]}", "1:23: error: strings use double quotes"),
            ("[1, 2]", "1:1: error: a keymap file holds an object, found an array"),
            ("{\"bindings\": [] /* open", "1:17: error: unterminated /* comment"),
        ])
    func syntaxErrors(text: String, expected: String) {
        do {
            _ = try KeymapLoader.load(SourceFile(name: "k.json", text: text))
            Issue.record("must not load")
        } catch {
            #expect(error.diagnostics.first?.summary == "k.json:" + expected)
        }
    }
}
