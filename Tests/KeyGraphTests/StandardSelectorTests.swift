import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("Standard selectors")
struct StandardSelectorTests {
    @Test(
        "rows carry the reference table's facts",
        arguments: [
            ("copy:", "Copy", "⌘C", "pasteboard", "document.on.document", "documented"),
            (
                "pasteAndMatchStyle:", "Paste and Match Style", "⌥⇧⌘V", "pasteboard", "document.on.clipboard",
                "documented"
            ),
            ("terminate:", "Quit APP", "⌘Q", "appTermination", "xmark.circle", "observed"),
            ("showSettings:", "Settings…", "⌘,", "appSettings", "gear", "observed"),
            ("hideOtherApplications:", "Hide Others", "⌥⌘H", "appVisibility", "-", "none"),
            ("findNext:", "Find Next", "⌘G", "textEditing", "text.page.badge.magnifyingglass", "inferred"),
            ("saveDocumentAs:", "Save As…", "⌥⇧⌘S", "saveItem", "-", "documented"),
            ("newDocument:", "New", "⌘N", "newItem", "-", "none"),
            ("centerSelectionInVisibleArea:", "Jump to Selection", "⌘J", "textEditing", "-", "none"),
            ("toggleTabBar:", "Show/Hide Tab Bar", "-", "sidebar", "-", "none"),
            ("moveDocument:", "Move To…", "-", "saveItem", "-", "none"),
            ("duplicateDocument:", "Duplicate", "⇧⌘S", "saveItem", "plus.square.on.square", "documented"),
            ("rename:", "Rename…", "-", "-", "pencil", "documented"),
            ("alignCenter:", "Align Center", "⌘|", "textFormatting", "text.aligncenter", "documented"),
            ("increaseSize:", "Bigger", "⌘+", "textFormatting", "-", "none"),
            (
                "toggleFullScreen:", "Enter/Exit Full Screen", "⌃⌘F", "sidebar", "square.arrowtriangle.4.outward",
                "observed"
            ),
            ("toggleInspector:", "Show/Hide Inspector", "⌃⌘I", "-", "-", "none"),
            ("showHelp:", "APP Help", "⌘?", "help", "-", "none"),
            ("share", "Share…", "-", "importExport", "square.and.arrow.up", "documented"),
            ("newScene", "New Window", "⌘N", "newItem", "-", "none"),
        ])
    func row(selector: String, title: String, shortcut: String, placement: String, icon: String, basis: String) throws {
        let row = try #require(StandardSelector.row(for: selector))
        #expect(row.title == title)
        #expect(row.shortcut?.formatted(.glyphs) ?? "-" == shortcut)
        #expect(row.placement?.rawValue ?? "-" == placement)
        #expect(row.icon ?? "-" == icon)
        #expect(row.basis.rawValue == basis)
    }

    @Test("the table has every selector once and 59 rows")
    func unique() {
        #expect(StandardSelector.table.count == 59)
        #expect(Set(StandardSelector.table.map(\.selector)).count == StandardSelector.table.count)
    }

    @Test("Save As… is Duplicate's ⌥ alternate; the Find items carry AppKit's performFindPanelAction: tags")
    func alternatesAndTags() {
        #expect(StandardSelector.row(for: "saveDocumentAs:")?.alternateOf == "duplicateDocument:")
        #expect(
            ["find:", "findAndReplace:", "findNext:", "findPrevious:", "useSelectionForFind:"].map {
                StandardSelector.row(for: $0)?.findPanelTag
            } == [1, 12, 2, 3, 7])
    }

    @Test("APP is replaced by the app's name")
    func appName() throws {
        #expect(try #require(StandardSelector.row(for: "terminate:")).title(appName: "Recipes") == "Quit Recipes")
    }

    @Test("a command with a standard selector inherits title, icon and shortcut")
    func inherits() {
        let copy = Command(id: "edit.copy", selector: "copy:")
        #expect(copy.title == "Copy")
        #expect(copy.icon == "document.on.document")
        #expect(copy.shortcut == KeyboardShortcut("c"))
        #expect(copy.standardSelector?.placement == .pasteboard)
    }

    @Test("a command overrides what it sets")
    func overrides() {
        let export = Command(
            id: "recipe.export", selector: "export:", title: "Export Recipe…",
            shortcut: KeyboardShortcut("e", modifiers: [.shift, .command]))
        #expect(export.title == "Export Recipe…")
        #expect(export.icon == "square.and.arrow.up")
        #expect(export.shortcut?.formatted(.glyphs) == "⇧⌘E")
        let custom = Command(id: "x", selector: "frobnicate:")
        #expect(custom.title == "frobnicate:")
        #expect(custom.icon == nil)
        #expect(custom.shortcut == nil)
    }
}
