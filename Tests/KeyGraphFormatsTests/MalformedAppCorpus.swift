import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// A malformed app file and the exact diagnostics it must produce.
struct MalformedApp: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var expected: String
    var testDescription: String { name }
}

/// The keymap file case 24 refers to.
let badKeymap = SourceFile(
    name: "keymap-bad.keymap", text: #"{"keymap": "K", "bindings": [{"key": "cmd+n", "command": "recipe.nwe"}]}"# + "\n"
)

/// Every case fails to load, and reports located errors with carets and hints.
let malformedApps: [MalformedApp] = [
    MalformedApp(
        name: "01-syntax",
        text: #"""
            {"app": "x",, }
            """#,
        expected: #"""
            01-syntax.json:1:13: error: unexpected ','; expected a quoted key or '}'
            1 | {"app": "x",, }
              |             ^
            """#),
    MalformedApp(
        name: "02-not-object",
        text: #"""
            ["app"]
            """#,
        expected: #"""
            02-not-object.json:1:1: error: an app graph is an object, found an array
            1 | ["app"]
              | ^
            """#),
    MalformedApp(
        name: "03-unknown-member",
        text: #"""
            {"app": "x", "comands": []}
            """#,
        expected: #"""
            03-unknown-member.json:1:14: error: unknown member 'comands' in an app graph
            1 | {"app": "x", "comands": []}
              |              ^^^^^^^^^
            hint: did you mean 'commands'?
            """#),
    MalformedApp(
        name: "04-missing-app",
        text: #"""
            {"commands": []}
            """#,
        expected: #"""
            04-missing-app.json:1:1: error: an app graph needs "app"
            1 | {"commands": []}
              | ^
            hint: add "app": "recipes"
            """#),
    MalformedApp(
        name: "05-no-title",
        text: #"""
            {"app": "x", "commands": [{"id": "a", "effects": []}]}
            """#,
        expected: #"""
            05-no-title.json:1:27: error: a command needs a "title"
            1 | {"app": "x", "commands": [{"id": "a", "effects": []}]}
              |                           ^
            hint: only a standard selector supplies its own title
            """#),
    MalformedApp(
        name: "06-duplicate-command",
        text: #"""
            {"app": "x", "commands": [{"id": "a", "title": "A"}, {"id": "a", "title": "B"}]}
            """#,
        expected: #"""
            06-duplicate-command.json:1:61: error: duplicate command 'a'
            1 | {"app": "x", "commands": [{"id": "a", "title": "A"}, {"id": "a", "title": "B"}]}
              |                                                             ^
            hint: it is first declared at line 1
            """#),
    MalformedApp(
        name: "07-unknown-effect",
        text: #"""
            {"app": "x", "commands": [{"id": "a", "title": "A", "effects": [{"pusj": "Recipe:pie"}]}]}
            """#,
        expected: #"""
            07-unknown-effect.json:1:66: error: unknown effect 'pusj'
            1 | {"app": "x", "commands": [{"id": "a", "title": "A", "effects": [{"pusj": "Recipe:pie"}]}]}
              |                                                                  ^^^^^^
            hint: did you mean 'push'?
            """#),
    MalformedApp(
        name: "08-effect-needs-value",
        text: #"""
            {"app": "x", "commands": [{"id": "a", "title": "A", "effects": ["push"]}]}
            """#,
        expected: #"""
            08-effect-needs-value.json:1:66: error: unknown effect 'push'
            1 | {"app": "x", "commands": [{"id": "a", "title": "A", "effects": ["push"]}]}
              |                                                                  ^^^^
            hint: 'push' takes a value: write {"push": …}
            """#),
    MalformedApp(
        name: "09-unknown-menu-command",
        text: #"""
            {"app": "x", "commands": [{"id": "recipe.new", "title": "New"}],
             "menus": {"menus": [{"title": "Recipe", "items": [{"button": "recipe.neww"}]}]}}
            """#,
        expected: #"""
            09-unknown-menu-command.json:2:64: error: unknown command 'recipe.neww'
            2 |  "menus": {"menus": [{"title": "Recipe", "items": [{"button": "recipe.neww"}]}]}}
              |                                                                ^^^^^^^^^^^
            hint: did you mean 'recipe.new'?
            """#),
    MalformedApp(
        name: "10-destination-without-records",
        text: #"""
            {"app": "x", "records": {"Recipe": [{"id": "pie"}]},
             "destinations": {"Recipe": "RecipeDetail", "Chef": "ChefDetail"}}
            """#,
        expected: #"""
            10-destination-without-records.json:2:45: error: the destination type 'Chef' has no records
            2 |  "destinations": {"Recipe": "RecipeDetail", "Chef": "ChefDetail"}}
              |                                             ^^^^^^
            hint: declare its records under "records"
            """#),
    MalformedApp(
        name: "11-push-undeclared-type",
        text: #"""
            {"app": "x", "records": {"Recipe": [{"id": "pie"}], "Chef": [{"id": "julia"}]},
             "destinations": {"Recipe": "RecipeDetail"},
             "commands": [{"id": "a", "title": "A", "effects": [{"push": "Chef:julia"}]}]}
            """#,
        expected: #"""
            11-push-undeclared-type.json:3:63: error: a push of 'Chef', which has no destination
            3 |  "commands": [{"id": "a", "title": "A", "effects": [{"push": "Chef:julia"}]}]}
              |                                                               ^^^^
            hint: add "Chef" to "destinations"
            """#),
    MalformedApp(
        name: "12-push-unknown-record",
        text: #"""
            {"app": "x", "records": {"Recipe": [{"id": "apple-pie"}]},
             "destinations": {"Recipe": "RecipeDetail"},
             "commands": [{"id": "a", "title": "A", "effects": [{"push": "Recipe:apple-pi"}]}]}
            """#,
        expected: #"""
            12-push-unknown-record.json:3:70: error: there is no record 'Recipe:apple-pi'
            3 |  "commands": [{"id": "a", "title": "A", "effects": [{"push": "Recipe:apple-pi"}]}]}
              |                                                                      ^^^^^^^^
            hint: did you mean 'apple-pie'?
            """#),
    MalformedApp(
        name: "13-cycle",
        text: #"""
            {"app": "x", "commands": [
              {"id": "a", "title": "A", "effects": [{"run": "b"}]},
              {"id": "b", "title": "B", "effects": [{"run": "a"}]}]}
            """#,
        expected: #"""
            13-cycle.json:2:49: error: command cycle: a → b → a
            2 |   {"id": "a", "title": "A", "effects": [{"run": "b"}]},
              |                                                 ^
            hint: a command may not run itself, directly or through others
            """#),
    MalformedApp(
        name: "14-unknown-sheet",
        text: #"""
            {"app": "x", "sheets": [{"name": "NewRecipe", "view": "Form"}],
             "commands": [{"id": "a", "title": "A", "effects": [{"sheet": "NewRecipes"}]}]}
            """#,
        expected: #"""
            14-unknown-sheet.json:2:64: error: unknown sheet 'NewRecipes'
            2 |  "commands": [{"id": "a", "title": "A", "effects": [{"sheet": "NewRecipes"}]}]}
              |                                                                ^^^^^^^^^^
            hint: did you mean 'NewRecipe'?
            """#),
    MalformedApp(
        name: "15-tab-without-tabview",
        text: #"""
            {"app": "x", "commands": [{"id": "a", "title": "A", "effects": [{"tab": "library"}]}]}
            """#,
        expected: #"""
            15-tab-without-tabview.json:1:74: error: the tab 'library' needs a tab view layout
            1 | {"app": "x", "commands": [{"id": "a", "title": "A", "effects": [{"tab": "library"}]}]}
              |                                                                          ^^^^^^^
            """#),
    MalformedApp(
        name: "16-split-one-column",
        text: #"""
            {"app": "x", "records": {"Category": [{"id": "c"}]},
             "layout": {"splitView": [{"name": "sidebar", "context": "Sidebar", "view": "List", "lists": "Category"}]}}
            """#,
        expected: #"""
            16-split-one-column.json:2:26: error: a split view has two or three columns, found 1
            2 |  "layout": {"splitView": [{"name": "sidebar", "context": "Sidebar", "view": "List", "lists": "Category"}]}}
              |                          ^
            """#),
    MalformedApp(
        name: "17-bad-placement",
        text: #"""
            {"app": "x", "menus": {"groups": [{"replacing": "newItems", "items": []}]}}
            """#,
        expected: #"""
            17-bad-placement.json:1:50: error: unknown placement 'newItems'
            1 | {"app": "x", "menus": {"groups": [{"replacing": "newItems", "items": []}]}}
              |                                                  ^^^^^^^^
            hint: did you mean 'newItem'?
            """#),
    MalformedApp(
        name: "18-bad-shortcut",
        text: #"""
            {"app": "x", "commands": [{"id": "a", "title": "A", "shortcut": "cmd+shfit+x"}]}
            """#,
        expected: #"""
            18-bad-shortcut.json:1:70: error: unknown modifier 'shfit'
            1 | {"app": "x", "commands": [{"id": "a", "title": "A", "shortcut": "cmd+shfit+x"}]}
              |                                                                      ^^^^^
            hint: did you mean 'shift'?
            """#),
    MalformedApp(
        name: "19-missing-keymap",
        text: #"""
            {"app": "x", "keymap": "missing.json"}
            """#,
        expected: #"""
            19-missing-keymap.json:1:25: error: cannot read the keymap file 'missing.json'
            1 | {"app": "x", "keymap": "missing.json"}
              |                         ^^^^^^^^^^^^
            hint: the path is relative to the app file
            """#),
    MalformedApp(
        name: "20-bad-columns",
        text: #"""
            {"app": "x", "commands": [{"id": "a", "title": "A", "effects": [{"columns": "detailonly"}]}]}
            """#,
        expected: #"""
            20-bad-columns.json:1:78: error: unknown column visibility 'detailonly'
            1 | {"app": "x", "commands": [{"id": "a", "title": "A", "effects": [{"columns": "detailonly"}]}]}
              |                                                                              ^^^^^^^^^^
            hint: did you mean 'detailOnly'?
            """#),
    MalformedApp(
        name: "21-bad-toolbar-placement",
        text: #"""
            {"app": "x", "commands": [{"id": "a", "title": "A"}],
             "toolbars": [{"target": "*", "content": [{"item": "a", "placement": "primary"}]}]}
            """#,
        expected: #"""
            21-bad-toolbar-placement.json:2:71: error: unknown toolbar placement 'primary'
            2 |  "toolbars": [{"target": "*", "content": [{"item": "a", "placement": "primary"}]}]}
              |                                                                       ^^^^^^^
            hint: expected one of: navigation, topBarLeading, principal, primaryAction, secondaryAction, topBarTrailing, status, cancellationAction, destructiveAction, confirmationAction, bottomBar, keyboard, automatic
            """#),
    MalformedApp(
        name: "22-unknown-menu-item",
        text: #"""
            {"app": "x", "menus": {"menus": [{"title": "M", "items": ["divder"]}]}}
            """#,
        expected: #"""
            22-unknown-menu-item.json:1:60: error: unknown menu item 'divder'
            1 | {"app": "x", "menus": {"menus": [{"title": "M", "items": ["divder"]}]}}
              |                                                            ^^^^^^
            hint: did you mean 'divider'?
            """#),
    MalformedApp(
        name: "23-undo-not-alone",
        text: #"""
            {"app": "x", "commands": [{"id": "a", "title": "A", "effects": ["undo", {"message": "hi"}]}]}
            """#,
        expected: #"""
            23-undo-not-alone.json:1:65: error: 'undo' must be a command's only effect
            1 | {"app": "x", "commands": [{"id": "a", "title": "A", "effects": ["undo", {"message": "hi"}]}]}
              |                                                                 ^
            """#),
    MalformedApp(
        name: "24-keymap-unknown-command",
        text: #"""
            {"app": "x", "commands": [{"id": "recipe.new", "title": "New"}], "keymap": "keymap-bad.keymap"}
            """#,
        expected: #"""
            keymap-bad.keymap:1:59: error: unknown command 'recipe.nwe'
            1 | {"keymap": "K", "bindings": [{"key": "cmd+n", "command": "recipe.nwe"}]}
              |                                                           ^^^^^^^^^^
            hint: did you mean 'recipe.new'?
            """#),
    MalformedApp(
        name: "25-unpublished-focused-value",
        text: #"""
            {"app": "x", "destinations": {"Recipe": {"context": "RecipeDetail", "publishes": ["selectedRecipe"]}},
             "records": {"Recipe": [{"id": "pie"}]},
             "commands": [{"id": "a", "title": "A", "requires": ["selectedRecip"], "effects": [{"toggleField": "isFavorite", "of": "selectedAlbum"}]}]}
            """#,
        expected: #"""
            25-unpublished-focused-value.json:3:55: error: no view publishes the focused value 'selectedRecip'
            3 |  "commands": [{"id": "a", "title": "A", "requires": ["selectedRecip"], "effects": [{"toggleField": "isFavorite", "of": "s…
              |                                                       ^^^^^^^^^^^^^
            hint: did you mean 'selectedRecipe'?
            25-unpublished-focused-value.json:3:121: error: no view publishes the focused value 'selectedAlbum'
            3 | …: "a", "title": "A", "requires": ["selectedRecip"], "effects": [{"toggleField": "isFavorite", "of": "selectedAlbum"}]}]}
              |                                                                                                       ^^^^^^^^^^^^^
            hint: add it to a view's "publishes" or "publishesForScene"
            """#),
]
