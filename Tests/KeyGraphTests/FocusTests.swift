import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("Focus, focused values and key contexts")
struct FocusTests {
    @Test func theFocusPathFollowsNavigationThroughTheColumns() throws {
        var session = try makeSession()
        #expect(session.focusPath == ["App", "Scene", "NavigationSplitView", "Sidebar", "CategoryList"])
        _ = session.handle(.perform(command: "go.desserts"))
        #expect(session.focusPath == ["App", "Scene", "NavigationSplitView", "Content", "RecipeList"])
        _ = session.handle(.apply(.push(v("Recipe:apple-pie"))))
        #expect(
            session.focusPath == ["App", "Scene", "NavigationSplitView", "Detail", "NavigationStack", "RecipeDetail"])
    }

    @Test func focusMovesBetweenVisibleColumns() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        apply(.focusColumn("sidebar"), to: &session)
        #expect(session.keyContext.attributes["column"] == "sidebar")
        apply(.moveFocus(forward: true), to: &session)
        #expect(session.keyContext.attributes["column"] == "content")
        apply(.moveFocus(forward: true), to: &session)
        apply(.moveFocus(forward: true), to: &session)
        #expect(session.keyContext.attributes["column"] == "sidebar", "moving focus wraps around")
        apply(.moveFocus(forward: false), to: &session)
        #expect(session.keyContext.attributes["column"] == "detail")
        // Navigation takes focus to the column that shows it.
        apply(.focusColumn("sidebar"), to: &session)
        _ = session.handle(.apply(.push(v("Chef:julia"))))
        #expect(session.keyContext.attributes["column"] == "detail")
    }

    @Test func focusedValueIsTheNearestPublisherAndSceneValuesAreSeenEverywhere() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        #expect(
            session.focusedValues == [
                "selectedRecipe": v("Recipe:apple-pie"), "selectedCategory": v("Category:desserts"),
            ])
        // A related recipe pushed on the detail stack is the nearest publisher now.
        _ = session.handle(.apply(.push(v("Recipe:chocolate-cake"))))
        #expect(session.focusedValues["selectedRecipe"] == v("Recipe:chocolate-cake"))
        // From the sidebar: the detail's focusedValue is gone, the scene value stays.
        apply(.focusColumn("sidebar"), to: &session)
        #expect(session.focusedValues == ["selectedCategory": v("Category:desserts")])
        #expect(!session.isEnabled("recipe.toggleFavorite"))
        expectFailure(
            .perform(command: "recipe.toggleFavorite"), on: &session,
            "'recipe.toggleFavorite' is disabled: it needs the focused value 'selectedRecipe'")
        // Hiding the content column hides its scene value too.
        apply(.columns(.detailOnly), to: &session)
        #expect(session.focusedValues["selectedCategory"] == nil)
    }

    @Test func commandsRequiringANilValueAreDisabled() throws {
        let session = try makeSession()
        #expect(!session.isEnabled("recipe.toggleFavorite"))
        #expect(!session.isEnabled("recipe.edit"))
        #expect(session.isEnabled("recipe.new"))
    }

    @Test func focusedBindingWritesAreSeenInEveryScene() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        apply(.newScene("second"), to: &session)
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        let events = session.handle(.perform(command: "recipe.toggleFavorite"))
        #expect(messages(events) == ["Toggled favorite"])
        #expect(session.state.record(v("Recipe:apple-pie"))?.fields["isFavorite"] == .bool(true))
        apply(.focusScene(.id("main")), to: &session)
        #expect(session.state.record(v("Recipe:apple-pie"))?.fields["isFavorite"] == .bool(true))
        apply(.toggleField(focused: "selectedRecipe", field: "isFavorite"), to: &session)
        #expect(session.state.record(v("Recipe:apple-pie"))?.fields["isFavorite"] == .bool(false))
    }

    @Test func focusedBindingFailuresChangeNothing() throws {
        var session = try makeSession()
        expectFailure(
            .apply(.toggleField(focused: "selectedRecipe", field: "isFavorite")), on: &session,
            "the focused value 'selectedRecipe' is nil; nothing to toggle")
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        expectFailure(
            .apply(.toggleField(focused: "selectedRecipe", field: "title")), on: &session,
            "Recipe:apple-pie has no field 'title'")
        expectFailure(
            .apply(.toggleField(focused: "selectedRecipe", field: "category")), on: &session,
            "Recipe:apple-pie.category is not a boolean")
        expectFailure(
            .apply(.setField(focused: "selectedRecipe", field: "isFavorite", value: .text("maybe"))), on: &session,
            "Recipe:apple-pie.isFavorite is a boolean: write true or false, not 'maybe'")
        apply(.setField(focused: "selectedRecipe", field: "isFavorite", value: .bool(true)), to: &session)
        #expect(session.state.record(v("Recipe:apple-pie"))?.fields["isFavorite"] == .bool(true))
    }

    @Test func keyContextsCarryIdentifiersWithDepthsAndAttributes() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        let context = session.keyContext
        #expect(context.identifiers["App"] == 0)
        #expect(context.identifiers["NavigationSplitView"] == 2)
        #expect(context.identifiers["Detail"] == 3)
        #expect(context.identifiers["RecipeDetail"] == 5)
        #expect(context.identifiers["focused.selectedRecipe"] == 5)
        #expect(context.identifiers["focused.selectedCategory"] == 5)
        #expect(context.attributes["scene"] == "main")
        #expect(context.attributes["column"] == "detail")
        #expect(context.attributes["view"] == "RecipeDetail")
        #expect(context.attributes["columns"] == "automatic")
        #expect(context.attributes["width"] == "regular")
        #expect(context.attributes["platform"] == "macos")
        #expect(context.attributes["app"] == "recipes")
        #expect(
            try WhenClause(parsing: "RecipeDetail && focused.selectedRecipe && column == detail").evaluate(in: context)
                == 5)
    }

    @Test func theSheetShowsInTheContext() throws {
        var session = try makeSession()
        apply(.presentSheet("NewRecipe", item: nil), to: &session)
        let context = session.keyContext
        #expect(context.identifiers["Sheet"] == 2)
        #expect(context.identifiers["NewRecipeForm"] == 3)
        #expect(context.attributes["sheet"] == "NewRecipe")
        #expect(context.attributes["column"] == nil)
    }

    @Test func shortcutsFollowTheFocus() throws {
        var session = try makeSession()
        let ctrlK = try KeyNotation.parseChord("ctrl+k", column: 1)
        let ctrlF = try KeyNotation.parseChord("ctrl+f", column: 1)
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.key(ctrlK))
        let fired = session.handle(.key(ctrlF))
        #expect(fired.first == .fired(command: "recipe.toggleFavorite", keys: KeySequence([ctrlK, ctrlF])))
        apply(.focusColumn("sidebar"), to: &session)
        _ = session.handle(.key(ctrlK))
        let unbound = session.handle(.key(ctrlF))
        #expect(!unbound.contains { if case .fired = $0 { true } else { false } })
    }
}
