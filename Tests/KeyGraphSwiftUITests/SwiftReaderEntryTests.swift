import KeyGraph
import KeyGraphFormats
import KeyGraphSwiftUI
import KeyGraphTestSupport
import Testing

/// Issue 37, Build 1 and 2: every entry point and every menu form, one fixture each, with the
/// app file and notes pinned in `Snapshots/`.
@Suite("SwiftUI reader: entry points and menu forms")
struct SwiftReaderEntryTests {
    /// The titles of the menu bar's items, menu by menu, as `menu` shows them.
    static func menuTitles(_ sources: SwiftSources) throws -> [String: [String]] {
        let session = try Session(app: sources.model, platform: .macos)
        var out: [String: [String]] = [:]
        for menu in session.menuBar().menus {
            out[menu.title] = menu.entries.compactMap { $0.kind == .divider || $0.kind == .header ? nil : $0.title }
        }
        return out
    }

    @Test func anAppStartedByACustomMainIsTheOneNotNamedForTests() throws {
        let sources = try SwiftFixtures.read("EntryCustomMain")
        #expect(sources.model.name == "ShelfApp")
        #expect(sources.command(titled: "Add Book")?.shortcut == KeyboardShortcut("b"))
        #expect(SwiftFixtures.summaries(sources).contains { $0.hasPrefix("EntryCustomMain/Main.swift:8:13: note:") })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "EntryCustomMain.txt")
    }

    @Test func aSettingsOnlyAppWithADelegateHasTheWindowItHosts() throws {
        let sources = try SwiftFixtures.read("EntryDelegate")
        #expect(sources.model.name == "BoardApp")
        #expect(sources.model.appScenes.settings != nil)
        #expect(sources.command(titled: "Refresh")?.shortcut == KeyboardShortcut("r"))
        #expect(sources.command(titled: "Pin Card")?.shortcut == KeyboardShortcut("p"))
        // The status item's menu is not the menu bar: its key equivalent is a note, not a binding.
        #expect(sources.command(titled: "Show Board") == nil)
        #expect(sources.diagnostics.contains { $0.message.hasPrefix("'Show Board': a key equivalent of an NSMenu") })
        #expect(try Self.menuTitles(sources)["File"]?.contains("New Window") != true)
        expectSnapshot(SwiftFixtures.transcript(sources), named: "EntryDelegate.txt")
    }

    @Test func aSettingsOnlyAppIsReadWithoutAnErrorInAGeneratedFile() throws {
        let sources = try SwiftFixtures.read("EntrySettingsOnly")
        #expect(sources.model.appScenes.settings != nil)
        #expect(sources.command(titled: "Reset")?.shortcut == KeyboardShortcut("r", modifiers: [.command, .option]))
        #expect(sources.diagnostics.allSatisfy { $0.file.hasSuffix(".swift") })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "EntrySettingsOnly.txt")
    }

    @Test func aSingleWindowHasNoNewWindowAndNoSettingsWithoutASettingsScene() throws {
        let sources = try SwiftFixtures.read("EntryWindow")
        let menus = try Self.menuTitles(sources)
        #expect(menus["File"]?.contains("New Window") == false)
        #expect(menus["Stats"]?.contains { $0.hasPrefix("Settings") } == false)
        #expect(sources.command(titled: "Reload")?.shortcut == KeyboardShortcut("r"))
        expectSnapshot(SwiftFixtures.transcript(sources), named: "EntryWindow.txt")
    }

    @Test func aMenuBarExtrasMenuShortcutsAreBoundWhileItsMenuIsOpen() throws {
        let sources = try SwiftFixtures.read("EntryMenuBarExtra")
        #expect(sources.command(titled: "Clear History")?.shortcut == KeyboardShortcut("k"))
        #expect(sources.model.navigation.sheets["MenuBarExtra"]?.style == .menu)
        let id = sources.command(titled: "Clear History")?.id
        let binding = sources.model.menuShortcutKeymap?.bindings.first { $0.commandID == id }
        #expect(binding?.whenSource == "sheet == MenuBarExtra")
        expectSnapshot(SwiftFixtures.transcript(sources), named: "EntryMenuBarExtra.txt")
    }

    @Test func aViewingDocumentGroupIsNoted() throws {
        let sources = try SwiftFixtures.read("EntryViewer")
        #expect(sources.model.appScenes.group == .documentGroup)
        #expect(sources.command(titled: "Jump to End")?.shortcut == KeyboardShortcut(.downArrow))
        expectSnapshot(SwiftFixtures.transcript(sources), named: "EntryViewer.txt")
    }

    @Test func anAppKitAppsMenuBarBuiltInCodeIsItsMenuBar() throws {
        let sources = try SwiftFixtures.read("EntryAppKitCode")
        let menus = try Self.menuTitles(sources)
        #expect(menus["File"] == ["New Sketch", "Export…", "Close"])
        #expect(menus["Shapes"] == ["Rectangle"])
        #expect(sources.command(titled: "Export…")?.shortcut == KeyboardShortcut("e", modifiers: [.command, .shift]))
        #expect(sources.command(titled: "Rectangle")?.shortcut == KeyboardShortcut("r", modifiers: [.command, .shift]))
        #expect(sources.command(titled: "Close")?.selector == "performClose:")
        #expect(sources.command(titled: "Clear Canvas")?.shortcut == KeyboardShortcut(.delete))
        expectSnapshot(SwiftFixtures.transcript(sources), named: "EntryAppKitCode.txt")
    }

    @Test("a storyboard menu item's image is its icon: image=, or secondaryImage= as Xcode 26 writes an SF Symbol")
    func aStoryboardMenuItemsImageIsItsIcon() throws {
        let storyboard = SourceFile(
            name: "Main.storyboard",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
                  <scenes><scene sceneID="a"><objects><application id="b">
                    <menu key="mainMenu" title="Main Menu" systemMenu="main" id="c"><items>
                      <menuItem title="Pad" id="d"><menu key="submenu" title="Pad" id="e"><items>
                        <menuItem title="Quit Pad" keyEquivalent="q" id="f"/>
                      </items></menu></menuItem>
                      <menuItem title="Tools" id="g"><menu key="submenu" title="Tools" id="h"><items>
                        <menuItem title="Pin Window" secondaryImage="pin" catalog="system" id="i"/>
                        <menuItem title="Share Page" image="NSShareTemplate" id="j"/>
                        <menuItem title="Reflow" id="k"/>
                      </items></menu></menuItem>
                    </items></menu>
                  </application></objects></scene></scenes>
                </document>
                """)
        let sources = try SwiftSources.read([storyboard], name: "pad.swiftui.json", platform: .macos)
        #expect(sources.command(titled: "Pin Window")?.icon == "pin")
        #expect(sources.command(titled: "Share Page")?.icon == "NSShareTemplate")
        #expect(sources.command(titled: "Reflow")?.icon == nil)
    }

    @Test func anAppKitAppsStoryboardMainMenuIsItsMenuBar() throws {
        let sources = try SwiftFixtures.read("EntryStoryboard")
        let menus = try Self.menuTitles(sources)
        #expect(menus["File"] == ["New Entry", "Export as CSV…", "Close"])
        #expect(menus["Accounts"] == ["Next Account", "Delete Account", "Sort"])
        #expect(
            sources.command(titled: "Export as CSV…")?.shortcut == KeyboardShortcut("e", modifiers: [.command, .shift]))
        #expect(
            sources.command(titled: "Next Account")?.shortcut
                == KeyboardShortcut(.rightArrow, modifiers: [.command, .option]))
        #expect(sources.command(titled: "Delete Account")?.shortcut == KeyboardShortcut(.delete))
        #expect(sources.command(titled: "By Name")?.shortcut == KeyboardShortcut("1", modifiers: .control))
        #expect(
            sources.command(titled: "Reconcile")?.shortcut == KeyboardShortcut("r", modifiers: [.command, .control]))
        // Located in the storyboard, a file the person has.
        #expect(sources.model.name == "Ledger")
        #expect(sources.model.menus.appName == "Ledger")
        expectSnapshot(SwiftFixtures.transcript(sources), named: "EntryStoryboard.txt")
    }

    @Test func aUIKitAppsHostedViewIsItsWindow() throws {
        let sources = try SwiftFixtures.read("EntryUIKit", platform: .ipados)
        #expect(sources.command(titled: "Plan Trip")?.shortcut == KeyboardShortcut("t"))
        expectSnapshot(SwiftFixtures.transcript(sources), named: "EntryUIKit.txt")
    }

    @Test func aStoryboardThatIsNotXMLAndASwiftFileThatDoesNotParseAreLocatedErrors() throws {
        // The Swift file that does not parse is made here: the house's format lint reads every committed one.
        let broken = SourceFile(
            name: "EntryBadInput/Broken.swift",
            text: "struct Broken: View {\n    var body: some View {\n        Button(\"Save\" {}\n    }\n}\n")
        let sources = try SwiftSources.read(
            SwiftFixtures.files("EntryBadInput") + [broken], name: "EntryBadInput.swiftui.json")
        let summaries = SwiftFixtures.summaries(sources)
        #expect(summaries.contains { $0.hasPrefix("EntryBadInput/Main.storyboard:6:5: error: not read:") })
        #expect(summaries.contains { $0.hasPrefix("EntryBadInput/Other.xib:1:1: error: not read:") })
        #expect(summaries.contains { $0.hasPrefix("EntryBadInput/Broken.swift:3:") })
        #expect(sources.command(titled: "Save")?.shortcut == KeyboardShortcut("s"))
        expectSnapshot(SwiftFixtures.transcript(sources), named: "EntryBadInput.txt")
    }

    /// Found by the swiftui fuzz target: a `@main` type whose name does not parse gave the app
    /// file an empty "app" name, which the loader refused (an error about a file the user does
    /// not have). Its name is not taken; the app keeps the default one.
    @Test func aMainTypeWhoseNameDoesNotParseGivesNoEmptyAppName() throws {
        let file = SourceFile(name: "Broken.swift", text: "import SwiftUI\n\n@main\nstruct!Garde var @")
        let sources = try SwiftSources.read([file], name: "Broken.swiftui.json")
        #expect(!sources.model.name.isEmpty)
        #expect(sources.diagnostics.allSatisfy { $0.file == "Broken.swift" })
    }

    @Test func nothingToReadSaysWhatWasLookedFor() throws {
        let sources = try SwiftSources.read(
            [SourceFile(name: "Model.swift", text: "struct Note { var title: String }\n")], name: "Model.swiftui.json")
        #expect(sources.nothingFound?.hasPrefix("no app in 1 .swift file and 0 storyboard or xib files") == true)
        let app = try SwiftFixtures.read("EntryWindow")
        #expect(app.nothingFound == nil)
    }

    @Test func everyFormOfMenu() throws {
        let sources = try SwiftFixtures.read("MenuLabels")
        #expect(sources.command(titled: "Ocean")?.shortcut == KeyboardShortcut("o", modifiers: [.command, .option]))
        #expect(sources.command(titled: "Clear Recent") != nil)
        #expect(sources.command(titled: "Round")?.shortcut == KeyboardShortcut("b", modifiers: [.command, .option]))
        #expect(try Self.menuTitles(sources)["Palette"] == ["Colors", "Swatches", "Brushes"])
        expectSnapshot(SwiftFixtures.transcript(sources), named: "MenuLabels.txt")
    }

    @Test func pickerOptionsWithShortcutsAreItemsOfTheirOwn() throws {
        let sources = try SwiftFixtures.read("MenuPickers")
        #expect(sources.command(titled: "Grid")?.shortcut == KeyboardShortcut("1"))
        #expect(sources.command(titled: "List")?.shortcut == KeyboardShortcut("2"))
        #expect(sources.command(titled: "List")?.effects.map(\.description) == ["setState layout = List"])
        #expect(sources.command(titled: "Show Info")?.shortcut == KeyboardShortcut("i"))
        let display = try Self.menuTitles(sources)["Display"] ?? []
        // Options with shortcuts are items; the Zoom picker, whose options have none, stays a picker.
        #expect(display == ["Grid", "List", "Zoom", "Show Info"])
        expectSnapshot(SwiftFixtures.transcript(sources), named: "MenuPickers.txt")
    }

    @Test func forEachOverWhatTheSourcesStateWithIndexShortcuts() throws {
        let sources = try SwiftFixtures.read("MenuForEach")
        #expect(sources.command(titled: "Library")?.shortcut == KeyboardShortcut("1"))
        #expect(sources.command(titled: "Albums")?.shortcut == KeyboardShortcut("2"))
        #expect(sources.command(titled: "People")?.shortcut == KeyboardShortcut("3"))
        #expect(sources.command(titled: "Tab 3")?.shortcut == KeyboardShortcut("3", modifiers: [.command, .option]))
        #expect(sources.command(titled: "Tag Green") != nil)
        #expect(
            sources.diagnostics.contains {
                $0.message.hasPrefix("ForEach over 'Array(albums.enumerated())': its items and their shortcuts")
            })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "MenuForEach.txt")
    }

    @Test func shortcutValuesAndAnEmptyTitle() throws {
        let sources = try SwiftFixtures.read("MenuShortcuts")
        #expect(sources.command(titled: "Reload")?.shortcut == KeyboardShortcut("r"))
        #expect(
            sources.command(titled: "Mark All Read")?.shortcut == KeyboardShortcut("k", modifiers: [.command, .option]))
        #expect(sources.command(titled: "{untitled}")?.shortcut == KeyboardShortcut("j", modifiers: []))
        #expect(!sources.diagnostics.contains { $0.message.contains("computed at run time") })
        #expect(sources.diagnostics.contains { $0.message == "a Button with an empty title: read as '{untitled}'" })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "MenuShortcuts.txt")
    }

    /// Cork's install sheet: Return goes to one of two buttons, chosen by the selection. Neither
    /// key is bound (which one holds is known only at run time), but the note names both.
    @Test func aShortcutChosenByStateNamesBothKeys() throws {
        let text = """
            import SwiftUI
            @main struct A: App { var body: some Scene { WindowGroup { V() } } }
            struct V: View {
                @State var selection: Int? = nil
                var body: some View {
                    Button("Install") {}.keyboardShortcut(selection != nil ? .defaultAction : .init(.end))
                    Button("Search") {}.keyboardShortcut(selection == nil ? .defaultAction : KeyboardShortcut("f"))
                    Button("Other") {}.keyboardShortcut(flag ? key : .cancelAction)
                    Button("Maybe") {}.keyboardShortcut(a && b ? KeyboardShortcut("m") : nil)
                }
            }
            """
        let sources = try SwiftSources.read([SourceFile(name: "A.swift", text: text)], name: "A.swiftui.json")
        #expect(sources.command(titled: "Install")?.shortcut == nil)
        #expect(sources.command(titled: "Maybe")?.shortcut == KeyboardShortcut("m"))
        #expect(
            SwiftFixtures.summaries(sources).filter { $0.contains("run time") } == [
                "A.swift:6:47: note: a shortcut chosen at run time by 'selection != nil': ↩ or ⌘↘",
                "A.swift:7:46: note: a shortcut chosen at run time by 'selection == nil': ↩ or ⌘F",
                "A.swift:8:45: note: a shortcut whose key is computed at run time ('flag ? key : .cancelAction')",
            ])
    }

    /// CotEditor's dialog buttons: `Button(.init("Action.replace.label", defaultValue: "Replace"))`
    /// was "made at run time"; a localized title shows its default value, else its key.
    @Test func localizedTitlesShowTheirDefaultValueElseTheirKey() throws {
        let text = """
            import SwiftUI
            @main struct A: App {
                var body: some Scene {
                    WindowGroup { Text("a") }
                        .commands {
                            CommandMenu("Edit Text") {
                                Button(.init("Action.replace.label", defaultValue: "Replace")) {}.keyboardShortcut("1")
                                Button(.init("Restart Now", table: "GeneralSettings", comment: "label")) {}.keyboardShortcut("2")
                                Button(String(localized: "action.delete", defaultValue: "Delete")) {}.keyboardShortcut("3")
                                Button(LocalizedStringResource("a.b", defaultValue: "Insert")) {}.keyboardShortcut("4")
                                Button(.init("Other", weight: 2)) {}.keyboardShortcut("5")
                            }
                        }
                }
            }
            """
        let sources = try SwiftSources.read([SourceFile(name: "A.swift", text: text)], name: "A.swiftui.json")
        for (title, key) in [("Replace", "1"), ("Restart Now", "2"), ("Delete", "3"), ("Insert", "4")] {
            #expect(sources.command(titled: title)?.shortcut == KeyboardShortcut(Character(key)), "\(title)")
        }
        #expect(
            SwiftFixtures.summaries(sources).filter { $0.contains("title is made at run time") } == [
                "A.swift:11:21: note: a Button whose title is made at run time: read as '{.init(\"Other\", weight: 2)}'"
            ])
    }

    @Test func replacedStandardItemsShowTheAppsTitles() throws {
        let sources = try SwiftFixtures.read("MenuReplaced")
        let menus = try Self.menuTitles(sources)
        #expect(menus["Edit"]?.prefix(2) == ["Undo Removal", "Redo Removal"])
        #expect(menus["File"]?.contains("Close List") == true)
        #expect(menus["Lists"]?.contains { $0.hasPrefix("Settings") } == true)
        expectSnapshot(SwiftFixtures.transcript(sources), named: "MenuReplaced.txt")
    }
}
