import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// The lint messages for `app`, as `FILE:LINE:COL: warning: message`.
func lintSummaries(_ app: AppModel) -> [String] { MenuLint.lint(app).map(\.summary) }

@Suite("Menu lints")
struct MenuLintTests {
    @Test("the demo app is clean")
    func demoIsClean() {
        #expect(lintSummaries(DemoApps.recipes) == [])
    }

    // MARK: reserved shortcuts

    @Test("a reserved system shortcut reused by a command fails")
    func reservedFails() {
        let app = lintFixture([
            Command(id: "note.hide", title: "Hide Note", effects: [.message("done")], shortcut: KeyboardShortcut("h"))
        ])
        #expect(
            lintSummaries(app) == [
                "<app:fixture>:0:0: warning: 'note.hide' uses ⌘H (reserved by the system for Hide) [reserved-shortcut]"
            ])
    }

    @Test("the app's own Help item on ⌘? (titled 'APP Help' with the app's name) is not reported")
    func ownHelpItemPasses() {
        let app = lintFixture([
            Command(id: "notesHelp", title: "Notes Help", effects: [.message("help")]),
            Command(id: "tips", title: "Tips", effects: [.message("tips")]),
        ]) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandMenu("Help") {
                    MenuButton(command: "notesHelp").keyboardShortcut("?")
                    MenuButton(command: "tips").keyboardShortcut("?", modifiers: [.command, .option])
                }
            }
        }
        #expect(lintSummaries(app) == [])
        let other = lintFixture([Command(id: "tips", title: "Tips", effects: [.message("tips")])]) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandMenu("Help") { MenuButton(command: "tips").keyboardShortcut("?") }
            }
        }
        #expect(
            lintSummaries(other) == [
                "<app:fixture>:0:0: warning: 'tips' uses ⌘? (reserved by the system for Help) [reserved-shortcut]"
            ])
    }

    @Test("an app's own item on ⌘, in the app menu, or on ⌘? in the Help menu, is its Settings or Help item")
    func ownItemsByPlace() {
        // Pika: Settings replaced by its own item, titled with a localized key; Help replaced too.
        let commands = [
            Command(id: "menuPreferences", title: "menu.preferences", effects: [.message("prefs")]),
            Command(id: "menuWebsite", title: "menu.website", effects: [.message("site")]),
        ]
        let app = lintFixture(commands) {
            $0.menus = MenuBarDeclaration(appName: "Pika") {
                CommandGroup(after: .appInfo) { MenuButton(command: "menuPreferences").keyboardShortcut(",") }
                CommandGroup(replacing: .appSettings) {}
                CommandGroup(replacing: .help) { MenuButton(command: "menuWebsite").keyboardShortcut("?") }
            }
        }
        #expect(lintSummaries(app) == [])
        // The same items in the File menu are not the system's own.
        let elsewhere = lintFixture(commands) {
            $0.menus = MenuBarDeclaration(appName: "Pika") {
                CommandGroup(after: .newItem) {
                    MenuButton(command: "menuPreferences").keyboardShortcut(",")
                    MenuButton(command: "menuWebsite").keyboardShortcut("?")
                }
            }
        }
        #expect(
            lintSummaries(elsewhere) == [
                "<app:fixture>:0:0: warning: 'menuPreferences' uses ⌘, (reserved by the system for Settings) [reserved-shortcut]",
                "<app:fixture>:0:0: warning: 'menuWebsite' uses ⌘? (reserved by the system for Help) [reserved-shortcut]",
            ])
    }

    @Test("an item titled 'Quit' on ⌘Q is the app's own Quit (a menu bar extra's, as Loop's); on ⇧⌘Q it is not")
    func ownQuitByTitle() {
        let app = lintFixture([Command(id: "quit", title: "Quit", effects: [.message("bye")])]) {
            $0.menus = MenuBarDeclaration(appName: "Loop") {
                CommandMenu("Loop") { MenuButton(command: "quit").keyboardShortcut("q") }
            }
        }
        #expect(lintSummaries(app) == [])
        let logOut = lintFixture([Command(id: "quit", title: "Quit", effects: [.message("bye")])]) {
            $0.menus = MenuBarDeclaration(appName: "UTM") {
                CommandMenu("UTM") { MenuButton(command: "quit").keyboardShortcut("q", modifiers: [.command, .shift]) }
            }
        }
        #expect(
            lintSummaries(logOut) == [
                "<app:fixture>:0:0: warning: 'quit' uses ⇧⌘Q (reserved by the system for Log Out) [reserved-shortcut]"
            ])
    }

    @Test("a reserved shortcut on a menu button's .keyboardShortcut fails")
    func reservedOnMenuButton() {
        let app = lintFixture([Command(id: "note.min", title: "Shrink", effects: [.message("done")])]) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandMenu("Note") { MenuButton(command: "note.min").keyboardShortcut("m") }
            }
        }
        #expect(
            lintSummaries(app) == [
                "<app:fixture>:0:0: warning: 'note.min' uses ⌘M (reserved by the system for Minimize) [reserved-shortcut]"
            ])
    }

    @Test("a reserved shortcut in a keymap is located at its binding")
    func reservedInKeymap() {
        let keymap = """
            {
              "bindings": [
                { "key": "cmd+q", "command": "note.quit" }
              ]
            }
            """
        let app = lintFixture([Command(id: "note.quit", title: "Stop", effects: [.message("done")])], keymap: keymap)
        #expect(
            lintSummaries(app) == [
                "fixture.json:3:5: warning: 'note.quit' uses ⌘Q (reserved by the system for Quit) [reserved-shortcut]"
            ])
    }

    @Test("the standard command that owns a reserved shortcut passes")
    func reservedPasses() {
        let app = lintFixture([
            Command(id: "app.quit", selector: "terminate:", effects: [.quit]),
            Command(id: "note.new", title: "New Note", effects: [.message("done")], shortcut: KeyboardShortcut("n")),
        ]) {
            // New Note takes New Window's place, and its ⌘N with it.
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandGroup(replacing: .newItem) { MenuButton(command: "note.new") }
            }
        }
        #expect(lintSummaries(app) == [])
    }

    // MARK: Shift on two-character keys

    @Test("Shift added to a two-character key fails with the right spelling")
    func shiftedFails() {
        let app = lintFixture([
            Command(
                id: "help.search", title: "Search Help", effects: [.message("done")],
                shortcut: KeyboardShortcut(";", modifiers: [.shift, .command]))
        ])
        let diagnostics = MenuLint.lint(app)
        #expect(
            diagnostics.map(\.summary) == [
                "<app:fixture>:0:0: warning: 'help.search' adds Shift to a two-character key: ⇧⌘; [shifted-two-character-key]"
            ])
        #expect(diagnostics.first?.hint == "write ⌘:, not ⇧⌘;")
    }

    @Test("Shift on ` is the other way of its shortcut (the system's ⇧⌘`), not ⌘~")
    func shiftedBacktickPasses() {
        let app = lintFixture([
            Command(
                id: "editor.previous", title: "Previous Editor", effects: [.message("done")],
                shortcut: KeyboardShortcut("`", modifiers: [.shift, .control]))
        ])
        #expect(lintSummaries(app) == [])
    }

    @Test("the upper character written directly passes, and Shift on letters passes")
    func shiftedPasses() {
        let app = lintFixture([
            Command(
                id: "help.search", title: "Search Help", effects: [.message("done")],
                shortcut: KeyboardShortcut("|", modifiers: .command)),
            Command(
                id: "note.redo", title: "Again", effects: [.message("done")],
                shortcut: KeyboardShortcut("g", modifiers: [.shift, .command])),
        ])
        #expect(lintSummaries(app) == [])
    }

    // MARK: toolbar plates and labels

    static let toolbarCommands = [
        Command(
            id: "note.share", title: "Share…", effects: [.message("done")], icon: "square.and.arrow.up",
            accessibilityLabel: "Share"),
        Command(id: "note.pin", title: "Pin", effects: [.message("done")], icon: "pin", accessibilityLabel: "Pin"),
        Command(id: "note.archive", title: "Archive", effects: [.message("done")], icon: "archivebox"),
    ]

    @Test("a plate mixing icons and text fails")
    func mixedFails() {
        let app = lintFixture(Self.toolbarCommands) {
            $0.toolbars = [
                Toolbar(
                    target: "NoteDetail",
                    content: [
                        .group(
                            placement: .primaryAction,
                            items: [ToolbarItem("note.share"), ToolbarItem("note.pin", label: .title)])
                    ], source: "notes.swift")
            ]
        }
        #expect(
            lintSummaries(app) == [
                "notes.swift:0:0: warning: toolbar NoteDetail (primaryAction): a plate mixes icons and text: 'note.share', 'note.pin' [mixed-plate]"
            ])
    }

    @Test("a fixed spacer between an icon group and a text group passes")
    func mixedPasses() {
        let app = lintFixture(Self.toolbarCommands) {
            $0.toolbars = [
                Toolbar(
                    target: "NoteDetail",
                    content: [
                        .group(placement: .primaryAction, items: [ToolbarItem("note.share")]),
                        .spacer(.fixed, placement: .primaryAction),
                        .group(placement: .primaryAction, items: [ToolbarItem("note.pin", label: .title)]),
                    ])
            ]
        }
        #expect(lintSummaries(app) == [])
    }

    @Test("an icon-only item that nothing labels fails: its title is empty, with no accessibility label")
    func unlabelledFails() {
        let app = lintFixture(Self.toolbarCommands) {
            $0.toolbars = [
                Toolbar(
                    target: "NoteDetail", content: [.item(ToolbarItem("note.archive", title: ""))],
                    source: "notes.swift")
            ]
        }
        #expect(
            lintSummaries(app) == [
                "notes.swift:0:0: warning: toolbar NoteDetail: the icon-only item 'note.archive' has no accessibility label [unlabelled-icon]"
            ])
        #expect(MenuLint.lint(app).first?.hint == #"add .accessibilityLabel("…")"#)
    }

    @Test("in an app file's model, the hint names the file's \"accessibilityLabel\" member")
    func unlabelledHintInAppFileTerms() throws {
        let text = #"{"app": "notes", "rootView": "NoteList", "commands": [{"id": "a", "title": "A", "effects": []}]}"#
        var app = try AppFileLoader.load(SourceFile(name: "notes.json", text: text))
        app.toolbars = [Toolbar(target: "NoteList", content: [.item(.menu("", icon: "ellipsis.circle", items: []))])]
        let unlabelled = MenuLint.lint(app).filter { $0.summary.hasSuffix("[unlabelled-icon]") }
        #expect(unlabelled.map(\.hint) == [#"add "accessibilityLabel": "…" to the item"#])
    }

    @Test("a titled command shown as an icon is labelled by its title, as SwiftUI's Button(_:systemImage:) is")
    func titleLabelsAnIcon() {
        let app = lintFixture(Self.toolbarCommands) {
            $0.toolbars = [
                Toolbar(target: "NoteDetail", content: [.item(ToolbarItem("note.archive"))], source: "notes.swift")
            ]
        }
        #expect(lintSummaries(app) == [])
    }

    @Test("a label on the item or its command passes; a title item needs none")
    func unlabelledPasses() {
        let app = lintFixture(Self.toolbarCommands) {
            $0.toolbars = [
                Toolbar(
                    target: "NoteDetail",
                    content: [
                        .item(ToolbarItem("note.archive", accessibilityLabel: "Archive")),
                        .spacer(.fixed, placement: .automatic),
                        .item(ToolbarItem("note.share")),
                        .spacer(.fixed, placement: .automatic),
                        .item(ToolbarItem("note.archive", label: .title)),
                    ])
            ]
        }
        #expect(lintSummaries(app) == [])
    }

    @Test("more than three groups in one placement, and more than one prominent item, fail")
    func crowdedToolbarFails() {
        let app = lintFixture(Self.toolbarCommands) {
            let share = ToolbarItem("note.share", placement: .primaryAction, isProminent: true)
            let pin = ToolbarItem("note.pin", placement: .primaryAction, isProminent: true)
            $0.toolbars = [
                Toolbar(
                    target: "NoteDetail",
                    content: [
                        .item(share), .spacer(.fixed, placement: .primaryAction), .item(pin),
                        .spacer(.fixed, placement: .primaryAction), .item(share),
                        .spacer(.flexible, placement: .primaryAction), .item(pin),
                    ], source: "notes.swift")
            ]
        }
        #expect(
            lintSummaries(app) == [
                "notes.swift:0:0: warning: toolbar NoteDetail (primaryAction): 4 groups; a toolbar reads best with at most 3 [toolbar-groups]",
                "notes.swift:0:0: warning: toolbar NoteDetail: 4 prominent items ('note.share', 'note.pin', 'note.share', 'note.pin'); a toolbar has one [toolbar-prominent]",
            ])
    }

    @Test("four groups above the keyboard (an input accessory, not a window's toolbar) pass")
    func keyboardToolbarGroupsPass() {
        let app = lintFixture(Self.toolbarCommands) {
            let share = ToolbarItem("note.share", placement: .keyboard)
            let pin = ToolbarItem("note.pin", placement: .keyboard)
            $0.toolbars = [
                Toolbar(
                    target: "NoteDetail",
                    content: [
                        .item(share), .spacer(.fixed, placement: .keyboard), .item(pin),
                        .spacer(.fixed, placement: .keyboard), .item(share),
                        .spacer(.flexible, placement: .keyboard), .item(pin),
                    ], source: "notes.swift")
            ]
        }
        #expect(lintSummaries(app) == [])
    }

    @Test("a standard verb shown as text where it has an icon fails; as an icon it passes")
    func standardVerbAsText() {
        let commands = [
            Command(id: "note.undo", selector: "undo:", effects: [.undo]),
            Command(id: "note.pin", title: "Pin", effects: [.message("done")], icon: "pin", accessibilityLabel: "Pin"),
        ]
        let app = lintFixture(commands) {
            $0.toolbars = [
                Toolbar(
                    target: "NoteDetail",
                    content: [
                        .item(ToolbarItem("note.undo", label: .title)), .spacer(.fixed, placement: .automatic),
                        .item(ToolbarItem("note.pin", label: .title)),
                    ], source: "notes.swift")
            ]
        }
        #expect(
            lintSummaries(app) == [
                "notes.swift:0:0: warning: toolbar NoteDetail: 'note.undo' shows the standard verb Undo as text; it has the icon arrow.uturn.backward [toolbar-text-verb]"
            ])
    }

    @Test("a toolbar Menu's commands are linted as a menu's; an untitled one needs a label when it shows an icon")
    func toolbarMenu() {
        let app = lintFixture(Self.toolbarCommands) {
            $0.toolbars = [
                Toolbar(
                    target: "NoteDetail",
                    content: [
                        .item(.menu("More", icon: "ellipsis.circle", items: [.button(command: "note.pin")])),
                        .item(.menu("", icon: "ellipsis.circle", items: [.button(command: "note.pin")])),
                    ], source: "notes.swift")
            ]
        }
        #expect(
            lintSummaries(app) == [
                "notes.swift:0:0: warning: toolbar NoteDetail: the icon-only item 'Menu' has no accessibility label [unlabelled-icon]"
            ])
    }

    // MARK: icons in menus

    @Test("a custom action with no icon in a menu that shows icons is a note (the HIG: icons sparingly)")
    func missingIconFails() {
        let app = lintFixture(
            Self.toolbarCommands + [Command(id: "note.merge", title: "Merge", effects: [.message("done")])]
        ) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandMenu("Note") {
                    MenuButton(command: "note.share")
                    MenuButton(command: "note.merge")
                }
            }
        }
        #expect(
            lintSummaries(app) == [
                "<app:fixture>:0:0: note: Note › Merge: the custom action 'note.merge' has no icon in a menu that shows icons [missing-icon]"
            ])
    }

    @Test("a menu with no icons at all, or standard actions without table icons, passes")
    func missingIconPasses() {
        let app = lintFixture([
            Command(id: "note.merge", title: "Merge", effects: [.message("done")]),
            Command(id: "note.split", title: "Split", effects: [.message("done")]),
            Command(id: "edit.copy", selector: "copy:", effects: [.message("done")]),
        ]) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandMenu("Note") {
                    MenuButton(command: "note.merge")
                    MenuButton(command: "note.split")
                }
                CommandMenu("Clip") {
                    MenuButton(command: "edit.copy")
                }
            }
        }
        #expect(lintSummaries(app) == [])
    }

    // MARK: context menus

    static let rowCommands = [
        Command(id: "note.pin", title: "Pin", effects: [.message("done")], icon: "pin"),
        Command(id: "note.delete", title: "Delete", effects: [.message("done")], icon: "trash", role: .destructive),
    ]

    @Test("a context menu whose top item is not the swipe action fails")
    func topItemFails() {
        let app = lintFixture(Self.rowCommands) {
            $0.contextMenus = [
                ContextMenu(
                    target: "NoteRow", items: [.button(command: "note.delete"), .button(command: "note.pin")],
                    swipeAction: "note.pin", source: "rows.swift")
            ]
        }
        #expect(
            lintSummaries(app) == [
                "rows.swift:0:0: warning: context menu NoteRow: the top item is 'note.delete', not the row's swipe action 'note.pin' [context-top-item]"
            ])
    }

    @Test("the swipe action on top passes")
    func topItemPasses() {
        let app = lintFixture(Self.rowCommands) {
            $0.contextMenus = [
                ContextMenu(
                    target: "NoteRow",
                    items: [.button(command: "note.pin"), .divider, .button(command: "note.delete")],
                    swipeAction: "note.pin")
            ]
        }
        #expect(lintSummaries(app) == [])
    }

    // MARK: submenu depth

    @Test("a submenu inside a submenu fails")
    func depthFails() {
        let app = lintFixture(Self.rowCommands) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandMenu("Note") {
                    Submenu("More") {
                        Submenu("Even More") { MenuButton(command: "note.pin") }
                    }
                }
            }
        }
        #expect(
            lintSummaries(app) == [
                "<app:fixture>:0:0: warning: Note › More › Even More: more than one submenu level [submenu-depth]"
            ])
    }

    @Test("one submenu level passes")
    func depthPasses() {
        let app = lintFixture(Self.rowCommands) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandMenu("Note") {
                    Submenu("More") { MenuButton(command: "note.pin") }
                    MenuSection("Danger") { MenuButton(command: "note.delete") }
                }
            }
        }
        #expect(lintSummaries(app) == [])
    }

    // MARK: ellipsis

    @Test("a title that asks for more input without … fails")
    func ellipsisFails() {
        let app = lintFixture([
            Command(id: "note.export", selector: "export:", title: "Export Note", effects: [.message("done")])
        ]) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandGroup(replacing: .importExport) { MenuButton(command: "note.export") }
            }
        }
        let diagnostics = MenuLint.lint(app)
        #expect(
            diagnostics.map(\.summary) == [
                "<app:fixture>:0:0: warning: File (importExport) › Export Note: the title needs \"…\": it asks for more input [ellipsis]"
            ])
        #expect(diagnostics.first?.hint == "write \"Export Note…\"")
    }

    @Test("titles with … and titles that act at once pass")
    func ellipsisPasses() {
        let app = lintFixture([
            Command(id: "note.export", selector: "export:", title: "Export Note…", effects: [.message("done")]),
            Command(id: "note.sort", title: "Sort Notes", effects: [.message("done")]),
            // Acts on what the find field holds (CotEditor's Find › Find All): no more input.
            Command(id: "find.all", title: "Find All", effects: [.message("done")]),
        ]) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandGroup(replacing: .importExport) { MenuButton(command: "note.export") }
                CommandGroup(after: .newItem) {
                    MenuButton(command: "note.sort")
                    MenuButton(command: "find.all")
                }
            }
        }
        #expect(lintSummaries(app) == [])
    }
}

@Suite("Menu lints: the standard items")
struct StandardItemLintTests {
    @Test("a standard item's shortcut taken by a command without its selector fails, located at the binding")
    func standardShortcutTaken() {
        let keymap = """
            {
              "bindings": [
                { "key": "cmd+z", "command": "note.back" }
              ]
            }
            """
        let app = lintFixture([Command(id: "note.back", title: "Back", effects: [.pop(1)])], keymap: keymap)
        #expect(
            MenuLint.lint(app).map(\.rendered) == [
                """
                fixture.json:3:5: warning: 'note.back' takes ⌘Z, the shortcut of the standard item Edit › Undo (undo:) [standard-shortcut]
                hint: give 'note.back' the selector undo: to make it that item, replace the item's group, or choose another shortcut
                """
            ])
    }

    @Test("the demo's ⌘Z on an undo command without undo: is reported where the keymap binds it")
    func demoUndoWithoutSelector() throws {
        var app = DemoApps.recipes
        for id in ["edit.undo", "edit.redo"] {
            var command = try #require(app.commands.command(id: id))
            command.selector = nil
            app.commands.register(command)
        }
        // Located at the keymap's bindings (lines left out: Keymaps/default.json is edited elsewhere).
        #expect(
            MenuLint.lint(app).map { "\($0.file): \($0.message)" } == [
                "<app:recipes>: 'edit.undo' takes ⌘Z, the shortcut of the standard item Edit › Undo (undo:) [standard-shortcut]",
                "<app:recipes>: 'edit.redo' takes ⇧⌘Z, the shortcut of the standard item Edit › Redo (redo:) [standard-shortcut]",
                "Keymaps/default.json: 'edit.undo' takes ⌘Z, the shortcut of the standard item Edit › Undo (undo:) [standard-shortcut]",
                "Keymaps/default.json: 'edit.redo' takes ⇧⌘Z, the shortcut of the standard item Edit › Redo (redo:) [standard-shortcut]",
            ])
    }

    @Test("the command that carries the selector, an item's group replaced, or a reserved chord pass")
    func standardShortcutPasses() {
        let undo = lintFixture([Command(id: "edit.undo", selector: "undo:", effects: [.undo])]) {
            $0.keymap = Keymap(
                name: "k", file: "k.json",
                bindings: [KeymapBinding(sequence: KeySequence([KeyboardShortcut("z")]), action: .command("edit.undo"))]
            )
        }
        #expect(lintSummaries(undo) == [])
        let replaced = lintFixture([
            Command(id: "note.find", title: "Find Note…", effects: [.message("found")], shortcut: KeyboardShortcut("f"))
        ]) {
            $0.menus = MenuBarDeclaration(appName: "Notes", builtIns: [.textEditing]) {
                CommandGroup(replacing: .textEditing) { MenuButton(command: "note.find") }
            }
        }
        #expect(lintSummaries(replaced) == [])
    }

    @Test("an enabled item that performs nothing fails, in menus, context menus and toolbars")
    func performsNothing() {
        let app = lintFixture([
            Command(id: "note.pin", title: "Pin", effects: [], icon: "pin", accessibilityLabel: "Pin"),
            Command(id: "note.copy", selector: "copy:"),
        ]) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandMenu("Note") { MenuButton(command: "note.pin") }
            }
            $0.contextMenus = [
                ContextMenu(target: "NoteRow", items: [.button(command: "note.pin")], source: "rows.swift")
            ]
            $0.toolbars = [
                Toolbar(target: "NoteDetail", content: [.item(ToolbarItem("note.pin"))], source: "bar.swift")
            ]
        }
        #expect(
            lintSummaries(app) == [
                "<app:fixture>:0:0: warning: Note › Pin: 'note.pin' performs nothing: it has no effects [performs-nothing]",
                "rows.swift:0:0: warning: context menu NoteRow › Pin: 'note.pin' performs nothing: it has no effects [performs-nothing]",
                "bar.swift:0:0: warning: toolbar NoteDetail: 'note.pin' performs nothing: it has no effects [performs-nothing]",
                "<app:fixture>:0:0: warning: Edit › Copy: 'note.copy' performs nothing: it has no effects [performs-nothing]",
            ])
    }
}
