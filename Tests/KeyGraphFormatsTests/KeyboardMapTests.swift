import Foundation
import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// The data behind `keys --format html|svg`: where each chord is drawn, and what the
/// engine says of each binding (where it wins, why it never does, what check reports).
@Suite("Keyboard map")
struct KeyboardMapTests {
    /// The demo under Tests/Browser/Fixtures/recipes-conflicts.json, as `--keymap` loads it.
    static func conflictsMap(platform: TargetPlatform = .macos) throws -> KeyboardMap {
        let path = "Tests/Browser/Fixtures/recipes-conflicts.json"
        let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        let loaded = try KeymapLoader.load(SourceFile(name: path, text: text), commands: DemoApps.recipes.commands)
        return KeyboardMap(session: try Session(app: DemoApps.recipes, keymaps: [loaded.keymap], platform: platform))
    }

    /// The annotation of the binding of `keys` written in `file`.
    static func note(_ map: KeyboardMap, _ keys: String, in file: String, command: String? = nil)
        -> KeyboardMap.Annotation?
    {
        var i = 0
        for layer in map.layers {
            for binding in layer.bindings {
                if layer.file == file, binding.sequence.canonical == keys,
                    command == nil || binding.commandID == command
                {
                    return map.annotations[i]
                }
                i += 1
            }
        }
        return nil
    }

    @Test(
        "a chord's key and layer: a shifted symbol is its key on the Shift layer",
        arguments: [
            ("cmd+?", "/", "shift+cmd"), ("ctrl+plus", "=", "ctrl+shift"), ("!", "1", "shift"),
            ("shift+1", "1", "shift"),
            ("cmd+shift+h", "h", "shift+cmd"), ("alt+ctrl+cmd+shift+k", "k", "ctrl+alt+shift+cmd"), ("f15", "f15", ""),
            ("C-x", "x", "ctrl"), ("⌥←", "left", "alt"), ("return", "return", ""),
        ])
    func caps(chord: String, cap: String, layer: String) throws {
        let key = KeyCap(try KeyboardShortcut(parsing: chord))
        #expect(key.cap == cap)
        #expect(key.layer == layer)
    }

    @Test("layers are named and shown as the notation and the platform's menus write modifiers")
    func layerNames() {
        #expect(KeyCap.modifiers(ofLayer: "command+control") == [.command, .control])
        #expect(KeyCap.modifiers(ofLayer: "none") == [])
        #expect(KeyCap.modifiers(ofLayer: "ctrl+q") == nil)
        #expect(KeyCap.layerName([.command, .control]) == "ctrl+cmd")
        #expect(KeyCap.display(layer: "ctrl+shift", style: .glyphs) == "⌃⇧")
        #expect(KeyCap.display(layer: "shift+cmd", style: .text) == "Shift+Super")
        #expect(KeyCap.display(layer: "", style: .text) == "No modifiers")
    }

    @Test("the keyboards: one key per cap but the modifiers, ISO's extra key and tall Enter")
    func layouts() {
        for shape in KeyboardLayout.Shape.allCases {
            for platform in [TargetPlatform.macos, .linux] {
                let keyboard = KeyboardLayout(shape: shape, platform: platform)
                let caps = keyboard.keys.filter { $0.modifier == nil }.map(\.cap)
                #expect(Set(caps).count == caps.count, "\(shape) \(platform)")
                #expect(keyboard.keys.allSatisfy { $0.x + $0.width <= keyboard.width })
                #expect(keyboard.contains("iso-extra") == (shape == .iso))
                #expect(keyboard.keys.contains { $0.isTallEnter } == (shape == .iso))
                for letter in "abcdefghijklmnopqrstuvwxyz0123456789`-=[]\\;',./" {
                    #expect(keyboard.contains(String(letter)), "\(shape) lacks \(letter)")
                }
            }
        }
        let extra = KeyboardLayout(shape: .ansi, platform: .linux, extraCaps: ["f15", "a", "é"])
        #expect(extra.keys.filter(\.isExtra).map(\.cap) == ["f15", "é"])
    }

    @Test("where a binding wins: by view, and why it never does")
    func winners() throws {
        let map = try Self.conflictsMap()
        let fixture = "Tests/Browser/Fixtures/recipes-conflicts.json"
        let favorite = try #require(Self.note(map, "alt+f", in: fixture))
        #expect(favorite.wins.map { map.views[$0] } == ["RecipeDetail"])
        #expect(favorite.title == "Toggle Favorite")
        #expect(favorite.icon == "star")
        #expect(favorite.display == "⌥F")
        let new = try #require(Self.note(map, "cmd+n", in: "Keymaps/default.json"))
        #expect(new.wins.isEmpty)
        #expect(new.shadow?.hasPrefix("never fires in any view where it applies: in ") == true)
        #expect(new.shadow?.contains("a higher layer binds the same keys (recipe.compose wins, \(fixture):8)") == true)
        let undo = try #require(Self.note(map, "cmd+z", in: "Keymaps/default.json"))
        #expect(undo.shadow == "never fires: removed by \(fixture):22:34")
        let back = try #require(Self.note(map, "cmd+[", in: "Keymaps/default.json"))
        #expect(back.wins.count == map.views.count)
        #expect(back.shadow == nil)
    }

    @Test("keygraph check's diagnostics go to the binding they point into")
    func diagnostics() throws {
        let map = try Self.conflictsMap()
        let fixture = "Tests/Browser/Fixtures/recipes-conflicts.json"
        let prefix = try #require(Self.note(map, "ctrl+k", in: fixture))
        #expect(prefix.diagnostics.map(\.severity) == ["warning"])
        #expect(
            prefix.diagnostics.first?.message.hasPrefix("'ctrl+k' is bound and also starts 'ctrl+k ctrl+d'") == true)
        let edit = try #require(Self.note(map, "alt+e", in: fixture))
        #expect(edit.diagnostics.contains { $0.message.contains("never fires: wherever it applies, 'recipe.export'") })
        let export = try #require(Self.note(map, "alt+e", in: fixture, command: "recipe.export"))
        #expect(export.title == "Export Recipe…")
        #expect(export.diagnostics.isEmpty)
        // The menus' own shortcuts are check's menu lints, not the keymap analysis's.
        #expect(Self.note(map, "cmd+backspace", in: "<menus>")?.diagnostics.isEmpty == true)
    }

    @Test("the busiest layer is what the page opens on and the SVG draws by default")
    func busiestLayer() throws {
        let demo = KeyboardMap(session: try makeSession())
        #expect(demo.busiestLayer == "cmd")
        // The demo's own ⌘ keys, and the system commands' (⌘Q, ⌘W, ⌘M: issue 15; ⌘H: issue 27).
        #expect(demo.boundCaps(onLayer: "cmd") == ["backspace", "z", "q", "w", "m", "[", "n", "h"])
        #expect(demo.boundCaps(onLayer: "ctrl") == ["k"])
        #expect(demo.allLayers == ["", "cmd", "ctrl", "alt+cmd", "ctrl+cmd", "shift+cmd"])
        #expect(try Self.conflictsMap().capsOffTheKeyboard == ["f15"])
    }
}
