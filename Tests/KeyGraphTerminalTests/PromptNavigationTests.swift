import KeyGraph
@testable import KeyGraphTerminal
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

@Suite("REPL completion of the navigation verbs")
struct NavigationCompletionTests {
    @Test func completesColumnsValuesTabsAndSheets() throws {
        var session = try Session(app: DemoApp.model)
        _ = session.handle(.perform(command: "go.desserts"))
        let repl = REPL(session: session, style: .glyphs, historyPath: nil)
        #expect(repl.navigationCompletions(after: ["select"]) == ["sidebar", "content"])
        #expect(repl.navigationCompletions(after: ["select", "sidebar"]).first == "Category:breakfast")
        #expect(repl.navigationCompletions(after: ["focus"]) == ["scene", "next", "previous", "sidebar", "content", "detail"])
        #expect(repl.navigationCompletions(after: ["sheet"]) == ["EditRecipe", "NewRecipe"])
        #expect(repl.navigationCompletions(after: ["columns"]) == ["all", "doubleColumn", "detailOnly", "automatic"])
        #expect(repl.navigationCompletions(after: ["open"]) == ["recipes://"])
        let tabs = REPL(session: try Session(app: TabsExample.model), style: .glyphs, historyPath: nil)
        #expect(tabs.navigationCompletions(after: ["tab"]) == ["hide", "show", "listenNow", "library", "radio", "playlists", "search"])
    }

    @Test func completesFocusedFields() throws {
        var session = try Session(app: DemoApp.model)
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        let repl = REPL(session: session, style: .glyphs, historyPath: nil)
        #expect(
            repl.navigationCompletions(after: ["toggle"])
                == ["selectedRecipe.category", "selectedRecipe.chef", "selectedRecipe.isFavorite", "selectedRecipe.related"])
    }
}
