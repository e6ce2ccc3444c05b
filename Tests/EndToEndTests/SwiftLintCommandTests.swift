import KeyGraphTestSupport
import Testing

#if SwiftUIReader
/// `check --swift DIR --list-rules`, `--rule ID` and `--no-rule ID` through the real binary, and
/// an icon-only toolbar button reported once (docs/swiftui-lints.md).
@Suite("keygraph check --swift: choosing the SwiftUI source rules")
struct SwiftLintCommandTests {
    static let fixtures = "Tests/KeyGraphSwiftUITests/Fixtures/"
    static let gallery = fixtures + "IconToolbar"
    static let cookbook = fixtures + "Lints/deep-link-scattered/Wrong"
    static let snapshots = Binary.packageRoot + "/Tests/EndToEndTests/Snapshots/"

    static func keygraph(_ arguments: [String]) throws -> Binary.Result {
        try Binary.run(arguments, workingDirectory: Binary.packageRoot)
    }

    @Test(
        "--list-rules prints every rule of every family with its id, family, severity and summary, and checks nothing")
    func listRules() throws {
        let result = try Self.keygraph(["check", "--swift", Self.gallery, "--list-rules"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        Golden.expect(result.stdout, matchesFileAt: Self.snapshots + "swiftui-lint-rules.txt")
    }

    @Test("--rule ID checks that rule alone")
    func onlyOneRule() throws {
        let result = try Self.keygraph(["check", "--swift", Self.cookbook, "--rule", "deep-link-scattered"])
        #expect(result.status == 0)
        Golden.expect(result.stdout, matchesFileAt: Self.snapshots + "swiftui-lint-rule.txt")
        let other = try Self.keygraph(["check", "--swift", Self.cookbook, "--rule", "tab-item"])
        #expect(!other.stdout.contains("[deep-link-scattered]"))
    }

    @Test("--no-rule ID leaves that rule out, and the others run")
    func leaveOneOut() throws {
        let all = try Self.keygraph(["check", "--swift", Self.cookbook])
        #expect(all.stdout.contains("[deep-link-scattered]"))
        let result = try Self.keygraph(["check", "--swift", Self.cookbook, "--no-rule", "deep-link-scattered"])
        #expect(result.status == 0)
        Golden.expect(result.stdout, matchesFileAt: Self.snapshots + "swiftui-lint-no-rule.txt")
    }

    @Test("an id no rule has is a usage error (exit 2) that names the closest ids")
    func unknownRule() throws {
        let result = try Self.keygraph(["check", "--swift", Self.cookbook, "--rule", "deep-links"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("no rule 'deep-links': the rules like it: deep-link-scattered"))
    }

    @Test("an icon-only toolbar button is reported once, by icon-without-label; --no-rule silences it")
    func iconReportedOnce() throws {
        let result = try Self.keygraph(["check", "--swift", Self.gallery])
        #expect(result.status == 0)
        Golden.expect(result.stdout, matchesFileAt: Self.snapshots + "swiftui-lint-icon-once.txt")
        #expect(!result.stdout.contains("[unlabelled-icon]"))
        let silenced = try Self.keygraph(["check", "--swift", Self.gallery, "--no-rule", "icon-without-label"])
        #expect(!silenced.stdout.contains("[icon-without-label]") && !silenced.stdout.contains("[unlabelled-icon]"))
    }

    @Test("two screens the scenes do not name: not one toolbar; an assignment of \"\" loads as app code")
    func undeclaredScreensAreNotOneToolbar() throws {
        // Both go to "*"; together they would be 'toolbar * (primaryAction): 4 groups'.
        let result = try Self.keygraph(["check", "--swift", Self.fixtures + "Screens"])
        #expect(result.status == 0)
        // The one note says which platform the folder was read for.
        #expect(
            result.stdout
                == "--swift: note: read for macos, no deployment target found (nothing in the project names a platform)\n"
                + "by rule:\n  swift-platform  1 note\nby file:\n  --swift         1 note\n"
                + "0 errors, 0 warnings, 1 note\n")
    }
}
#endif
