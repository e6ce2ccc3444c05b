import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// Loads `text` as an app file named `app.json`.
func loadApp(_ text: String, keymap: @escaping (String) -> SourceFile? = { _ in nil }) throws(DiagnosticError)
    -> AppModel
{
    try AppFileLoader.load(SourceFile(name: "app.json", text: text), keymap: keymap)
}

/// Expects `text` not to load, with exactly `expected` as its rendered diagnostics.
func expectAppDiagnostics(_ text: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        _ = try loadApp(text)
        Issue.record("the app loaded", sourceLocation: sourceLocation)
    } catch {
        #expect(error.rendered == expected, sourceLocation: sourceLocation)
    }
}

@Suite("App file loader")
struct AppFileLoaderTests {
    @Test("A malformed app gives located errors", arguments: malformedApps)
    func malformed(_ app: MalformedApp) {
        do {
            _ = try AppFileLoader.load(SourceFile(name: app.name + ".json", text: app.text + "\n")) {
                $0 == badKeymap.name ? badKeymap : nil
            }
            Issue.record("\(app.name) loaded")
        } catch {
            #expect(error.rendered == app.expected)
            #expect(error.diagnostics.allSatisfy { $0.position.line >= 1 && $0.position.column >= 1 })
        }
    }

    @Test("Every effect has a JSON spelling")
    func effects() throws {
        let app = try loadApp(
            #"""
            {
              "app": "x",
              "records": {"Recipe": [{"id": "pie"}]},
              "destinations": {"Recipe": {"context": "RecipeDetail", "publishes": ["selectedRecipe"]}},
              "sheets": [{"name": "Edit", "view": "Editor", "item": "Recipe"}],
              "layout": {"splitView": [
                {"name": "sidebar", "context": "Sidebar", "view": "List", "lists": "Recipe"},
                {"name": "detail", "context": "Detail", "view": "RecipeDetail"}]},
              "commands": [
                {"id": "other", "title": "Other"},
                {"id": "all", "title": "All", "effects": [
                  {"push": "Recipe:pie"}, {"pop": 2}, "popToRoot", {"run": "other"}, {"message": "hi"},
                  {"toggleState": "k"}, {"setState": "k", "value": "v"}, {"select": "sidebar", "value": "Recipe:pie"},
                  {"columns": "detailOnly"}, {"width": "compact"},
                  {"sheet": "Edit"}, {"sheet": "Edit", "item": "Recipe:pie"}, {"sheet": "Edit", "itemFrom": "selectedRecipe"},
                  "dismiss", {"answerDismissal": "discard"}, {"answerDismissal": "keep"}, "editSheet", "saveSheet",
                  {"focus": "sidebar"}, {"focus": "next"}, {"focus": "previous"},
                  {"scene": "new"}, {"scene": "new", "id": "second"}, {"scene": "close"}, {"scene": "next"},
                  {"scene": "previous"}, {"focusScene": "main"},
                  {"setField": "isFavorite", "of": "selectedRecipe", "value": true},
                  {"setField": "note", "of": "selectedRecipe", "value": "yum"},
                  {"setField": "related", "of": "selectedRecipe", "value": ["pie"]},
                  {"toggleField": "isFavorite", "of": "selectedRecipe"}, {"open": "recipes://recipe/pie"}
                ]},
                {"id": "undo", "title": "Undo", "effects": ["undo"]},
                {"id": "redo", "title": "Redo", "effects": ["redo"]}
              ]
            }
            """#)
        let pie = PathValue(type: "Recipe", id: "pie")
        #expect(
            app.commands.command(id: "all")?.effects == [
                .push(pie), .pop(2), .popToRoot, .run("other"), .message("hi"), .toggleState("k"), .setState("k", "v"),
                .select(column: "sidebar", value: pie), .columns(.detailOnly), .width(.compact),
                .presentSheet("Edit", item: nil), .presentSheet("Edit", item: pie),
                .presentSheetForFocused("Edit", focused: "selectedRecipe"), .dismiss, .answerDismissal(discard: true),
                .answerDismissal(discard: false), .editSheet, .saveSheet, .focusColumn("sidebar"),
                .moveFocus(forward: true),
                .moveFocus(forward: false), .newScene(nil), .newScene("second"), .closeScene, .focusScene(.next),
                .focusScene(.previous), .focusScene(.id("main")),
                .setField(focused: "selectedRecipe", field: "isFavorite", value: .bool(true)),
                .setField(focused: "selectedRecipe", field: "note", value: .text("yum")),
                .setField(focused: "selectedRecipe", field: "related", value: .list(["pie"])),
                .toggleField(focused: "selectedRecipe", field: "isFavorite"), .open("recipes://recipe/pie"),
            ])
        #expect(app.commands.command(id: "undo")?.effects == [.undo])
        #expect(app.commands.command(id: "redo")?.effects == [.redo])
    }

    @Test("Tab effects name the tab view's tabs")
    func tabEffects() throws {
        let app = try loadApp(
            #"""
            {"app": "x", "layout": {"tabView": [{"id": "a", "root": "A"}, {"id": "b", "title": "B", "root": "B", "hidden": true}]},
             "commands": [{"id": "c", "title": "C", "effects": [{"tab": "a"}, {"showTab": "b"}, {"hideTab": "b"}]}]}
            """#)
        #expect(
            app.commands.command(id: "c")?.effects == [
                .selectTab("a"), .setTabHidden("b", false), .setTabHidden("b", true),
            ])
        #expect(
            app.layout
                == .tabView(
                    TabLayout(tabs: [
                        TabDeclaration(id: "a", title: "a", root: ViewDeclaration(contextName: "A")),
                        TabDeclaration(
                            id: "b", title: "B", isInitiallyHidden: true, root: ViewDeclaration(contextName: "B")),
                    ])))
    }

    @Test("Every menu item kind reads")
    func menuItems() throws {
        let app = try loadApp(
            #"""
            {"app": "x", "commands": [{"id": "a", "title": "A"}, {"id": "copy", "selector": "copy:"}],
             "menus": {"appName": "X", "builtIns": ["InspectorCommands"],
               "groups": [{"before": "help", "items": [{"button": "a", "title": "Ask", "shortcut": "cmd+shift+k"}]},
                          {"after": "pasteboard", "items": [{"standard": "copy:"}]}],
               "menus": [{"title": "M", "items": [
                 {"toggle": "a"}, "divider", {"picker": "Sort", "key": "sort", "options": [{"title": "A"}, {"title": "B", "value": "b"}], "default": "b"},
                 {"menu": "Sub", "icon": "star", "items": [{"button": "a"}]}, {"section": null, "items": []},
                 {"section": "Head", "items": [{"button": "a"}]}, {"system": "Services"}, "windowList"]}]}}
            """#)
        #expect(app.menus.appName == "X")
        #expect(app.menus.builtIns == [.inspector])
        #expect(
            app.menus.groups == [
                CommandGroup(
                    .before, .help,
                    items: [
                        .button(
                            command: "a", title: "Ask", shortcut: KeyboardShortcut("k", modifiers: [.command, .shift]))
                    ]),
                CommandGroup(.after, .pasteboard, items: [.standard(selector: "copy:")]),
            ])
        #expect(
            app.menus.menus == [
                CommandMenu(
                    "M",
                    items: [
                        .toggle(command: "a"), .divider,
                        .picker(
                            MenuPicker(
                                "Sort", key: "sort", options: [.init("A", value: "A"), .init("B", value: "b")],
                                defaultValue: "b")),
                        .menu(title: "Sub", icon: "star", items: [.button(command: "a")]),
                        .section(title: nil, items: []),
                        .section(title: "Head", items: [.button(command: "a")]), .system(title: "Services"),
                        .windowList,
                    ])
            ])
        // A standard selector supplies the title, icon and shortcut not written.
        let copy = try #require(app.commands.command(id: "copy"))
        #expect(copy == Command(id: "copy", selector: "copy:"))
    }

    @Test("Loading is all-or-nothing: every error is reported, in file order")
    func transactional() {
        expectAppDiagnostics(
            #"""
            {"app": "x",
             "commands": [{"id": "a", "title": "A", "effects": [{"run": "zz"}]}],
             "menus": {"menus": [{"title": "M", "items": [{"button": "b"}]}]},
             "color": "red"}
            """#,
            #"""
            app.json:2:62: error: unknown command 'zz'
            2 |  "commands": [{"id": "a", "title": "A", "effects": [{"run": "zz"}]}],
              |                                                              ^^
            hint: did you mean 'a'?
            app.json:3:59: error: unknown command 'b'
            3 |  "menus": {"menus": [{"title": "M", "items": [{"button": "b"}]}]},
              |                                                           ^
            hint: did you mean 'a'?
            app.json:4:2: error: unknown member 'color' in an app graph
            4 |  "color": "red"}
              |  ^^^^^^^
            """#)
    }

    @Test("Layouts: one kind, at least one tab, a detail column that lists nothing")
    func layoutErrors() {
        expectAppDiagnostics(
            #"{"app": "x", "layout": {"splitView": [], "tabView": []}}"#,
            #"""
            app.json:1:24: error: a layout is a "splitView" or a "tabView", not both
            1 | {"app": "x", "layout": {"splitView": [], "tabView": []}}
              |                        ^
            """#)
        expectAppDiagnostics(
            #"{"app": "x", "layout": {"tabView": []}}"#,
            #"""
            app.json:1:36: error: a tab view has at least one tab
            1 | {"app": "x", "layout": {"tabView": []}}
              |                                    ^
            """#)
        expectAppDiagnostics(
            #"{"app": "x", "records": {"C": [{"id": "c"}]}, "layout": {"splitView": [{"name": "s", "context": "S", "view": "V", "lists": "C"}, {"name": "d", "context": "D", "view": "W", "lists": "C"}]}}"#,
            #"""
            app.json:1:182: error: the detail column 'd' lists nothing; remove "lists"
            1 | …: [{"name": "s", "context": "S", "view": "V", "lists": "C"}, {"name": "d", "context": "D", "view": "W", "lists": "C"}]}}
              |                                                                                                                   ^
            """#)
    }

    @Test("A picker's default is one of its options")
    func pickerDefault() {
        expectAppDiagnostics(
            #"{"app": "x", "menus": {"menus": [{"title": "M", "items": [{"picker": "Sort", "key": "s", "options": [{"title": "A"}], "default": "a"}]}]}}"#,
            #"""
            app.json:1:131: error: the default 'a' is not one of the options
            1 | …s": {"menus": [{"title": "M", "items": [{"picker": "Sort", "key": "s", "options": [{"title": "A"}], "default": "a"}]}]}}
              |                                                                                                                  ^
            hint: did you mean 'A'?
            """#)
    }

    @Test("A keymap reference is relative to the app file")
    func keymapPaths() {
        #expect(
            AppFileLoader.path("../Keymaps/default.json", relativeTo: "Apps/recipes.json") == "Keymaps/default.json")
        #expect(AppFileLoader.path("keys.json", relativeTo: "app.json") == "keys.json")
        #expect(AppFileLoader.path("./k/keys.json", relativeTo: "/tmp/a/app.json") == "/tmp/a/k/keys.json")
        #expect(AppFileLoader.path("../../k.json", relativeTo: "a/app.json") == "../k.json")
        #expect(AppFileLoader.path("/etc/k.json", relativeTo: "a/app.json") == "/etc/k.json")
    }

    @Test("Shipped app files load and lint with no warning")
    func shippedFilesLint() throws {
        for path in ["Apps/recipes.json", "Apps/tabs.json", "Apps/notes.json"] {
            let (app, keymapFile) = try loadShippedApp(path)
            let session = try Session(app: app)
            #expect(MenuLint.lint(app, keymaps: session.layers).map(\.rendered) == [], "\(path)")
            if let keymap = keymapFile {
                #expect(try KeymapLoader.load(keymap, commands: app.commands).warnings.map(\.rendered) == [], "\(path)")
            }
        }
    }
}

@Suite("App file loader robustness")
struct AppFileRobustnessTests {
    /// Every error of a damaged file points inside the file.
    func expectLocated(_ text: String, lineCount: Int) {
        do {
            _ = try loadApp(text)
        } catch {
            #expect(!error.diagnostics.isEmpty)
            for d in error.diagnostics {
                #expect(
                    d.position.line >= 1 && d.position.line <= lineCount + 1 && d.position.column >= 1, "\(d.summary)")
            }
        }
    }

    @Test(
        "Truncated and damaged shipped files never trap and report located errors",
        arguments: ["Apps/recipes.json", "Apps/tabs.json", "Apps/notes.json"])
    func damaged(_ path: String) throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        let chars = Array(text)
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for end in stride(from: 0, to: chars.count, by: 37) {
            expectLocated(String(chars[..<end]), lineCount: lineCount)
        }
        for i in stride(from: 0, to: chars.count, by: 53) {
            var damaged = chars
            damaged.remove(at: i)
            expectLocated(String(damaged), lineCount: lineCount)
            damaged = chars
            damaged[i] = chars[i] == "\"" ? "x" : "\""
            expectLocated(String(damaged), lineCount: lineCount)
        }
    }

    @Test("Scene ids are unique")
    func duplicateScenes() {
        expectAppDiagnostics(
            #"{"app": "x", "scenes": ["main", "main"]}"#,
            #"""
            app.json:1:24: error: the scene ids are not unique
            1 | {"app": "x", "scenes": ["main", "main"]}
              |                        ^
            """#)
    }
}

@Suite("The $schema member")
struct SchemaMemberTests {
    @Test("an app file and a keymap file may name their schema; the loaders ignore it")
    func accepted() throws {
        let app = try loadApp(#"{"$schema": "../Schemas/app.schema.json", "app": "a"}"#)
        #expect(app.name == "a")
        let keymap = try KeymapLoader.load(
            SourceFile(
                name: "k.json",
                text:
                    #"{"$schema": "https://example.com/keymap.schema.json", "bindings": [{"key": "a", "command": "x"}]}"#
            )
        ).keymap
        #expect(keymap.bindings.count == 1)
    }

    @Test("an empty $schema is an error in both formats")
    func empty() {
        expectAppDiagnostics(
            #"{"$schema": "", "app": "a"}"#,
            """
            app.json:1:13: error: "$schema" is empty
            1 | {"$schema": "", "app": "a"}
              |             ^
            """)
        #expect(throws: DiagnosticError.self) {
            try KeymapLoader.load(SourceFile(name: "k.json", text: #"{"$schema": "", "bindings": []}"#))
        }
    }
}
