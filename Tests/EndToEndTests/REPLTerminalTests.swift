import KeyGraphTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real binary in a pseudo-terminal, receiving the bytes a keyboard sends.
@Suite("REPL in a pseudo-terminal", .serialized)
struct REPLTerminalTests {
    private func start() throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(environment: ["XDG_STATE_HOME=\(makeTemporaryDirectory())", "NO_COLOR=1"])
        try terminal.waitFor("recipes main ⟩ ")
        return terminal
    }

    @Test("a Ctrl chord sequence fires its command and the prompt shows the new path")
    func ctrlChords() throws {
        let terminal = try start()
        let mark = terminal.output.count
        terminal.send([0x0B])  // ⌃K
        try terminal.waitFor("recipes main [Ctrl+K …] ⟩ ", after: mark)
        terminal.send([0x04])  // ⌃D, here the second chord, not EOF
        let fired = try terminal.waitFor("Ctrl+K Ctrl+D → go.desserts", after: mark)
        try terminal.waitFor("recipes main › Desserts ⟩ ", after: fired)
        terminal.send("show path\r")
        try terminal.waitFor("[Category:desserts]", after: fired)
        terminal.send([0x04])  // ⌃D on an empty line: exit
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("an ESC-prefixed Alt chord reaches a ⌘ binding on a legacy terminal; typed text is kept")
    func altForCommand() throws {
        let terminal = try start()
        terminal.send("run recipe.showApplePie\r")
        let pushed = try terminal.waitFor("recipes main › Desserts › Apple Pie ⟩ ")
        terminal.send("echo kept")
        try terminal.waitFor("echo kept", after: pushed)
        terminal.send([0x1B, 0x5B])  // Alt+[ as a legacy terminal sends it: ESC [
        let back = try terminal.waitFor("Super+[ → navigation.back", after: pushed)
        try terminal.waitFor("recipes main › Desserts ⟩ echo kept", after: back)
        terminal.send("\r")
        try terminal.waitFor("echo kept\r\nkept\r\nrecipes main › Desserts ⟩ ", after: back)
        terminal.send("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("⌘Q pressed as a key ends the REPL, as Quit in the menu does (Alt+Q on a legacy terminal)")
    func commandQQuits() throws {
        let terminal = try start()
        try terminal.waitFor("recipes main ⟩ ")
        terminal.send([0x1B, 0x71])  // Alt+Q as a legacy terminal sends it: ESC q, standing in for ⌘Q
        try terminal.waitFor("Super+Q → terminate:")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("the terminal settings are restored on exit")
    func restoresTerminal() throws {
        let terminal = try start()
        // While the REPL runs, the terminal is in raw mode.
        #expect(terminal.currentSettings.c_lflag & tcflag_t(ICANON) == 0)
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
        let before = terminal.initialSettings
        let after = terminal.currentSettings
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
        #expect(terminal.screen.hasSuffix("\u{1B}[?2004l"))
    }

    @Test("the terminal is restored when the REPL is killed by SIGTERM")
    func restoresOnSignal() throws {
        let terminal = try start()
        kill(terminal.pid, SIGTERM)
        #expect(try terminal.waitForExit() == 128 + SIGTERM)
        #expect(terminal.currentSettings.c_lflag == terminal.initialSettings.c_lflag)
    }

    @Test("XDG_STATE_HOME naming a file: history is off, with a warning that says why")
    func stateHomeIsAFile() throws {
        let file = makeTemporaryDirectory() + "/not-a-directory"
        try writeFile(file, Array("x".utf8))
        let terminal = try PseudoTerminal(environment: ["XDG_STATE_HOME=\(file)", "NO_COLOR=1"])
        try terminal.waitFor(
            "\(file)/keygraph: warning: cannot make the history directory (Not a directory); history is off\r\n")
        try terminal.waitFor("recipes main ⟩ ")
        terminal.send("echo works\r")
        try terminal.waitFor("works\r\n")
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
        #expect(try readFile(file) == Array("x".utf8))
    }

    @Test("a corrupt history file is moved aside with a warning, and a new one is written atomically")
    func corruptHistory() throws {
        let state = makeTemporaryDirectory()
        mkdir(state + "/keygraph", 0o700)
        let corrupt: [UInt8] = Array("push Recipe:apple-pie\n".utf8) + [0x00, 0xFF, 0x0A]
        let path = state + "/keygraph/history"
        try writeFile(path, corrupt)
        let terminal = try PseudoTerminal(environment: ["XDG_STATE_HOME=\(state)", "NO_COLOR=1"])
        try terminal.waitFor(
            "\(path): warning: the history file is corrupt (line 2 holds a NUL byte); moved it to \(path).corrupt")
        try terminal.waitFor("recipes main ⟩ ")
        terminal.send("echo kept\r")
        try terminal.waitFor("kept\r\n")
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
        #expect(try readFile(path + ".corrupt") == corrupt)
        #expect(String(decoding: try readFile(path), as: UTF8.self) == "echo kept\n")
        // No temporary file is left beside it.
        #expect(try directoryEntries(state + "/keygraph") == ["history", "history.corrupt"])
    }
}

private func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { throw FileError.failed(path) }
    defer { close(fd) }
    guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
        throw FileError.failed(path)
    }
}

private func readFile(_ path: String) throws -> [UInt8] {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw FileError.failed(path) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = read(fd, &chunk, chunk.count)
        if n <= 0 { break }
        bytes += chunk[0..<n]
    }
    return bytes
}
private enum FileError: Error { case failed(String) }
