import KeyGraph
import KeyGraphTestSupport
import Testing

@testable import KeyGraphFormats

/// `check` as a library: which analyses run, and how their findings are merged, kept once
/// and chosen by their typed rule ids.
@Suite("check's pipeline")
struct CheckPipelineTests {
    private func keymap(_ text: String, name: String) throws -> Keymap {
        try KeymapLoader.load(SourceFile(name: name, text: text), accepting: .all).keymap
    }

    private func finding(
        _ rule: RuleID?, _ message: String = "m", file: String = "f.json", line: Int = 1,
        _ severity: Diagnostic.Severity = .warning
    ) -> Diagnostic {
        Diagnostic(severity, file: file, position: SourcePosition(line: line, column: 1), message: message, rule: rule)
    }

    @Test("A finding reported twice at one place is kept once; the same words from two rules are two findings")
    func mergesEachFindingOnce() {
        let pipeline = CheckPipeline(platform: .linux)
        let a = finding(KeymapRule.neverFires.id, "same words")
        let b = finding(TerminalRule.terminalClaims.id, "same words")
        let report = pipeline.report([a, b, a, finding(nil, "bad"), a])
        #expect(report.diagnostics == [a, b, finding(nil, "bad")])
        #expect(report.warnings == 3 && report.errors == 0)
    }

    @Test("Rules are chosen by their ids, whatever the message says; a diagnostic no rule names is always kept")
    func filtersByTypedRule() {
        var pipeline = CheckPipeline(platform: .linux)
        // A message that names another rule in brackets is still its own rule's.
        let lint = finding(MenuRule.ellipsis.id, "Export: the title needs \"…\" [never-fires]")
        let conflict = finding(KeymapRule.neverFires.id, "'alt+q' → 'a' never fires", line: 2)
        let error = finding(nil, "unknown command 'x'", line: 3, .error)
        pipeline.selection = RuleSelection(skipped: [KeymapRule.neverFires.id])
        #expect(pipeline.report([lint, conflict, error]).diagnostics == [lint, error])
        pipeline.selection = RuleSelection(only: [KeymapRule.neverFires.id])
        #expect(pipeline.report([lint, conflict, error]).diagnostics == [conflict, error])
        pipeline.selection = RuleSelection(only: [KeymapRule.neverFires.id], skipped: [KeymapRule.neverFires.id])
        #expect(pipeline.report([lint, conflict, error]).diagnostics == [error])
    }

    @Test("What lies inside the editor's defaults is left out without --all and never fails the check")
    func defaultsAreTheEditors() {
        var pipeline = CheckPipeline(platform: .linux)
        let inDefaults = finding(KeymapRule.neverFires.id, file: "defaults.json", .error)
        let own = finding(KeymapRule.duplicateBinding.id, file: "mine.json")
        let report = pipeline.report([inDefaults, own], defaultFiles: ["defaults.json"])
        #expect(report.diagnostics == [own] && report.leavesOutDefaults)
        #expect(!report.fails(strict: false) && report.fails(strict: true))
        pipeline.insideDefaults = true
        let all = pipeline.report([inDefaults, own], defaultFiles: ["defaults.json"])
        #expect(all.diagnostics == [inDefaults, own] && !all.leavesOutDefaults)
        #expect(!all.fails(strict: false), "an error inside the defaults is the editor's")
    }

    @Test("Each editor's keymap is checked in its own world, its findings typed, terminal rules with --terminal")
    func editorWorlds() throws {
        let text = """
            [
              { "key": "ctrl+s", "command": "a" },
              { "key": "ctrl+s", "command": "a" },
            ]
            """
        let layers = [try keymap(text, name: "vscode.json")]
        var pipeline = CheckPipeline(platform: .linux)
        #expect(!CheckPipeline.checksAppWorld(appGiven: false, layers: layers))
        let plain = pipeline.run(app: nil, layers: layers, sources: ["vscode.json": text])
        #expect(plain.diagnostics.map(\.rule) == [KeymapRule.duplicateBinding.id])
        pipeline.terminal = true
        let rules = Set(
            pipeline.run(app: nil, layers: layers, sources: ["vscode.json": text]).diagnostics.compactMap(\.rule))
        #expect(rules == [KeymapRule.duplicateBinding.id, TerminalRule.terminalClaims.id])
        pipeline.selection = RuleSelection(skipped: [TerminalRule.terminalClaims.id])
        let chosen = pipeline.run(app: nil, layers: layers, sources: ["vscode.json": text])
        #expect(chosen.diagnostics.map(\.rule) == [KeymapRule.duplicateBinding.id])
    }

    @Test(
        "The app's world: the earlier findings first, then the keymap analysis and the HIG lints, each with a registered rule"
    )
    func appWorld() throws {
        let text = """
            { "keymap": "Mine", "bindings": [
              { "key": "cmd+q", "command": "recipe.new" },
              { "key": "cmd+e", "command": "recipe.exprt" }
            ] }
            """
        let layers = [try keymap(text, name: "mine.json")]
        #expect(CheckPipeline.checksAppWorld(appGiven: false, layers: layers))
        let app = CheckPipeline.App(model: DemoApps.recipes)
        let earlier = finding(nil, "a note before", file: "-", .note)
        let report = CheckPipeline(platform: .macos).run(
            app: app, layers: layers, sources: ["mine.json": text], earlier: [earlier])
        #expect(report.diagnostics.first == earlier)
        let rules = report.diagnostics.dropFirst().map(\.rule)
        #expect(rules.contains(MenuRule.reservedShortcut.id))
        #expect(rules.contains(KeymapRule.unknownCommand.id))
        #expect(rules.allSatisfy { $0.map(RuleRegistry.formats.contains) ?? false })
        #expect(report.fails(strict: false))
    }

    @Test("An app read from Swift leaves unlabelled-icon and mixed-plate to the source rules, by rule id")
    func sourceRulesSupersedeMenuRules() {
        let commands = [
            Command(id: "note.share", title: "Share…", effects: [.message("done")], icon: "square.and.arrow.up"),
            Command(id: "note.pin", title: "Pin", effects: [.message("done")], icon: "pin"),
            Command(id: "note.archive", title: "Archive", effects: [.message("done")], icon: "archivebox"),
        ]
        let app = lintFixture(commands) {
            $0.toolbars = [
                Toolbar(
                    target: "NoteDetail",
                    content: [
                        .group(
                            placement: .primaryAction,
                            items: [ToolbarItem("note.share"), ToolbarItem("note.pin", label: .title)]),
                        .item(ToolbarItem("note.archive", title: "")),
                    ], source: "notes.swift")
            ]
        }
        let fromFile = Set(MenuPipeline.lints(app, keymaps: [], readFromSwift: false).compactMap(\.rule))
        #expect(fromFile.isSuperset(of: [MenuRule.unlabelledIcon.id, MenuRule.mixedPlate.id]))
        let fromSwift = Set(MenuPipeline.lints(app, keymaps: [], readFromSwift: true).compactMap(\.rule))
        #expect(fromSwift == fromFile.subtracting(MenuPipeline.supersededBySourceRules))
    }
}
