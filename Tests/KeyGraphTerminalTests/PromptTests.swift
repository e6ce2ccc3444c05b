import KeyGraph
import KeyGraphFormats
import Testing

@testable import KeyGraphTerminal

@Suite("Prompt")
struct PromptTests {
    @Test("the prompt shows app, scene, the path by title and a pending chord")
    func prompt() throws {
        var session = try Session(app: DemoApps.recipes)
        #expect(Prompt.text(for: session, style: .glyphs) == "recipes main ⟩ ")
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        #expect(Prompt.text(for: session, style: .glyphs) == "recipes main › Desserts › Apple Pie ⟩ ")
        _ = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+k")))
        #expect(Prompt.text(for: session, style: .glyphs) == "recipes main › Desserts › Apple Pie [⌃K …] ⟩ ")
        #expect(Prompt.text(for: session, style: .text) == "recipes main › Desserts › Apple Pie [Ctrl+K …] ⟩ ")
    }
}
