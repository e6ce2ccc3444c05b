import KeyGraphTestSupport
import Testing

@testable import KeyGraph

/// A sheet declaration's presentation style: a popover or a menu takes focus from the window's
/// views as a sheet does; an inspector is beside them, so they keep it. Each sets `sheet`.
@Suite("Presentation styles: sheet, popover, inspector, menu")
struct PresentationStyleTests {
    static func maps() throws -> Session {
        let navigation = NavigationModel(
            rootView: ViewDeclaration(contextName: "MapView"),
            destinations: ["Pin": ViewDeclaration(contextName: "PinDetail")],
            sheets: [
                "Layers": SheetDeclaration(
                    name: "Layers", view: ViewDeclaration(contextName: "LayerPicker"), style: .popover),
                "Info": SheetDeclaration(
                    name: "Info", view: ViewDeclaration(contextName: "InfoPanel"), style: .inspector),
                "Extra": SheetDeclaration(
                    name: "Extra", view: ViewDeclaration(contextName: "MenuBarExtra"), style: .menu),
            ])
        return try Session(
            app: AppModel(
                name: "maps", records: ["Pin": [Record(type: "Pin", id: "home", title: "Home")]],
                navigation: navigation,
                commands: CommandRegistry([])))
    }

    @Test func aPopoverTakesFocusFromTheWindowsViews() throws {
        var session = try Self.maps()
        #expect(session.focusPath.contains("NavigationStack"))
        _ = session.handle(.apply(.presentSheet("Layers", item: nil)))
        #expect(session.focusPath == ["App", "Scene", "Popover", "LayerPicker"])
        #expect(session.keyContext.attributes["sheet"] == "Layers")
    }

    @Test func anInspectorLeavesFocusInTheWindowAndSetsSheet() throws {
        var session = try Self.maps()
        let before = session.focusPath
        _ = session.handle(.apply(.presentSheet("Info", item: nil)))
        #expect(session.focusPath == before)
        #expect(session.keyContext.attributes["sheet"] == "Info")
        #expect(session.state.focusedScene.sheet?.name == "Info")
    }

    @Test func theWindowNavigatesBesideAnInspectorNotUnderAPopover() throws {
        var session = try Self.maps()
        let home = PathValue(type: "Pin", id: "home")
        _ = session.handle(.apply(.presentSheet("Info", item: nil)))
        _ = session.handle(.apply(.push(home)))
        #expect(session.state.focusedScene.path == [home])
        _ = session.handle(.apply(.dismiss))
        _ = session.handle(.apply(.presentSheet("Layers", item: nil)))
        _ = session.handle(.apply(.pop(1)))
        #expect(session.state.focusedScene.path == [home])
    }

    @Test func anOpenMenuIsAPlaceOfItsOwn() throws {
        var session = try Self.maps()
        _ = session.handle(.apply(.presentSheet("Extra", item: nil)))
        #expect(session.focusPath == ["App", "Scene", "Menu", "MenuBarExtra"])
    }

    @Test func messagesNameThePresentationsKind() throws {
        let app = try Self.maps().app
        var scene = SceneState(id: "main")
        try scene.presentSheet("Layers", item: nil, in: app.navigation, records: [:])
        #expect(throws: NavigationError("the popover 'Layers' is already presented; dismiss it first")) {
            try scene.presentSheet("Info", item: nil, in: app.navigation, records: [:])
        }
        #expect(app.declaredContextNames.isSuperset(of: ["Popover", "Menu"]))
        #expect(!app.declaredContextNames.contains("Sheet"))
    }
}
