import KeyGraphTestSupport
import Testing

#if SwiftUIReader
/// `--swift DIR` on popovers, inspectors and a menu-style `MenuBarExtra`: each a presented place
/// whose controls' shortcuts are live only while it is up; the window's view shortcuts are not
/// under a popover or an open menu, and are beside an inspector.
@Suite("keygraph --swift DIR: popovers, inspectors and MenuBarExtra menus as places")
struct SwiftPresentationScopeTests {
    static let fixtures = ["ScopeInspector", "ScopeMenuBarExtra"]

    static func run(_ fixture: String, _ script: String) throws -> String {
        try SwiftSourceScopeTests.run(["run", "--swift", SwiftSourceScopeTests.folder(fixture), "-"], input: script)
            .stdout
    }

    @Test("keys --by-scope, keys --format json and check", arguments: fixtures)
    func pinned(fixture: String) throws {
        let name = "swiftui-" + fixture.lowercased()
        let folder = SwiftSourceScopeTests.folder(fixture)
        try SwiftSourceViewTests.pinned(["keys", "--swift", folder, "--by-scope"], name + "-scopes.txt")
        try SwiftSourceViewTests.pinned(["keys", "--swift", folder, "--format", "json"], name + "-keys.json")
        try SwiftSourceViewTests.pinned(["check", "--swift", folder], name + "-check.txt")
    }

    @Test("an inspector's shortcut is live while it shows, beside the window's; a popover's replaces them")
    func inspectorAndPopover() throws {
        let out = try Self.run(
            "ScopeInspector",
            """
            press cmd+p
            sheet showsDetails
            press cmd+p
            press cmd+r
            dismiss
            sheet TagEditor
            press cmd+e
            press cmd+r
            show state

            """)
        #expect(
            out.hasPrefix(
                """
                cmd+p: no binding here
                cmd+p → "Pin Note"
                Pin Note: runs app code
                cmd+r → "Refresh"
                Refresh: runs app code
                Dismissed 'showsDetails'
                cmd+e → "Rename Tag"
                Rename Tag: runs app code
                cmd+r: no binding here

                """), "\(out)")
        #expect(out.contains("    popover: TagEditor\n"), "\(out)")
    }

    @Test("a MenuBarExtra menu's shortcuts work while it is open; the menu bar's Quit otherwise")
    func menuBarExtra() throws {
        let out = try Self.run(
            "ScopeMenuBarExtra", "press cmd+0\npress cmd+r\nsheet MenuBarExtra\npress cmd+0\npress cmd+r\n")
        #expect(
            out
                == """
                cmd+0: no binding here
                cmd+r → "Refresh"
                Refresh: runs app code
                cmd+0 → "Show Shelf"
                Show Shelf: runs app code
                cmd+r: no binding here

                """, "\(out)")
    }
}
#endif
