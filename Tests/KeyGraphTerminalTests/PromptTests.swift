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

    @Test("a record a command inserted is named by its title, not its id")
    func insertedRecordByTitle() throws {
        var session = try Session(app: DemoApps.notes)
        let events = session.handle(.perform(command: "note.new"))
        #expect(events.contains(.message(#"Inserted Note:note-1 "New Note""#)))
        let prompt = Prompt.text(for: session, style: .text)
        #expect(prompt.contains("New Note"), "\(prompt)")
        #expect(!prompt.contains("note-1"), "\(prompt)")
        #expect(session.title(of: PathValue(type: "Note", id: "note-1")) == "New Note")
        #expect(session.title(of: PathValue(type: "Note", id: "welcome")) == "Welcome")
        #expect(session.title(of: PathValue(type: "Note", id: "nowhere")) == "nowhere")
    }
}
