import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

@Suite("An app file's body: its scenes")
struct AppScenesLoaderTests {
    @Test("without a body an app is one WindowGroup titled as its App menu, else by its name")
    func defaults() throws {
        #expect(try loadApp(#"{"app": "notes"}"#).appScenes == AppScenes(title: "notes"))
        #expect(
            try loadApp(#"{"app": "notes", "menus": {"appName": "Notes"}}"#).appScenes == AppScenes(title: "Notes"))
    }

    @Test("WindowGroup, DocumentGroup, Settings and the last window's choice read")
    func body() throws {
        let app = try loadApp(
            #"""
            {"app": "notes", "body": [{"DocumentGroup": "Note"}, {"Settings": {"context": "NotesSettings"}}],
             "terminatesAfterLastWindowClosed": true}
            """#)
        #expect(
            app.appScenes
                == AppScenes(
                    group: .documentGroup, title: "Note", settings: ViewDeclaration(contextName: "NotesSettings"),
                    terminatesAfterLastWindowClosed: true))
        #expect(app.declaredContextNames.contains("NotesSettings"))
        #expect(app.declaredContextNames.contains("AboutPanel"))
    }

    @Test("the window effects have JSON spellings")
    func effects() throws {
        let app = try loadApp(
            #"""
            {"app": "x", "commands": [{"id": "all", "title": "All", "effects": [
              "toggleSidebar", "minimize", "zoom", "toggleFullScreen", "toggleToolbar", "toggleTabBar",
              "openSettings", "showAboutPanel"]}]}
            """#)
        #expect(
            app.commands.command(id: "all")?.effects == [
                .toggleSidebar, .minimize, .zoom, .toggleFullScreen, .toggleToolbar, .toggleTabBar, .openSettings,
                .showAboutPanel,
            ])
    }

    @Test("a second Settings scene is an error at its name")
    func twoSettings() {
        expectAppDiagnostics(
            #"{"app": "x", "body": [{"WindowGroup": "X"}, {"Settings": "A"}, {"Settings": "B"}]}"#,
            #"""
            app.json:1:65: error: an app has one Settings scene
            1 | {"app": "x", "body": [{"WindowGroup": "X"}, {"Settings": "A"}, {"Settings": "B"}]}
              |                                                                 ^^^^^^^^^^
            hint: the first is at line 1
            """#)
    }
}

@Suite("Scenes: titles, Settings and the About panel")
struct SceneKindTests {
    static func app(_ scenes: AppScenes, launch: [String] = ["main"]) -> AppModel {
        var app = DemoApps.recipes
        app.appScenes = scenes
        app.initialScenes = launch.map { SceneState(id: $0) }
        return app
    }

    @Test("windows are titled by their group, numbered as AppKit numbers untitled documents")
    func titles() throws {
        var session = try makeSession(Self.app(AppScenes(title: "Recipes"), launch: ["main", "side"]))
        #expect(session.state.scenes.map(\.title) == ["Recipes", "Recipes 2"])
        apply(.newScene(nil), to: &session)
        #expect(session.state.focusedScene.title == "Recipes 3")
        var documents = try makeSession(Self.app(AppScenes(group: .documentGroup)))
        apply(.newScene(nil), to: &documents)
        #expect(documents.state.scenes.map(\.title) == ["Untitled", "Untitled 2"])
        let untitled = try makeSession(Self.app(AppScenes()))
        #expect(untitled.state.focusedScene.title == "main", "with no group title, a window is titled by its id")
    }

    @Test("Settings opens once, shows its view and no navigation; without a Settings scene it fails")
    func settings() throws {
        var session = try makeSession(
            Self.app(AppScenes(title: "Recipes", settings: ViewDeclaration(contextName: "RecipesSettings"))))
        #expect(messages(apply(.openSettings, to: &session)) == ["Opened 'Recipes Settings'"])
        #expect(session.focusPath == ["App", "Scene", "RecipesSettings"])
        #expect(session.state.focusedScene.kind == .settings)
        expectFailure(
            .apply(.push(v("Category:desserts"))), on: &session, "the Settings window has no navigation: it cannot push"
        )
        expectFailure(.apply(.minimize), on: &session, "the Settings window cannot minimize")
        apply(.focusScene(.id("main")), to: &session)
        #expect(messages(apply(.openSettings, to: &session)) == [], "an open Settings window is focused again")
        #expect(session.state.focusedScene.id == "settings")
        var without = try makeSession()
        expectFailure(.apply(.openSettings), on: &without, "the app declares no Settings scene")
    }

    @Test("the About panel shows AboutPanel and is not saved in state files")
    func about() throws {
        var session = try makeSession()
        #expect(messages(apply(.showAboutPanel, to: &session)) == ["Opened 'About Recipes'"])
        #expect(session.focusPath == ["App", "Scene", "AboutPanel"])
        expectFailure(.apply(.toggleFullScreen), on: &session, "the About panel cannot enter full screen")
        #expect(!session.savedState.contains("about"))
        #expect(session.savedState.contains(#""focusedScene":"main""#))
    }
}
