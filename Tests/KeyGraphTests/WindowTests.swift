import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

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
        var tabs = try makeSession(DemoApps.tabs)
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
        var app = DemoApps.recipes
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
