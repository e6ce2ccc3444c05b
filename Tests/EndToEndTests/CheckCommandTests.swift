import Foundation
import Testing

/// Runs the built `keygraph` binary with `arguments` in the package root.
private func keygraph(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let result = try Binary.run(arguments, workingDirectory: Binary.packageRoot)
    return (result.status, result.stdout, result.stderr)
}

/// Writes `text` to a fresh temporary file and returns its path.
private func temporaryFile(_ text: String, name: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keygraph-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

@Suite("keygraph check")
struct CheckCommandTests {
    @Test func shippedKeymapsAreClean() throws {
        for keymap in ["Keymaps/terminal.json", "Keymaps/emacs.json"] {
            let result = try keygraph(["check", "--strict", "--keymap", keymap])
            #expect(result.status == 0, "\(keymap): \(result.stdout)")
            // The app's own ⌘ chords give notes (their number follows the demo's keymap).
            #expect(result.stdout.split(separator: "\n").last?.hasPrefix("0 errors, 0 warnings, ") == true)
        }
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let path = try temporaryFile(
            #"{"bindings": [{ "key": "ctrl+i", "command": "recipe.new" }]}"#, name: "user.json")
        let relaxed = try keygraph(["check", "--keymap", path, "--json"])
        #expect(relaxed.status == 0)
        let lines = relaxed.stdout.split(separator: "\n").filter { $0.contains(path) }
        #expect(
            lines
                == [
                    #"{"file":"\#(path)","line":1,"column":25,"severity":"warning","message":"a legacy terminal sends 'ctrl+i' as Tab","hint":null,"kind":"terminal-sends-other-key","rule":"terminal-sends-other-key","witness":null,"bindings":[{"file":"\#(path)","line":1,"column":15,"keys":"ctrl+i","command":"recipe.new"}],"version":"\#(KeyGraphVersionForTests.current)"}"#
                ])
        #expect(try keygraph(["check", "--keymap", path, "--strict"]).status == 1)
    }

    @Test func errorsExitOne() throws {
        let path = try temporaryFile(
            #"{"bindings": [{ "key": "ctrl+t", "command": "go.dessert" }]}"#, name: "user.json")
        let result = try keygraph(["check", "--keymap", path])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                """
                \(path):1:46: error: unknown command 'go.dessert'
                1 | {"bindings": [{ "key": "ctrl+t", "command": "go.dessert" }]}
                  |                                              ^^^^^^^^^^
                hint: did you mean 'go.desserts'?
                """))
    }

    @Test func aFileThatDoesNotLoadExitsTwo() throws {
        let path = try temporaryFile(
            #"{"bindings": [{ "key": "ctrl+t", "command": "go.desserts", "when": "a &&" }]}"#, name: "user.json")
        let result = try keygraph(["check", "--keymap", path])
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                \(path):1:73: error: expected a context name, found the end of the expression
                1 | {"bindings": [{ "key": "ctrl+t", "command": "go.desserts", "when": "a &&" }]}
                  |                                                                         ^

                """)
        #expect(result.stdout.isEmpty)
    }
}

@Suite("keygraph check: each finding once, in one wording")
struct CheckOnceTests {
    @Test("the app's own keymap given with --keymap is checked once; ⌘[ is reached as ESC [")
    func appKeymapOnce() throws {
        let result = try keygraph(["check", "--keymap", "Keymaps/default.json"])
        #expect(result.status == 0)
        let notes = result.stdout.split(separator: "\n").filter { $0.contains(": note: ") }
        #expect(notes.count == Set(notes).count)
        #expect(
            notes.contains(
                "Keymaps/default.json:7:15: note: 'cmd+[' needs the kitty protocol; a legacy terminal reaches it as 'alt+[' (ESC [, when nothing follows it at once)"
            ))
    }

    @Test("a reserved shortcut in a keymap is one warning, at the chord")
    func reservedOnce() throws {
        let path = try temporaryFile(
            #"{"bindings": [{ "key": "cmd+w", "command": "recipe.new" }]}"#, name: "user.json")
        let result = try keygraph(["check", "--keymap", path])
        let reserved = result.stdout.split(separator: "\n").filter { $0.contains("reserved by") }
        #expect(reserved == ["\(path):1:25: warning: 'cmd+w' is reserved by macOS for Close"])
    }
}
