import KeyGraph
import KeyGraphFormats
import KeyGraphTestSupport
import Testing

@testable import KeyGraphSwiftUI

@Suite("SwiftUI reader: one fixture per construct")
struct SwiftReaderTests {
    @Test func notesAppReadsCommandsAcrossFilesWithTheirShortcuts() throws {
        let sources = try SwiftFixtures.read("Notes")
        #expect(sources.model.name == "NotesApp")
        #expect(sources.command(titled: "New Note")?.shortcut == KeyboardShortcut("n"))
        #expect(sources.command(titled: "Pin Note")?.shortcut == KeyboardShortcut("p", modifiers: [.command, .shift]))
        #expect(sources.command(titled: "Pin Note")?.requiredFocusedValues == ["selectedNote"])
        #expect(sources.command(titled: "Delete Note")?.icon == "trash")
        #expect(sources.command(titled: "Delete Note")?.shortcut == KeyboardShortcut(.delete))
        expectSnapshot(SwiftFixtures.transcript(sources), named: "Notes.txt")
    }

    @Test func scenesFollowThePlatformsMainAppAndCustomScenes() throws {
        let mac = try SwiftFixtures.read("Scenes", platform: .macos)
        #expect(mac.model.name == "JournalMacApp")
        #expect(mac.command(titled: "New Entry")?.shortcut == KeyboardShortcut("e"))
        #expect(mac.model.appScenes.settings != nil)
        expectSnapshot(SwiftFixtures.transcript(mac), named: "Scenes.txt")
        let pad = try SwiftFixtures.read("Scenes", platform: .ipados)
        #expect(pad.model.name == "JournalPhoneApp")
        #expect(pad.command(titled: "New Entry") == nil)
    }

    @Test func commandsComeFromTypesPropertiesFunctionsAndStandardSets() throws {
        let sources = try SwiftFixtures.read("Commands")
        let bar = sources.model.menus
        #expect(
            Set(bar.builtIns.map(\.rawValue)) == [
                "SidebarCommands", "ToolbarCommands", "TextEditingCommands", "TextFormattingCommands",
                "InspectorCommands",
            ])
        #expect(bar.menus.map(\.title) == ["Shelf"])
        #expect(sources.command(titled: "New Book")?.shortcut == KeyboardShortcut("n"))
        #expect(sources.command(titled: "Library Help") != nil)
        #expect(sources.command(titled: "Lost") == nil)
        expectSnapshot(SwiftFixtures.transcript(sources), named: "Commands.txt")
    }

    @Test func itemsOfEveryKindAndBranch() throws {
        let sources = try SwiftFixtures.read("Items")
        for title in ["Water All", "Harvest", "Clear Beds", "Tomato", "Basil", "Bed 1", "Bed 2", "Compost"] {
            #expect(sources.command(titled: title) != nil, "\(title)")
        }
        #expect(sources.command(titled: "Harvest")?.icon == "basket")
        #expect(sources.command(titled: "Clear Beds")?.role == .destructive)
        #expect(sources.command(titled: "Mac Only") != nil)
        #expect(sources.command(titled: "iPad Only") == nil)
        #expect(sources.command(titled: "Debug Menu") != nil)
        #expect(sources.command(titled: "New in 15") != nil)
        #expect(sources.command(titled: "Old Systems") == nil)
        #expect(sources.command(titled: "Compost")?.icon == "leaf")
        expectSnapshot(SwiftFixtures.transcript(sources), named: "Items.txt")
    }

    @Test func everyKeyboardShortcutForm() throws {
        let sources = try SwiftFixtures.read("Shortcuts")
        let expected: [(String, KeyboardShortcut?)] = [
            ("Character", KeyboardShortcut("k")),
            ("Named Key", KeyboardShortcut(.upArrow, modifiers: .option)),
            ("Any Order", KeyboardShortcut("o", modifiers: [.command, .shift, .control])),
            ("No Modifiers", KeyboardShortcut(.escape, modifiers: [])),
            ("Localized", KeyboardShortcut("l")),
            ("Value", KeyboardShortcut("v", modifiers: [.command, .option])),
            ("Upper Case", KeyboardShortcut("u", modifiers: [.command, .shift])),
            ("Two Shortcuts", KeyboardShortcut("1")),
            ("Computed", nil),
            ("Custom Modifier", KeyboardShortcut("j", modifiers: [.command, .control])),
            ("Publish", KeyboardShortcut("p", modifiers: [.command, .shift])),
            ("Done", .defaultAction),
            ("Cancel", .cancelAction),
            ("Refresh", KeyboardShortcut("r")),
            ("Zoom In", KeyboardShortcut("+")),
            ("Zoom Out", KeyboardShortcut("-")),
            ("Next Line", KeyboardShortcut(.downArrow, modifiers: [])),
            ("Stack Button", KeyboardShortcut("t", modifiers: [.command, .option])),
            ("{untitled}", KeyboardShortcut("y", modifiers: [.command, .shift])),
            ("Backslash", KeyboardShortcut("\\")),
            ("Escaped Scalar", KeyboardShortcut("]")),
        ]
        for (title, shortcut) in expected {
            #expect(sources.command(titled: title) != nil, "\(title)")
            #expect(sources.command(titled: title)?.shortcut == shortcut, "\(title)")
        }
        // A context menu item's shortcut works only while its menu is open: the item is read, the shortcut not bound.
        #expect(sources.command(titled: "Copy Link") != nil)
        #expect(sources.command(titled: "Copy Link")?.shortcut == nil)
        expectSnapshot(SwiftFixtures.transcript(sources), named: "Shortcuts.txt")
    }

    @Test func titlesAsWritten() throws {
        let sources = try SwiftFixtures.read("Titles")
        let titles = sources.model.menus.menus.first?.items.compactMap { item -> String? in
            guard case .button(let id, _, _) = item else { return nil }
            return sources.model.commands.command(id: id)?.title
        }
        #expect(
            titles == [
                "Literal", "Localized Key", "Localized String", "Commented", "Hide Sidebar / Show Sidebar",
                "Open {documentName}", "{runtimeTitle}", "Save \"Draft\"", "New Window…", #"Raw \n Title"#,
                "Rename {documentName}…",
            ])
        expectSnapshot(SwiftFixtures.transcript(sources), named: "Titles.txt")
    }

    @Test func focusedValuesBecomeRequirements() throws {
        let sources = try SwiftFixtures.read("Focus")
        #expect(sources.command(titled: "Reply")?.requiredFocusedValues == ["selectedMessage"])
        #expect(sources.command(titled: "Send")?.requiredFocusedValues == ["draft"])
        #expect(sources.command(titled: "Rename Mailbox…")?.requiredFocusedValues == [])
        expectSnapshot(SwiftFixtures.transcript(sources), named: "Focus.txt")
    }

    @Test func plainActionsBecomeEffects() throws {
        let sources = try SwiftFixtures.read("Actions")
        func effects(_ title: String) -> [String]? { sources.command(titled: title)?.effects.map(\.description) }
        #expect(effects("New Map Window") == ["scene new"])
        // `path` is the App's own array, bound to no NavigationStack: its changes are app code
        // (the stack's pops: navigationMutationsOnlyOnAStackPath).
        #expect(effects("Back") == ["message \"Back: runs app code\""])
        #expect(effects("Home") == ["message \"Home: runs app code\""])
        #expect(effects("Quit Atlas") == ["quit"])
        #expect(sources.command(titled: "Toggle Sidebar")?.selector == "toggleSidebar:")
        expectSnapshot(SwiftFixtures.transcript(sources), named: "Actions.txt")
    }

    /// Issue 37, Build 7: `removeLast()`, `removeAll()` and `= []` pop only a path a
    /// `NavigationStack(path:)` is bound to (in its view, or through a `@Binding` of that name);
    /// on any other array they are the app's code.
    @Test func navigationMutationsOnlyOnAStackPath() throws {
        let sources = try SwiftFixtures.read("NavigationPaths")
        func effects(_ title: String) -> [String]? { sources.command(titled: title)?.effects.map(\.description) }
        #expect(effects("Back") == ["pop 1"])
        #expect(effects("Back Two") == ["pop 2"])
        #expect(effects("Home") == ["popToRoot"])
        #expect(effects("Drop Last Item") == ["message \"Drop Last Item: runs app code\""])
        #expect(effects("Clear Items") == ["message \"Clear Items: runs app code\""])
    }

    /// A file that does not parse, beside one that does (made here: the house's format lint
    /// reads every committed Swift file).
    static let broken = [
        SourceFile(
            name: "Broken/App.swift",
            text: """
                import SwiftUI

                @main
                struct BrokenApp: App {
                    var body: some Scene {
                        WindowGroup { Text("Hello") }
                            .commands {
                                CommandMenu("Still Read") {
                                    Button("Works") {}
                                        .keyboardShortcut("w", modifiers: [.command, .option])
                                }
                            }
                    }
                }

                """),
        SourceFile(
            name: "Broken/Half.swift",
            text: """
                struct Half: View {
                    var body: some View {
                        Button("Half" {
                    }

                """),
    ]

    @Test func aFileThatDoesNotParseIsReportedAndTheRestIsRead() throws {
        let sources = try SwiftSources.read(Self.broken, name: "Broken.swiftui.json")
        #expect(sources.command(titled: "Works")?.shortcut == KeyboardShortcut("w", modifiers: [.command, .option]))
        #expect(
            SwiftFixtures.summaries(sources) == [
                "Broken/Half.swift:3:22: error: expected ')' in function call",
                "Broken/Half.swift:4:6: error: expected '}' to end variable",
                "Broken/Half.swift:4:6: error: expected '}' to end struct",
            ])
    }

    /// Found by the swiftui fuzz target: swift-syntax's ParseDiagnosticsGenerator traps on a
    /// character the lexer cannot read before an operator ("A Fix-It must have at least one
    /// change"); such a file gets KeyGraph's own diagnostic, and the rest is still read.
    @Test func anUnreadableCharacterIsReportedWithoutEndingTheProcess() throws {
        let files = [
            Self.broken[0],
            SourceFile(name: "Broken/Sort.swift", text: "struct Sort {\n    var order \u{FFFD}= \"name\"\n}\n"),
        ]
        let sources = try SwiftSources.read(files, name: "Broken.swiftui.json")
        #expect(sources.command(titled: "Works")?.shortcut == KeyboardShortcut("w", modifiers: [.command, .option]))
        #expect(
            SwiftFixtures.summaries(sources) == [
                "Broken/Sort.swift:2:15: error: invalid character in source file (U+FFFD)"
            ])
    }

    /// A file saved with a UTF-8 byte-order mark (editors on Windows write one) was "invalid
    /// character in source file (U+FEFF)" at 1:1; the compiler skips the mark, and so does the
    /// reader, and a column on line 1 counts what follows the mark.
    @Test func aByteOrderMarkIsNoErrorAndLineOneColumnsSkipIt() throws {
        let files = [
            Self.broken[0], SourceFile(name: "Broken/Sort.swift", text: "\u{FEFF}let order = (\nstruct Sort {}\n"),
        ]
        let sources = try SwiftSources.read(files, name: "Broken.swiftui.json")
        #expect(sources.command(titled: "Works") != nil)
        #expect(
            SwiftFixtures.summaries(sources).filter { $0.hasPrefix("Broken/Sort.swift") }
                == ["Broken/Sort.swift:1:14: error: expected value and ')' to end tuple"])
    }

    /// Found while fixing the stall above: a view in a menu that shows itself ten times was read
    /// 10^8 times (eight deep), and the notes said it was "not declared in the sources read". The
    /// reader reads custom bodies 2,000 times at most in all (eleven real apps read 15 at most),
    /// and says why it stops.
    @Test func aViewThatShowsItselfTenTimesDoesNotStall() throws {
        let many = String(repeating: "        Many()\n", count: 10)
        let text = """
            import SwiftUI
            struct LoopCommands: Commands {
                var body: some Commands {
                    CommandMenu("Loop") {
                        Button("Again") {}
                            .keyboardShortcut("l")
                        Many()
                    }
                }
            }
            struct Many: View {
                var body: some View {
            \(many)    }
            }

            """
        let sources = try SwiftSources.read([SourceFile(name: "Loop.swift", text: text)], name: "Loop.swiftui.json")
        #expect(sources.command(titled: "Again")?.shortcut == KeyboardShortcut("l", modifiers: .command))
        let messages = Set(sources.diagnostics.map(\.message))
        #expect(messages.contains("'Many' is read 8 views deep already: not read further"))
        #expect(
            messages.contains(
                "'Many' is not read: the sources' custom views, commands and modifiers were read 2000 times already "
                    + "(a view that shows itself?)"))
        #expect(!messages.contains { $0.contains("not declared") })
    }

    /// A `NavigationStack` the scene wraps round the project's view is the window's layout: the
    /// root view is the project's (`NoteList`), so the focus reads `NavigationStack › NoteList`,
    /// not `NavigationStack › NavigationStack` (noticed on the second session of issue 37).
    @Test func aStackInTheSceneIsNotTheRootView() throws {
        let text = """
            import SwiftUI
            @main struct NotesApp: App {
                @State private var path: [String] = []
                var body: some Scene {
                    WindowGroup {
                        NavigationStack(path: $path) {
                            NoteList()
                        }
                    }
                }
            }
            struct NoteList: View {
                var body: some View {
                    Button("Refresh") {}.keyboardShortcut("r")
                }
            }

            """
        let sources = try SwiftSources.read([SourceFile(name: "Notes.swift", text: text)], name: "Notes.swiftui.json")
        #expect(sources.appFile.text.contains(#""rootView": {"context": "NoteList"}"#))
        #expect(sources.command(titled: "Refresh")?.shortcut == KeyboardShortcut("r", modifiers: .command))
    }

    /// A control written in a scene's own content, not in a view type, is the window's (or
    /// Settings'): it was dropped without a note, as the App's code is read only from its body.
    @Test func aControlInASceneContentIsTheWindows() throws {
        let text = """
            import SwiftUI
            @main struct LoopApp: App {
                var body: some Scene {
                    WindowGroup {
                        Button("Again") {}.keyboardShortcut("l")
                    }
                    Settings {
                        Button("Reset") {}.keyboardShortcut("r")
                    }
                }
            }

            """
        let sources = try SwiftSources.read([SourceFile(name: "Loop.swift", text: text)], name: "Loop.swiftui.json")
        #expect(sources.command(titled: "Again")?.shortcut == KeyboardShortcut("l", modifiers: .command))
        #expect(sources.command(titled: "Reset")?.shortcut == KeyboardShortcut("r", modifiers: .command))
        #expect(SwiftFixtures.summaries(sources) == [])
    }

    /// Found on Sorty: a string of terminal escapes (`"\u{001B}[32m…"`, 17 `[` on one print line
    /// of its CLI) was refused as nested too deep, an error on a file that parses. Brackets in a
    /// one-line string's text are not counted; after an interpolation, and in `""`, they are.
    @Test func bracketsInAStringAreNotNesting() throws {
        let escapes = String(repeating: "\\u{001B}[0m", count: 20)
        let plain = [Self.broken[0], SourceFile(name: "Broken/Colors.swift", text: "let reset = \"\(escapes)\"\n")]
        #expect(SwiftFixtures.summaries(try SwiftSources.read(plain, name: "Broken.swiftui.json")) == [])
        let deep = String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40)
        for text in ["let a = \"\\(b)\"\(deep)\n", "let a = \"\"\(deep)\n", "let a = \"\"\"\(deep)\n"] {
            let files = [Self.broken[0], SourceFile(name: "Broken/Deep.swift", text: text)]
            let summaries = SwiftFixtures.summaries(try SwiftSources.read(files, name: "Broken.swiftui.json"))
            #expect(summaries.contains { $0.contains("error: not read: '[' nested more than 16 deep") })
        }
    }

    /// A run of one unreadable character is one short message (CI's fuzz smoke made a file with
    /// 91 NULs in a row, and the message listed `U+0` 91 times); at most 8 runs are listed.
    @Test func aRunOfUnreadableCharactersIsCounted() {
        #expect(SwiftFile.scalars("\u{0}\u{0}\u{0}") == "U+0 ×3")
        #expect(SwiftFile.scalars("\u{FFFD}\u{0}\u{0}") == "U+FFFD U+0 ×2")
        #expect(SwiftFile.scalars(String(repeating: "\u{1}\u{2}", count: 5)) == "U+1 U+2 U+1 U+2 U+1 U+2 U+1 U+2 …")
    }

    /// Found by the swiftui fuzz target: a binding argument with nothing written (`isOn:` before a
    /// brace) named an empty state key, and the app file the reader wrote did not load ("\"state\"
    /// is empty"). The control keeps its own key instead; the file's parse errors are reported.
    @Test func aBindingWithNothingWrittenNamesNoState() throws {
        let text = """
            import SwiftUI
            struct GridCommands: Commands {
                var body: some Commands {
                    CommandMenu("Grid") {
                        Toggle("Show Grid", isOn: )
                        Button("Redraw") {}
                            .sheet(isPresented: ) { Text("Sheet") }
                    }
                }
            }

            """
        let sources = try SwiftSources.read([SourceFile(name: "Grid.swift", text: text)], name: "Grid.swiftui.json")
        #expect(sources.command(titled: "Show Grid")?.checked == .state("showGrid"))
        #expect(sources.diagnostics.allSatisfy { $0.file == "Grid.swift" })
        #expect(sources.diagnostics.contains { $0.severity == .error && $0.position.line == 5 })
    }

    /// Found by the swiftui fuzz target: a menu's content that names a property whose content
    /// names itself (a garbled `var` left a property `body` whose content is `body`) was followed
    /// for ever, until the stack ran out (`check --swift` ended with a segmentation fault).
    /// A name met again while it is being followed stands for itself: a located note, and the
    /// menu's other items are read.
    @Test func aPropertyThatNamesItselfIsNotFollowedForEver() throws {
        let text = """
            import SwiftUI
            struct LoopCommands: Commands {
                var body: some Commands {
                    CommandMenu("Loop") {
                        Button("Again") {}
                            .keyboardShortcut("l")
                        more
                    }
                }
                var more: some View {
                    more
                }
            }

            """
        let sources = try SwiftSources.read([SourceFile(name: "Loop.swift", text: text)], name: "Loop.swiftui.json")
        #expect(sources.command(titled: "Again") != nil)
        let note = "'more' stands for itself: not read"
        #expect(sources.diagnostics.filter { $0.message == note }.map(\.position.line) == [11])
    }

    /// Found by CI's fuzz smoke: a property whose content names it twice was followed 64 deep,
    /// 2^64 readings, and `check --swift` stalled (a 1,431-byte malformed file). Each name met
    /// again now stops at once: one note per place it comes round, and the read ends.
    @Test func aPropertyThatNamesItselfTwiceDoesNotStall() throws {
        let text = """
            import SwiftUI
            struct LoopCommands: Commands {
                var body: some Commands {
                    CommandMenu("Loop") {
                        Button("Again") {}
                            .keyboardShortcut("l")
                        more
                    }
                }
                var more: some View {
                    more
                    more
                }
            }

            """
        let sources = try SwiftSources.read([SourceFile(name: "Loop.swift", text: text)], name: "Loop.swiftui.json")
        #expect(sources.command(titled: "Again")?.shortcut == KeyboardShortcut("l", modifiers: .command))
        let note = "'more' stands for itself: not read"
        #expect(sources.diagnostics.filter { $0.message == note }.map(\.position.line) == [11, 12])
    }

    /// Found by the swiftui fuzz target: swift-syntax's parser takes time that doubles with each
    /// level of `[` (7 s at 26 levels, for ever at the fuzzer's 90). A file nested deeper than 16
    /// is not parsed, with a located error; the rest of the project is read.
    @Test func bracketsNestedTooDeepAreNotParsed() throws {
        let deep = String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40)
        let files = [Self.broken[0], SourceFile(name: "Broken/Deep.swift", text: "let table = \(deep)\n")]
        let sources = try SwiftSources.read(files, name: "Broken.swiftui.json")
        #expect(sources.command(titled: "Works")?.shortcut == KeyboardShortcut("w", modifiers: [.command, .option]))
        #expect(
            SwiftFixtures.summaries(sources) == [
                "Broken/Deep.swift:1:29: error: not read: '[' nested more than 16 deep; swift-syntax's parser takes time that doubles with each level"
            ])
        let shallow = String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16)
        let read = try SwiftSources.read(
            [Self.broken[0], SourceFile(name: "Broken/Deep.swift", text: "let table = \(shallow)\n")],
            name: "Broken.swiftui.json")
        #expect(SwiftFixtures.summaries(read) == [])
    }

    /// Found by the swiftui fuzz target after the loader began refusing attachments to
    /// undeclared views: a toolbar of a view the app file does not declare goes to "*".
    @Test func aToolbarOfAViewOtherThanTheRootIsEveryWindows() throws {
        let app = """
            import SwiftUI
            @main struct EditorApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            struct ContentView: View { var body: some View { EditorView() } }
            """
        let editor = """
            import SwiftUI
            struct EditorView: View {
                var body: some View {
                    Text("").toolbar { Button("Publish") {}.keyboardShortcut("p", modifiers: [.command, .shift]) }
                }
            }
            """
        let sources = try SwiftSources.read(
            [
                SourceFile(name: "Editor/App.swift", text: app),
                SourceFile(name: "Editor/EditorView.swift", text: editor),
            ],
            name: "Editor.swiftui.json", platform: .macos)
        #expect(sources.model.toolbars.map(\.target) == ["*"])
        #expect(sources.command(titled: "Publish")?.shortcut == KeyboardShortcut("p", modifiers: [.command, .shift]))
    }
}
