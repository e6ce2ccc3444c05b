import Testing
@testable import KeyGraph

@Suite("Menu bar")
struct MenuBarTests {
    static func demo() throws -> Session { try Session(app: DemoApp.model) }

    @Test("the demo's whole menu bar on macOS, at the root (snapshot)")
    func demoMacOS() throws {
        let session = try Self.demo()
        expectSnapshot(MenuRenderer().text(session.menuBar(platform: .macos)), named: "demo-menubar-macos.txt")
    }

    @Test("the demo's menu bar on macOS with a recipe focused (snapshot)")
    func demoFocused() throws {
        var session = try Self.demo()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.perform(command: "recipe.toggleFavorite"))
        expectSnapshot(MenuRenderer().text(session.menuBar(platform: .macos)), named: "demo-menubar-macos-recipe.txt")
    }

    @Test("the demo's menu bar on iPadOS and Linux (snapshots)")
    func demoOtherPlatforms() throws {
        let session = try Self.demo()
        expectSnapshot(MenuRenderer().text(session.menuBar(platform: .ipados)), named: "demo-menubar-ipados.txt")
        expectSnapshot(
            MenuRenderer(style: .text, showsIcons: false).text(session.menuBar(platform: .linux)),
            named: "demo-menubar-linux.txt")
    }

    @Test("the demo's menu bar as JSON (snapshot)")
    func demoJSON() throws {
        let session = try Self.demo()
        expectSnapshot(MenuRenderer().json(session.menuBar(platform: .macos)).text, named: "demo-menubar-macos.json")
    }
}
