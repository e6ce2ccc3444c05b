import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("Context menus")
struct ContextMenuTests {
    @Test("opened on a value: its view's focused values enable the items; no shortcuts; destructive last")
    func onValue() throws {
        #expect(
            try transcript(["context Recipe:lasagna"]) == [
                "RecipeRow (Recipe:lasagna)",
                "    [star] Toggle Favorite",
                "    [square.and.arrow.up] Export Recipe…",
                "    ────",
                "    [trash] Delete Recipe",
            ])
    }

    @Test("unavailable items are hidden, not dimmed")
    func hidden() throws {
        #expect(
            try transcript(["context RecipeRow", "context CategoryRow"]) == [
                "RecipeRow", "  (no available items)",
                "CategoryRow", "    [plus] New Recipe…", "    [square.and.arrow.down] Import Recipes…",
            ])
    }

    @Test("performing an item acts on the menu's value, not the focused one")
    func perform() throws {
        var session = try Session(app: Demo.recipes)
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        let events = session.performContextItem("Toggle Favorite", of: "Recipe:lasagna")
        #expect(events == [.fired(command: "recipe.toggleFavorite", keys: nil), .message("Toggled favorite")])
        #expect(session.state.record(PathValue(type: "Recipe", id: "lasagna"))?.fields["isFavorite"] == .bool(true))
        #expect(session.state.record(PathValue(type: "Recipe", id: "apple-pie"))?.fields["isFavorite"] == .bool(false))
        #expect(session.focusedValues["selectedRecipe"] == PathValue(type: "Recipe", id: "apple-pie"))
        #expect(try session.contextMenu(for: "Recipe:lasagna").entries.first?.isChecked == true)
        #expect(try session.contextMenu(for: "Recipe:apple-pie").entries.first?.isChecked == false)
    }

    @Test("bad targets and items are reported with hints")
    func errors() throws {
        #expect(
            try transcript([
                "context RecipeRw", "context Chef:gordon", "context Recipe:nope",
                "context Recipe:lasagna \"Toggle Favourite\"",
            ]) == [
                "error: no context menu for 'RecipeRw' (did you mean 'RecipeRow'?)",
                "error: no context menu for Chef values",
                "error: no Recipe with id 'nope'",
                "error: no item 'Toggle Favourite' in 'RecipeRow' (did you mean 'Toggle Favorite'?)",
            ])
    }

    @Test("destructive items move last, dividers tidied")
    func destructiveLast() {
        let delete = MenuEntry(kind: .button, title: "Delete", role: .destructive)
        let pin = MenuEntry(kind: .button, title: "Pin")
        let share = MenuEntry(kind: .button, title: "Share")
        let ordered = Session.destructiveLast([delete, .divider, pin, share, .divider])
        #expect(ordered.map(\.title) == ["Pin", "Share", "", "Delete"])
        #expect(ordered[2].kind == .divider)
        #expect(Session.destructiveLast([pin, share]) == [pin, share])
    }
}
