import Foundation
import KeyGraph
import KeyGraphFormats
import KeyGraphTestSupport
import Testing

/// The DocC article "Embedding KeyGraph in an app" (`Sources/KeyGraph/KeyGraph.docc/EmbeddingKeyGraph.md`):
/// its code runs here, with checks after each block; the article must quote this file
/// verbatim, and its blocks put together must be `Examples/Embedding/Sources/Notes/main.swift`
/// (the program CI builds without Foundation and runs), so none of the three can drift.
@Suite("The embedding article")
struct EmbeddingArticleTests {
    @Test("the article's code builds an app, loads a keymap, feeds keys and reads menus and state")
    func articleCode() throws {
        let commands = CommandRegistry([
            Command(id: "note.new", title: "New Note…", effects: [.message("New note")]),
            Command(
                id: "note.openFirst", title: "Open First Note", effects: [.push(PathValue(type: "Note", id: "first"))]),
            Command(id: "navigation.back", title: "Back", effects: [.pop(1)]),
        ])
        var app = AppModel(
            name: "notes",
            records: ["Note": [Record(type: "Note", id: "first", title: "First Note")]],
            navigation: NavigationModel(
                rootView: ViewDeclaration(contextName: "NoteList"),
                destinations: ["Note": ViewDeclaration(contextName: "NoteDetail", publishes: ["selectedNote"])]),
            commands: commands)
        app.menus = MenuBarDeclaration(appName: "Notes") {
            CommandGroup(replacing: .newItem) {
                MenuButton(command: "note.new").keyboardShortcut("n")
            }
            CommandMenu("Go") {
                MenuButton(command: "note.openFirst").keyboardShortcut("o", modifiers: [.command, .shift])
                MenuDivider()
                MenuButton(command: "navigation.back").keyboardShortcut("[")
            }
        }

        let keymap = try KeymapLoader.load(
            SourceFile(
                name: "notes-keys.json",
                text: """
                    {"keymap": "Notes", "bindings": [
                      {"key": "ctrl+k ctrl+o", "command": "note.openFirst", "when": "NoteList"}
                    ]}
                    """),
            commands: app.commands
        ).keymap

        var session = try Session(app: app, keymaps: [keymap], platform: .macos, chordTimeout: .milliseconds(500))
        let waiting = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+k"), at: 0))
        let fired = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+o"), at: 10))
        for event in waiting + fired { print(event.formatted(.glyphs) ?? "\(event)") }
        print("path:", session.state.focusedScene.path.map(\.description))
        print("selectedNote:", session.focusedValues["selectedNote"]?.description ?? "none")
        #expect(waiting == [.pending(try KeySequence(parsing: "ctrl+k"))])
        #expect(fired == [.fired(command: "note.openFirst", keys: try KeySequence(parsing: "ctrl+k ctrl+o"))])
        #expect(session.state.focusedScene.path == [PathValue(type: "Note", id: "first")])
        #expect(session.focusedValues["selectedNote"] == PathValue(type: "Note", id: "first"))

        let bar = session.menuBar()
        for entry in bar.menu(titled: "Go")?.entries ?? [] {
            let shortcut = entry.shortcut.map { " " + $0.formatted(.glyphs) } ?? ""
            print(entry.kind == .divider ? "—" : entry.title + shortcut)
        }
        let back = session.performMenuItem(at: MenuPath("Go", "Back"))
        print(back)
        print("path:", session.state.focusedScene.path.map(\.description))
        let go = try #require(bar.menu(titled: "Go"))
        #expect(go.entries.map(\.title) == ["Open First Note", "", "Back"])
        #expect(go.entries.first?.shortcut == KeySequence([KeyboardShortcut("o", modifiers: [.command, .shift])]))
        #expect(back == [.fired(command: "navigation.back", keys: nil)])
        #expect(session.state.focusedScene.path.isEmpty)

        let undone = session.handle(.apply(.undo))
        print(undone)
        print("path:", session.state.focusedScene.path.map(\.description))
        #expect(undone == [.undone("Back")])
        #expect("\(undone)" == "[Undid Back]")
        #expect(session.state.focusedScene.path == [PathValue(type: "Note", id: "first")])
    }

    /// The article's fenced blocks in `language`, in order.
    static func blocks(_ language: String) throws -> [String] {
        let article = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/KeyGraph/KeyGraph.docc/EmbeddingKeyGraph.md"),
            encoding: .utf8)
        return article.components(separatedBy: "```\(language)\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
    }

    @Test("every Swift block of the article appears in this file, line for line")
    func articleQuotesThisFile() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        let blocks = try Self.blocks("swift")
        #expect(blocks.count >= 5)
        for block in blocks {
            let lines = block.split(separator: "\n").map { $0.trimmingSpaces() }
            let found = sourceLines.indices.contains { start in
                start + lines.count <= sourceLines.count && Array(sourceLines[start..<(start + lines.count)]) == lines
            }
            #expect(found, "the article's block starting \(lines.first ?? "") is not in this file")
        }
    }

    @Test("the article's blocks are the example program, and its output is what the program prints")
    func articleIsTheExampleProgram() throws {
        let program = try String(
            contentsOf: packageRoot.appendingPathComponent("Examples/Embedding/Sources/Notes/main.swift"),
            encoding: .utf8)
        // The program is the blocks in order, after its opening comment lines.
        let code = program.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("//") }
        #expect(code.joined(separator: "\n") == (try Self.blocks("swift")).joined(separator: "\n"))
        let expected = try String(
            contentsOf: packageRoot.appendingPathComponent("Examples/Embedding/Notes.expected"), encoding: .utf8)
        #expect(try Self.blocks("text") == [expected])
    }
}
