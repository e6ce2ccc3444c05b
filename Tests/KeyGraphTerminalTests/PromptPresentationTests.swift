import KeyGraph
import KeyGraphFormats
import Testing

@testable import KeyGraphTerminal

@Suite("The prompt names a popover, an inspector or an open menu as it names a sheet")
struct PromptPresentationTests {
    @Test(arguments: [("popover", "Layers"), ("inspector", "Info"), ("menu", "Extra"), ("sheet", "Plain")])
    func thePromptNamesThePresentationsStyle(style: String, name: String) throws {
        let text = """
            {"app": "maps", "sheets": [
              {"name": "Layers", "view": "LayerPicker", "style": "popover"},
              {"name": "Info", "view": "InfoPanel", "style": "inspector"},
              {"name": "Extra", "view": "MenuBarExtra", "style": "menu"},
              {"name": "Plain", "view": "PlainForm"}]}
            """
        var session = try Session(app: AppFileLoader.load(SourceFile(name: "maps.json", text: text)))
        _ = session.handle(.apply(.presentSheet(name, item: nil)))
        #expect(Prompt.text(for: session, style: .glyphs) == "maps main [\(style) \(name)] ⟩ ")
    }
}
