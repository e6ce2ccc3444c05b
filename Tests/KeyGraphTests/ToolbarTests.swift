import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("Toolbars")
struct ToolbarTests {
    @Test("the demo's RecipeDetail toolbar: placements, plates split by a fixed spacer, the hidden item takes no slot")
    func demo() throws {
        #expect(
            try transcript(["run recipe.showApplePie", "toolbar"]) == [
                "→ recipe.showApplePie", "→ go.desserts",
                "Toolbar (RecipeDetail)",
                "  navigation",
                "    ( [chevron.backward] \"Back\" )",
                "  primaryAction",
                "    ( *[plus] \"New Recipe\" )",
                "    ( [star] \"Favorite\" · [square.and.arrow.up] \"Export\" )",
                "    ( [trash] \"Delete\" )",
            ])
    }

    @Test("at the root, the view-independent toolbar only; dimmed items are marked")
    func root() throws {
        #expect(
            try transcript(["toolbar", "toolbar RecipeDetail"]) == [
                "Toolbar (CategoryList)",
                "  navigation",
                "    ( [chevron.backward] \"Back\" )",
                "  primaryAction",
                "    ( *[plus] \"New Recipe\" )",
                "Toolbar (RecipeDetail)",
                "  navigation",
                "    ( [chevron.backward] \"Back\" )",
                "  primaryAction",
                "    ( *[plus] \"New Recipe\" )",
                "    ( [star] \"Favorite\" (dimmed) · [square.and.arrow.up] \"Export\" (dimmed) )",
                "    ( [trash] \"Delete\" (dimmed) )",
            ])
    }

    static func plates(_ content: [ToolbarContent]) throws -> [[String]] {
        let app = lintFixture([
            Command(id: "a", title: "A", effects: [], icon: "a.circle"),
            Command(id: "b", title: "B", effects: [], icon: "b.circle"),
            Command(id: "c", title: "C", effects: [], icon: "c.circle"),
        ]) { $0.toolbars = [Toolbar(target: "NoteList", content: content)] }
        return try Session(app: app).toolbarPlates().map { $0.items.map(\.item.name) }
    }

    @Test("groups without a spacer share a plate; any spacer splits")
    func plates() throws {
        #expect(
            try Self.plates([
                .group(placement: .primaryAction, items: [ToolbarItem("a"), ToolbarItem("b")]),
                .group(placement: .primaryAction, items: [ToolbarItem("c")]),
            ]) == [["a", "b", "c"]])
        #expect(
            try Self.plates([
                .group(placement: .primaryAction, items: [ToolbarItem("a"), ToolbarItem("b")]),
                .spacer(.fixed, placement: .primaryAction),
                .group(placement: .primaryAction, items: [ToolbarItem("c")]),
            ]) == [["a", "b"], ["c"]])
        #expect(
            try Self.plates([
                .item(ToolbarItem("a")), .spacer(.flexible, placement: .automatic), .item(ToolbarItem("b")),
            ]) == [["a"], ["b"]])
    }

    @Test("a hidden item leaves no slot: its neighbours stay on one plate")
    func hiddenItem() throws {
        #expect(
            try Self.plates([
                .group(
                    placement: .primaryAction,
                    items: [ToolbarItem("a"), ToolbarItem("b", isHidden: true), ToolbarItem("c")])
            ]) == [["a", "c"]])
        #expect(try Self.plates([.item(ToolbarItem("a", isHidden: true))]) == [])
    }

    @Test("plates come in placement order; a group's placement applies to its items")
    func placementOrder() throws {
        #expect(
            try Self.plates([
                .item(ToolbarItem("a", placement: .primaryAction)),
                .group(placement: .navigation, items: [ToolbarItem("b", placement: .status)]),
            ]) == [["b"], ["a"]])
    }
}
