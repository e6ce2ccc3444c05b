import Foundation
import Testing

@testable import KeyGraph

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Loads a shipped app file the way the CLI does: the keymap path is relative to the app file.
func loadShippedApp(_ path: String) throws -> AppModel {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    return try AppGraphLoader.load(SourceFile(name: path, text: text)) { relative in
        let joined = AppGraphLoader.path(relative, relativeTo: path)
        guard let keymap = try? String(contentsOf: packageRoot.appendingPathComponent(joined), encoding: .utf8) else {
            return nil
        }
        return SourceFile(name: joined, text: keymap)
    }
}

/// The model with declaration sources cleared: a file names itself, Swift names its source file.
func withoutSources(_ model: AppModel) -> AppModel {
    var model = model
    model.contextMenus = model.contextMenus.map {
        var m = $0
        m.source = ""
        return m
    }
    model.toolbars = model.toolbars.map {
        var t = $0
        t.source = ""
        return t
    }
    return model
}

@Suite("App graph files build the same models as the Swift API")
struct AppGraphEquivalenceTests {
    /// Compares part by part, so a failure names the part that differs.
    func expectEqualModels(_ file: AppModel, _ swift: AppModel) {
        #expect(file.name == swift.name)
        #expect(file.records == swift.records)
        #expect(file.destinations == swift.destinations)
        #expect(file.rootView == swift.rootView)
        #expect(file.commands.commands == swift.commands.commands)
        #expect(file.keymapFile == swift.keymapFile)
        #expect(file.initialScenes == swift.initialScenes)
        #expect(file.menus == swift.menus)
        #expect(withoutSources(file).contextMenus == withoutSources(swift).contextMenus)
        #expect(withoutSources(file).toolbars == withoutSources(swift).toolbars)
        #expect(file.layout == swift.layout)
        #expect(file.sheets == swift.sheets)
        #expect(file.deepLinks == swift.deepLinks)
        #expect(withoutSources(file) == withoutSources(swift))
    }

    @Test("Apps/recipes.json equals DemoApp.model")
    func recipes() throws {
        let file = try loadShippedApp("Apps/recipes.json")
        expectEqualModels(file, DemoApp.model)
        #expect(file.contextMenus.map(\.source) == ["Apps/recipes.json", "Apps/recipes.json"])
    }

    @Test("Apps/tabs.json equals TabsExample.model")
    func tabs() throws {
        expectEqualModels(try loadShippedApp("Apps/tabs.json"), TabsExample.model)
    }
}
