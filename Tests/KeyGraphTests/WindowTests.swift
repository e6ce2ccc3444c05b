import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("Windows: sidebar, zoom, full screen, toolbar, tab bar, minimize")
struct WindowTests {
    @Test("the sidebar toggle hides the sidebar column and shows every column again")
    func sidebar() throws {
        var session = try makeSession()
        #expect(session.state.focusedScene.split?.isSidebarVisible == true)
        apply(.toggleSidebar, to: &session)
        #expect(session.state.focusedScene.split?.visibility == .doubleColumn)
        #expect(session.state.focusedScene.split?.isSidebarVisible == false)
        apply(.toggleSidebar, to: &session)
        #expect(session.state.focusedScene.split?.visibility == .all)
        apply(.width(.compact), to: &session)
        expectFailure(
            .apply(.toggleSidebar), on: &session,
            "the split view is collapsed (width == compact): it has no sidebar to show or hide")
        var tabs = try makeSession(Demo.tabs)
        expectFailure(.apply(.toggleSidebar), on: &tabs, "the scene 'main' has no NavigationSplitView")
    }

    @Test("zoom, full screen, toolbar and tab bar flip the window's state; full screen stops zoom and minimize")
    func chrome() throws {
        var session = try makeSession()
        apply(.zoom, to: &session)
        apply(.toggleToolbar, to: &session)
        apply(.toggleTabBar, to: &session)
        var window = WindowState()
        window.isZoomed = true
        window.isToolbarVisible = false
        window.isTabBarVisible = true
        #expect(session.state.focusedScene.window == window)
        apply(.toggleFullScreen, to: &session)
        expectFailure(.apply(.zoom), on: &session, "'Recipes' is in full screen: it cannot zoom")
        expectFailure(.apply(.minimize), on: &session, "'Recipes' is in full screen: it cannot minimize")
        apply(.toggleFullScreen, to: &session)
        #expect(session.state.focusedScene.window == window)
    }

    @Test("an app that declares no toolbar has none to show or hide")
    func noToolbar() throws {
        var app = Demo.recipes
        app.toolbars = []
        var session = try makeSession(app)
        expectFailure(.apply(.toggleToolbar), on: &session, "'Recipes' has no toolbar")
    }

    @Test("minimizing makes the nearest shown window key; with none, nothing is key until one is chosen")
    func minimize() throws {
        var session = try makeSession()
        apply(.newScene("second"), to: &session)
        #expect(messages(apply(.minimize, to: &session)) == ["Minimized 'Recipes 2'"])
        #expect(session.state.focusedScene.id == "main")
        #expect(messages(apply(.minimize, to: &session)) == ["Minimized 'Recipes'"])
        #expect(session.state.keyScene == nil)
        #expect(session.focusPath == ["App"], "no window is key: only the app is focused")
        #expect(session.focusedValues.isEmpty)
        expectFailure(.apply(.push(v("Category:desserts"))), on: &session, "'Recipes' is minimized: no window is key")
        expectFailure(.apply(.focusScene(.next)), on: &session, "every window is minimized")
        apply(.focusScene(.id("second")), to: &session)
        #expect(session.state.keyScene?.id == "second", "choosing a minimized window shows it")
        #expect(session.state.scenes[0].window.isMinimized)
        apply(.focusScene(.next), to: &session)
        #expect(session.state.focusedScene.id == "second", "next skips minimized windows")
    }

    @Test("the focused scene read and changed in place agrees with focusedScene, with or without a window")
    func focusedSceneInPlace() throws {
        var main = SceneState(id: "main")
        main.dialog = "Discard"
        var second = SceneState(id: "second")
        second.window.isMinimized = true
        var hidden = AppState(scenes: [main])
        hidden.isHidden = true
        let states = [
            AppState(scenes: [main, second], focusedSceneIndex: 0),
            AppState(scenes: [main, second], focusedSceneIndex: 1),  // minimized
            hidden,
            AppState(scenes: []),  // no window
            AppState(scenes: [main], focusedSceneIndex: 3),
        ]
        for state in states {
            #expect(state.hasKeyScene == (state.noKeySceneReason == nil))
            #expect(state.focusedDialog == state.focusedScene.dialog)
            var inPlace = state
            try inPlace.changeFocusedScene { $0.title = "Changed" }
            var copied = state
            copied.focusedScene.title = "Changed"
            #expect(inPlace == copied)
        }
        #expect(states.filter(\.hasKeyScene).count == 1)
    }

    @Test("window state is not an undo step, and undo leaves it as it is")
    func undoLeavesWindowsAlone() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "go.desserts"))
        let steps = session.undoStack.count
        apply(.toggleFullScreen, to: &session)
        apply(.toggleTabBar, to: &session)
        #expect(session.undoStack.count == steps)
        apply(.undo, to: &session)
        #expect(session.state.focusedScene.path == [])
        #expect(session.state.focusedScene.window.isFullScreen)
        apply(.redo, to: &session)
        #expect(session.state.focusedScene.window.isTabBarVisible)
    }
}

@Suite("Close and Quit")
struct ClosingTests {
    static func quittingApp() -> AppModel {
        var app = Demo.recipes
        app.appScenes.terminatesAfterLastWindowClosed = true
        return app
    }

    @Test("Close asks first when the sheet has unsaved changes; discard closes, keep stays")
    func closeAsks() throws {
        var session = try makeSession()
        apply(.newScene("second"), to: &session)
        apply(.presentSheet("NewRecipe", item: nil), to: &session)
        apply(.editSheet, to: &session)
        #expect(
            messages(apply(.closeScene, to: &session)) == [
                "'NewRecipe' has unsaved changes. Discard them? (dismiss discard, or dismiss keep)"
            ])
        #expect(session.state.scenes.count == 2)
        expectFailure(
            .apply(.closeScene), on: &session,
            "the sheet 'NewRecipe' is waiting for an answer: dismiss discard, or dismiss keep")
        #expect(messages(apply(.answerDismissal(discard: false), to: &session)) == ["Kept editing 'NewRecipe'"])
        #expect(session.state.scenes.count == 2, "keeping the changes keeps the window")
        apply(.closeScene, to: &session)
        #expect(
            messages(apply(.answerDismissal(discard: true), to: &session)) == [
                "Discarded the changes; dismissed 'NewRecipe'", "Closed scene 'second'",
            ])
        #expect(session.state.focusedScene.id == "main")
    }

    @Test("closing the last window quits an app that terminates then")
    func lastWindowQuits() throws {
        var session = try makeSession(Self.quittingApp())
        apply(.showAboutPanel, to: &session)
        apply(.focusScene(.id("main")), to: &session)
        let events = apply(.closeScene, to: &session)
        #expect(events == [.message("Closed scene 'main', the last window: the app quits"), .quit])
    }

    @Test("Quit asks in each window with unsaved changes, then quits; keeping the changes cancels it")
    func quit() throws {
        var session = try makeSession()
        #expect(apply(.quit, to: &session) == [.quit], "nothing unsaved: the app quits at once")
        apply(.presentSheet("NewRecipe", item: nil), to: &session)
        apply(.editSheet, to: &session)
        apply(.newScene("second"), to: &session)
        #expect(
            apply(.quit, to: &session) == [
                .message("'NewRecipe' has unsaved changes. Discard them? (dismiss discard, or dismiss keep)")
            ])
        #expect(session.state.focusedScene.id == "main", "the window that asks is focused")
        #expect(
            messages(apply(.answerDismissal(discard: false), to: &session)) == [
                "Kept editing 'NewRecipe'", "The app keeps running",
            ])
        apply(.quit, to: &session)
        let events = apply(.answerDismissal(discard: true), to: &session)
        #expect(events == [.message("Discarded the changes; dismissed 'NewRecipe'"), .quit])
        #expect(session.state.scenes.count == 2, "quitting leaves the windows for restoration")
    }
}
