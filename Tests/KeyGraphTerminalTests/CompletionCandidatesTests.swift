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

    @Test("file names (nil) where nothing of KeyGraph's applies")
    func fileNames() {
        #expect(REPL.completions(before: "load keymap ", word: "Key", session: session) == nil)
        #expect(REPL.completions(before: "load app ", word: "Apps/", session: session) == nil)
        #expect(REPL.completions(before: "state save ", word: "", session: session) == nil)
        #expect(REPL.completions(before: "echo ", word: "./", session: session) == nil)
        #expect(REPL.completions(before: "run go.desserts ", word: "", session: session) == nil)
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
