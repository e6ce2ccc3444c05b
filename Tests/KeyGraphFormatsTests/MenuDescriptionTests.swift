import KeyGraph
import KeyGraphFormats
import Testing

/// A menu bar printed by a library user reads as `keygraph menu` prints it: the core's
/// `description` and the CLI's renderer draw the same text.
@Suite("Menus print as keygraph menu prints them")
struct MenuDescriptionTests {
    @Test("the menu bar and a menu print as keygraph menu prints them")
    func menusPrintAsText() throws {
        let bar = try Session(app: DemoApps.recipes, platform: .linux).menuBar()
        let text = "\(bar)"
        #expect(text == MenuRenderer(style: .text).text(bar))
        #expect(text.contains("Go\n    [chevron.backward] Back"))
        #expect(!text.contains("ResolvedMenu("))
        let go = try #require(bar.menu(titled: "Go"))
        #expect("\(go)".hasPrefix("Go\n    [chevron.backward] Back"))
        #expect("\(go)".contains("Super+["))
        let mac = try Session(app: DemoApps.recipes, platform: .macos).menuBar()
        #expect("\(mac)".contains("⌘["))
    }
}
