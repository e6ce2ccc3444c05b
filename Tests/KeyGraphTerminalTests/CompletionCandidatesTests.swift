import KeyGraph
import KeyGraphFormats
import Testing

@testable import KeyGraphTerminal

@Suite("REPL completion candidates and the coloured prompt")
struct CompletionCandidatesTests {
    private let session: Session

    init() throws {
        session = try Session(app: DemoApps.recipes)
    }

    @Test("verbs first, then what each verb takes")
    func candidates() {
        #expect(REPL.completions(before: "", word: "p", session: session) == ["press", "push", "pop"])
        #expect(REPL.completions(before: "run ", word: "go.", session: session) == ["go.desserts", "go.breakfast"])
        #expect(
            REPL.completions(before: "push ", word: "Category:d", session: session) == [
                "Category:desserts", "Category:drinks",
            ])
        #expect(REPL.completions(before: "show ", word: "pa", session: session) == ["path"])
        #expect(REPL.completions(before: "", word: "lo", session: session) == ["load"])
        #expect(REPL.completions(before: "load ", word: "", session: session) == ["keymap", "app"])
        #expect(REPL.completions(before: "load ", word: "a", session: session) == ["app"])
    }

    @Test("expect, context, keys, toolbar, bind and unbind complete what they take")
    func verbArguments() {
        func complete(_ before: String, _ word: String) -> [String]? {
            REPL.completions(before: before, word: word, session: session)
        }
        // expect: the checks, not command ids; then command ids where a check takes one.
        #expect(complete("expect ", "p") == ["path", "path.count", "pending"])
        var inDesserts = session
        _ = inDesserts.handle(.perform(command: "go.desserts"))
        #expect(
            REPL.completions(before: "expect ", word: "focused.", session: inDesserts) == ["focused.selectedCategory"])
        #expect(complete("expect enabled ", "go.") == ["go.desserts", "go.breakfast"])
        #expect(complete("expect last == ", "recipe.n") == ["recipe.new"])
        #expect(complete("expect output ", "") == ["contains"])
        // context: the values that have a context menu.
        #expect(complete("context ", "Re")?.first == "Recipe:pancakes")
        #expect(complete("context ", "Re")?.allSatisfy { $0.hasPrefix("Recipe:") } == true)
        // keys, toolbar: the views.
        #expect(complete("keys ", "Rec") == ["RecipeDetail", "RecipeList"])
        #expect(complete("toolbar ", "C") == ["CategoryList", "ChefDetail", "ContentUnavailableView"])
        // bind and unbind: command ids after the keys; then when, then views.
        #expect(complete("bind ctrl+t ", "go.d") == ["go.desserts"])
        #expect(complete("bind ctrl+k ctrl+t ", "go.b") == ["go.breakfast"])
        #expect(complete("bind ctrl+t go.desserts ", "") == ["when"])
        #expect(complete("bind ctrl+t go.desserts when ", "Recipe") == ["RecipeDetail", "RecipeList"])
        #expect(complete("unbind ctrl+k ctrl+d ", "go.") == ["go.desserts", "go.breakfast"])
        #expect(complete("bind ", "") == [])
    }

    @Test("what completion lacked before the verb table: search, customize, the values after ==")
    func verbTableCompletions() {
        func complete(_ before: String, _ word: String) -> [String]? {
            REPL.completions(before: before, word: word, session: session)
        }
        #expect(complete("", "se") == ["select", "set", "search"])
        #expect(complete("help ", "sea") == ["search"])
        #expect(complete("toolbar ", "cu") == ["customize"])
        #expect(complete("toolbar customize ", "") == ["recipeDetail", "reset", "add", "remove", "move"])
        #expect(
            complete("toolbar customize add ", "") == [
                "favorite", "export", "delete", "edit", "space", "flexibleSpace",
            ])
        #expect(complete("toolbar customize recipeDetail ", "") == ["reset", "add", "remove", "move"])
        #expect(complete("state ", "") == ["save", "restore"])
        #expect(complete("expect columns == ", "d") == ["doubleColumn", "detailOnly"])
        #expect(complete("expect path ", "") == ["=="])
        #expect(complete("detent ", "") == ["medium", "large"])
        #expect(complete("scene ", "") == ["new", "close", "list"])
        // Nothing to offer where the parser takes keys, a number, or no more words.
        #expect(complete("press ", "") == [])
        #expect(complete("wait ", "") == [])
        #expect(complete("undo ", "") == [])
        #expect(complete("show path ", "") == [])
        // A chord after bind's keys is one more key, as the parser reads it.
        #expect(complete("bind ctrl+k t ", "go.d") == ["go.desserts"])
    }

    @Test("file names (nil) where nothing of KeyGraph's applies")
    func fileNames() {
        #expect(REPL.completions(before: "load keymap ", word: "Key", session: session) == nil)
        #expect(REPL.completions(before: "load app ", word: "Apps/", session: session) == nil)
        #expect(REPL.completions(before: "state save ", word: "", session: session) == nil)
        #expect(REPL.completions(before: "echo ", word: "./", session: session) == nil)
        // A command's ARGS are JSON, not a file's name: nothing to offer.
        #expect(REPL.completions(before: "run go.desserts ", word: "", session: session) == [])
    }

    @Test("with colour, the pending chord is dim inside readline's invisible-text markers")
    func colouredPrompt() throws {
        var session = session
        _ = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+k")))
        #expect(
            Prompt.text(for: session, style: .text, colored: true)
                == "recipes main \u{1}\u{1B}[2m\u{2}[Ctrl+K …]\u{1}\u{1B}[22m\u{2} ⟩ ")
        #expect(Prompt.text(for: session, style: .text) == "recipes main [Ctrl+K …] ⟩ ")
    }
}
