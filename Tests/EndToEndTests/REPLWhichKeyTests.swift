import KeyGraphTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which-key in the real binary, in a pseudo-terminal: after a prefix the continuations are
/// drawn under the prompt, byte for byte, and cleared when the sequence completes, is
/// cancelled or is stepped back. The pause is injected (`--which-key-delay 0` draws at
/// once; a pause of an hour never passes), so nothing here sleeps.
@Suite("Which-key in a pseudo-terminal", .serialized)
struct REPLWhichKeyTests {
    static let esc = "\u{1B}"
    /// What ⌃K's panel draws on the demo's list: room made (IND, three times, then back up),
    /// the cursor saved, a row a binding under the line (the terminal's output processing
    /// turns each line feed into CR LF), the rest erased, the cursor restored.
    static let panel =
        "\(esc)D\(esc)D\(esc)D\(esc)[3A\(esc)7"
        + "\r\r\n\(esc)[K  Ctrl+D  Desserts   Default keymap"
        + "\r\r\n\(esc)[K  Ctrl+B  Breakfast  Default keymap"
        + "\r\r\n\(esc)[K  Ctrl+A  Apple Pie  Default keymap"
        + "\(esc)[J\(esc)8"
    /// What clearing it draws: under the line, everything erased; the cursor stays.
    static let clear = "\(esc)7\(esc)[1B\r\(esc)[J\(esc)8"

    @Test("the panel shows under the prompt and clears when the sequence completes; typed text survives")
    func completes() throws {
        let terminal = try PseudoTerminal.repl(["--which-key-delay", "0"])
        terminal.send("echo kept")
        try terminal.waitFor("echo kept")
        let mark = terminal.output.count
        terminal.send([0x0B])  // ⌃K
        let prompt = try terminal.waitFor("recipes main [Ctrl+K …] ⟩ echo kept", after: mark)
        try terminal.waitFor(Self.panel, after: prompt)
        let drawn = terminal.output.count
        terminal.send([0x04])  // ⌃D completes ⌃K ⌃D
        let cleared = try terminal.waitFor(Self.clear, after: drawn)
        let fired = try terminal.waitFor("Ctrl+K Ctrl+D → go.desserts\r\n", after: cleared)
        try terminal.waitFor("recipes main › Desserts ⟩ echo kept", after: fired)
        // The clear came first, before the report: nothing of the panel is left below.
        #expect(!terminal.drawn(after: cleared).contains("Breakfast"))
        let reply = try terminal.reply(to: "")
        #expect(reply.lines == ["kept"])
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("⌃C cancels: the panel clears and the prompt no longer shows a pending chord")
    func cancels() throws {
        let terminal = try PseudoTerminal.repl(["--which-key-delay", "0"])
        let mark = terminal.output.count
        terminal.send([0x0B])
        let drawn = try terminal.waitFor(Self.panel, after: mark)
        terminal.send([0x03])  // ⌃C
        let cleared = try terminal.waitFor(Self.clear, after: drawn)
        try terminal.waitFor("recipes main ⟩ ", after: cleared)
        #expect(try terminal.reply(to: "show pending").lines == ["(nothing pending)"])
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("⌫ steps back one chord: with one pending, nothing is left pending and the panel clears")
    func stepsBack() throws {
        let terminal = try PseudoTerminal.repl(["--which-key-delay", "0"])
        terminal.send("echo abc")
        try terminal.waitFor("echo abc")
        let mark = terminal.output.count
        terminal.send([0x0B])
        let drawn = try terminal.waitFor(Self.panel, after: mark)
        terminal.send([0x7F])  // ⌫: takes ⌃K back, deletes nothing of the line
        let cleared = try terminal.waitFor(Self.clear, after: drawn)
        try terminal.waitFor("recipes main ⟩ echo abc", after: cleared)
        #expect(try terminal.reply(to: "").lines == ["abc"])
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("PageDown and PageUp belong to a panel that fits one page: the prefix stays pending")
    func pagingKeysOnAFittingPanel() throws {
        let terminal = try PseudoTerminal.repl(["--which-key-delay", "0"])
        let mark = terminal.output.count
        terminal.send([0x0B])
        let drawn = try terminal.waitFor(Self.panel, after: mark)
        terminal.send("\(Self.esc)[6~")  // PageDown: one page, nothing to turn to
        terminal.send("\(Self.esc)[5~")  // PageUp
        terminal.send([0x04])  // ⌃D still completes ⌃K ⌃D
        try terminal.waitFor("Ctrl+K Ctrl+D → go.desserts", after: drawn)
        #expect(!terminal.drawn(after: drawn).contains("dropped"))
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("⌫ shows the shorter prefix's panel at once, however long the pause")
    func stepBackShowsAtOnce() throws {
        let terminal = try PseudoTerminal.repl(["--which-key-delay", "3600000"])
        _ = try terminal.reply(to: "bind ctrl+k ctrl+x ctrl+y go.breakfast")
        let mark = terminal.output.count
        terminal.send([0x0B, 0x18])  // ⌃K ⌃X: a prefix; the hour's pause never passes
        try terminal.waitFor("[Ctrl+K Ctrl+X …] ⟩ ", after: mark)
        terminal.readAvailable(waitingAtMost: 100)
        #expect(!terminal.drawn(after: mark).contains("Apple Pie"))
        terminal.send([0x7F])  // ⌫: ⌃K pending, its panel at once
        let back = try terminal.waitFor("[Ctrl+K …] ⟩ ", after: mark)
        try terminal.waitFor("Apple Pie  Default keymap", after: back, timeout: 3000)
        terminal.send([0x03, 0x04])
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("a local binding comes before the global ones, with the view that provides it")
    func localFirst() throws {
        let terminal = try PseudoTerminal.repl(["--which-key-delay", "0"])
        _ = try terminal.reply(to: "run recipe.showApplePie")
        let mark = terminal.output.count
        terminal.send([0x0B])
        try terminal.waitFor(
            "\r\r\n\(Self.esc)[K  Ctrl+F  Toggle Favorite  RecipeDetail"
                + "\r\r\n\(Self.esc)[K  Ctrl+D  Desserts         Default keymap", after: mark)
        terminal.send([0x03])
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("before the pause passes nothing is drawn: a sequence completed at once never shows a panel")
    func waitsForThePause() throws {
        let terminal = try PseudoTerminal.repl(["--which-key-delay", "3600000"])
        let mark = terminal.output.count
        terminal.send([0x0B])
        try terminal.waitFor("recipes main [Ctrl+K …] ⟩ ", after: mark)
        terminal.send([0x04])
        try terminal.waitFor("recipes main › Desserts ⟩ ", after: mark)
        #expect(!terminal.drawn(after: mark).contains("\(Self.esc)7"))
        #expect(!terminal.drawn(after: mark).contains("Breakfast"))
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("killed while the panel shows, the REPL erases it with the terminal's modes")
    func restoredOnSignal() throws {
        let terminal = try PseudoTerminal.repl(["--which-key-delay", "0"])
        let mark = terminal.output.count
        terminal.send([0x0B])
        let drawn = try terminal.waitFor(Self.panel, after: mark)
        kill(terminal.pid, SIGTERM)
        #expect(try terminal.waitForExit() == 128 + SIGTERM)
        #expect(terminal.drawn(after: drawn).contains(Self.clear))
        #expect(terminal.currentSettings.c_lflag == terminal.initialSettings.c_lflag)
    }
}
