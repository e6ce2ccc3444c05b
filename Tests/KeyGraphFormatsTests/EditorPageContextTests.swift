import Foundation
import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// The keyboard page shows what fires (issue 39, item 4): over VS Code's shipped defaults,
/// each binding knows the page contexts where it fires and where the user's rule removes it;
/// the page opens on the editor's main editing focus.
@Suite("Keyboard page: what fires in a context")
struct EditorPageContextTests {
    /// VS Code 1.118.1's Linux defaults under `user` (a file's text), as `keys --editor vscode` lays them.
    static func overDefaults(_ user: String, dialect: KeymapDialect = .vscode) throws -> KeyboardMap {
        var layers: [Keymap] = []
        var defaults = 0
        if dialect == .vscode {
            let shipped = ShippedKeymap.vsCodeLinux
            layers.append(try KeymapLoader.load(shipped.source, accepting: .all, platform: .linux).keymap)
            defaults = 1
        }
        layers.append(
            try KeymapLoader.load(SourceFile(name: "user.json", text: user), accepting: .all, platform: .linux).keymap)
        return KeyboardMap(editorLayers: layers, defaults: defaults, platform: .linux, sources: [:], terminal: false)
    }

    /// The command that fires on `keys` in view `view`.
    static func firing(_ keys: String, in view: Int, _ map: KeyboardMap) -> [String] {
        var out: [String] = []
        var i = 0
        for layer in map.layers {
            for binding in layer.bindings {
                defer { i += 1 }
                if binding.keySource == keys, map.annotations[i].wins.contains(view) {
                    out.append(binding.namedCommand ?? "null")
                }
            }
        }
        return out
    }

    @Test("over VS Code's defaults, the keys show what fires while editing, not the last default written")
    func labelsWhileEditing() throws {
        let map = try Self.overDefaults("[]")
        #expect(map.views == PageContext.vsCode.map(\.name))
        #expect(map.openingView == 0)
        #expect(map.views.first == "Editing text")
        // The page's old labels: Copy Address Inline, Kill Editor, Focus Find.
        #expect(Self.firing("ctrl+c", in: 0, map) == ["editor.action.clipboardCopyAction"])
        #expect(Self.firing("ctrl+w", in: 0, map) == ["workbench.action.closeActiveEditor"])
        #expect(Self.firing("ctrl+f", in: 0, map) == ["actions.find"])
    }

    @Test("in the terminal and in a list, other bindings fire")
    func otherContexts() throws {
        let map = try Self.overDefaults("[]")
        let terminal = try #require(map.views.firstIndex(of: "Terminal"))
        let list = try #require(map.views.firstIndex(of: "Explorer (a list)"))
        #expect(Self.firing("ctrl+up", in: terminal, map) == ["workbench.action.terminal.scrollToPreviousCommand"])
        #expect(Self.firing("ctrl+up", in: 0, map) == ["scrollLineUp"])
        #expect(Self.firing("f2", in: list, map) == ["renameFile"])
        #expect(Self.firing("enter", in: list, map) == ["explorer.openAndPassFocus"])
        // The debug views' keys are false outside them: delete deletes while editing.
        #expect(Self.firing("delete", in: 0, map) == ["deleteRight"])
        #expect(Self.firing("delete", in: list, map) == ["moveFileToTrash"])
    }

    @Test("the user's binding fires over the defaults; a default the user removes is removed there, not elsewhere")
    func ownAndRemoved() throws {
        let map = try Self.overDefaults(
            """
            [
              { "key": "ctrl+j", "command": "-workbench.action.togglePanel" },
              { "key": "ctrl+k", "command": "editor.action.deleteLines", "when": "editorTextFocus" }
            ]
            """)
        #expect(Self.firing("ctrl+k", in: 0, map) == ["editor.action.deleteLines"])
        let terminal = try #require(map.views.firstIndex(of: "Terminal"))
        #expect(Self.firing("ctrl+k", in: terminal, map) != ["editor.action.deleteLines"])
        let defaults = map.layers[0].bindings
        let toggle = try #require(
            defaults.firstIndex { $0.namedCommand == "workbench.action.togglePanel" && $0.keySource == "ctrl+j" })
        #expect(map.annotations[toggle].removedIn.contains(0))
        #expect(map.annotations[toggle].wins.isEmpty)
        #expect(Self.firing("ctrl+j", in: 0, map).isEmpty)
    }

    @Test("Zed: a vim user's page opens in vim's normal mode; another's in the editor")
    func zedOpening() throws {
        let vim = try Self.overDefaults(
            #"[ { "context": "Editor && vim_mode == normal", "bindings": { "g d": "editor::GoToDefinition" } } ]"#,
            dialect: .zed)
        #expect(vim.views == PageContext.zed.map(\.name))
        #expect(vim.views[vim.openingView] == "Editing text, vim normal")
        #expect(Self.firing("g d", in: vim.openingView, vim) == ["editor::GoToDefinition"])
        #expect(Self.firing("g d", in: 0, vim).isEmpty)
        let plain = try Self.overDefaults(
            #"[ { "context": "Editor", "bindings": { "ctrl-k": "editor::CutToEndOfLine" } } ]"#, dialect: .zed)
        #expect(plain.openingView == 0)
        #expect(Self.firing("ctrl-k", in: 0, plain) == ["editor::CutToEndOfLine"])
        let terminal = try #require(plain.views.firstIndex(of: "Terminal"))
        #expect(Self.firing("ctrl-k", in: terminal, plain).isEmpty)
    }
}
