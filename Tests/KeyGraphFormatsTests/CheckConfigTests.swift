import KeyGraph
import Testing

@testable import KeyGraphFormats

/// A project's `.keygraph.json`: what it sets, and every mistake in it located.
@Suite("check's project settings (.keygraph.json)")
struct CheckConfigTests {
    private func load(_ text: String) throws(DiagnosticError) -> CheckConfig {
        try CheckConfig.load(SourceFile(name: "p/.keygraph.json", text: text), registry: .formats)
    }

    @Test(
        "Every member is read: rules, excludes, platform, targets, editor, defaults (comments and trailing commas too)")
    func readsEveryMember() throws {
        let config = try load(
            """
            // the project's settings
            {
              "$schema": "https://example.invalid/config.schema.json",
              "rules": { "ellipsis": "off", "never-fires": "error", "reserved-shortcut": "note", },
              "exclude": ["Generated/**", "*.generated.json"],
              "platform": "macos",
              "deploymentTargets": { "macOS": "13.0", "iOS": "16" },
              "editor": "zed",
              "defaults": ["zed/default-linux.json"],
            }
            """)
        #expect(
            config.rules == [
                MenuRule.ellipsis.id: .off, KeymapRule.neverFires.id: .error, MenuRule.reservedShortcut.id: .note,
            ])
        #expect(config.exclude == ["Generated/**", "*.generated.json"])
        #expect(config.platform == .macos && config.editor == "zed")
        #expect(config.deploymentTargets == ["macOS": "13.0", "iOS": "16"])
        #expect(config.resolve("zed/default-linux.json") == "p/zed/default-linux.json")
        #expect(config.resolvedDefaults(platform: .linux) == ["p/zed/default-linux.json"])
    }

    @Test("defaults named as --defaults names them (vscode, a shipped keymap, none) stay names; files are relative")
    func shippedDefaultsByName() throws {
        var config = try load(#"{ "defaults": ["vscode", "vscode-macos", "none", "vscode.json", "./vscode"] }"#)
        config.file = "p/.keygraph.json"
        #expect(
            config.resolvedDefaults(platform: .linux) == [
                "vscode", "vscode-macos", "none", "p/vscode.json", "p/./vscode",
            ])
    }

    @Test("Each mistake is located, with the closest id or value; all of them at once")
    func locatedErrors() {
        #expect((try? load("{}")) != nil, "an empty file sets nothing")
        do {
            _ = try load(
                """
                {
                  "rules": { "never-fire": "off", "ellipsis": "silent" },
                  "platfrom": "macos",
                  "editor": "vscod",
                  "deploymentTargets": { "macos": "13" }
                }
                """)
            Issue.record("expected errors")
        } catch {
            let lines = error.diagnostics.map(\.summary)
            #expect(
                lines == [
                    "p/.keygraph.json:2:14: error: no rule 'never-fire'",
                    "p/.keygraph.json:2:47: error: a rule's setting is \"off\", \"note\", \"warning\" or \"error\", found 'silent'",
                    "p/.keygraph.json:3:3: error: unknown member 'platfrom'",
                    "p/.keygraph.json:4:13: error: no editor 'vscod'",
                    "p/.keygraph.json:5:26: error: no platform 'macos' has a deployment target",
                ])
            #expect(
                error.diagnostics.map(\.hint) == [
                    "did you mean 'never-fires'?", nil, "did you mean 'platform'?", "did you mean 'vscode'?",
                    "did you mean 'macOS'?",
                ])
            #expect(error.diagnostics[0].sourceLine == #"  "rules": { "never-fire": "off", "ellipsis": "silent" },"#)
        }
    }

    @Test("A file that is not JSON is the parser's located error")
    func malformed() {
        do {
            _ = try load("{ \"rules\": { \"ellipsis\": off } }")
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics[0].summary.hasPrefix("p/.keygraph.json:1:26: error: "))
        }
    }

    @Test("Globs: * within a name, ** across folders, ? one character; relative to the file's folder")
    func globs() {
        #expect(Glob.matches("Generated/**", "Generated/a/b.swift"))
        #expect(Glob.matches("**/*Preview*.swift", "Sources/App/ListPreviews.swift"))
        #expect(Glob.matches("*.json", "deep/down/x.json"))
        #expect(!Glob.matches("Sources/*.swift", "Sources/App/x.swift"))
        #expect(Glob.matches("Sources/?.swift", "Sources/x.swift"))
        #expect(Glob.matches("Vendor", "Vendor/lib/x.swift"))
        var config = CheckConfig()
        config.file = "p/.keygraph.json"
        config.workingDirectory = "/work"
        config.exclude = ["Generated/**"]
        #expect(config.excludes("p/Generated/x.swift"))
        #expect(config.excludes("/work/p/Generated/x.swift"))
        #expect(!config.excludes("Generated/x.swift"), "outside the file's folder")
    }

    @Test("The command line wins: --rule checks a rule the file turns off; --no-rule leaves out one it sets")
    func commandLineWins() {
        var config = CheckConfig()
        config.rules = [MenuRule.ellipsis.id: .off, KeymapRule.neverFires.id: .error]
        let onlyEllipsis = RuleSelection(rules: [MenuRule.ellipsis.id], noRules: [], config: config)
        #expect(onlyEllipsis.checks(MenuRule.ellipsis.id))
        let noNever = RuleSelection(rules: [], noRules: [KeymapRule.neverFires.id], config: config)
        #expect(!noNever.checks(KeymapRule.neverFires.id) && !noNever.checks(MenuRule.ellipsis.id))
        let plain = RuleSelection(rules: [], noRules: [], config: config)
        let found = Diagnostic(
            .warning, file: "k.json", position: SourcePosition(line: 1, column: 1), message: "m",
            rule: KeymapRule.neverFires.id)
        #expect(plain.apply([found]).map(\.severity) == [.error])
    }
}
