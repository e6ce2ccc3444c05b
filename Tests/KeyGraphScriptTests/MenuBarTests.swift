import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats
@testable import KeyGraphScript

@Suite("Menu bar")
struct MenuBarTests {
    static func demo() throws -> Session { try Session(app: DemoApps.recipes) }

    @Test("the demo's whole menu bar on macOS, at the root (snapshot)")
    func demoMacOS() throws {
        let session = try Self.demo()
        expectSnapshot(MenuRenderer().text(session.menuBar(platform: .macos)), named: "demo-menubar-macos.txt")
    }

    @Test("the demo's menu bar on macOS with a recipe focused (snapshot)")
    func demoFocused() throws {
        var session = try Self.demo()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.perform(command: "recipe.toggleFavorite"))
        expectSnapshot(MenuRenderer().text(session.menuBar(platform: .macos)), named: "demo-menubar-macos-recipe.txt")
    }

    @Test("the demo's menu bar on iPadOS and Linux (snapshots)")
    func demoOtherPlatforms() throws {
        let session = try Self.demo()
        expectSnapshot(MenuRenderer().text(session.menuBar(platform: .ipados)), named: "demo-menubar-ipados.txt")
        expectSnapshot(
            MenuRenderer(style: .text, showsIcons: false).text(session.menuBar(platform: .linux)),
            named: "demo-menubar-linux.txt")
    }

    @Test("the demo's menu bar as JSON (snapshot)")
    func demoJSON() throws {
        let session = try Self.demo()
        expectSnapshot(MenuRenderer().json(session.menuBar(platform: .macos)).text, named: "demo-menubar-macos.json")
    }
}

@Suite("Menu structure")
struct MenuStructureTests {
    static func app(_ configure: (inout AppModel) -> Void) -> AppModel {
        lintFixture(
            [
                Command(id: "a", title: "Alpha", effects: [.message("alpha")]),
                Command(id: "b", title: "Beta", effects: [.message("beta")]),
                Command(id: "c", title: "Gamma", requires: ["selectedNote"], effects: []),
            ], configure: configure)
    }

    static func titles(_ app: AppModel, _ platform: TargetPlatform = .macos) throws -> [String] {
        try Session(app: app).menuBar(platform: platform).menus.map(\.title)
    }

    static func menu(_ app: AppModel, _ title: String, _ platform: TargetPlatform = .macos) throws -> String {
        let bar = try Session(app: app).menuBar(platform: platform)
        return MenuRenderer(showsIcons: false).text(try #require(bar.menu(titled: title)))
    }

    @Test("menu order: App, File, Edit, Format, View, CommandMenus in order, Window, Help; Format dropped when empty")
    func order() throws {
        let app = Self.app {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandMenu("Zeta") { MenuButton(command: "a") }
                CommandMenu("Alpha") { MenuButton(command: "b") }
            }
        }
        #expect(try Self.titles(app) == ["Notes", "File", "Edit", "View", "Zeta", "Alpha", "Window", "Help"])
        var withFormat = app
        withFormat.menus.builtIns = [.textFormatting]
        #expect(
            try Self.titles(withFormat) == [
                "Notes", "File", "Edit", "Format", "View", "Zeta", "Alpha", "Window", "Help",
            ])
    }

    @Test("an empty CommandMenu and emptied standard menus are dropped; View always shows")
    func emptyMenus() throws {
        let app = Self.app {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandMenu("Nothing") {}
                CommandGroup(replacing: .help) {}
                CommandGroup(replacing: .sidebar) {}
            }
        }
        #expect(try Self.titles(app) == ["Notes", "File", "Edit", "View", "Window"])
        #expect(try Self.menu(app, "View") == "View")
    }

    @Test("replacing, before and after around a placement, groups split by dividers")
    func groups() throws {
        let app = Self.app {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandGroup(after: .newItem) { MenuButton(command: "b") }
                CommandGroup(replacing: .newItem) { MenuButton(command: "a").keyboardShortcut("n") }
                CommandGroup(before: .newItem) { MenuButton("Gamma…", command: "c") }
                CommandGroup(replacing: .saveItem) {}
                CommandGroup(replacing: .printItem) {}
            }
        }
        #expect(
            try Self.menu(app, "File") == """
                File
                    Gamma…      (dimmed)
                    Alpha   ⌘N
                    Beta
                """)
    }

    @Test("iPadOS has no About, Services, Hide or window list")
    func iPad() throws {
        let app = Self.app { $0.menus = MenuBarDeclaration(appName: "Notes") }
        #expect(
            try Self.menu(app, "Notes", .ipados) == """
                Notes
                    Settings…   ⌘,  (dimmed)
                    ────
                    Quit Notes  ⌘Q
                """)
        #expect(
            try Self.menu(app, "Window", .ipados) == """
                Window
                    Minimize            ⌘M
                    Zoom
                    ────
                    Bring All to Front
                """)
    }

    @Test("Linux writes shortcuts as text")
    func linux() throws {
        let app = Self.app { $0.menus = MenuBarDeclaration(appName: "Notes") }
        let bar = try Session(app: app).menuBar(platform: .linux)
        let text = MenuRenderer(style: TargetPlatform.linux.shortcutStyle, showsIcons: false).text(
            try #require(bar.menu(titled: "Edit")))
        #expect(
            text.split(separator: "\n").prefix(3) == [
                "Edit", "    Undo                             Super+Z  (dimmed)",
                "    Redo                       Shift+Super+Z  (dimmed)",
            ])
    }

    @Test("on iPadOS only items with shortcuts become key commands")
    func keyCommands() throws {
        let session = try Session(app: DemoApps.recipes)
        let pad = session.menuBar(platform: .ipados).keyCommands.compactMap(\.commandID)
        let mac = session.menuBar(platform: .macos).keyCommands.compactMap(\.commandID)
        #expect(pad.contains("recipe.new"))
        #expect(!pad.contains("recipe.import"))
        #expect(mac.contains("recipe.import"))
    }

    @Test("the builder builds the same model as the declarations it reads like")
    func builder() {
        let built = MenuBarDeclaration(appName: "Recipes", builtIns: [.sidebar]) {
            CommandGroup(replacing: .newItem) { MenuButton(command: "recipe.new") }
            CommandMenu("Recipes") {
                MenuButton("Inspect", command: "recipe.inspect").keyboardShortcut("i", modifiers: [.command, .shift])
                MenuToggle(command: "recipe.toggleFavorite")
                MenuDivider()
                Submenu("Go", systemImage: "arrow.right") { MenuButton(command: "go.desserts") }
                MenuSection("Sort") {
                    MenuPicker("Sort By", key: "sort") { MenuPicker.Option("Title", value: "title") }
                }
            }
        }
        let literal = MenuBarDeclaration(
            appName: "Recipes",
            groups: [CommandGroup(.replacing, .newItem, items: [.button(command: "recipe.new")])],
            menus: [
                CommandMenu(
                    "Recipes",
                    items: [
                        .button(
                            command: "recipe.inspect", title: "Inspect",
                            shortcut: KeyboardShortcut("i", modifiers: [.command, .shift])),
                        .toggle(command: "recipe.toggleFavorite"),
                        .divider,
                        .menu(title: "Go", icon: "arrow.right", items: [.button(command: "go.desserts")]),
                        .section(
                            title: "Sort",
                            items: [
                                .picker(MenuPicker("Sort By", key: "sort", options: [.init("Title", value: "title")]))
                            ]),
                    ])
            ],
            builtIns: [.sidebar])
        #expect(built == literal)
    }
}

@Suite("Shortcut display rule")
struct ShortcutDisplayTests {
    static func session(_ keymap: String) throws -> Session {
        var session = try Session(app: DemoApps.recipes)
        let loaded = try KeymapLoader.load(SourceFile(name: "user.json", text: keymap), commands: session.app.commands)
        session.addKeymap(loaded.keymap)
        return session
    }

    @Test("nothing fires here: the default binding (the command's own, else its first binding)")
    func defaultBinding() throws {
        let session = try Session(app: DemoApps.recipes)
        #expect(session.displayedShortcut(for: "recipe.toggleFavorite")?.formatted(.glyphs) == "⌃K ⌃F")
        #expect(session.displayedShortcut(for: "recipe.delete")?.formatted(.glyphs) == "⌘⌫")
        #expect(session.displayedShortcut(for: "recipe.import") == nil)
    }

    @Test("the highest-precedence binding that fires in this focus wins")
    func firingBinding() throws {
        var session = try Self.session(
            """
            { "bindings": [ { "key": "cmd+shift+f", "command": "recipe.toggleFavorite", "when": "RecipeDetail" } ] }
            """)
        #expect(session.displayedShortcut(for: "recipe.toggleFavorite")?.formatted(.glyphs) == "⌃K ⌃F")
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        #expect(session.displayedShortcut(for: "recipe.toggleFavorite")?.formatted(.glyphs) == "⇧⌘F")
    }

    @Test("a binding taken by another command in a higher layer is not shown")
    func shadowed() throws {
        let session = try Self.session(
            """
            { "bindings": [ { "key": "cmd+[", "command": "navigation.root" } ] }
            """)
        // ⌘[ now fires navigation.root, so Back has no firing binding: its default is still ⌘[.
        #expect(session.displayedShortcut(for: "navigation.root")?.formatted(.glyphs) == "⌘[")
        #expect(session.displayedShortcut(for: "navigation.back")?.formatted(.glyphs) == "⌘[")
    }

    @Test("menus use the rule: a user binding shows in the menu")
    func menusUseIt() throws {
        var session = try Self.session(
            """
            { "bindings": [ { "key": "cmd+shift+f", "command": "recipe.toggleFavorite", "when": "RecipeDetail" } ] }
            """)
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        let entry = try session.menuBar(platform: .macos).entry(at: "Recipe > Toggle Favorite")
        #expect(entry.shortcut?.formatted(.glyphs) == "⇧⌘F")
    }
}

@Suite("menu verb")
struct MenuVerbTests {
    @Test("perform an item by path; a dimmed item fails with its reason")
    func perform() throws {
        #expect(
            try transcript([
                "menu \"File > New Recipe\"",
                "menu File > Export Recipe",
                "menu \"Go > Categories > Desserts\"",
                "expect path == [Category:desserts]",
                "menu \"Recipe > Sort By > Rating\"",
                "menu \"Edit > Copy\"",
                "menu \"Recipes > Services\"",
            ]) == [
                "→ recipe.new", "New Recipe…",
                "error: 'recipe.export' is disabled: it needs the focused value 'selectedRecipe'",
                "→ go.desserts",
                "sortOrder = rating",
                "error: 'Copy' is disabled: no focused view handles copy:",
                "error: 'Services' is disabled: no services apply",
            ])
    }

    @Test("a submenu path shows the submenu; bad paths suggest")
    func showAndErrors() throws {
        #expect(
            try transcript([
                "menu \"Recipe > Sort By\"", "menu Fle", "menu \"File > Nw Recipe\"", "menu \"Go > Back > X\"",
            ]) == [
                "Sort By", "  ✓ Title", "    Date Added", "    Rating",
                "error: no menu 'Fle' (did you mean 'File'?)",
                "error: no item 'Nw Recipe' in 'File' (did you mean 'New Recipe…'?)",
                "error: 'Back' is not a submenu",
            ])
    }

    @Test("menu with no path prints the bar; Linux uses text shortcuts")
    func bar() throws {
        let lines = try transcript(["menu"], platform: .linux)
        #expect(lines.first == "Recipes")
        #expect(lines.contains("    [plus] New Recipe…                       Super+N"))
    }

    @Test("the verbs parse with located errors")
    func parsing() {
        #expect(
            throws: SyntaxError(
                "unterminated quoted menu path", column: 6, length: 5, hint: "menu \"File > New Recipe\"")
        ) {
            try ScriptParser.parseLine("menu \"File")
        }
        #expect(throws: SyntaxError("context needs a target", column: 9, hint: "context Recipe:apple-pie")) {
            try ScriptParser.parseLine("context")
        }
        #expect(throws: SyntaxError("toolbar takes at most one view name", column: 14, length: 1)) {
            try ScriptParser.parseLine("toolbar Main X")
        }
        #expect(
            (try? ScriptParser.parseLine("context Recipe:apple-pie Toggle Favorite"))
                == .context(target: "Recipe:apple-pie", item: "Toggle Favorite"))
    }
}

@Suite("Menu shortcuts fire")
struct MenuShortcutTests {
    @Test("a command's own shortcut fires it, and is disabled without its focused value")
    func fires() throws {
        #expect(
            try transcript(["press cmd+backspace", "run recipe.showApplePie", "press cmd+backspace"]) == [
                "error: 'recipe.delete' is disabled: it needs the focused value 'selectedRecipe'",
                "→ recipe.showApplePie", "→ go.desserts",
                "cmd+backspace → recipe.delete",
                "Confirmation dialog: Delete this recipe? — It is removed from every collection. [Delete Recipe] [Cancel]",
            ])
    }

    @Test("a menu button's .keyboardShortcut becomes a binding; keymap files still override")
    func layer() throws {
        var app = DemoApps.recipes
        app.menus.menus.append(
            CommandMenu("Extra") {
                MenuButton(command: "go.breakfast").keyboardShortcut("b", modifiers: [.command, .option])
            })
        let keymap = try #require(app.menuShortcutKeymap)
        #expect(
            keymap.bindings.map { "\($0.sequence.canonical) \($0.commandID ?? "")" } == [
                // The standard items the system performs come first, so the app's own win a shared chord.
                "cmd+h hide:", "alt+cmd+h hideOtherApplications:", "cmd+q terminate:", "cmd+w performClose:",
                "alt+cmd+t toggleToolbarShown:", "ctrl+cmd+s toggleSidebar:", "ctrl+cmd+f toggleFullScreen:",
                "cmd+m performMiniaturize:", "cmd+z edit.undo", "shift+cmd+z edit.redo",
                "cmd+backspace recipe.delete", "alt+cmd+b go.breakfast",
            ])
        var session = try Session(app: app)
        #expect(
            session.handle(.key(try KeyboardShortcut(parsing: "⌥⌘B"))).first
                == .fired(command: "go.breakfast", keys: try KeySequence(parsing: "⌥⌘B")))
    }
}

@Suite("Menu rendering")
struct MenuRendererTests {
    static let entries: [MenuEntry] = [
        MenuEntry(kind: .header, title: "Favorites"),
        MenuEntry(
            kind: .toggle, title: "Starred", icon: "star",
            shortcut: KeySequence([KeyboardShortcut("s", modifiers: [.shift, .command])]), isChecked: true,
            action: .command("star")),
        MenuEntry(
            kind: .button, title: "Remove", icon: "trash", isEnabled: false, role: .destructive,
            action: .command("remove"), disabledReason: "no"),
        .divider,
        MenuEntry(kind: .system, title: "Services"),
    ]

    @Test("headers, checkmarks, icons, dimmed, system submenus; icons can be hidden")
    func text() {
        let menu = ResolvedMenu(title: "Demo", entries: Self.entries)
        #expect(
            MenuRenderer().text(menu) == """
                Demo
                    — Favorites —
                  ✓ [star] Starred  ⇧⌘S
                    [trash] Remove       (dimmed)
                    ────
                    Services ▸
                """)
        #expect(
            MenuRenderer(style: .text, showsIcons: false).text(menu) == """
                Demo
                    — Favorites —
                  ✓ Starred     Shift+Super+S
                    Remove                     (dimmed)
                    ────
                    Services ▸
                """)
    }

    @Test("JSON members apply per kind")
    func json() {
        #expect(
            MenuRenderer().json(ResolvedMenu(title: "Demo", entries: Self.entries)).text == """
                {"title":"Demo","items":[{"kind":"header","title":"Favorites"},\
                {"kind":"toggle","title":"Starred","icon":"star","shortcut":"⇧⌘S","keys":"shift+cmd+s","enabled":true,"checked":true,"command":"star"},\
                {"kind":"button","title":"Remove","icon":"trash","enabled":false,"role":"destructive","command":"remove"},\
                {"kind":"divider"},{"kind":"system","title":"Services","enabled":true}]}
                """)
    }
}
