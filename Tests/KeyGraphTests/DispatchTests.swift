import KeyGraphTestSupport
import Testing

@testable import KeyGraph

private func chord(_ text: String) throws -> KeyboardShortcut { try KeyboardShortcut(parsing: text) }
private func keys(_ text: String) throws -> KeySequence { try KeySequence(parsing: text) }

/// A session at the demo's root (CategoryList) with `bindings` as one extra layer.
private func rootSession(_ bindings: [String], timeout: Duration = .seconds(1)) throws -> Session {
    try Session(
        app: Demo.recipes, keymaps: [KeymapFixtures.layer("x.json", bindings)], platform: .linux,
        chordTimeout: timeout)
}

@Suite("sequences, timeouts and replay")
struct DispatchTests {
    @Test func aPrefixWaits() throws {
        var session = try rootSession([])
        #expect(session.handle(.key(try chord("ctrl+k"), at: 0)) == [.pending(try keys("ctrl+k"))])
        #expect(session.dispatcher.pending == [try chord("ctrl+k")])
        #expect(session.dispatcher.pendingDeadline == nil)
        #expect(session.handle(.tick(at: 60_000)) == [])
        #expect(
            session.handle(.key(try chord("ctrl+d"), at: 60_001))
                == [.fired(command: "go.desserts", keys: try keys("ctrl+k ctrl+d"))])
    }

    @Test func aCompleteBindingThatIsAlsoAPrefixFiresAfterTheTimeout() throws {
        var session = try rootSession([#"{ "key": "ctrl+k", "command": "go.breakfast" }"#])
        #expect(session.handle(.key(try chord("ctrl+k"), at: 100)) == [.pending(try keys("ctrl+k"))])
        #expect(session.dispatcher.pendingDeadline == 1100)
        #expect(session.handle(.tick(at: 1099)) == [])
        #expect(session.handle(.tick(at: 1100)) == [.fired(command: "go.breakfast", keys: try keys("ctrl+k"))])
        #expect(!session.dispatcher.isPending)
    }

    @Test func theTimeoutIsConfigurable() throws {
        var session = try rootSession([#"{ "key": "ctrl+k", "command": "go.breakfast" }"#], timeout: .milliseconds(250))
        _ = session.handle(.key(try chord("ctrl+k"), at: 0))
        #expect(session.handle(.tick(at: 249)) == [])
        #expect(session.handle(.tick(at: 250)) == [.fired(command: "go.breakfast", keys: try keys("ctrl+k"))])
    }

    @Test func anEndlessTimeoutNeverFires() throws {
        var session = try rootSession(
            [#"{ "key": "ctrl+k", "command": "go.breakfast" }"#], timeout: .seconds(Int64.max))
        _ = session.handle(.key(try chord("ctrl+k"), at: 5))
        #expect(session.handle(.tick(at: 1_000_000)) == [])
        #expect(
            session.handle(.key(try chord("ctrl+d"), at: 2_000_000))
                == [.fired(command: "go.desserts", keys: try keys("ctrl+k ctrl+d"))])
    }

    @Test func aContinuingKeyBeforeTheTimeoutFiresTheLongerBinding() throws {
        var session = try rootSession([#"{ "key": "ctrl+k", "command": "go.breakfast" }"#])
        _ = session.handle(.key(try chord("ctrl+k"), at: 0))
        #expect(
            session.handle(.key(try chord("ctrl+d"), at: 999))
                == [.fired(command: "go.desserts", keys: try keys("ctrl+k ctrl+d"))])
    }

    @Test func aKeyAfterTheDeadlineFiresThePendingBindingFirst() throws {
        var session = try rootSession([#"{ "key": "ctrl+k", "command": "go.breakfast" }"#])
        _ = session.handle(.key(try chord("ctrl+k"), at: 0))
        // The host did not tick; ctrl+d arrives late and starts afresh (unbound alone).
        #expect(
            session.handle(.key(try chord("ctrl+d"), at: 1000)) == [
                .fired(command: "go.breakfast", keys: try keys("ctrl+k")), .unbound(try keys("ctrl+d")),
            ])
    }

    @Test func aNonContinuingKeyFiresThePendingBindingAndIsReplayed() throws {
        var session = try rootSession([#"{ "key": "ctrl+k", "command": "go.breakfast" }"#])
        _ = session.handle(.key(try chord("ctrl+k"), at: 0))
        #expect(
            session.handle(.key(try chord("cmd+n"), at: 10)) == [
                .fired(command: "go.breakfast", keys: try keys("ctrl+k")),
                .fired(command: "recipe.new", keys: try keys("cmd+n")), .message("New Recipe…"),
            ])
        #expect(session.lastCommand == "recipe.new")
    }

    @Test func aDeadPrefixIsDroppedWhole() throws {
        var session = try rootSession([])
        _ = session.handle(.key(try chord("ctrl+k"), at: 0))
        #expect(session.handle(.key(try chord("x"), at: 1)) == [.dropped(try keys("ctrl+k x"))])
        #expect(!session.dispatcher.isPending)
    }

    @Test func focusChangesClearPendingInput() throws {
        var session = try rootSession([])
        _ = session.handle(.key(try chord("ctrl+k"), at: 0))
        #expect(session.dispatcher.isPending)
        _ = session.handle(.apply(.push(PathValue(type: "Category", id: "desserts"))))
        #expect(session.focusedView.contextName == "RecipeList")
        #expect(!session.dispatcher.isPending)
        #expect(session.handle(.key(try chord("ctrl+d"), at: 1)) == [.unbound(try keys("ctrl+d"))])
    }

    @Test func aBlockedPrefixFiresNothingAndTheNextKeyStartsAfresh() throws {
        var session = try rootSession([#"{ "key": "ctrl+k", "command": null }"#])
        _ = session.handle(.key(try chord("ctrl+k"), at: 0))
        #expect(
            session.handle(.key(try chord("cmd+n"), at: 1)).contains(
                .fired(command: "recipe.new", keys: try keys("cmd+n"))))
        _ = session.handle(.key(try chord("ctrl+k"), at: 2))
        #expect(session.handle(.tick(at: 1002)) == [.blocked(try keys("ctrl+k"))])
    }

    @Test func eightChordSequences() throws {
        var session = try rootSession([#"{ "key": "a b c d e f g h", "command": "go.breakfast" }"#])
        var events: [Session.Event] = []
        for (i, c) in try keys("a b c d e f g h").chords.enumerated() {
            events = session.handle(.key(c, at: UInt64(i)))
        }
        #expect(events == [.fired(command: "go.breakfast", keys: try keys("a b c d e f g h"))])
    }

    @Test func cancelDropsPendingInput() throws {
        var session = try rootSession([])
        _ = session.handle(.key(try chord("ctrl+k"), at: 0))
        _ = session.handle(.cancelPending)
        #expect(session.dispatcher.pending.isEmpty)
    }

    @Test func aPrefixLiveOnlyInAnotherContextDoesNotWait() throws {
        var session = try rootSession([
            #"{ "key": "ctrl+t ctrl+t", "command": "go.breakfast", "when": "RecipeDetail" }"#
        ])
        #expect(session.handle(.key(try chord("ctrl+t"), at: 0)) == [.unbound(try keys("ctrl+t"))])
    }
}
