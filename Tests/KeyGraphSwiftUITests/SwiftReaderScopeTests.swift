import KeyGraph
import KeyGraphFormats
import KeyGraphSwiftUI
import KeyGraphTestSupport
import Testing

/// Issue 37, items 3 to 5: each view's shortcut bound where its view is on screen, every
/// binding at its Swift place, and the platform and deployment target the project declares.
@Suite("SwiftUI reader: where shortcuts are live, their places, the project's platform")
struct SwiftReaderScopeTests {
    /// The menu-shortcut binding of the command titled `title`.
    private func binding(_ sources: SwiftSources, _ title: String) -> KeymapBinding? {
        guard let id = sources.command(titled: title)?.id else { return nil }
        return sources.model.menuShortcutKeymap?.bindings.first { $0.commandID == id }
    }

    @Test func aSheetsDefaultActionIsLiveInTheSheetAloneAndTheWindowsButtonInTheWindow() throws {
        let sources = try SwiftFixtures.read("ScopeSheet")
        #expect(binding(sources, "Move to Trash")?.whenSource == "sheet == TrashConfirmation && !dialog")
        #expect(binding(sources, "Cancel")?.whenSource == "sheet == TrashConfirmation && !dialog")
        #expect(binding(sources, "Delete")?.whenSource == "NavigationStack && !dialog")
        #expect(binding(sources, "Empty")?.whenSource == "dialog == confirmsEmpty")
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeSheet.txt")
    }

    @Test func aViewNoSceneShowsBindsNothingWithOneNote() throws {
        let sources = try SwiftFixtures.read("ScopeUnreached")
        #expect(sources.command(titled: "Save Image")?.shortcut == nil)
        #expect(sources.command(titled: "Quit Exporter")?.shortcut == nil)
        #expect(sources.command(titled: "Bold")?.shortcut == KeyboardShortcut("b"))
        let notes = SwiftFixtures.summaries(sources).filter { $0.contains("not shown by any scene") }
        #expect(
            notes == [
                "ScopeUnreached/EditorApp.swift:33:8: note: 'ImageExporter' is not shown by any scene: its shortcuts are not bound ('Save Image' ⌘S, 'Quit Exporter' ⌘Q)"
            ])
        // ⌘S is the menu's Save again, ⌘Q the system's Quit.
        let keys = sources.model.menuShortcutKeymap?.bindings.filter { $0.sequence.canonical == "cmd+s" }
        #expect(keys?.compactMap(\.commandID) == [sources.command(titled: "Save")?.id].compactMap { $0 })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeUnreached.txt")
    }

    @Test func aViewPassedAsAnyViewIsBoundWhereItsParentShowsWithANote() throws {
        let sources = try SwiftFixtures.read("ScopeErased")
        #expect(binding(sources, "Share")?.whenSource == "NavigationStack && !dialog")
        #expect(
            SwiftFixtures.summaries(sources).contains {
                $0.contains("'ArticleView' is passed as AnyView") && $0.hasPrefix("ScopeErased/ReaderApp.swift:7:")
            })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeErased.txt")
    }

    @Test func aPopoversAndAnInspectorsShortcutsAreBoundWhileTheyShow() throws {
        let sources = try SwiftFixtures.read("ScopePopover")
        #expect(binding(sources, "Satellite")?.whenSource == "sheet == LayerPicker && !dialog")
        #expect(binding(sources, "Pin Location")?.whenSource == "sheet == showsInfo && !dialog")
        #expect(binding(sources, "Layers")?.whenSource == "NavigationStack && !dialog")
        #expect(sources.model.navigation.sheets["LayerPicker"]?.style == .popover)
        #expect(sources.model.navigation.sheets["showsInfo"]?.style == .inspector)
        #expect(!SwiftFixtures.summaries(sources).contains { $0.contains("does not present") })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopePopover.txt")
    }

    @Test func aPopoverItemIsReadWithoutItsItemAndAnInspectorBesideTheWindow() throws {
        let sources = try SwiftFixtures.read("ScopeInspector")
        #expect(binding(sources, "Rename Tag")?.whenSource == "sheet == TagEditor && !dialog")
        #expect(binding(sources, "Pin Note")?.whenSource == "sheet == showsDetails && !dialog")
        #expect(sources.model.navigation.sheets["TagEditor"]?.style == .popover)
        #expect(
            SwiftFixtures.summaries(sources).contains {
                $0.contains("'.popover(item:)'") && $0.contains("read as the popover 'TagEditor' without its item")
            })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeInspector.txt")
    }

    @Test func aMenuBarExtrasMenuIsAPlaceItsItemsAreBoundIn() throws {
        let sources = try SwiftFixtures.read("ScopeMenuBarExtra")
        #expect(sources.model.navigation.sheets["MenuBarExtra"]?.style == .menu)
        #expect(binding(sources, "Show Shelf")?.whenSource == "sheet == MenuBarExtra")
        #expect(binding(sources, "Refresh")?.whenSource == "NavigationStack && !dialog")
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeMenuBarExtra.txt")
    }

    @Test func aViewInTheWindowAndInSettingsIsLiveInBoth() throws {
        let sources = try SwiftFixtures.read("ScopeSettings")
        #expect(binding(sources, "Get Mail")?.whenSource == "(NavigationStack && !dialog) || (AccountsView)")
        #expect(binding(sources, "Add Account")?.whenSource == "AccountsView")
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeSettings.txt")
    }

    @Test func everyMenuShortcutNamesItsSwiftPlace() throws {
        let sources = try SwiftFixtures.read("ScopeUnreached")
        let bindings = try #require(sources.model.menuShortcutKeymap?.bindings)
        #expect(!bindings.isEmpty)
        for binding in bindings {
            #expect(binding.sourceFile == "ScopeUnreached/EditorApp.swift", "\(binding)")
            #expect(binding.position.line > 0, "\(binding)")
        }
        // The menu's Save: its .keyboardShortcut; Quit: the App whose menu bar shows it.
        let save = bindings.first { $0.sequence.canonical == "cmd+s" }
        #expect(save?.position == SourcePosition(line: 12, column: 22))
        let quit = bindings.first { $0.commandID == "terminate:" }
        #expect(quit?.position == SourcePosition(line: 4, column: 8))
    }

    @Test func thePlatformAndTargetComeFromThePackageTheXcodeProjectOrTheSources() {
        let package = SourceFile(
            name: "Package.swift", text: "let package = Package(\n    platforms: [\n        .macOS(.v13)\n    ]\n)\n")
        let found = ProjectPlatform.detect(manifests: [package], sources: [])
        #expect(found.platform == .macos)
        #expect(found.target == "macOS 13.0")
        #expect(
            found.note(given: nil).summary
                == "Package.swift:3:9: note: read for macos, deployment target macOS 13.0 ('.macOS(.v13)')")
        #expect(found.note(given: .ipados).summary.contains("read for ipados (--platform); the project targets macos"))

        let project = SourceFile(
            name: "App.xcodeproj/project.pbxproj",
            text: "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;\n\t\t\t\tSDKROOT = iphoneos;\n")
        let iOS = ProjectPlatform.detect(manifests: [project], sources: [])
        #expect(iOS.platform == .ipados)
        #expect(iOS.target == "iOS 16.0")

        let mac = SourceFile(name: "A.swift", text: "import SwiftUI\n#if os(macOS)\nimport AppKit\n#endif\n")
        #expect(ProjectPlatform.detect(manifests: [], sources: [mac]).platform == .macos)
        let phone = SourceFile(name: "B.swift", text: "import UIKit\n")
        #expect(ProjectPlatform.detect(manifests: [], sources: [phone]).platform == .ipados)
        let none = ProjectPlatform.detect(manifests: [], sources: [])
        #expect(none.platform == .macos)
        #expect(none.note(given: nil).message.contains("nothing in the project names a platform"))
    }
}
