import KeyGraphTestSupport
import Testing

#if SwiftUIReader
/// `--swift DIR` on the fixtures of issue 37's items 3 to 5: each view's shortcut live where
/// its view is on screen (`keys --by-scope`, `run`), every binding at its Swift place
/// (`keys --format json`, `explain`), and the platform the project declares (`check`).
@Suite("keygraph --swift DIR: shortcuts where their view is, their places, the project's platform")
struct SwiftSourceScopeTests {
    static let scopes = ["ScopeSheet", "ScopeUnreached", "ScopeErased", "ScopePopover", "ScopeSettings"]
    static let platforms = ["PlatformPackage", "PlatformXcode", "PlatformIfOS"]

    static func folder(_ name: String) -> String { "Tests/KeyGraphSwiftUITests/Fixtures/" + name }

    static func run(_ arguments: [String], input: String = "") throws -> Binary.Result {
        try Binary.run(arguments, input: input, workingDirectory: Binary.packageRoot)
    }

    @Test("keys --by-scope, keys --format json and check", arguments: scopes)
    func scoped(fixture: String) throws {
        let name = "swiftui-" + fixture.lowercased()
        try SwiftSourceViewTests.pinned(["keys", "--swift", Self.folder(fixture), "--by-scope"], name + "-scopes.txt")
        try SwiftSourceViewTests.pinned(
            ["keys", "--swift", Self.folder(fixture), "--format", "json"], name + "-keys.json")
        try SwiftSourceViewTests.pinned(["check", "--swift", Self.folder(fixture)], name + "-check.txt")
    }

    @Test("check names the platform and deployment target and where they came from", arguments: platforms)
    func platform(fixture: String) throws {
        try SwiftSourceViewTests.pinned(
            ["check", "--swift", Self.folder(fixture)], "swiftui-" + fixture.lowercased() + "-check.txt")
    }

    @Test("a macOS package is read for macos unless --platform says otherwise")
    func platformDefault() throws {
        let read = try Self.run(["menu", "--swift", Self.folder("PlatformIfOS")])
        #expect(read.stdout.contains("Note"), "the #if os(macOS) menu is read: \(read.stdout)")
        #expect(read.stderr.contains("note: read for macos, no deployment target found ('#if os(macOS)')"))
        let given = try Self.run(["menu", "--swift", Self.folder("PlatformIfOS"), "--platform", "ipados"])
        #expect(given.stderr.contains("read for ipados (--platform); the project targets macos"))
    }

    @Test("return fires the sheet's default action only while the sheet is up; the window's ⌘⌫ still presents it")
    func sheetDefaultAction() throws {
        let script = "press return\npress cmd+backspace\npress return\npress escape\n"
        let result = try Self.run(["run", "--swift", Self.folder("ScopeSheet"), "-"], input: script)
        #expect(
            result.stdout == """
                return: no binding here
                cmd+backspace → "Delete"
                return → "Move to Trash"
                Move to Trash: runs app code
                escape → "Cancel"
                Dismissed 'TrashConfirmation'

                """)
    }

    @Test("explain points at the .keyboardShortcut, not at <menus>")
    func explainLocation() throws {
        let result = try Self.run(["explain", "--swift", Self.folder("ScopeUnreached"), "cmd+s"])
        #expect(result.stdout.contains("ScopeUnreached/EditorApp.swift:12:"), "\(result.stdout)")
        #expect(!result.stdout.contains("<menus>"), "\(result.stdout)")
    }
}
#endif
