import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("Navigation: stacks, split views, tabs, sheets, scenes")
struct NavigationTests {
    // MARK: - Split view (the Recipes demo)

    @Test func pushesSelectColumnsThenGoOnTheDetailStack() throws {
        var session = try makeSession()
        _ = session.handle(.apply(.push(v("Category:desserts"))))
        _ = session.handle(.apply(.push(v("Recipe:apple-pie"))))
        _ = session.handle(.apply(.push(v("Chef:nigella"))))
        let split = try #require(session.state.focusedScene.split)
        #expect(split.selections == [v("Category:desserts"), v("Recipe:apple-pie")])
        #expect(split.detailPath == [v("Chef:nigella")])
        #expect(session.state.focusedScene.path == [v("Category:desserts"), v("Recipe:apple-pie"), v("Chef:nigella")])
    }

    @Test func popToRootClearsTheWholeStack() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.apply(.push(v("Recipe:chocolate-cake"))))
        #expect(session.state.focusedScene.path.count == 3)
        _ = session.handle(.perform(command: "navigation.root"))
        #expect(session.state.focusedScene.path.isEmpty)
        #expect(session.state.focusedScene.split?.selections == [])
        #expect(session.state.focusedScene.split?.detailPath == [])
    }

    @Test func popRemovesTheDetailStackThenSelections() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.apply(.push(v("Chef:nigella"))))
        _ = session.handle(.apply(.pop(2)))
        #expect(session.state.focusedScene.path == [v("Category:desserts")])
        expectFailure(.apply(.pop(2)), on: &session, "cannot pop 2: the path holds only 1")
        _ = session.handle(.apply(.pop(1)))
        expectFailure(.apply(.pop(1)), on: &session, "the path is already at its root")
    }

    @Test func pushOfAnUnregisteredTypeChangesNothingAndSaysSo() throws {
        var session = try makeSession()
        expectFailure(
            .apply(.push(v("Movie:x"))), on: &session,
            "no navigationDestination for type 'Movie'; the push does nothing")
        expectFailure(
            .apply(.push(v("Categroy:drinks"))), on: &session,
            "no navigationDestination for type 'Categroy' (did you mean 'Category'?); the push does nothing")
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        expectFailure(.apply(.push(v("Chef:nobody"))), on: &session, "no Chef with id 'nobody'")
        expectFailure(
            .apply(.push(v("Chef:nigela"))), on: &session, "no Chef with id 'nigela' (did you mean 'nigella'?)")
    }

    @Test("a push of an earlier column's type selects it there, as a click in the sidebar does")
    func pushReselectsAnEarlierColumn() throws {
        var session = try makeSession()
        _ = session.handle(.apply(.push(v("Category:desserts"))))
        _ = session.handle(.apply(.push(v("Category:mains"))))
        #expect(session.state.focusedScene.path == [v("Category:mains")])
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.apply(.push(v("Chef:nigella"))))
        // The detail stack has no place for a Category: the sidebar takes it, and the rest goes.
        _ = session.handle(.apply(.push(v("Category:drinks"))))
        #expect(session.state.focusedScene.path == [v("Category:drinks")])
        // A Recipe has a place on the detail stack: it goes there, as before.
        _ = session.handle(.apply(.push(v("Recipe:lemonade"))))
        _ = session.handle(.apply(.push(v("Recipe:lasagna"))))
        #expect(session.state.focusedScene.path == [v("Category:drinks"), v("Recipe:lemonade"), v("Recipe:lasagna")])
    }

    @Test func pushOutOfColumnOrderSaysWhatToSelectFirst() throws {
        var session = try makeSession()
        expectFailure(
            .apply(.push(v("Recipe:apple-pie"))), on: &session,
            "cannot push Recipe:apple-pie yet: select a Category in the sidebar column first")
    }

    @Test("a push of a value that names no record says so before anything else")
    func pushOfAMissingRecordNamesItFirst() throws {
        var session = try makeSession()
        expectFailure(.apply(.push(v("Recipe:nope"))), on: &session, "no Recipe with id 'nope'")
        expectFailure(
            .apply(.push(v("Recipe:apple-pi"))), on: &session,
            "no Recipe with id 'apple-pi' (did you mean 'apple-pie'?)")
        _ = session.handle(.apply(.presentSheet("NewRecipe", item: nil)))
        expectFailure(.apply(.push(v("Category:nope"))), on: &session, "no Category with id 'nope'")
    }

    @Test func selectChecksTheColumnAndItsList() throws {
        var session = try makeSession()
        expectFailure(
            .apply(.select(column: "content", value: v("Recipe:apple-pie"))), on: &session,
            "select a Category in the sidebar column first")
        expectFailure(
            .apply(.select(column: "sidebar", value: v("Recipe:apple-pie"))), on: &session,
            "the sidebar column lists Category, not Recipe")
        expectFailure(
            .apply(.select(column: "middle", value: v("Recipe:apple-pie"))), on: &session,
            "no column 'middle' (columns: sidebar, content, detail)")
        expectFailure(
            .apply(.select(column: "detail", value: v("Recipe:apple-pie"))), on: &session,
            "the detail column has no selection; push onto its stack instead")
        apply(.select(column: "sidebar", value: v("Category:breakfast")), to: &session)
        expectFailure(
            .apply(.select(column: "content", value: v("Recipe:apple-pie"))), on: &session,
            "Recipe:apple-pie is not in the content column's list for Category:breakfast")
        #expect(failures(apply(.select(column: "content", value: v("Recipe:pancakes")), to: &session)).isEmpty)
        #expect(session.state.focusedScene.path == [v("Category:breakfast"), v("Recipe:pancakes")])
    }

    @Test func selectingAnotherSidebarRowClearsDeeperColumns() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.apply(.push(v("Chef:nigella"))))
        apply(.select(column: "sidebar", value: v("Category:desserts")), to: &session)
        #expect(session.state.focusedScene.path.count == 3, "reselecting the selected row keeps deeper state")
        apply(.select(column: "sidebar", value: v("Category:drinks")), to: &session)
        #expect(session.state.focusedScene.path == [v("Category:drinks")])
    }

    @Test func compactWidthCollapsesIntoOneStackAndBackWithoutLosingState() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.apply(.push(v("Chef:nigella"))))
        let regular = session.state.focusedScene
        #expect(
            session.focusPath == ["App", "Scene", "NavigationSplitView", "Detail", "NavigationStack", "ChefDetail"])

        apply(.width(.compact), to: &session)
        #expect(session.focusPath == ["App", "Scene", "NavigationSplitView", "NavigationStack", "ChefDetail"])
        #expect(session.state.focusedScene.path == [v("Category:desserts"), v("Recipe:apple-pie"), v("Chef:nigella")])
        // In compact width a selection is a push, and back is a pop.
        _ = session.handle(.apply(.pop(1)))
        #expect(session.focusPath.last == "RecipeDetail")
        _ = session.handle(.apply(.pop(1)))
        #expect(session.focusPath.last == "RecipeList")
        #expect(session.keyContext.attributes["column"] == "content")
        _ = session.handle(.apply(.push(v("Recipe:chocolate-cake"))))
        #expect(session.state.focusedScene.split?.selections == [v("Category:desserts"), v("Recipe:chocolate-cake")])
        _ = session.handle(.apply(.push(v("Chef:nigella"))))

        apply(.width(.regular), to: &session)
        #expect(session.state.focusedScene.split?.width == .regular)
        #expect(session.state.focusedScene.path.count == regular.path.count)
        #expect(
            session.focusPath == ["App", "Scene", "NavigationSplitView", "Detail", "NavigationStack", "ChefDetail"])
    }

    @Test func columnVisibilityHidesColumnsAndMovesFocus() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "go.desserts"))
        #expect(session.keyContext.attributes["column"] == "content")
        apply(.columns(.detailOnly), to: &session)
        #expect(session.keyContext.attributes["column"] == "detail")
        #expect(session.keyContext.attributes["columns"] == "detailOnly")
        expectFailure(
            .apply(.focusColumn("sidebar")), on: &session, "the sidebar column is hidden (columns == detailOnly)")
        expectFailure(.apply(.moveFocus(forward: true)), on: &session, "only the detail column is visible")
        apply(.columns(.doubleColumn), to: &session)
        #expect(session.state.focusedScene.split?.visibleColumns == [1, 2])
        apply(.columns(.all), to: &session)
        #expect(session.state.focusedScene.split?.visibleColumns == [0, 1, 2])
    }

    // MARK: - Tabs

    @Test func switchingTabsKeepsEachTabsStack() throws {
        var session = try makeSession(Demo.tabs)
        #expect(session.state.focusedScene.tabs?.selected == "listenNow")
        _ = session.handle(.apply(.push(v("Album:blue"))))
        apply(.selectTab("library"), to: &session)
        #expect(session.state.focusedScene.path == [])
        _ = session.handle(.apply(.push(v("Artist:miles"))))
        _ = session.handle(.apply(.push(v("Album:kind-of-blue"))))
        apply(.selectTab("listenNow"), to: &session)
        #expect(session.state.focusedScene.path == [v("Album:blue")])
        apply(.selectTab("library"), to: &session)
        #expect(session.state.focusedScene.path == [v("Artist:miles"), v("Album:kind-of-blue")])
        #expect(session.focusPath == ["App", "Scene", "TabView", "Tab", "NavigationStack", "AlbumDetail"])
        #expect(session.keyContext.attributes["tab"] == "library")
    }

    @Test func hiddenTabsKeepTheirStateAndCannotBeSelected() throws {
        var session = try makeSession(Demo.tabs)
        expectFailure(.apply(.selectTab("radio")), on: &session, "the tab 'radio' is hidden")
        expectFailure(
            .apply(.selectTab("tv")), on: &session,
            "no tab 'tv' (tabs: listenNow, library, radio, profile, playlists, favorites, downloads, newPlaylist, search)"
        )
        apply(.setTabHidden("radio", false), to: &session)
        apply(.selectTab("radio"), to: &session)
        _ = session.handle(.apply(.push(v("Album:abbey-road"))))
        apply(.setTabHidden("radio", true), to: &session)
        #expect(
            session.state.focusedScene.tabs?.selected == "listenNow",
            "hiding the selected tab selects the first visible one")
        apply(.setTabHidden("radio", false), to: &session)
        apply(.selectTab("radio"), to: &session)
        #expect(session.state.focusedScene.path == [v("Album:abbey-road")])
    }

    @Test func searchTabAndTabSectionShowInTheContext() throws {
        var session = try makeSession(Demo.tabs)
        apply(.selectTab("search"), to: &session)
        #expect(session.focusPath == ["App", "Scene", "TabView", "SearchTab", "NavigationStack", "SearchView"])
        apply(.selectTab("playlists"), to: &session)
        #expect(session.keyContext.attributes["tabSection"] == "Collections")
        expectFailure(.apply(.columns(.all)), on: &session, "the scene 'main' has no NavigationSplitView")
    }

    @Test func popToRootInATabClearsOnlyThatTab() throws {
        var session = try makeSession(Demo.tabs)
        _ = session.handle(.apply(.push(v("Album:blue"))))
        apply(.selectTab("library"), to: &session)
        _ = session.handle(.apply(.push(v("Artist:joni"))))
        _ = session.handle(.perform(command: "navigation.root"))
        #expect(session.state.focusedScene.path == [])
        #expect(session.state.focusedScene.tabs?.paths["listenNow"] == [v("Album:blue")])
    }

    // MARK: - Sheets

    @Test func sheetsTakeFocusAndAreDismissedByTheirOwnCommands() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.perform(command: "recipe.edit"))
        #expect(session.state.focusedScene.sheet == SheetState(name: "EditRecipe", item: v("Recipe:apple-pie")))
        #expect(session.focusPath == ["App", "Scene", "Sheet", "RecipeEditor"])
        #expect(session.focusedValues["editedRecipe"] == v("Recipe:apple-pie"))
        #expect(session.focusedValues["selectedRecipe"] == nil, "the detail view is not on the focus path")
        #expect(!session.isEnabled("recipe.toggleFavorite"))
        let events = session.handle(.perform(command: "sheet.cancel"))
        #expect(messages(events) == ["Dismissed 'EditRecipe'"])
        #expect(session.state.focusedScene.sheet == nil)
        #expect(session.isEnabled("recipe.toggleFavorite"))
    }

    @Test func aSheetWithUnsavedChangesAsksBeforeDismissal() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.compose"))
        _ = session.handle(.perform(command: "sheet.change"))
        let asked = session.handle(.perform(command: "sheet.cancel"))
        #expect(
            messages(asked) == ["'NewRecipe' has unsaved changes. Discard them? (dismiss discard, or dismiss keep)"])
        #expect(session.state.focusedScene.sheet?.isConfirmingDismissal == true)
        #expect(session.focusPath.last == "ConfirmationDialog")
        expectFailure(
            .apply(.dismiss), on: &session,
            "the sheet 'NewRecipe' is waiting for an answer: dismiss discard, or dismiss keep")
        #expect(messages(apply(.answerDismissal(discard: false), to: &session)) == ["Kept editing 'NewRecipe'"])
        #expect(session.state.focusedScene.sheet?.hasUnsavedChanges == true)
        apply(.dismiss, to: &session)
        #expect(
            messages(apply(.answerDismissal(discard: true), to: &session)) == [
                "Discarded the changes; dismissed 'NewRecipe'"
            ])
        #expect(session.state.focusedScene.sheet == nil)
        expectFailure(.apply(.answerDismissal(discard: true)), on: &session, "no sheet is presented")
    }

    @Test func sheetItemsAreChecked() throws {
        var session = try makeSession()
        expectFailure(
            .apply(.presentSheet("EditRecipe", item: nil)), on: &session,
            "the sheet 'EditRecipe' needs a Recipe item (sheet EditRecipe Recipe:ID)")
        expectFailure(
            .apply(.presentSheet("EditRecipe", item: v("Chef:julia"))), on: &session,
            "the sheet 'EditRecipe' shows a Recipe, not Chef")
        expectFailure(
            .apply(.presentSheet("NewRecipe", item: v("Recipe:lasagna"))), on: &session,
            "the sheet 'NewRecipe' takes no item")
        expectFailure(
            .apply(.presentSheet("Nope", item: nil)), on: &session,
            "no sheet named 'Nope' (sheets: EditRecipe, ImportRecipes, NewRecipe)")
        expectFailure(
            .perform(command: "recipe.edit"), on: &session,
            "'recipe.edit' is disabled: it needs the focused value 'selectedRecipe'")
        apply(.presentSheet("NewRecipe", item: nil), to: &session)
        expectFailure(
            .apply(.presentSheet("NewRecipe", item: nil)), on: &session,
            "the sheet 'NewRecipe' is already presented; dismiss it first")
        expectFailure(
            .apply(.push(v("Category:desserts"))), on: &session,
            "cannot push while the sheet 'NewRecipe' is presented; dismiss it first")
        #expect(messages(session.handle(.perform(command: "sheet.save"))) == ["Saved 'NewRecipe'"])
    }

    // MARK: - Scenes

    @Test func scenesOpenCloseAndTakeFocus() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "go.desserts"))
        #expect(messages(apply(.newScene(nil), to: &session)) == ["Opened scene 'scene2'"])
        #expect(session.state.focusedScene.id == "scene2")
        #expect(session.state.focusedScene.path == [], "a new scene starts at its root")
        _ = session.handle(.perform(command: "go.breakfast"))
        apply(.focusScene(.next), to: &session)
        #expect(session.state.focusedScene.id == "main")
        #expect(session.state.focusedScene.path == [v("Category:desserts")])
        apply(.focusScene(.previous), to: &session)
        #expect(session.state.focusedScene.id == "scene2")
        expectFailure(.apply(.focusScene(.id("nope"))), on: &session, "no scene 'nope' (scenes: main, scene2)")
        expectFailure(.apply(.newScene("main")), on: &session, "a scene named 'main' already exists")
        #expect(messages(apply(.closeScene, to: &session)) == ["Closed scene 'scene2'"])
        #expect(session.state.focusedScene.id == "main")
        // The demo keeps running with no window once its last one closes.
        #expect(messages(apply(.closeScene, to: &session)) == ["Closed scene 'main'; no window is open"])
        #expect(session.state.scenes.isEmpty)
    }

    @Test func commandsActOnTheFocusedScene() throws {
        var session = try makeSession()
        apply(.newScene("second"), to: &session)
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        apply(.focusScene(.id("main")), to: &session)
        #expect(session.state.focusedScene.path == [])
        #expect(session.state.scenes[1].path == [v("Category:desserts"), v("Recipe:apple-pie")])
    }

    // MARK: - Plain stack

    @Test func aStackLayoutPushesAndPops() throws {
        var app = Demo.recipes
        app.layout = .stack
        app.destinations["Category"] = ViewDeclaration(contextName: "RecipeList")
        var session = try makeSession(app)
        _ = session.handle(.apply(.push(v("Category:desserts"))))
        _ = session.handle(.apply(.push(v("Recipe:apple-pie"))))
        #expect(session.focusPath == ["App", "Scene", "NavigationStack", "RecipeDetail"])
        #expect(session.state.focusedScene.stack == [v("Category:desserts"), v("Recipe:apple-pie")])
        _ = session.handle(.apply(.popToRoot))
        #expect(session.state.focusedScene.stack == [])
        expectFailure(.apply(.selectTab("x")), on: &session, "the scene 'main' has no TabView")
    }
}

@Suite("A two-column split view")
struct TwoColumnSplitTests {
    static var app: AppModel {
        var app = Demo.recipes
        app.layout = .splitView(
            SplitLayout(columns: [
                SplitColumn(
                    name: "sidebar", contextName: "Sidebar", view: ViewDeclaration(contextName: "CategoryList"),
                    lists: "Category"),
                SplitColumn(
                    name: "detail", contextName: "Detail",
                    view: ViewDeclaration(contextName: "RecipeGrid", publishes: ["selectedCategory"])),
            ]))
        return app
    }

    @Test func theDetailStackFollowsTheSidebarSelection() throws {
        var session = try makeSession(Self.app)
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        #expect(session.state.focusedScene.split?.selections == [v("Category:desserts")])
        #expect(session.state.focusedScene.split?.detailPath == [v("Recipe:apple-pie")])
        #expect(
            session.focusPath == ["App", "Scene", "NavigationSplitView", "Detail", "NavigationStack", "RecipeDetail"])
        _ = session.handle(.apply(.pop(1)))
        #expect(session.focusPath.last == "RecipeGrid")
        #expect(session.focusedValues["selectedCategory"] == v("Category:desserts"))
        apply(.columns(.doubleColumn), to: &session)
        #expect(session.state.focusedScene.split?.visibleColumns == [0, 1])
        apply(.focusColumn("sidebar"), to: &session)
        #expect(session.keyContext.attributes["column"] == "sidebar")
        #expect(session.focusedValues["selectedCategory"] == nil)
    }

    @Test func declaredContextNamesCoverEveryFocusPath() {
        let names = Demo.recipes.declaredContextNames
        for name in [
            "Sidebar", "Content", "Detail", "RecipeDetail", "ChefDetail", "Sheet", "NewRecipeForm",
            "ConfirmationDialog",
        ] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(Demo.tabs.declaredContextNames.isSuperset(of: ["TabView", "Tab", "SearchTab", "SearchView"]))
        #expect(
            Demo.recipes.declaredFocusedValues == [
                "selectedRecipe", "selectedCategory", "selectedChef", "editedRecipe",
            ])
    }
}
