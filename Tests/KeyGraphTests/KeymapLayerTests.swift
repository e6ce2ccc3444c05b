import KeyGraphTestSupport
import Testing

@testable import KeyGraph

/// A session's layers carry their kind (app, user, REPL): where a new layer goes and what a
/// fresh app keeps follow the kind, never a layer's file name.
@Suite("Keymap layers and their kinds")
struct KeymapLayerTests {
    let typed = KeymapBinding(
        sequence: KeySequence([KeyboardShortcut("j", modifiers: [.control])]), action: .command("recipe.new"))

    @Test("the app's layers, a loaded file below the REPL layer, and a fresh app keeping both")
    func kinds() throws {
        var session = try makeSession()
        let appKinds = session.keymapLayers.map(\.kind)
        #expect(!appKinds.isEmpty && appKinds.allSatisfy { $0 == .app })
        #expect(session.replLayerIndex == nil && session.replBindings.isEmpty)

        session.setREPLBindings([typed])
        // A user's file that happens to be named like the REPL layer is still a file.
        let file = Keymap(name: "Mine", file: Session.replLayerFile, bindings: [])
        let replacedFirst = session.loadKeymap(file)
        #expect(!replacedFirst)
        #expect(session.keymapLayers.map(\.kind) == appKinds + [.user, .repl])
        #expect(session.replBindings == [typed])
        #expect(session.replLayerIndex == appKinds.count + 1)
        // Loading it again replaces the file's layer, not the REPL's.
        let replacedAgain = session.loadKeymap(file)
        #expect(replacedAgain)
        #expect(session.keymapLayers.map(\.kind) == appKinds + [.user, .repl])
        #expect(session.replBindings == [typed])

        let fresh = try session.replacingApp(with: Demo.recipes)
        #expect(fresh.keymapLayers.map(\.kind) == appKinds + [.user, .repl])
        #expect(fresh.replBindings == [typed])
        #expect(fresh.layers == session.layers)
    }

    @Test("the REPL layer's bindings fire above the others, and setting them again replaces them")
    func replBindings() throws {
        var session = try makeSession()
        let chord = KeyboardShortcut("j", modifiers: [.control])
        session.setREPLBindings([typed])
        let fired = session.handle(.key(chord))
        #expect(fired.contains(.fired(command: "recipe.new", keys: typed.sequence)))
        session.setREPLBindings([])
        #expect(session.keymapLayers.last?.kind == .repl)
        let unbound = session.handle(.key(chord))
        #expect(unbound == [.unbound(typed.sequence)])
    }
}
