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
            Command(id: "note.hide", title: "Hide Note", effects: [], shortcut: KeyboardShortcut("h"))
        ])
        #expect(
            lintSummaries(app) == [
                "<app:fixture>:0:0: warning: 'note.hide' uses ⌘H, reserved by the system for Hide [reserved-shortcut]"
            ])
    }

    @Test("a reserved shortcut on a menu button's .keyboardShortcut fails")
    func reservedOnMenuButton() {
        let app = lintFixture([Command(id: "note.min", title: "Shrink", effects: [])]) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandMenu("Note") { MenuButton(command: "note.min").keyboardShortcut("m") }
            }
        }
        #expect(
            lintSummaries(app) == [
                "<app:fixture>:0:0: warning: 'note.min' uses ⌘M, reserved by the system for Minimize [reserved-shortcut]"
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
        let app = lintFixture([Command(id: "note.quit", title: "Stop", effects: [])], keymap: keymap)
        #expect(
            lintSummaries(app) == [
                "fixture.json:3:5: warning: 'note.quit' uses ⌘Q, reserved by the system for Quit [reserved-shortcut]"
            ])
    }

    @Test("the standard command that owns a reserved shortcut passes")
    func reservedPasses() {
        let app = lintFixture([
            Command(id: "app.quit", selector: "terminate:"),
            Command(id: "note.new", title: "New Note", effects: [], shortcut: KeyboardShortcut("n")),
        ])
        #expect(lintSummaries(app) == [])
    }

    // MARK: Shift on two-character keys

    @Test("Shift added to a two-character key fails with the right spelling")
    func shiftedFails() {
        let app = lintFixture([
            Command(
                id: "help.search", title: "Search Help", effects: [],
                shortcut: KeyboardShortcut(";", modifiers: [.shift, .command]))
        ])
        let diagnostics = MenuLint.lint(app)
        #expect(
            diagnostics.map(\.summary) == [
                "<app:fixture>:0:0: warning: 'help.search' adds Shift to a two-character key: ⇧⌘; [shifted-two-character-key]"
            ])
        #expect(diagnostics.first?.hint == "write ⌘:, not ⇧⌘;")
    }

    @Test("the upper character written directly passes, and Shift on letters passes")
    func shiftedPasses() {
        let app = lintFixture([
            Command(
                id: "help.search", title: "Search Help", effects: [],
                shortcut: KeyboardShortcut("|", modifiers: .command)),
            Command(
                id: "note.redo", title: "Again", effects: [],
                shortcut: KeyboardShortcut("g", modifiers: [.shift, .command])),
        ])
        #expect(lintSummaries(app) == [])
    }

    // MARK: toolbar plates and labels

    static let toolbarCommands = [
        Command(
            id: "note.share", title: "Share…", effects: [], icon: "square.and.arrow.up", accessibilityLabel: "Share"),
        Command(id: "note.pin", title: "Pin", effects: [], icon: "pin", accessibilityLabel: "Pin"),
        Command(id: "note.archive", title: "Archive", effects: [], icon: "archivebox"),
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

    @Test("an icon-only item without an accessibility label fails")
    func unlabelledFails() {
        let app = lintFixture(Self.toolbarCommands) {
            $0.toolbars = [
                Toolbar(target: "NoteDetail", content: [.item(ToolbarItem("note.archive"))], source: "notes.swift")
            ]
        }
        #expect(
            lintSummaries(app) == [
                "notes.swift:0:0: warning: toolbar NoteDetail: the icon-only item 'note.archive' has no accessibility label [unlabelled-icon]"
            ])
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

    // MARK: icons in menus

    @Test("a custom action with no icon in a menu that shows icons fails")
    func missingIconFails() {
        let app = lintFixture(Self.toolbarCommands + [Command(id: "note.merge", title: "Merge", effects: [])]) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandMenu("Note") {
                    MenuButton(command: "note.share")
                    MenuButton(command: "note.merge")
                }
            }
        }
        #expect(
            lintSummaries(app) == [
                "<app:fixture>:0:0: warning: Note › Merge: the custom action 'note.merge' has no icon in a menu that shows icons [missing-icon]"
            ])
    }

    @Test("a menu with no icons at all, or standard actions without table icons, passes")
    func missingIconPasses() {
        let app = lintFixture([
            Command(id: "note.merge", title: "Merge", effects: []),
            Command(id: "note.split", title: "Split", effects: []),
            Command(id: "edit.copy", selector: "copy:"),
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
        Command(id: "note.pin", title: "Pin", effects: [], icon: "pin"),
        Command(id: "note.delete", title: "Delete", effects: [], icon: "trash", role: .destructive),
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
        let app = lintFixture([Command(id: "note.export", selector: "export:", title: "Export Note")]) {
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
            Command(id: "note.export", selector: "export:", title: "Export Note…"),
            Command(id: "note.sort", title: "Sort Notes", effects: []),
        ]) {
            $0.menus = MenuBarDeclaration(appName: "Notes") {
                CommandGroup(replacing: .importExport) { MenuButton(command: "note.export") }
                CommandGroup(after: .newItem) { MenuButton(command: "note.sort") }
            }
        }
        #expect(lintSummaries(app) == [])
    }
}
