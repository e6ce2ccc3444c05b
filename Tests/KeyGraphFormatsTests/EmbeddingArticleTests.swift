import Foundation
import KeyGraph
import KeyGraphFormats
import KeyGraphTestSupport
import Testing

/// The DocC article "Embedding KeyGraph in an app" (`Sources/KeyGraph/KeyGraph.docc/EmbeddingKeyGraph.md`):
/// its code runs here, and the article must quote this file verbatim, so it cannot
/// drift from an API that compiles.
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

        var session = try Session(app: app, keymaps: [keymap], platform: .macos)
        let waiting = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+k"), at: 0))
        let fired = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+o"), at: 10))
        #expect(waiting == [.pending(try KeySequence(parsing: "ctrl+k"))])
        #expect(fired == [.fired(command: "note.openFirst", keys: try KeySequence(parsing: "ctrl+k ctrl+o"))])
        #expect(session.state.focusedScene.path == [PathValue(type: "Note", id: "first")])
        #expect(session.focusedValues["selectedNote"] == PathValue(type: "Note", id: "first"))

        let bar = session.menuBar(platform: .macos)
        let go = try #require(bar.menu(titled: "Go"))
        #expect(go.entries.map(\.title) == ["Open First Note", "", "Back"])
        #expect(go.entries.first?.shortcut == KeySequence([KeyboardShortcut("o", modifiers: [.command, .shift])]))
        let back = session.performMenuItem(at: "Go > Back", platform: .macos)
        #expect(back == [.fired(command: "navigation.back", keys: nil)])
        #expect(session.state.focusedScene.path.isEmpty)
    }

    @Test("every Swift block of the article appears in this file, line for line")
    func articleQuotesThisFile() throws {
        let article = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/KeyGraph/KeyGraph.docc/EmbeddingKeyGraph.md"),
            encoding: .utf8)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        let blocks = article.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
        #expect(blocks.count >= 4)
        for block in blocks {
            let lines = block.split(separator: "\n").map { $0.trimmingSpaces() }
            let found = sourceLines.indices.contains { start in
                start + lines.count <= sourceLines.count && Array(sourceLines[start..<(start + lines.count)]) == lines
            }
            #expect(found, "the article's block starting \(lines.first ?? "") is not in this file")
        }
    }
}
