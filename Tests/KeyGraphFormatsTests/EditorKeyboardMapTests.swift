import Foundation
import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// The keyboard page of another editor's keymap (issue 25, item 6): labels made from
/// command ids, the context keys the filter offers, and the outline only where `check`
/// reports on the user's own rules.
@Suite("Keyboard map of an editor's keymap")
struct EditorKeyboardMapTests {
    static let fixtures = "Tests/Browser/Fixtures/"

    /// The fixture's layers as `keys --defaults … --keymap …` loads them.
    static func map(_ files: [String], defaults: Int = 0, terminal: Bool = false) throws -> KeyboardMap {
        var layers: [Keymap] = []
        var sources: [String: String] = [:]
        for file in files {
            let path = fixtures + file
            let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
            let file = SourceFile(name: path, text: text)
            layers.append(try KeymapLoader.load(file, accepting: .all, platform: .linux).keymap)
            sources[path] = text
        }
        return KeyboardMap(
            editorLayers: layers, defaults: defaults, platform: .linux, sources: sources, terminal: terminal)
    }

    /// The keys (as their files write them) of the bindings with a warning or error: what the
    /// page outlines.
    static func outlined(_ map: KeyboardMap) -> [String] {
        var out: [String] = []
        var i = 0
        for layer in map.layers {
            for binding in layer.bindings {
                if map.annotations[i].diagnostics.contains(where: { $0.severity != "note" }) {
                    out.append(binding.keySource ?? binding.sequence.canonical)
                }
                i += 1
            }
        }
        return out
    }

    @Test(
        "a command id's label: its last segment in words, 'Action' dropped after an action namespace",
        arguments: [
            ("workbench.action.quickOpen", "Quick Open"),
            ("editor::CutToEndOfLine", "Cut To End Of Line"),
            ("editor.action.clipboardCopyAction", "Clipboard Copy"),
            ("selectNextCodeAction", "Select Next Code Action"),
            ("workbench.action.terminal.focus", "Terminal: Focus"),
            ("file_finder::Toggle", "File Finder: Toggle"),
            ("chat.action.focus", "Chat: Focus"),
            ("workbench.action.quit", "Quit"),
            ("workspace::Save", "Save"),
            ("undo", "Undo"),
            ("-workbench.action.togglePanel", "Toggle Panel"),
            ("workbench.action.openEditorAtIndex3", "Open Editor At Index 3"),
            ("editor.action.toggleHTMLPreview", "Toggle HTML Preview"),
            ("search.action.searchWithAI", "Search With AI"),
            ("go_to_line::Toggle", "Go To Line: Toggle"),
            ("cursorDownSelect", "Cursor Down Select"),
            ("...", "..."),
        ])
    func labels(id: String, label: String) {
        #expect(CommandLabel.label(forID: id) == label)
    }

    @Test("a VS Code file alone: its title, labels, context keys, and check's one warning outlined")
    func vsCodeAlone() throws {
        let map = try Self.map(["vscode-user.json"])
        #expect(map.title == "vscode-user.json — keyboard map")
        #expect(map.editor == .vscode)
        // The views are the editor's contexts (what fires where), not an app's views.
        #expect(map.views == PageContext.vsCode.map(\.name))
        #expect(map.annotations.map(\.title).contains("Quick Open"))
        #expect(map.annotations.allSatisfy { $0.icon == nil })
        #expect(map.contexts == ["editorFocus", "editorReadonly", "editorTextFocus", "terminalFocus"])
        #expect(map.ownContexts == 4)
        // f8's first rule never fires; the removal's note outlines nothing; ctrl+s only with --terminal.
        #expect(Self.outlined(map) == ["f8"])
        #expect(map.openingLayer == "ctrl")
        #expect(Self.outlined(try Self.map(["vscode-user.json"], terminal: true)).contains("ctrl+s"))
    }

    @Test("over the defaults: the user's ctrl+k is outlined, the defaults' own finding (f6) is not")
    func vsCodeOverDefaults() throws {
        let map = try Self.map(["vscode-defaults.json", "vscode-user.json"], defaults: 1)
        #expect(map.title == "vscode-user.json — keyboard map")
        #expect(map.defaultLayers == 1)
        #expect(Self.outlined(map) == ["ctrl+k", "f8"])
        let ctrlK = try #require(map.annotations.first { $0.title == "Delete Lines" })
        #expect(ctrlK.diagnostics.first?.message.contains("makes 3 default bindings unreachable") == true)
        // The user's keys first, then the keys only the defaults test.
        #expect(
            map.contexts.prefix(map.ownContexts) == [
                "editorFocus", "editorReadonly", "editorTextFocus", "terminalFocus",
            ])
        #expect(map.contexts.dropFirst(map.ownContexts) == ["terminalProcessSupported", "textInputFocus"])
    }

    @Test("a Zed keymap: labels from 'namespace::Action', the never-firing rule outlined, not the notes")
    func zed() throws {
        let map = try Self.map(["zed-user.json"])
        #expect(map.title == "zed-user.json — keyboard map")
        #expect(map.editor == .zed)
        let titles = Set(map.annotations.compactMap(\.title))
        #expect(
            titles.isSuperset(of: ["Cut To End Of Line", "File Finder: Toggle", "Open Keymap", "Toggle Comments"]))
        #expect(map.contexts == ["Editor", "Pane", "Terminal", "mode"])
        #expect(Self.outlined(map) == ["ctrl-r"])
    }

    @Test("APP in a standard command's title is the app's name on the page and the SVG")
    func appName() throws {
        let map = KeyboardMap(session: try makeSession())
        let titles = map.annotations.compactMap(\.title)
        #expect(titles.contains("Quit Recipes"))
        #expect(titles.contains("Hide Recipes"))
        #expect(!titles.contains { $0.contains("APP") })
        let svg = KeyboardSVG.svg(map, layer: "cmd", shape: .ansi)
        #expect(!svg.contains("APP"))
        // An SF Symbol's name is not drawn as text.
        #expect(!svg.contains("xmark"))
    }
}
