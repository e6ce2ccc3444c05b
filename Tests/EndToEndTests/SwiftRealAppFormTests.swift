import KeyGraphTestSupport
import Testing

#if SwiftUIReader
/// `--swift DIR` on the fixtures of what real apps write (issue 37's Done-when, read on Cork,
/// Pika and Gifski): each pinned through the binary as `keys --by-scope`, `keys --format json`
/// and `check`, and a view's control named by its title in `run`.
@Suite("keygraph --swift DIR: the constructs real apps use for their shortcuts")
struct SwiftRealAppFormTests {
    static let fixtures = [
        "ScopeTwoShortcuts", "ScopeWrapper", "ScopeDialogActions", "ScopeUnusedTwin", "ScopeShortcutChain",
        "MenuLinks", "TitleConstants", "ScopeSheetSwitch", "ScopeSheetIf", "ScopeSheetFunction",
        "ScopeContextMenuView", "ScopePlatformTwins", "ScopeShortcutRelay", "ScopeForEachIndex", "ScopeXcodeTargets",
    ]

    @Test("keys --by-scope, keys --format json and check", arguments: fixtures)
    func pinned(fixture: String) throws {
        let name = "swiftui-" + fixture.lowercased()
        let folder = SwiftSourceScopeTests.folder(fixture)
        try SwiftSourceViewTests.pinned(["keys", "--swift", folder, "--by-scope"], name + "-scopes.txt")
        try SwiftSourceViewTests.pinned(["keys", "--swift", folder, "--format", "json"], name + "-keys.json")
        try SwiftSourceViewTests.pinned(["check", "--swift", folder], name + "-check.txt")
    }

    @Test("run names a wrapper's control by its title, not its id")
    func titlesInRun() throws {
        let wrapper = try SwiftSourceScopeTests.run(
            ["run", "--swift", SwiftSourceScopeTests.folder("ScopeWrapper"), "-"], input: "press return\n")
        #expect(wrapper.stdout.hasPrefix("return → \"Check License\"\n"), "\(wrapper.stdout)")
    }

    @Test("run: each case of a sheet's switch is a sheet of its own, with its own shortcuts")
    func sheetPerCase() throws {
        let folder = SwiftSourceScopeTests.folder("ScopeSheetSwitch")
        let input = "press return\nsheet AddTapView\npress escape\npress return\n"
        let result = try SwiftSourceScopeTests.run(["run", "--swift", folder, "-"], input: input)
        #expect(
            result.stdout
                == "return: no binding here\nescape: no binding here\nreturn → \"Add Tap\"\nAdd Tap: runs app code\n",
            "\(result.stdout)")
    }

    @Test("explain names a view's control by its title")
    func titlesInExplain() throws {
        let result = try SwiftSourceScopeTests.run(
            ["explain", "--swift", SwiftSourceScopeTests.folder("ScopeWrapper"), "return"])
        #expect(result.stdout.contains("1. \"Check License\" when NavigationStack && !dialog"), "\(result.stdout)")
    }

    @Test("graph gives each shortcut read from Swift its place")
    func placesInGraph() throws {
        let folder = SwiftSourceScopeTests.folder("ScopeWrapper")
        let json = try SwiftSourceScopeTests.run(["graph", "--swift", folder, "--format", "json"])
        #expect(json.stdout.contains("\"at\":\"\(folder)/CheckerApp.swift:25:14\""), "\(json.stdout)")
        let dot = try SwiftSourceScopeTests.run(["graph", "--swift", folder])
        let edge = "[label=\"when NavigationStack && !dialog\", tooltip=\"\(folder)/CheckerApp.swift:25:14\"]"
        #expect(dot.stdout.contains(edge), "\(dot.stdout)")
    }
}
#endif
