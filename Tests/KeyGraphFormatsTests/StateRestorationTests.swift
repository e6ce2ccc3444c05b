import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

@Suite("State restoration")
struct StateRestorationTests {
    @Test func savedStateIsIDsAndRestoresExactly() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.apply(.push(v("Chef:nigella"))))
        apply(.columns(.doubleColumn), to: &session)
        apply(.newScene("second"), to: &session)
        apply(.presentSheet("EditRecipe", item: v("Recipe:lemonade")), to: &session)
        let text = session.savedState
        #expect(
            text == """
                {"format":"keygraph-state","version":1,"app":"recipes","focusedScene":"second","scenes":[\
                {"id":"main","split":{"selections":["Category:desserts","Recipe:apple-pie"],"detail":["Chef:nigella"],\
                "columns":"doubleColumn","width":"regular","focusedColumn":null}},\
                {"id":"second","split":{"selections":[],"detail":[],"columns":"automatic","width":"regular","focusedColumn":null},\
                "sheet":{"name":"EditRecipe","item":"Recipe:lemonade","unsaved":false}}]}

                """)
        var fresh = try makeSession()
        let events = fresh.restoreState(text)
        #expect(messages(events) == ["Restored 2 scenes"])
        #expect(fresh.state.scenes == session.state.scenes)
        #expect(fresh.state.focusedSceneIndex == 1)
    }

    @Test func deletedItemsAreDroppedOnRestoreAndCounted() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.apply(.push(v("Recipe:chocolate-cake"))))
        _ = session.handle(.apply(.push(v("Chef:nigella"))))
        let text = session.savedState
        // The next launch's data no longer has the chocolate cake.
        var app = DemoApps.recipes
        app.records["Recipe"]?.removeAll { $0.id == "chocolate-cake" }
        var restored = try makeSession(app)
        let events = restored.restoreState(text)
        #expect(
            messages(events) == ["Restored 1 scene; dropped 1 saved ID that no longer exists (Recipe:chocolate-cake)"])
        #expect(restored.state.focusedScene.path == [v("Category:desserts"), v("Recipe:apple-pie"), v("Chef:nigella")])
    }

    @Test func aDroppedSelectionDropsTheColumnsAfterIt() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.apply(.push(v("Chef:nigella"))))
        var app = DemoApps.recipes
        app.records["Category"]?.removeAll { $0.id == "desserts" }
        var restored = try makeSession(app)
        let events = restored.restoreState(session.savedState)
        #expect(
            messages(events) == [
                "Restored 1 scene; dropped 3 saved IDs that no longer exist (Category:desserts, Recipe:apple-pie, Chef:nigella)"
            ])
        #expect(restored.state.focusedScene.path == [])
    }

    @Test func tabStacksAndHiddenTabsRoundTrip() throws {
        var session = try makeSession(DemoApps.tabs)
        _ = session.handle(.apply(.push(v("Album:blue"))))
        apply(.setTabHidden("radio", false), to: &session)
        apply(.selectTab("radio"), to: &session)
        _ = session.handle(.apply(.push(v("Artist:joni"))))
        apply(.selectTab("library"), to: &session)
        var fresh = try makeSession(DemoApps.tabs)
        _ = fresh.restoreState(session.savedState)
        #expect(fresh.state.scenes == session.state.scenes)
    }

    @Test(arguments: [
        ("", "the saved state is corrupt: 1:1: the file is empty; expected a JSON value"),
        (
            "{\"format\":\"other\"}",
            "the saved state is corrupt: 1:1: not a KeyGraph state file (expected \"format\": \"keygraph-state\")"
        ),
        (
            "{\"format\":\"keygraph-state\",\"version\":2}",
            "the saved state is corrupt: 1:38: unsupported version (expected 1)"
        ),
        (
            "{\"format\":\"keygraph-state\",\"version\":1,\"scenes\":[]}",
            "the saved state is corrupt: 1:49: expected \"scenes\": a non-empty array"
        ),
        (
            "{\"format\":\"keygraph-state\",\"version\":1,\"scenes\":[{\"id\":\"main\",\"split\":{\"selections\":[\"nope\"]}}]}",
            "the saved state is corrupt: 1:86: expected a \"Type:id\" string"
        ),
        (
            "{\"format\":\"keygraph-state\",\"version\":1,\"scenes\":[{\"id\":\"a\"},{\"id\":\"a\"}]}",
            "the saved state is corrupt: 1:67: the scene 'a' appears twice"
        ),
    ])
    func aCorruptStateChangesNothing(text: String, message: String) throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "go.desserts"))
        expectRestoreFailure(text, on: &session, message)
    }

    @Test("restoring at launch is where the session starts: undo has nothing to take back")
    func launchRestoreIsNotUndoable() throws {
        var earlier = try makeSession()
        _ = earlier.handle(.perform(command: "go.desserts"))
        let saved = earlier.savedState
        var session = try makeSession()
        let restored = try StateArchive.restore(saved, app: session.app, records: session.state)
        #expect(messages(session.handle(.restoreAtLaunch(restored))) == ["Restored 1 scene"])
        #expect(failures(session.handle(.apply(.undo))) == ["nothing to undo"])
        #expect(session.state.focusedScene.path == [v("Category:desserts")])
        #expect(session.savedState == saved, "the next save writes what was restored")
        // A change after it is undone back to the restored state, not past it.
        _ = session.handle(.perform(command: "go.breakfast"))
        _ = session.handle(.apply(.undo))
        #expect(session.state.focusedScene.path == [v("Category:desserts")])
        #expect(failures(session.handle(.apply(.undo))) == ["nothing to undo"])
    }

    @Test("a state restore typed in the session is a change: undo takes it back")
    func typedRestoreIsUndoable() throws {
        var earlier = try makeSession()
        _ = earlier.handle(.perform(command: "go.desserts"))
        var session = try makeSession()
        _ = session.restoreState(earlier.savedState)
        _ = session.handle(.apply(.undo))
        #expect(session.state.focusedScene.path == [])
    }

    @Test func anotherAppsStateIsNamedAndRefused() throws {
        var music = try makeSession(DemoApps.tabs)
        _ = music.handle(.apply(.push(v("Album:blue"))))
        let text = music.savedState
        #expect(text.contains(#""app":"music""#))
        let other = try #require(StateArchive.otherApp(in: text, app: "recipes"))
        #expect(other.app == "music")
        #expect(other.position == SourcePosition(line: 1, column: 46))
        #expect(StateArchive.otherApp(in: text, app: "music") == nil)
        var session = try makeSession()
        expectRestoreFailure(
            text, on: &session, "the saved state is corrupt: 1:46: the state of the app 'music', not 'recipes'")
    }

    @Test func aFileWrittenBeforeFilesNamedTheirAppStillRestores() throws {
        let old = """
            {"format":"keygraph-state","version":1,"focusedScene":"main","scenes":[{"id":"main","split":\
            {"selections":["Category:desserts"],"detail":[],"columns":"automatic","width":"regular","focusedColumn":null}}]}
            """
        #expect(StateArchive.otherApp(in: old, app: "recipes") == nil)
        var session = try makeSession()
        #expect(messages(session.restoreState(old)) == ["Restored 1 scene"])
        #expect(session.state.focusedScene.path == [v("Category:desserts")])
    }
}

@Suite("Saving state as it changes")
struct StateAutosaveTests {
    @Test func aChangeIsWrittenOnceTheStateIsQuietAndNotBefore() throws {
        let files = MemoryFiles([:])
        var autosave = StateAutosave(path: "s.json", app: "recipes", saved: nil)
        var session = try makeSession()
        _ = session.handle(.perform(command: "go.desserts"))
        let first = autosave.note(session.state, of: "recipes", at: 1000, files: files.client)
        #expect(first.deadline == 1000 + StateAutosave.quietInterval)
        #expect(files["s.json"] == nil, "not written while changes may still come")
        // Nothing changed since: once the quiet interval passes, it is written.
        let due = autosave.note(session.state, of: "recipes", at: 1300, files: files.client)
        #expect(due.deadline == nil && due.failure == nil)
        #expect(files["s.json"] == session.savedState)
        #expect(!autosave.hasPendingChange)
    }

    @Test func changesThatKeepComingAreWrittenWithinTheMaximumWait() throws {
        let files = MemoryFiles([:])
        var autosave = StateAutosave(path: "s.json", app: "recipes", saved: nil)
        var session = try makeSession()
        var now: UInt64 = 0
        var writes = 0
        for i in 0..<30 {
            _ = session.handle(.perform(command: i % 2 == 0 ? "go.desserts" : "go.breakfast"))
            now += 100
            let before = files["s.json"]
            _ = autosave.note(session.state, of: "recipes", at: now, files: files.client)
            if files["s.json"] != before { writes += 1 }
        }
        // 3 s of changes 100 ms apart: written after 2 s, not on every change.
        #expect(writes == 1)
        #expect(autosave.hasPendingChange)
        #expect(autosave.flush(files: files.client) == nil)
        #expect(files["s.json"] == session.savedState)
    }

    @Test func anUnchangedStateIsNotRewritten() throws {
        let session = try makeSession()
        let files = MemoryFiles(["s.json": "as the file was"])
        var autosave = StateAutosave(path: "s.json", app: "recipes", saved: session.savedState)
        _ = autosave.note(session.state, of: "recipes", at: 5000, files: files.client)
        #expect(autosave.flush(files: files.client) == nil)
        #expect(files["s.json"] == "as the file was")
    }

    @Test func anotherAppsFileAndAnotherAppsStateAreNeverWritten() throws {
        let files = MemoryFiles(["s.json": "music's"])
        var refused = StateAutosave(path: "s.json", app: "recipes", saved: nil, isRefused: true)
        var session = try makeSession()
        _ = session.handle(.perform(command: "go.desserts"))
        _ = refused.note(session.state, of: "recipes", at: 0, files: files.client)
        #expect(refused.flush(files: files.client) == nil)
        #expect(files["s.json"] == "music's")
        // After `load app` the session runs another app: the file keeps the first app's state.
        var autosave = StateAutosave(path: "t.json", app: "recipes", saved: nil)
        let music = try makeSession(DemoApps.tabs)
        _ = autosave.note(music.state, of: "music", at: 0, files: files.client)
        #expect(!autosave.hasPendingChange)
    }

    @Test func aFailedWriteIsReportedAndTriedAgainLater() throws {
        let failing = FileClient(
            read: { (_) throws(FileClient.Failure) -> [UInt8] in [] },
            write: { (_, _) throws(FileClient.Failure) in throw FileClient.Failure(message: "disk full") },
            moveAside: { (path) throws(FileClient.Failure) -> String in path })
        var autosave = StateAutosave(path: "s.json", app: "recipes", saved: nil)
        var session = try makeSession()
        _ = session.handle(.perform(command: "go.desserts"))
        _ = autosave.note(session.state, of: "recipes", at: 0, files: failing)
        let failed = autosave.note(session.state, of: "recipes", at: 400, files: failing)
        #expect(failed.failure == "cannot save the state: disk full")
        #expect(failed.deadline == 400 + StateAutosave.quietInterval)
        #expect(autosave.hasPendingChange)
    }
}
