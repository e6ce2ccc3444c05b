import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats
@testable import KeyGraphScript

/// Runs a script on the demo app; returns every printed line, with failures as `error: …` lines.
private func transcript(_ script: String, layers: [Keymap] = []) throws -> [String] {
    let lines = try ScriptParser.parse(SourceFile(name: "t.kg", text: script))
    var runner = ScriptHarness(
        session: try Session(app: DemoApps.recipes, keymaps: layers, platform: .linux), file: "t.kg")
    var out: [String] = []
    for (number, text, statement) in lines {
        let result = runner.run(statement, line: number, input: text)
        out += result.output
        if let error = result.error { out.append("error: " + error.summary) }
    }
    return out
}

/// The focus path the demo shows after running `commands`, as `explain` prints it.
private func focusPath(after commands: [String]) throws -> String {
    var session = try Session(app: DemoApps.recipes, platform: .linux)
    for command in commands { _ = session.handle(.perform(command: command)) }
    return session.focusPath.joined(separator: " › ")
}

private func lineError(_ line: String) -> SyntaxError? {
    do {
        _ = try ScriptParser.parseLine(line)
        return nil
    } catch {
        return error
    }
}

@Suite("script verbs: keys, which, explain, bind, unbind")
struct KeymapVerbTests {
    @Test func keysAndWhich() throws {
        #expect(
            try transcript("keys RecipeDetail\nwhich ctrl+k\nkeys Nope") == [
                "Bindings live in App › Scene › NavigationSplitView › Detail › NavigationStack › RecipeDetail:",
                "  cmd+h → hide:",
                "  alt+cmd+h → hideOtherApplications:",
                "  cmd+q → terminate:",
                "  cmd+w → performClose:",
                "  alt+cmd+t → toggleToolbarShown:",
                "  ctrl+cmd+s → toggleSidebar:",
                "  ctrl+cmd+f → toggleFullScreen:",
                "  cmd+m → performMiniaturize:",
                "  cmd+backspace → recipe.delete",
                "  cmd+n → recipe.new",
                "  cmd+[ → navigation.back",
                "  shift+cmd+h → navigation.root",
                "  ctrl+k ctrl+d → go.desserts",
                "  ctrl+k ctrl+b → go.breakfast",
                "  ctrl+k ctrl+a → recipe.showApplePie",
                "  ctrl+k ctrl+f → recipe.toggleFavorite  when RecipeDetail && focused.selectedRecipe",
                "  cmd+z → edit.undo",
                "  shift+cmd+z → edit.redo",
                "ctrl+k ctrl+d → go.desserts",
                "ctrl+k ctrl+b → go.breakfast",
                "ctrl+k ctrl+a → recipe.showApplePie",
                "error: t.kg:3:6: error: unknown context 'Nope'; views: CategoryList, ChefDetail, ContentUnavailableView, RecipeDetail, RecipeList",
            ])
    }

    @Test func bindExplainUnbind() throws {
        let script = """
            run recipe.showApplePie
            bind ctrl+k ctrl+f go.desserts when view =~ /Detail$/
            explain ctrl+k ctrl+f
            unbind ctrl+k ctrl+f recipe.toggleFavorite
            explain ctrl+k ctrl+f
            press ctrl+k ctrl+f
            expect last == go.desserts
            unbind ctrl+q
            explain ctrl+k
            """
        let detail = try focusPath(after: ["recipe.showApplePie"])
        let list = try focusPath(after: ["go.desserts"])
        #expect(
            try transcript(script) == [
                "→ recipe.showApplePie",
                "→ go.desserts",
                "bound ctrl+k ctrl+f → go.desserts  when view =~ /Detail$/",
                "ctrl+k ctrl+f in \(detail):",
                "  1. go.desserts when view =~ /Detail$/ [<repl>:2:1]: wins",
                "  2. recipe.toggleFavorite when RecipeDetail && focused.selectedRecipe [Keymaps/default.json:12:5]: a higher layer binds the same keys",
                "unbound 'recipe.toggleFavorite' from ctrl+k ctrl+f",
                "ctrl+k ctrl+f in \(detail):",
                "  1. go.desserts when view =~ /Detail$/ [<repl>:2:1]: wins",
                "  2. recipe.toggleFavorite when RecipeDetail && focused.selectedRecipe [Keymaps/default.json:12:5]: removed by <repl>:4:1",
                "ctrl+k ctrl+f → go.desserts",
                "error: t.kg:8:8: error: nothing binds ctrl+q to unbind",
                "ctrl+k in \(list):",
                "  nothing is bound to ctrl+k",
                "  ctrl+k also starts 3 live bindings (which ctrl+k)",
            ])
    }

    @Test func explainAsksWhetherTheWinnerIsEnabled() throws {
        let root = try focusPath(after: [])
        let detail = try focusPath(after: ["recipe.showApplePie"])
        #expect(
            try transcript("bind ctrl+t recipe.edit\nexplain ctrl+t\nrun recipe.showApplePie\nexplain ctrl+t") == [
                "bound ctrl+t → recipe.edit",
                "ctrl+t in \(root):",
                "  1. recipe.edit [<repl>:1:1]: wins, but 'recipe.edit' is disabled: it needs the focused value 'selectedRecipe'",
                "→ recipe.showApplePie",
                "→ go.desserts",
                "ctrl+t in \(detail):",
                "  1. recipe.edit [<repl>:1:1]: wins",
            ])
    }

    @Test func bindAWholeKeyThenUnbindIt() throws {
        #expect(
            try transcript("bind ctrl+t go.breakfast\npress ctrl+t\nunbind ctrl+t\npress ctrl+t") == [
                "bound ctrl+t → go.breakfast",
                "ctrl+t → go.breakfast",
                "unbound every command from ctrl+t",
                "ctrl+t: no binding here",
            ])
    }

    @Test func explainSaysWhatANullBindingBlocks() throws {
        let blocking = try KeymapFixtures.layer(
            "block.json",
            [
                #"{ "key": "ctrl+k ctrl+d", "command": null, "when": "CategoryList" },"#,
                #"{ "key": "ctrl+k ctrl+d", "command": "go.breakfast", "when": "RecipeDetail" },"#,
            ])
        let root = try focusPath(after: [])
        #expect(
            try transcript("explain ctrl+k ctrl+d\npress ctrl+k ctrl+d\nwhich ctrl+k", layers: [blocking]) == [
                "ctrl+k ctrl+d in \(root):",
                "  1. null when CategoryList [block.json:2:1]: wins",
                "  2. go.desserts [Keymaps/default.json:9:5]: blocked by a null binding",
                "  3. go.breakfast when RecipeDetail [block.json:3:1]: its when clause is false here",
                "ctrl+k ctrl+d: blocked by a null binding",
                "ctrl+k ctrl+b → go.breakfast",
                "ctrl+k ctrl+a → recipe.showApplePie",
                "ctrl+k ctrl+d → (blocked)  when CategoryList",
            ])
    }

    @Test func bindChecksTheCommand() throws {
        #expect(
            try transcript("bind ctrl+t go.dessert") == [
                "error: t.kg:1:6: error: unknown command 'go.dessert' (did you mean 'go.desserts'?)"
            ])
    }

    @Test func parseErrorsAreLocated() {
        #expect(
            lineError("bind ctrl+t go.desserts when RecipeDetail &")
                == SyntaxError("unexpected '&'", column: 43, hint: "write && for 'and'"))
        #expect(
            lineError("bind ctrl+t go.desserts if RecipeDetail")
                == SyntaxError(
                    "expected 'when' after the command", column: 25, length: 2,
                    hint: "bind ctrl+t go.desserts when RecipeDetail"))
        #expect(
            lineError("explain ctrl+k ctr+x")
                == SyntaxError("unknown modifier 'ctr'", column: 16, length: 3, hint: "did you mean 'ctrl'?"))
        #expect(lineError("explain") == SyntaxError("explain needs keys", column: 9, hint: "explain ctrl+k ctrl+f"))
        #expect(
            lineError("which a b c d e f g h i")
                == SyntaxError("a key sequence has at most 8 chords", column: 23))
    }

    @Test(
        "a bad key gets the same message from every verb that takes keys",
        arguments: ["press", "which", "explain", "bind", "unbind"])
    func oneMessageForABadKey(verb: String) {
        let tail = verb == "bind" ? " go.desserts" : ""
        let first = lineError("\(verb) ctrl+zz\(tail)")
        #expect(first?.message == "unknown key 'zz'")
        #expect(first?.column == verb.count + 7)
        #expect(first?.hint == nil)
        // As a later key of a sequence, and as a first word with no modifier.
        #expect(lineError("\(verb) ctrl+k ctrl+zz\(tail)")?.message == "unknown key 'zz'")
        if verb != "which" && verb != "explain" {
            #expect(lineError("\(verb) zz\(tail)")?.message == "unknown key 'zz'")
        }
    }

    @Test("quoted keys say where the keys end")
    func quotedKeys() throws {
        #expect(try ScriptParser.parseLine(#"press "ctrl+k ctrl+d""#) == ScriptParser.parseLine("press ctrl+k ctrl+d"))
        #expect(
            try ScriptParser.parseLine(#"press "ctrl+k" "ctrl+d""#) == ScriptParser.parseLine("press ctrl+k ctrl+d"))
        #expect(
            try ScriptParser.parseLine(#"unbind "ctrl+k ctrl+d""#) == ScriptParser.parseLine("unbind ctrl+k ctrl+d"))
        #expect(
            try ScriptParser.parseLine(#"bind "ctrl+t" go.desserts when RecipeDetail"#)
                == ScriptParser.parseLine("bind ctrl+t go.desserts when RecipeDetail"))
        #expect(try ScriptParser.parseLine(#"which "ctrl+k""#) == ScriptParser.parseLine("which ctrl+k"))
        // A lone " is the key ".
        #expect(
            try ScriptParser.parseLine(#"press ""#) == .press([KeyboardShortcut(KeyEquivalent("\""), modifiers: [])]))
        let inside = lineError(#"press "ctrl+k ctrl+zz""#)
        #expect(inside?.message == "unknown key 'zz'")
        #expect(inside?.column == 20)
        #expect(lineError(#"unbind "ctrl+k"#)?.message == "unterminated quoted keys")
        #expect(lineError(#"press """#)?.message == "expected keys inside the quotes")
        #expect(
            try transcript(#"bind "ctrl+t" go.desserts"# + "\npress \"ctrl+t\"\nunbind \"ctrl+t\"\npress ctrl+t") == [
                "bound ctrl+t → go.desserts", "ctrl+t → go.desserts", "unbound every command from ctrl+t",
                "ctrl+t: no binding here",
            ])
    }
}
