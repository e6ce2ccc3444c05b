import KeyGraphTestSupport
import Testing

@testable import KeyGraph

/// What may follow a pending prefix (the which-key panel's rows), and ⌫'s step back.
@Suite("Continuations")
struct ContinuationTests {
    @Test("the demo's ⌃K: a local binding first, with its view, then the keymap's in file order")
    func localBeforeGlobal() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        #expect(session.continuations.isEmpty)
        _ = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+k")))
        let rows = session.continuations
        #expect(rows.map(\.keys.canonical) == ["ctrl+f", "ctrl+d", "ctrl+b", "ctrl+a"])
        #expect(rows.first?.source == .context("RecipeDetail"))
        #expect(rows.first?.title == "Toggle Favorite")
        #expect(rows.dropFirst().map(\.source) == Array(repeating: .keymap("Default"), count: 3))
        #expect(rows.map(\.isEnabled) == [true, true, true, true])
    }

    @Test("⌫ steps back one chord; from one chord, nothing is left pending")
    func stepBack() throws {
        let keymap = Keymap(
            name: "K", file: "k.json",
            bindings: [
                KeymapBinding(
                    sequence: try KeySequence(parsing: "ctrl+k ctrl+x ctrl+y"), action: .command("go.desserts"))
            ])
        var session = try Session(app: Demo.recipes, keymaps: [keymap])
        _ = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+k"), at: 0))
        _ = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+x"), at: 1))
        #expect(session.pendingKeys == (try KeySequence(parsing: "ctrl+k ctrl+x")))
        #expect(session.handle(.stepBack(at: 2)) == [.pending(try KeySequence(parsing: "ctrl+k"))])
        let rest = try KeySequence(parsing: "ctrl+x ctrl+y")
        #expect(session.continuations.contains { $0.keys == rest })
        #expect(session.handle(.stepBack(at: 3)) == [])
        #expect(session.pendingKeys.isEmpty)
        // Stepped back, the prefix goes on as before.
        for keys in ["ctrl+k", "ctrl+x", "ctrl+y"] { _ = session.handle(.key(try KeyboardShortcut(parsing: keys))) }
        #expect(session.lastCommand == "go.desserts")
    }

    @Test("a prefix that is a binding itself lists it first, with no keys: it fires after the timeout")
    func prefixOwnBinding() throws {
        let keymap = Keymap(
            name: "K", file: "k.json",
            bindings: [
                KeymapBinding(sequence: try KeySequence(parsing: "ctrl+j"), action: .command("go.breakfast")),
                KeymapBinding(sequence: try KeySequence(parsing: "ctrl+j ctrl+x"), action: .command("go.desserts")),
            ])
        var session = try Session(app: Demo.recipes, keymaps: [keymap])
        _ = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+j"), at: 0))
        let rows = session.continuations
        #expect(rows.map(\.keys.canonical) == ["", "ctrl+x"])
        #expect(rows.map(\.command) == ["go.breakfast", "go.desserts"])
        #expect(rows.first?.source == .keymap("K"))
    }

    @Test("a chord continues the pending prefix only where a live binding goes on")
    func continues() throws {
        var session = try makeSession()
        #expect(!session.continuesPending(with: try KeyboardShortcut(parsing: "ctrl+d")))
        _ = session.handle(.key(try KeyboardShortcut(parsing: "ctrl+k")))
        #expect(session.continuesPending(with: try KeyboardShortcut(parsing: "ctrl+d")))
        #expect(!session.continuesPending(with: try KeyboardShortcut(parsing: "backspace")))
    }
}
