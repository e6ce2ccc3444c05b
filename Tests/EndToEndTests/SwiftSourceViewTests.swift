import KeyGraphTestSupport
import Testing

#if SwiftUIReader
/// `--swift DIR` on the fixtures of issue 29's item 7 (context menus, toolbars, tabs and
/// navigation, sheets, dialogs, search, links): `check`, `menu --platform macos`, `keys` and
/// `convert` pinned for each, and `load app DIR` in a script.
@Suite("keygraph --swift DIR: views, navigation and presentations")
struct SwiftSourceViewTests {
    static let fixtures = ["ContextMenus", "Toolbars", "Sheets", "Dialogs", "Tabs", "Navigation", "Search", "Links"]

    static func folder(_ name: String) -> String { "Tests/KeyGraphSwiftUITests/Fixtures/" + name }

    static func pinned(_ arguments: [String], _ golden: String) throws {
        let result = try Binary.run(arguments, workingDirectory: Binary.packageRoot)
        #expect(result.status == 0, "\(arguments)")
        // The notes go to standard error on every command but check: pinned after the output.
        let pinned = result.stderr.isEmpty ? result.stdout : result.stdout + "--- standard error\n" + result.stderr
        Golden.expect(pinned, matchesFileAt: SwiftSourceTests.snapshots + golden)
    }

    @Test("check, menu, keys and convert", arguments: fixtures)
    func commands(fixture: String) throws {
        let name = "swiftui-" + fixture.lowercased()
        try Self.pinned(["check", "--swift", Self.folder(fixture)], name + "-check.txt")
        try Self.pinned(["menu", "--swift", Self.folder(fixture), "--platform", "macos"], name + "-menu.txt")
        try Self.pinned(["keys", "--swift", Self.folder(fixture), "--platform", "macos"], name + "-keys.txt")
        try Self.pinned(["convert", "--swift", Self.folder(fixture)], name + "-convert.jsonc")
    }

    @Test("a toolbar button presents the sheet its state shows, and the sheet's Cancel dismisses it")
    func sheetRuns() throws {
        let result = try Binary.run(
            ["run", "--swift", Self.folder("Sheets"), "-"], input: "press cmd+n\nshow state\nrun cancel\nshow state\n",
            workingDirectory: Binary.packageRoot)
        #expect(
            result.stdout == """
                cmd+n → "New Recipe"
                * main stack []
                    sheet: NewRecipeForm detent=medium
                → cancel
                Dismissed 'NewRecipeForm'
                * main stack []

                """)
    }

    @Test("load app DIR reads a SwiftUI project's folder as --swift does, keeping the keymap layers")
    func loadAppFolder() throws {
        let script = "load app \(Self.folder("Dialogs"))\npress cmd+backspace\nanswer \"Delete All Messages\"\n"
        let result = try Binary.run(["run", "-"], input: script, workingDirectory: Binary.packageRoot)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Loaded app 'InboxApp' from \(Self.folder("Dialogs")) (SwiftUI sources): a fresh session
                cmd+backspace → "Delete All"
                Confirmation dialog: Delete every message? — This cannot be undone. [Delete All Messages] [Cancel]
                → deleteAllMessages
                Delete All Messages: runs app code

                """)
        let missing = try Binary.run(
            ["run", "-"], input: "load app no/such/folder\n", workingDirectory: Binary.packageRoot)
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("does not load; nothing changed"))
    }
}
#endif
