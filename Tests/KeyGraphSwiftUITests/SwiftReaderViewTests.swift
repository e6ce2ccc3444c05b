import KeyGraph
import KeyGraphFormats
import KeyGraphSwiftUI
import KeyGraphTestSupport
import Testing

/// Issue 29, item 7: context menus, toolbars, tabs and navigation, sheets, dialogs, search and
/// links, each read into the app model where it has a place, else a located note.
@Suite("SwiftUI reader: views, navigation and presentations")
struct SwiftReaderViewTests {
    @Test func aContextMenuOnADeclaredViewIsItsMenuAndARowsIsANote() throws {
        let sources = try SwiftFixtures.read("ContextMenus")
        #expect(sources.model.contextMenus.map(\.target) == ["PantryView"])
        #expect(sources.command(titled: "Restock")?.shortcut == nil)
        #expect(sources.command(titled: "Use Up") == nil)
        #expect(sources.command(titled: "Rename Shelf") == nil)
        #expect(
            SwiftFixtures.summaries(sources).contains(
                "ContextMenus/PantryApp.swift:20:26: note: a row's context menu in 'PantryView': the app model attaches a row's menu to the rows of a record type, and the sources hold no records: not modelled"
            ))
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ContextMenus.txt")
    }

    @Test func toolbarItemsGroupsSpacersAndMenus() throws {
        let sources = try SwiftFixtures.read("Toolbars")
        let toolbar = try #require(sources.model.toolbars.first)
        #expect(toolbar.target == "DeskView")
        #expect(toolbar.content.count == 6)
        #expect(toolbar.content[2] == .spacer(.fixed, placement: .primaryAction))
        if case .group(let placement, let items) = toolbar.content[1] {
            #expect(placement == .primaryAction)
            #expect(items.count == 2)
        } else {
            Issue.record("the second piece is not a group: \(toolbar.content[1])")
        }
        #expect(sources.model.toolbars.last?.target == "*")
        #expect(sources.command(titled: "Edit")?.shortcut == KeyboardShortcut("e"))
        expectSnapshot(SwiftFixtures.transcript(sources), named: "Toolbars.txt")
    }

    @Test func aSheetIsDeclaredAndTheButtonThatSetsItsStatePresentsIt() throws {
        let sources = try SwiftFixtures.read("Sheets")
        let sheet = try #require(sources.model.sheets["NewRecipeForm"])
        #expect(sheet.detents == [.medium, .large])
        #expect(sheet.isInteractiveDismissDisabled)
        #expect(sources.model.sheets["RecipeEditor"]?.itemType == nil)
        #expect(
            sources.command(titled: "New Recipe")?.effects == [.presentation(.presentSheet("NewRecipeForm", item: nil))]
        )
        #expect(sources.model.toolbars.map(\.target) == ["RecipeList", "NewRecipeForm"])
        expectSnapshot(SwiftFixtures.transcript(sources), named: "Sheets.txt")
    }

    @Test func alertsAndConfirmationDialogsWithTheirButtons() throws {
        let sources = try SwiftFixtures.read("Dialogs")
        let dialog = try #require(sources.model.dialogs["confirmsDelete"])
        #expect(dialog.kind == .confirmationDialog)
        #expect(dialog.title == "Delete every message?")
        #expect(dialog.message == "This cannot be undone.")
        #expect(sources.model.dialogs["showsSignOut"]?.actions.map(\.command) == ["signOutNow", "stay"])
        #expect(sources.model.dialogs["confirmsDiscard"]?.title == "{untitled}")
        #expect(sources.model.dialogs.count == 3)
        expectSnapshot(SwiftFixtures.transcript(sources), named: "Dialogs.txt")
    }

    @Test func theRootViewsTabViewIsTheLayout() throws {
        let sources = try SwiftFixtures.read("Tabs")
        let layout = try #require(sources.model.tabLayout)
        #expect(layout.style == .sidebarAdaptable)
        #expect(layout.tabs.map(\.id) == ["library", "radio", "playlists", "search"])
        #expect(layout.tabs[2].section == "Collections")
        #expect(layout.searchTab?.id == "search")
        expectSnapshot(SwiftFixtures.transcript(sources), named: "Tabs.txt")
    }

    @Test func tabItemsAreTabsAndASplitViewIsANote() throws {
        let sources = try SwiftFixtures.read("Navigation")
        #expect(sources.model.tabLayout?.tabs.map(\.title) == ["Inbox", "Mailboxes"])
        #expect(sources.model.splitLayout == nil)
        expectSnapshot(SwiftFixtures.transcript(sources), named: "Navigation.txt")
    }

    @Test func searchAndLinksAreNotes() throws {
        let search = try SwiftFixtures.read("Search")
        #expect(search.diagnostics.map(\.message).contains { $0.hasPrefix("'.searchable' in 'BookList'") })
        expectSnapshot(SwiftFixtures.transcript(search), named: "Search.txt")
        let links = try SwiftFixtures.read("Links")
        #expect(links.model.deepLinks.schemes.isEmpty)
        #expect(links.diagnostics.filter { $0.message.contains("handlesExternalEvents") }.count == 2)
        expectSnapshot(SwiftFixtures.transcript(links), named: "Links.txt")
    }
}
