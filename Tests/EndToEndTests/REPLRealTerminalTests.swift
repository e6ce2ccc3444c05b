import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL as real terminals drive it: the exact bytes they send for keys nothing
/// binds, for reports and mouse events, for Alt under the kitty protocol; the
/// prompt's width; signals; a paste that never ends; a dumb terminal.
@Suite("The REPL in real terminals", .serialized)
struct REPLRealTerminalTests {
    static let esc = "\u{1B}"
    static let bell = "\u{07}"

    /// Keys nothing binds, as terminals send them: each is swallowed whole, with the bell.
    static let unboundKeys = [
        "\(esc)[15~",  // F5
        "\(esc)[15;2~",  // ⇧F5
        "\(esc)[1;9A",  // ⌘↑
        "\(esc)\(esc)[A",  // rxvt's Alt+↑
        "\(esc)[[A",  // the Linux console's F1
    ]

    /// What terminals report on their own: swallowed whole, without a sound.
    static let reports = [
        "\(esc)[12;5R",  // a cursor-position report
        "\(esc)]0;hi\u{07}",  // an OSC string ended by BEL
        "\(esc)[M !!",  // an X10 mouse report
    ]

    @Test("an unbound key's sequence rings the bell and types nothing", arguments: unboundKeys)
    func unboundKey(sequence: String) throws {
        let terminal = try PseudoTerminal.repl()
        let mark = terminal.output.count
        terminal.send(sequence)
        try terminal.waitFor(Self.bell, after: mark)
        #expect(try terminal.reply(to: "echo clean").lines == ["clean"])
        #expect(!terminal.drawn(after: mark).contains("~"))
    }

    @Test("every sequence of the issue, one after another: then Return runs the typed line alone")
    func noJunkInTheLine() throws {
        let terminal = try PseudoTerminal.repl()
        let mark = terminal.output.count
        terminal.send((Self.unboundKeys + Self.reports).joined())
        let shown = try terminal.reply(to: "echo clean")
        #expect(shown.lines == ["clean"])
        #expect(shown.prompt == "recipes main ⟩ ")
        // Five bells: one per unbound key, none for the reports.
        let drawn = terminal.drawn(after: mark)
        #expect(drawn.filter { $0 == "\u{07}" }.count == 5)
        for junk in ["~", ";2~", ";5R", "0;hi", "!!", "[A"] { #expect(!drawn.contains(junk)) }
    }

    @Test("reports are swallowed without a sound")
    func silentReports() throws {
        let terminal = try PseudoTerminal.repl()
        let mark = terminal.output.count
        terminal.send(Self.reports.joined() + "\(Self.esc)[<0;12;5M\(Self.esc)[I")
        #expect(try terminal.reply(to: "echo quiet").lines == ["quiet"])
        #expect(!terminal.drawn(after: mark).contains(Self.bell))
    }

    @Test(
        "Alt stands for ⌘ however it arrives: kitty CSI u and modifyOtherKeys",
        arguments: ["\(esc)[122;3u", "\(esc)[27;3;122~"])
    func altUnderKitty(sequence: String) throws {
        let terminal = try PseudoTerminal.repl()
        let asked = try terminal.waitFor("\(Self.esc)[?u\(Self.esc)[c")
        terminal.send("\(Self.esc)[?0u\(Self.esc)[?62;22c")  // a kitty terminal: disambiguation is pushed
        try terminal.waitFor("\(Self.esc)[>1u", after: asked)
        _ = try terminal.reply(to: "push Category:desserts")
        let mark = terminal.output.count
        terminal.send(sequence)  // Alt+Z: ⌘Z (edit.undo) is bound, Alt+Z is not
        try terminal.waitFor("\rSuper+Z → edit.undo\r\nrecipes main ⟩ ", after: mark)
        #expect(try terminal.reply(to: "show path").lines == ["[]"])
    }

    @Test("the first prompt is measured right: 43 characters after it fit in 60 columns")
    func firstPromptWidth() throws {
        let terminal = try PseudoTerminal.repl(columns: 60)
        let mark = terminal.output.count
        let typed = "echo " + String(repeating: "x", count: 38)  // 15 + 43 = 58 columns
        terminal.send(typed)
        try terminal.waitFor(typed, after: mark)
        terminal.readAvailable(waitingAtMost: 200)
        // Drawn as typed: no early wrap (a space and CR at column 58), nothing redrawn over the prompt.
        #expect(terminal.drawn(after: mark) == typed)
        #expect(try terminal.reply(to: "").lines == [String(repeating: "x", count: 38)])
    }

    @Test("⌃D ends the line once and switches bracketed paste off once; it was switched on once")
    func controlDOutput() throws {
        let terminal = try PseudoTerminal.repl()
        let mark = terminal.output.count
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.drawn(after: mark) == "\r\n\(Self.esc)[?2004l")
        #expect(terminal.screen.ranges(of: "\(Self.esc)[?2004h").count == 1)
    }
}
