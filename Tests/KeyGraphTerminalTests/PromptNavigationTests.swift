import KeyGraph
import KeyGraphTerminal
import Testing

@Suite("The prompt shows the navigation state")
struct PromptNavigationTests {
    @Test func splitViewPathBySelectionTitles() throws {
        var session = try Session(app: DemoApp.model)
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.push(PathValue(type: "Chef", id: "nigella")))
        #expect(Prompt.text(for: session, style: .glyphs) == "recipes main › Desserts › Apple Pie › Nigella Lawson ⟩ ")
    }

    @Test func theSelectedTabAndASheetShow() throws {
        var session = try Session(app: TabsExample.model)
        _ = session.handle(.apply(.selectTab("library")))
        _ = session.handle(.push(PathValue(type: "Album", id: "blue")))
        #expect(Prompt.text(for: session, style: .glyphs) == "music main › Library › Blue ⟩ ")
        var recipes = try Session(app: DemoApp.model)
        _ = recipes.handle(.apply(.presentSheet("NewRecipe", item: nil)))
        #expect(Prompt.text(for: recipes, style: .glyphs) == "recipes main [sheet NewRecipe] ⟩ ")
    }
}
