import KeyGraphTestSupport
import Testing

#if SwiftUIReader
/// `--swift DIR` on the fixtures of issue 37's Build 1 and 2 (every entry point, every menu
/// form): `check`, `menu --platform macos` and `keys` pinned for each; a folder with nothing to
/// read, and bad input.
@Suite("keygraph --swift DIR: entry points and menu forms")
struct SwiftSourceEntryTests {
    static let fixtures = [
        "EntryCustomMain", "EntryDelegate", "EntrySettingsOnly", "EntryWindow", "EntryMenuBarExtra", "EntryViewer",
        "EntryAppKitCode", "EntryStoryboard", "EntryUIKit", "MenuLabels", "MenuPickers", "MenuForEach",
        "MenuShortcuts", "MenuReplaced",
    ]

    @Test("check, menu and keys", arguments: fixtures)
    func commands(fixture: String) throws {
        let name = "swiftui-" + fixture.lowercased()
        let folder = SwiftSourceViewTests.folder(fixture)
        try SwiftSourceViewTests.pinned(["check", "--swift", folder], name + "-check.txt")
        try SwiftSourceViewTests.pinned(["menu", "--swift", folder, "--platform", "macos"], name + "-menu.txt")
        try SwiftSourceViewTests.pinned(["keys", "--swift", folder, "--platform", "macos"], name + "-keys.txt")
    }

    @Test("a storyboard that is not XML and a Swift file that does not parse: located errors, the rest read")
    func badInput() throws {
        let result = try Binary.run(
            ["check", "--swift", SwiftSourceViewTests.folder("EntryBadInput")], workingDirectory: Binary.packageRoot)
        #expect(result.status == 1)
        Golden.expect(result.stdout, matchesFileAt: SwiftSourceTests.snapshots + "swiftui-entrybadinput-check.txt")
    }

    @Test("a folder with no app, and an empty one: exit 2, saying what was looked at")
    func nothingToRead() throws {
        let empty = makeTemporaryDirectory()
        let none = try Binary.run(["check", "--swift", empty], workingDirectory: Binary.packageRoot)
        #expect(none.status == 2)
        #expect(
            none.stderr.hasPrefix(
                "\(empty): error: nothing to read: no app in 0 .swift files and 0 storyboard or xib files: "
                    + "no '@main' App, no App whose main() is called"))
        let models = makeTemporaryDirectory()
        #expect(Golden.write("struct Note { var title: String }\n", to: models + "/Note.swift"))
        let model = try Binary.run(["menu", "--swift", models], workingDirectory: Binary.packageRoot)
        #expect(model.status == 2)
        #expect(model.stderr.contains("nothing to read: no app in 1 .swift file and 0 storyboard or xib files"))
        #expect(!model.stderr.contains(".swiftui.json"))
    }
}
#endif
