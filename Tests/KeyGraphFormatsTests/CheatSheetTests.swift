import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

@Suite("Cheat sheet and binding list")
struct CheatSheetTests {
    /// The demo with apple pie open in the detail column and focus there.
    func demoOnApplePie() throws -> Session {
        var session = try Session(app: DemoApps.recipes)
        _ = session.handle(.apply(.open("recipes://category/desserts/recipe/apple-pie")))
        _ = session.handle(.apply(.focusColumn("detail")))
        return session
    }

    @Test("At launch: menus in menu-bar order, only available commands, the ONE display rule")
    func launch() throws {
        let sheet = try Session(app: DemoApps.recipes).cheatSheet(platform: .macos)
        // Edit and Help have nothing enabled at launch: nothing to undo, no help book.
        #expect(sheet.sections.map(\.title) == ["Recipes", "File", "View", "Go", "Window"])
        let go = try #require(sheet.sections.first { $0.title == "Go" })
        #expect(
            CheatSheet(sections: [go]).text(style: .glyphs) == """
                Go
                  Back        ⌘[
                  Go to Root  ⇧⌘H
                  Breakfast   ⌃K ⌃B
                  Desserts    ⌃K ⌃D
                  Apple Pie   ⌃K ⌃A
                """)
    }

    @Test("With a recipe focused, the Recipe menu's commands appear with their shortcuts")
    func recipeFocused() throws {
        let session = try demoOnApplePie()
        let sheet = session.cheatSheet(platform: .macos)
        let recipe = try #require(sheet.sections.first { $0.title == "Recipe" })
        #expect(
            recipe.entries.map { "\($0.title) \($0.shortcut.formatted(.glyphs))" } == [
                "Toggle Favorite ⌃K ⌃F", "Delete Recipe ⌘⌫",
            ])
        // The same shortcut the menu shows.
        #expect(session.displayedShortcut(for: "recipe.toggleFavorite")?.canonical == "ctrl+k ctrl+f")
        #expect(
            CheatSheet(sections: [recipe]).text(style: .text) == """
                Recipe
                  Toggle Favorite  Ctrl+K Ctrl+F
                  Delete Recipe    Super+Backspace
                """)
    }

    @Test("Bound commands no menu holds go under Other")
    func other() throws {
        let app = try loadApp(
            #"""
            {"app": "x", "commands": [{"id": "a", "title": "Alpha"}, {"id": "b", "title": "Beta"}],
             "menus": {"menus": [{"title": "M", "items": [{"button": "a"}]}]}, "keymap": "k.json"}
            """#,
            keymap: { _ in
                SourceFile(
                    name: "k.json",
                    text:
                        #"{"bindings": [{"key": "ctrl+a", "command": "a"}, {"key": "ctrl+b", "command": "b"}, {"key": "ctrl+x", "command": null}]}"#
                )
            })
        let session = try Session(app: app)
        let sheet = session.cheatSheet(platform: .linux)
        let mine = sheet.sections.filter { $0.title == "M" || $0.title == "Other" }
        #expect(sheet.sections.map(\.title).suffix(4) == ["View", "M", "Window", "Other"])
        #expect(
            CheatSheet(sections: mine).text(style: .text) == """
                M
                  Alpha  Ctrl+A

                Other
                  Beta   Ctrl+B
                """)
        #expect(
            BindingTable.text(for: session) == """
                cmd+h        hide:                   (<menus>)
                alt+cmd+h    hideOtherApplications:  (<menus>)
                cmd+q        terminate:              (<menus>)
                cmd+n        newScene                (<menus>)
                cmd+w        performClose:           (<menus>)
                cmd+z        undo:                   (<menus>)
                shift+cmd+z  redo:                   (<menus>)
                ctrl+cmd+f   toggleFullScreen:       (<menus>)
                cmd+m        performMiniaturize:     (<menus>)
                ctrl+a       a                       (k.json)
                ctrl+b       b                       (k.json)
                ctrl+x       null                    (k.json)
                """)
    }

    @Test("The binding list shows every layer with its when and file")
    func list() throws {
        let lines = BindingTable.text(for: try Session(app: DemoApps.recipes)).split(separator: "\n")
        #expect(lines.count == 20, "10 standard items the system performs, recipe.delete, 9 keymap bindings")
        #expect(
            lines.first
                == "cmd+h          hide:                                                                (<menus>)")
        #expect(
            lines.contains(
                "cmd+backspace  recipe.delete                                                        (<menus>)"))
        #expect(
            lines.contains(
                "ctrl+k ctrl+f  recipe.toggleFavorite   when RecipeDetail && focused.selectedRecipe  (Keymaps/default.json)"
            ))
    }
}
