import KeyGraph
import KeyGraphFormats
import KeyGraphSwiftUI
import KeyGraphTestSupport
import Testing

/// What real apps write that the reader missed (issue 37's Done-when, read on Cork): two
/// shortcuts on one button, a button wrapper of another module, a dialog's actions, and a view
/// type no view uses beside one that is used.
@Suite("SwiftUI reader: the constructs real apps use for their shortcuts")
struct SwiftReaderRealAppTests {
    /// The menu-shortcut binding of the command titled `title`.
    private func binding(_ sources: SwiftSources, _ title: String) -> KeymapBinding? {
        guard let id = sources.command(titled: title)?.id else { return nil }
        return sources.model.menuShortcutKeymap?.bindings.first { $0.commandID == id }
    }

    @Test func theFirstOfTwoShortcutsOnOneButtonIsTheOneSwiftUIUsesAndTheOtherIsNoted() throws {
        let sources = try SwiftFixtures.read("ScopeTwoShortcuts")
        #expect(sources.command(titled: "Close")?.shortcut == .cancelAction)
        // A project view whose body's Button has a shortcut: the call site's comes second.
        #expect(
            sources.command(titled: "Close Window")?.shortcut == KeyboardShortcut("w", modifiers: [.command, .shift]))
        let notes = SwiftFixtures.summaries(sources).filter { $0.contains("a second .keyboardShortcut") }
        #expect(
            notes == [
                "ScopeTwoShortcuts/LicenseApp.swift:25:14: note: a second .keyboardShortcut on 'Close': ↩ is not used, ⎋ nearer the control is, as in SwiftUI",
                "ScopeTwoShortcuts/LicenseApp.swift:27:18: note: a second .keyboardShortcut on 'Close Window': ⌘W is not used, ⇧⌘W nearer the control is, as in SwiftUI",
            ])
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeTwoShortcuts.txt")
    }

    @Test func aButtonWrapperOfAnotherModuleIsBoundByItsTitleWithANote() throws {
        let sources = try SwiftFixtures.read("ScopeWrapper")
        #expect(binding(sources, "Check License")?.whenSource == "NavigationStack && !dialog")
        #expect(sources.command(titled: "Check License")?.shortcut == .defaultAction)
        #expect(binding(sources, "Refresh")?.whenSource == "NavigationStack && !dialog")
        #expect(
            SwiftFixtures.summaries(sources).contains {
                $0.hasPrefix("ScopeWrapper/CheckerApp.swift:20:13: note: 'AsyncButton' is not declared")
            })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeWrapper.txt")
    }

    @Test func aConfirmationDialogsActionsAreLiveWhileItIsUp() throws {
        let sources = try SwiftFixtures.read("ScopeDialogActions")
        #expect(binding(sources, "Adopt")?.whenSource == "dialog == confirmsAdoption")
        #expect(binding(sources, "Keep")?.whenSource == "dialog == confirmsHiding")
        let hide = sources.model.menuShortcutKeymap?.bindings.filter {
            $0.whenSource == "dialog == confirmsHiding" && $0.sequence.canonical == "return"
        }
        #expect(hide?.isEmpty == false)
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeDialogActions.txt")
    }

    @Test func aTypeNoViewUsesIsNotedEvenBesideAUsedTwinOfTheSameTitle() throws {
        let sources = try SwiftFixtures.read("ScopeUnusedTwin")
        #expect(binding(sources, "Preview")?.whenSource == "NavigationStack && !dialog")
        let notes = SwiftFixtures.summaries(sources).filter { $0.contains("not shown by any scene") }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("'PreviewButtonWithAction'") == true)
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeUnusedTwin.txt")
    }

    @Test func linksAreMenuItemsAndAShareLinkIsAControl() throws {
        let sources = try SwiftFixtures.read("MenuLinks")
        #expect(sources.command(titled: "Website") != nil)
        #expect(sources.command(titled: "Source Code") != nil)
        #expect(binding(sources, "Share")?.sequence.canonical == "shift+cmd+s")
        #expect(!SwiftFixtures.summaries(sources).contains { $0.contains("'Link' is not declared") })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "MenuLinks.txt")
    }

    @Test func aTitleIsReadFromAProjectConstantAndFromTitlesJoinedWithPlus() throws {
        let sources = try SwiftFixtures.read("TitleConstants")
        #expect(sources.command(titled: "pick.foreground…")?.shortcut == KeyboardShortcut("d"))
        #expect(sources.command(titled: "copy.hex")?.shortcut == KeyboardShortcut("c"))
        #expect(sources.command(titled: "Swap Colors") != nil)
        // A constant made of another constant is not followed: a run-time title, noted.
        #expect(SwiftFixtures.summaries(sources).contains { $0.contains("'{Strings.again}'") })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "TitleConstants.txt")
    }

    @Test func aShortcutFunctionCalledOnlyFromAnotherOneBindsItsCallersKey() throws {
        let sources = try SwiftFixtures.read("ScopeShortcutChain")
        let escape = sources.model.menuShortcutKeymap?.bindings.first { $0.sequence.canonical == "escape" }
        #expect(escape?.whenSource == "NavigationStack && !dialog")
        #expect(!SwiftFixtures.summaries(sources).contains { $0.contains("takes as a parameter") })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeShortcutChain.txt")
    }

    @Test func aShortcutIsFollowedThroughAChainOfFunctionsOnceEach() throws {
        let sources = try SwiftFixtures.read("ScopeShortcutRelay")
        let keys = sources.model.menuShortcutKeymap?.bindings.filter { $0.whenSource == "NavigationStack && !dialog" }
            .map(\.sequence.canonical).sorted()
        // ⎋ through two functions, ⇧⌘L through three, ⇧⌘E once although its function calls itself.
        #expect(keys == ["escape", "shift+cmd+e", "shift+cmd+l"])
        let notes = SwiftFixtures.summaries(sources).filter { $0.contains("takes as a parameter") }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("'onHiddenShortcut'") == true, "\(notes)")
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeShortcutRelay.txt")
    }

    @Test func aForEachKeyMadeWithFirstIndexIsEachCasesDigit() throws {
        let sources = try SwiftFixtures.read("ScopeForEachIndex")
        #expect(sources.command(titled: "Lasso")?.shortcut == KeyboardShortcut("3", modifiers: [.command, .option]))
        let window = sources.model.menuShortcutKeymap?.bindings.filter { $0.whenSource == "NavigationStack && !dialog" }
            .map(\.sequence.canonical).sorted()
        #expect(window == ["cmd+1", "cmd+2", "cmd+3"])
        // Over a collection only the running app knows: still a note.
        #expect(SwiftFixtures.summaries(sources).contains { $0.contains("computed at run time") })
        expectSnapshot(SwiftFixtures.transcript(sources), named: "ScopeForEachIndex.txt")
    }

    /// The files of `ScopePlatformTwins`, whose App is declared once per platform folder.
    private static func platformTwins() -> [SourceFile] {
        let names = [
            "Main.swift", "Shared/NoteCommands.swift", "iOS/NotesApp+Commands.swift", "iOS/NotesApp.swift",
            "macOS/NotesApp+Commands.swift", "macOS/NotesApp.swift", "visionOS/NotesApp.swift",
        ]
        return names.map {
            let path = "ScopePlatformTwins/" + $0
            return SourceFile(name: path, text: Golden.read(SwiftFixtures.folder + "/" + path) ?? "")
        }
    }

    @Test func anAppDeclaredOncePerPlatformFolderIsThePlatformsOne() throws {
        let mac = try SwiftSources.read(Self.platformTwins(), name: "Twins.swiftui.json", platform: .macos)
        #expect(mac.command(titled: "New Note")?.shortcut == KeyboardShortcut("n"))
        #expect(
            mac.command(titled: "Float on Top")?.shortcut == KeyboardShortcut("t", modifiers: [.command, .control]))
        #expect(mac.command(titled: "Immerse") == nil)
        #expect(mac.command(titled: "Scribble") == nil)
        let notes = SwiftFixtures.summaries(mac).filter { $0.contains("is declared in 3 files") }
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("ScopePlatformTwins/macOS/NotesApp.swift:4:8:") == true, "\(notes)")
        #expect(notes.first?.contains("left out: ScopePlatformTwins/iOS/NotesApp.swift:4:8") == true, "\(notes)")
        #expect(!SwiftFixtures.summaries(mac).contains { $0.contains("not shown by any scene") })
        let pad = try SwiftSources.read(Self.platformTwins(), name: "Twins.swiftui.json", platform: .ipados)
        #expect(pad.command(titled: "New Note") == nil)
        #expect(pad.command(titled: "Float on Top") == nil)
        #expect(SwiftFixtures.summaries(pad).contains { $0.hasPrefix("ScopePlatformTwins/iOS/NotesApp.swift:4:8:") })
    }

    @Test func anAppDeclaredOncePerTargetIsTheOneThePlatformsXcodeTargetCompiles() throws {
        let names = [
            "Desktop/JournalApp.swift", "Journal.xcodeproj/project.pbxproj", "Shared/Main.swift",
            "Touch/JournalApp.swift",
        ]
        let files = names.map {
            let path = "ScopeXcodeTargets/" + $0
            return SourceFile(name: path, text: Golden.read(SwiftFixtures.folder + "/" + path) ?? "")
        }
        let mac = try SwiftSources.read(files, name: "Journal.swiftui.json", platform: .macos)
        #expect(mac.command(titled: "New Entry")?.shortcut == KeyboardShortcut("e"))
        #expect(mac.command(titled: "Dictate Entry") == nil)
        #expect(
            SwiftFixtures.summaries(mac).contains {
                $0.hasPrefix("ScopeXcodeTargets/Desktop/JournalApp.swift:4:8:")
                    && $0.contains("(the Xcode target 'Journal Mac' compiles it); left out: ScopeXcodeTargets/Touch/")
            })
        let pad = try SwiftSources.read(files, name: "Journal.swiftui.json", platform: .ipados)
        #expect(pad.command(titled: "Dictate Entry")?.shortcut == KeyboardShortcut("d"))
        #expect(pad.command(titled: "New Entry") == nil)
        // Without the project, no folder names a platform: the two are merged, as before.
        let alone = try SwiftSources.read(
            files.filter { !$0.name.hasSuffix(".pbxproj") }, name: "Journal.swiftui.json", platform: .macos)
        #expect(!SwiftFixtures.summaries(alone).contains { $0.contains("is declared in 2 files") })
    }

    /// UTM declares ten views once per target: a note each said what the build decides anyway.
    /// The App keeps its note; the other types that the project's targets decide share one.
    @Test func typesTheTargetsDecideShareOneNote() throws {
        let views = """

            struct EntryList: View { var body: some View { Text("List") } }
            struct EntryRow: View { var body: some View { Text("Row") } }

            """
        let names = [
            "Desktop/JournalApp.swift", "Journal.xcodeproj/project.pbxproj", "Shared/Main.swift",
            "Touch/JournalApp.swift",
        ]
        let files = names.map {
            let path = "ScopeXcodeTargets/" + $0
            let text = Golden.read(SwiftFixtures.folder + "/" + path) ?? ""
            return SourceFile(name: path, text: path.hasSuffix("JournalApp.swift") ? text + views : text)
        }
        let mac = try SwiftSources.read(files, name: "Journal.swiftui.json", platform: .macos)
        let notes = SwiftFixtures.summaries(mac).filter { $0.contains("declared") }
        #expect(notes.count == 2)
        #expect(notes.contains { $0.hasPrefix("ScopeXcodeTargets/Desktop/JournalApp.swift:4:8: note: 'JournalApp'") })
        #expect(
            notes.contains(
                "ScopeXcodeTargets/Desktop/JournalApp.swift:18:8: note: 2 types are declared once per platform's "
                    + "target, with no #if between them: each read for macos as its Xcode target compiles it "
                    + "('EntryList', 'EntryRow')"))
    }
}
