import KeyGraph
import KeyGraphFormats
import KeyGraphSwiftUI
import KeyGraphTestSupport
import Testing

/// A sheet whose content shows one of several views (issue 37, read on Cork and IceCubesApp): a
/// `switch` over the item, an `if`, a property or function of the project. Each view is a sheet
/// of its own, and its controls' shortcuts are live in that sheet only. And a view shown only in
/// a context menu (Cork's ⌥⌘P preview buttons): live only while the menu is open, not bound.
@Suite("SwiftUI reader: a sheet's content that picks its view")
struct SwiftReaderSheetContentTests {
    /// The `when` of the menu-shortcut binding of the command titled `title`.
    private func when(_ sources: SwiftSources, _ title: String) -> String? {
        guard let id = sources.command(titled: title)?.id else { return nil }
        return sources.model.menuShortcutKeymap?.bindings.first { $0.commandID == id }?.whenSource
    }

    @Test func eachCaseOfASwitchOverTheItemIsASheetOfItsOwn() throws {
        let sources = try SwiftFixtures.read("ScopeSheetSwitch")
        #expect(when(sources, "Install Package") == "sheet == InstallView && !dialog")
        #expect(when(sources, "Cancel") == "sheet == InstallView && !dialog")
        #expect(when(sources, "Add Tap") == "sheet == AddTapView && !dialog")
        // A case written in place (a `VStack`) is named after the case; `EmptyView()` is no sheet.
        #expect(when(sources, "Stop") == "sheet == maintenance && !dialog")
        #expect(when(sources, "Install") == "NavigationStack && !dialog")
        let summaries = SwiftFixtures.summaries(sources)
        #expect(!summaries.contains { $0.contains("not a view the reader can name") })
        #expect(!summaries.contains { $0.contains("is not bound") })
        #expect(
            summaries.contains(
                "ScopeSheetSwitch/BrewApp.swift:32:10: note: '.sheet(item:)': the app model's sheet item is a record, "
                    + "and the sources hold no records: read as the sheets 'InstallView', 'AddTapView', 'maintenance', "
                    + "one per view it shows, without its item"))
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeSheetSwitch.txt")
    }

    @Test func eachBranchOfAnIfIsASheetAndTheSameViewInBothIsOne() throws {
        let sources = try SwiftFixtures.read("ScopeSheetIf")
        #expect(when(sources, "Sign Out") == "sheet == AccountView && !dialog")
        #expect(when(sources, "Sign In") == "sheet == SignInView && !dialog")
        #expect(when(sources, "Cancel") == "sheet == ExportView && !dialog")
        let summaries = SwiftFixtures.summaries(sources)
        #expect(
            summaries.contains {
                $0.hasPrefix("ScopeSheetIf/NotesApp.swift:26:10: note: 'showsAccount' presents one of 2 views")
            })
        // `if #available` with ExportView in both branches: one sheet, presented by its state.
        #expect(!summaries.contains { $0.contains("'showsExport' presents") })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeSheetIf.txt")
    }

    @Test func aPropertyOrFunctionOfTheViewIsFollowedToTheViewItShows() throws {
        let sources = try SwiftFixtures.read("ScopeSheetFunction")
        #expect(when(sources, "Copy All") == "sheet == SelectableTextView && !dialog")
        #expect(when(sources, "Save Image") == "sheet == ShareImageView && !dialog")
        // A control written in the property itself is in the sheet, not in the window.
        #expect(when(sources, "Done") == "sheet == showsDrafts && !dialog")
        #expect(when(sources, "Drafts") == "NavigationStack && !dialog")
        #expect(!SwiftFixtures.summaries(sources).contains { $0.contains("not a view the reader can name") })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeSheetFunction.txt")
    }

    @Test func aViewShownOnlyInAContextMenuIsNotBoundInTheWindow() throws {
        let sources = try SwiftFixtures.read("ScopeContextMenuView")
        #expect(when(sources, "Refresh") == "NavigationStack && !dialog")
        #expect(when(sources, "Preview") == nil)
        #expect(when(sources, "Reveal in Finder") == nil)
        let notes = SwiftFixtures.summaries(sources).filter { $0.contains("is shown only in a context menu") }
        // Through a protocol extension's `self.previewButton` (a refining protocol's conformer's
        // property), and through a function of the view.
        #expect(
            notes == [
                "ScopeContextMenuView/TapsApp.swift:66:14: note: 'Preview' is shown only in a context menu "
                    + "(ScopeContextMenuView/TapsApp.swift:21:14), which the app model does not present: "
                    + "its shortcut ⌥⌘P is not bound",
                "ScopeContextMenuView/TapsApp.swift:77:14: note: 'Reveal in Finder' is shown only in a context menu "
                    + "(ScopeContextMenuView/TapsApp.swift:40:18), which the app model does not present: "
                    + "its shortcut ⇧⌘R is not bound",
            ], "\(notes)")
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeContextMenuView.txt")
    }
}
