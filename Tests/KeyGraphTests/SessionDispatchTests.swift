import KeyGraphTestSupport
import Testing

@testable import KeyGraph

/// Dispatch through a whole session on the embedded demo, and on small keymaps.
@Suite("Session dispatch")
struct SessionDispatchTests {
    private func press(_ session: inout Session, _ keys: String, at now: UInt64 = 0) throws -> [Session.Event] {
        var events: [Session.Event] = []
        for chord in try KeySequence(parsing: keys).chords { events += session.handle(.key(chord, at: now)) }
        return events
    }

    private static let desserts = PathValue(type: "Category", id: "desserts")
    private static let applePie = PathValue(type: "Recipe", id: "apple-pie")

    @Test("a two-chord sequence waits, then fires and pushes")
    func twoChords() throws {
        var session = try Session(app: Demo.recipes)
        let first = try press(&session, "ctrl+k")
        #expect(first == [.pending(try KeySequence(parsing: "ctrl+k"))])
        #expect(session.dispatcher.isPending)
        let second = try press(&session, "ctrl+d")
        #expect(second == [.fired(command: "go.desserts", keys: try KeySequence(parsing: "ctrl+k ctrl+d"))])
        #expect(session.state.focusedScene.path == [Self.desserts])
        #expect(session.lastCommand == "go.desserts")
    }

    @Test("a dead prefix is dropped whole, and the next key starts afresh")
    func deadPrefix() throws {
        var session = try Session(app: Demo.recipes)
        let events = try press(&session, "ctrl+k z")
        #expect(events.last == .dropped(try KeySequence(parsing: "ctrl+k z")))
        #expect(!session.dispatcher.isPending)
        #expect(session.state.focusedScene.path.isEmpty)
    }

    @Test("a when clause limits a binding to its context")
    func whenClause() throws {
        var session = try Session(app: Demo.recipes)
        // At the root no binding under ctrl+k ctrl+f is live.
        #expect(try press(&session, "ctrl+k ctrl+f").last == .dropped(try KeySequence(parsing: "ctrl+k ctrl+f")))
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        #expect(session.state.focusedScene.path == [Self.desserts, Self.applePie])
        #expect(
            try press(&session, "ctrl+k ctrl+f").contains(
                .fired(command: "recipe.toggleFavorite", keys: try KeySequence(parsing: "ctrl+k ctrl+f"))))
    }

    @Test("an unbound lone chord is reported as unbound (the REPL hands it to line editing)")
    func unbound() throws {
        var session = try Session(app: Demo.recipes)
        #expect(try press(&session, "ctrl+t") == [.unbound(try KeySequence(parsing: "ctrl+t"))])
    }

    @Test("a legacy terminal's Alt+X stands in for ⌘X when Alt+X is unbound")
    func altFallback() throws {
        var session = try Session(app: Demo.recipes)
        _ = session.handle(.apply(.push(Self.desserts)))
        let alt = try KeyboardShortcut(parsing: "alt+[")
        let cmd = try KeyboardShortcut(parsing: "cmd+[")
        let events = session.handle(.key(alt, fallbacks: [cmd], at: 0))
        #expect(events == [.fired(command: "navigation.back", keys: KeySequence([cmd]))])
        #expect(session.state.focusedScene.path.isEmpty)
    }

    @Test("a command whose focused value is nil is disabled and changes nothing")
    func disabled() throws {
        var session = try Session(app: Demo.recipes)
        let before = session.state
        #expect(
            session.handle(.perform(command: "recipe.toggleFavorite")) == [
                .failed("'recipe.toggleFavorite' is disabled: it needs the focused value 'selectedRecipe'")
            ])
        #expect(session.state == before)
        #expect(session.lastCommand == nil)
    }

    @Test("a failing effect rolls back every effect before it")
    func transactional() throws {
        var registry = Demo.recipes.commands
        registry.register(
            Command(
                id: "broken", title: "Broken", effects: [.push(Self.desserts), .push(PathValue(type: "Chef", id: "x"))])
        )
        var app = Demo.recipes
        app.commands = registry
        var session = try Session(app: app)
        let events = session.handle(.perform(command: "broken"))
        #expect(events == [.failed("no Chef with id 'x'")])
        #expect(session.state.focusedScene.path.isEmpty)
    }

    @Test("pop past the root fails and changes nothing; root always succeeds")
    func popAndRoot() throws {
        var session = try Session(app: Demo.recipes)
        #expect(session.handle(.apply(.pop(1))) == [.failed("the path is already at its root")])
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        #expect(session.handle(.apply(.pop(3))) == [.failed("cannot pop 3: the path holds only 2")])
        #expect(session.state.focusedScene.path.count == 2)
        #expect(session.handle(.apply(.popToRoot)).isEmpty)
        #expect(session.state.focusedScene.path.isEmpty)
    }

    @Test("a complete binding that is also a prefix fires on timeout, or when a non-continuing key arrives")
    func timeoutAndReplay() throws {
        var app = Demo.recipes
        app.keymap = try KeymapFixtures.keymap(
            "t.json",
            """
            {"bindings": [
              {"key": "ctrl+k", "command": "navigation.root"},
              {"key": "ctrl+k ctrl+d", "command": "go.desserts"},
              {"key": "ctrl+b", "command": "go.breakfast"},
            ]}
            """, commands: app.commands)
        var session = try Session(app: app, chordTimeout: .milliseconds(500))
        #expect(try press(&session, "ctrl+k", at: 1000) == [.pending(try KeySequence(parsing: "ctrl+k"))])
        #expect(session.handle(.tick(at: 1499)).isEmpty)
        #expect(
            session.handle(.tick(at: 1500)) == [
                .fired(command: "navigation.root", keys: try KeySequence(parsing: "ctrl+k"))
            ])
        // Again, but a non-continuing key fires the pending binding and is then processed afresh.
        _ = try press(&session, "ctrl+k", at: 2000)
        let events = try press(&session, "ctrl+b", at: 2100)
        #expect(
            events == [
                .fired(command: "navigation.root", keys: try KeySequence(parsing: "ctrl+k")),
                .fired(command: "go.breakfast", keys: try KeySequence(parsing: "ctrl+b")),
            ])
        #expect(session.state.focusedScene.path == [PathValue(type: "Category", id: "breakfast")])
    }
}
