import KeyGraph
import KeyGraphFormats
import Testing

@testable import KeyGraphTerminal

@Suite("The prompt shows the navigation state")
struct PromptNavigationTests {
    @Test func splitViewPathBySelectionTitles() throws {
        var session = try Session(app: DemoApps.recipes)
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.apply(.push(PathValue(type: "Chef", id: "nigella"))))
        #expect(Prompt.text(for: session, style: .glyphs) == "recipes main › Desserts › Apple Pie › Nigella Lawson ⟩ ")
    }

    @Test func theSelectedTabAndASheetShow() throws {
        var session = try Session(app: DemoApps.tabs)
        _ = session.handle(.apply(.selectTab("library")))
        _ = session.handle(.apply(.push(PathValue(type: "Album", id: "blue"))))
        #expect(Prompt.text(for: session, style: .glyphs) == "music main › Library › Blue ⟩ ")
        var recipes = try Session(app: DemoApps.recipes)
        _ = recipes.handle(.apply(.presentSheet("NewRecipe", item: nil)))
        #expect(Prompt.text(for: recipes, style: .glyphs) == "recipes main [sheet NewRecipe] ⟩ ")
    }
}

@Suite("REPL completion of the navigation verbs")
struct NavigationCompletionTests {
    @Test func completesColumnsValuesTabsAndSheets() throws {
        var session = try Session(app: DemoApps.recipes)
        _ = session.handle(.perform(command: "go.desserts"))
        #expect(REPL.completions(before: "select ", word: "", session: session) == ["sidebar", "content"])
        #expect(REPL.completions(before: "select sidebar ", word: "", session: session)?.first == "Category:breakfast")
        #expect(
            REPL.completions(before: "focus ", word: "", session: session) == [
                "scene", "next", "previous", "sidebar", "content", "detail",
            ])
        #expect(
            REPL.completions(before: "sheet ", word: "", session: session) == [
                "EditRecipe", "ImportRecipes", "NewRecipe",
            ])
        #expect(
            REPL.completions(before: "columns ", word: "", session: session) == [
                "all", "doubleColumn", "detailOnly", "automatic",
            ])
        #expect(REPL.completions(before: "open ", word: "", session: session) == ["recipes://"])
        let tabsSession = try Session(app: DemoApps.tabs)
        #expect(
            REPL.completions(before: "tab ", word: "", session: tabsSession) == [
                "hide", "show", "customize", "listenNow", "library", "radio", "profile", "playlists", "favorites",
                "downloads",
                "newPlaylist", "search",
            ])
    }

    @Test func completesFocusedFields() throws {
        var session = try Session(app: DemoApps.recipes)
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        #expect(
            REPL.completions(before: "toggle ", word: "", session: session)
                == [
                    "selectedRecipe.category", "selectedRecipe.chef", "selectedRecipe.isFavorite",
                    "selectedRecipe.related",
                ])
    }
}
