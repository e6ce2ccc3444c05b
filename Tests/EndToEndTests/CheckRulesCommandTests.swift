import Foundation
import KeyGraphTestSupport
import Testing

/// The rules in the user's hands, through the binary: every family's ids listed, explained,
/// chosen; `.keygraph.json`; ignore comments in keymaps; the CI formats (docs/keymaps.md).
@Suite("keygraph check: rules, settings, ignores and CI formats")
struct CheckRulesCommandTests {
    static let snapshots = Binary.packageRoot + "/Tests/EndToEndTests/Snapshots/"
    static let project = Binary.packageRoot + "/Tests/EndToEndTests/CheckProject"

    static func keygraph(_ arguments: [String], in directory: String = Binary.packageRoot) throws -> Binary.Result {
        try Binary.run(arguments, workingDirectory: directory)
    }

    @Test("--explain-rule prints a rule's summary, Wrong, Right and docs, of any family")
    func explain() throws {
        let result = try Self.keygraph(["check", "--explain-rule", "ellipsis"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                ellipsis (menu, warning by default)
                  a title that asks for more input without a trailing "…"
                  Wrong: "title": "Export"
                  Right: "title": "Export…"
                  docs:  docs/menus.md#lints-menulintlintapp-keymaps

                """)
        let unknown = try Self.keygraph(["check", "--explain-rule", "elipsis"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no rule 'elipsis': did you mean 'ellipsis'?"))
    }

    @Test("--rule and --no-rule take any family's id; an unknown id is refused with the closest (exit 2)")
    func anyFamily() throws {
        let keymap = Self.project + "/keymaps/user.json"
        let menuRule = try Self.keygraph(["check", "--no-rule", "ellipsis", "--keymap", keymap])
        #expect(menuRule.status != 2, "\(menuRule.stderr)")
        let bogus = try Self.keygraph(["check", "--no-rule", "bogus-xyz", "--keymap", keymap])
        #expect(bogus.status == 2)
        #expect(bogus.stdout == "")
        #expect(bogus.stderr.contains("no rule 'bogus-xyz'"))
        let typo = try Self.keygraph(["check", "--rule", "never-fire", "--keymap", keymap])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("no rule 'never-fire': did you mean 'never-fires'?"))
    }

    @Test("The project's settings and ignore comments: severities, excludes, silenced and unused ignores, the summary")
    func projectSettings() throws {
        let result = try Self.keygraph(
            ["check", "--keymap", "keymaps/user.json", "--keymap", "generated/gen.json"], in: Self.project)
        #expect(result.stderr == "")
        Golden.expect(result.stdout, matchesFileAt: Self.snapshots + "check-project.txt")
        #expect(result.status == 1, "never-fires is an error in this project")
        // The command line wins: --no-rule leaves out the rule the file made an error.
        let relaxed = try Self.keygraph(
            ["check", "--keymap", "keymaps/user.json", "--no-rule", "never-fires"], in: Self.project)
        #expect(relaxed.status == 0)
        #expect(!relaxed.stdout.contains("[never-fires]") && !relaxed.stdout.contains("never fires"))
    }

    @Test("A malformed .keygraph.json is a located error (exit 2), every mistake at once")
    func malformedSettings() throws {
        let result = try Self.keygraph(["check", "--config", "bad/.keygraph.json"], in: Self.project)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        Golden.expect(result.stderr, matchesFileAt: Self.snapshots + "check-project-bad-config.txt")
        let notJSON = try Self.keygraph(["check", "--config", "bad/not-json.jsonc"], in: Self.project)
        #expect(notJSON.status == 2)
        #expect(notJSON.stderr.hasPrefix("bad/not-json.jsonc:3:"))
    }

    @Test("A .keygraph.json in another folder names the shipped defaults by name: \"defaults\": [\"vscode\"]")
    func settingsNameShippedDefaults() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("keygraph-config-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try #"{ "defaults": ["vscode"] }"#.write(
            to: folder.appendingPathComponent(".keygraph.json"), atomically: true, encoding: .utf8)
        // ctrl+k while editing cuts off the defaults' ctrl+k chords: only the defaults say so.
        try #"[ { "key": "ctrl+k", "command": "editor.action.deleteLines", "when": "editorTextFocus" } ]"#
            .write(to: folder.appendingPathComponent("user.json"), atomically: true, encoding: .utf8)
        let result = try Self.keygraph(
            ["check", "--config", "project/.keygraph.json", "--keymap", "project/user.json", "--platform", "linux"],
            in: root.path)
        #expect(result.status != 2, "\(result.stderr)")
        #expect(!result.stderr.contains("cannot read"))
        #expect(result.stdout.contains("makes 100 default bindings unreachable"))
    }

    @Test(
        "A .keygraph.json's editor does not look for the user's file when --keymap gives it (the command line wins)",
        arguments: ["zed", "vscode"])
    func settingsEditorYieldsToKeymap(editor: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("keygraph-config-\(UUID().uuidString)")
        let home = root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try #"{ "editor": "\#(editor)" }"#.write(
            to: root.appendingPathComponent(".keygraph.json"), atomically: true, encoding: .utf8)
        let keymap =
            editor == "zed"
            ? #"[ { "context": "Editor", "bindings": { "ctrl-k": "editor::DeleteLine" } } ]"#
            : #"[ { "key": "ctrl+k", "command": "editor.action.deleteLines", "when": "editorTextFocus" } ]"#
        try keymap.write(to: root.appendingPathComponent("user.json"), atomically: true, encoding: .utf8)
        // An empty home: the editor's own file is not there, and must not be looked for.
        let result = try Binary.run(
            ["check", "--keymap", "user.json", "--platform", "linux"],
            environment: ["HOME=\(home.path)", "XDG_CONFIG_HOME=\(home.path)/.config"], workingDirectory: root.path)
        #expect(result.status != 2, "\(result.stderr)")
        #expect(!result.stderr.contains("looked at"))
        if editor == "vscode" {
            // The file's editor still lays its shipped defaults under the given keymap.
            #expect(result.stdout.contains("makes 100 default bindings unreachable"), "\(result.stdout)")
        }
    }

    @Test("--github: paths relative to the working directory, notes only with --notes")
    func github() throws {
        let absolute = Self.project + "/keymaps/user.json"
        let result = try Self.keygraph(["check", "--github", "--keymap", absolute], in: Self.project)
        // An annotation's file= is relative; its message names the other binding's file as the
        // user gave it (here absolute), which the golden shows as PROJECT wherever the clone is.
        Golden.expect(
            result.stdout.replacingOccurrences(of: Self.project, with: "PROJECT"),
            matchesFileAt: Self.snapshots + "check-project-github.txt")
        #expect(!result.stdout.contains("::notice"))
        #expect(!result.stdout.contains("file=" + Self.project))
        let notes = try Self.keygraph(["check", "--github", "--notes", "--keymap", absolute], in: Self.project)
        #expect(notes.stdout.contains("::notice file=keymaps/user.json"))
    }

    @Test("--sarif: SARIF 2.1.0 with every rule's metadata, relative uris; --json gains the typed rule")
    func sarif() throws {
        let result = try Self.keygraph(["check", "--sarif", "--keymap", "keymaps/user.json"], in: Self.project)
        Golden.expect(
            result.stdout.replacingOccurrences(of: KeyGraphVersionForTests.current, with: "VERSION"),
            matchesFileAt: Self.snapshots + "check-project.sarif")
        let json = try Self.keygraph(["check", "--json", "--keymap", "keymaps/user.json"], in: Self.project)
        #expect(json.stdout.contains(#""kind":"never-fires","rule":"never-fires","witness""#))
        let both = try Self.keygraph(["check", "--sarif", "--json"])
        #expect(both.status == 2)
    }

    @Test("A SARIF run with thousands of findings: every one there, the same bytes each time")
    func sarifThousands() throws {
        var bindings: [String] = []
        for i in 0..<1500 {
            bindings.append(#"{ "key": "ctrl+alt+k ctrl+\#(i % 10)", "command": "c\#(i)" }"#)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keygraph-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try ("[\n" + bindings.joined(separator: ",\n") + "\n]\n").write(
            to: directory.appendingPathComponent("keybindings.json"), atomically: true, encoding: .utf8)
        let first = try Self.keygraph(["check", "--sarif", "--keymap", "keybindings.json"], in: directory.path)
        let second = try Self.keygraph(["check", "--sarif", "--keymap", "keybindings.json"], in: directory.path)
        #expect(first.stdout == second.stdout)
        let lines = try Self.keygraph(["check", "--json", "--keymap", "keybindings.json"], in: directory.path)
        let count = lines.stdout.split(separator: "\n").count
        #expect(count >= 1000, "\(count) findings")
        let log = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
        let runs = log?["runs"] as? [[String: Any]]
        let results = runs?.first?["results"] as? [[String: Any]]
        #expect(results?.count == count)
        #expect(results?.allSatisfy { ($0["locations"] as? [Any])?.isEmpty == false } == true)
    }
}
