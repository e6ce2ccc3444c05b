import Foundation
import Testing

/// The REPL saves `--state` as the state changes (debounced), not only on exit: a session
/// killed without a chance to save loses at most the last moments.
@Suite("REPL saves its state as it changes", .serialized)
struct REPLStateSavingTests {
    /// The text of `path` once it holds `needle`, waiting up to `seconds`; nil if it never does.
    static func waitForFile(_ path: String, holding needle: String, seconds: Double = 10) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains(needle) { return text }
            usleep(20_000)
        }
        return nil
    }

    @Test("a change is written while the REPL waits for input; SIGKILL then loses nothing")
    func savesWhileRunning() throws {
        let directory = makeTemporaryDirectory()
        let path = directory + "/s.json"
        let terminal = try PseudoTerminal(
            arguments: ["--state", path], environment: ["XDG_STATE_HOME=\(directory)", "NO_COLOR=1"])
        try terminal.waitFor("recipes main ⟩ ")
        terminal.send("run go.desserts\r")
        try terminal.waitFor("recipes main › Desserts ⟩ ")
        let saved = Self.waitForFile(path, holding: "Category:desserts")
        #expect(saved != nil, "the change was not saved while the REPL waited for input")
        #expect(saved?.hasPrefix(#"{"format":"keygraph-state","version":1,"app":"recipes""#) == true)
        // No temporary file is left beside it.
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("s.json") }
        #expect(entries == ["s.json"])
        kill(terminal.pid, SIGKILL)
        _ = try terminal.waitForExit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == saved)
    }
}
