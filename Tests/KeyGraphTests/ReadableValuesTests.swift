import KeyGraphTestSupport
import Testing

@testable import KeyGraph

/// What a library user sees: values that print readably, the session's platform used unless
/// another is given, typed menu paths, and times as `Duration`.
@Suite("The library's surface")
struct ReadableValuesTests {
    @Test("events print as a person reads them, keys in the keymap-file form")
    func eventsPrintReadably() throws {
        let keys = try KeySequence(parsing: "shift+cmd+p")
        let events: [Session.Event] = [
            .fired(command: "note.pin", keys: keys), .fired(command: "note.new", keys: nil), .pending(keys),
            .failed("the path is already at its root"), .message("Saved"), .undone("Pin"), .quit,
        ]
        #expect(
            "\(events)"
                == "[shift+cmd+p → note.pin, → note.new, shift+cmd+p … waiting for the next key, "
                + "failed: the path is already at its root, Saved, Undid Pin, quit]")
    }

    @Test("menus use the session's platform unless one is given")
    func sessionPlatform() throws {
        let linux = try Session(app: Demo.recipes, platform: .linux)
        #expect(linux.menuBar() == linux.menuBar(platform: .linux))
        #expect(linux.menuBar().platform == .linux)
        let ipad = try Session(app: Demo.recipes, platform: .ipados)
        #expect(ipad.menuBar().menus.map(\.title) == ipad.menuBar(platform: .ipados).menus.map(\.title))
        #expect(ipad.menuBar(platform: .macos).platform == .macos)
    }

    @Test("a menu path is typed: built from titles or written as text, and performed")
    func typedMenuPaths() throws {
        #expect(MenuPath("Go", "Back") == "Go > Back")
        #expect(MenuPath(parsing: " File >New Recipe ").titles == ["File", "New Recipe"])
        #expect(MenuPath("View").appending("Show Sidebar").description == "View > Show Sidebar")
        var session = try makeSession()
        let bar = session.menuBar()
        #expect(try bar.entry(at: MenuPath("Go", "Go to Root")).title == "Go to Root")
        #expect(throws: MenuPathError.self) { try bar.entry(at: MenuPath(["File"])) }
        _ = session.handle(.perform(command: "go.desserts"))
        let events = session.performMenuItem(at: MenuPath("Go", "Back"))
        #expect(events.first?.isFired == true)
        // A literal is a MenuPath: this target treats deprecation warnings as errors, so this
        // line would not compile if it reached the deprecated text overload.
        _ = session.handle(.perform(command: "go.desserts"))
        #expect(session.performMenuItem(at: "Go > Back").first?.isFired == true)
        #expect(session.performMenuItem(at: "Go > Nowhere", platform: .macos).first?.isFired == false)
    }

    @Test("a minimal app needs a name and its commands")
    func minimalApp() throws {
        let app = AppModel(
            name: "tiny",
            commands: CommandRegistry([Command(id: "hello", title: "Hello", effects: [.message("Hello")])]))
        #expect(app.records.isEmpty)
        #expect(app.rootView.contextName == "ContentView")
        #expect(app.initialScenes.map(\.id) == ["main"])
        var session = try Session(app: app)
        #expect(session.handle(.perform(command: "hello")).first?.isFired == true)
    }

    @Test("menu entries and continuations print in a line")
    func entriesPrint() throws {
        let entry = MenuEntry(kind: .button, title: "Back", shortcut: try KeySequence(parsing: "cmd+["))
        #expect("\(entry)" == "Back cmd+[")
        #expect("\(MenuEntry.divider)" == "—")
        let row = Session.Continuation(
            keys: try KeySequence(parsing: "ctrl+f"), command: "recipe.toggleFavorite", title: "Toggle Favorite",
            source: .context("RecipeDetail"), isEnabled: false)
        #expect("\(row)" == #"ctrl+f → recipe.toggleFavorite "Toggle Favorite" (RecipeDetail), disabled"#)
    }

    @Test("bindings and load errors print in a line each")
    func bindingsAndErrorsPrint() throws {
        let binding = KeymapBinding(
            sequence: try KeySequence(parsing: "ctrl+k ctrl+f"), action: .command("recipe.toggleFavorite"),
            when: try WhenClause(parsing: "RecipeDetail"), whenSource: "RecipeDetail")
        #expect("\(binding)" == "ctrl+k ctrl+f → recipe.toggleFavorite when RecipeDetail")
        do {
            _ = try KeymapFixtures.keymap("k.json", #"{"bindings": [{"key": "cmd+n", "command": "nope"}]}"#)
            Issue.record("loaded")
        } catch {
            #expect("\(error)".hasPrefix("k.json:1:44: error: unknown command 'nope'"))
        }
    }

    @Test("the chord timeout is a Duration")
    func chordTimeout() throws {
        let session = try Session(app: Demo.recipes, chordTimeout: .milliseconds(250))
        #expect(session.dispatcher.timeout == 250)
        #expect(Duration.seconds(Int64.max).wholeMilliseconds == .max)
        #expect(Duration.milliseconds(-5).wholeMilliseconds == 0)
        #expect(Duration.microseconds(1500).wholeMilliseconds == 1)
    }
}
