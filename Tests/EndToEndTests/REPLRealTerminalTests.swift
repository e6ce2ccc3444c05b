import CTestSupport
import KeyGraphTestSupport
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
        try terminal.waitFor("\rSuper+Z → edit.undo\r\nUndid push Category:desserts\r\nrecipes main ⟩ ", after: mark)
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

    @Test("bind ctrl+d warns, and then ⌃D on an empty line fires the binding instead of quitting")
    func boundControlD() throws {
        let terminal = try PseudoTerminal.repl()
        #expect(
            try terminal.reply(to: "bind ctrl+d go.breakfast").lines == [
                "bound Ctrl+D → go.breakfast",
                "<repl>:1:6: warning: on an empty line, Ctrl+D no longer quits: this binding takes it",
                "1 | bind ctrl+d go.breakfast",
                "  |      ^^^^^^",
                "hint: type 'quit' to leave",
            ])
        let mark = terminal.output.count
        terminal.send([0x04])
        try terminal.waitFor("\rCtrl+D → go.breakfast\r\nrecipes main › Breakfast ⟩ ", after: mark)
        terminal.send("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("a terminal on standard input but not on standard output (keygraph | tee): said on stderr, then a script")
    func outputNotATerminal() throws {
        var pty: (master: Int32, slave: Int32) = (-1, -1)
        var out: [Int32] = [0, 0]
        var err: [Int32] = [0, 0]
        try #require(kg_open_pty(&pty.master, &pty.slave) == 0)
        try #require(kg_pipe_cloexec(&out) == 0 && kg_pipe_cloexec(&err) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pty.slave, 0)
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        let pid = try Binary.spawn(
            [], actions: &actions, attributes: nil, environment: ["XDG_STATE_HOME=\(makeTemporaryDirectory())"])
        close(out[1])
        close(err[1])
        let typed = "echo typed\n"
        _ = typed.withCString { write(pty.master, $0, strlen($0)) }
        _ = write(pty.master, [UInt8(0x04)], 1)  // ⌃D: end of input on a cooked terminal
        #expect(Binary.waitStatus(pid) == 0)
        close(pty.master)
        close(pty.slave)
        #expect(readAll(out[0]) == "typed\n")
        #expect(
            readAll(err[0])
                == "keygraph: standard output is not a terminal, so there is no REPL: reading a script from standard input (one verb per line; ⌃D ends it)\n"
        )
    }

    // MARK: - Signals

    @Test(
        "SIGTERM and SIGHUP save --state and the history as ⌃D does, restore the terminal, exit 128 + n",
        arguments: [SIGTERM, SIGHUP])
    func signalsSave(signal: Int32) throws {
        let home = makeTemporaryDirectory()
        let state = home + "/state.json"
        let terminal = try PseudoTerminal.repl(
            ["--state", state], environment: ["NO_COLOR=1", "XDG_STATE_HOME=\(home)"])
        _ = try terminal.reply(to: "push Category:desserts")
        _ = try terminal.reply(to: "echo remembered")
        terminal.send("half a line")  // not run, so not history
        try terminal.waitFor("half a line")
        kill(terminal.pid, signal)
        #expect(try terminal.waitForExit() == 128 + signal)
        #expect(terminal.currentSettings.c_lflag == terminal.initialSettings.c_lflag)
        #expect(terminal.screen.hasSuffix("\(Self.esc)[?2004l"))
        let restored = try Binary.run(["run", "--state", state, "-"], input: "show path\n")
        #expect(restored.stdout == "[Category:desserts]\n")
        #expect(readText(home + "/keygraph/history") == "push Category:desserts\necho remembered\n")
        // Written atomically: nothing left beside the files.
        #expect(try directoryEntries(home) == ["keygraph", "state.json"])
        #expect(try directoryEntries(home + "/keygraph") == ["history"])
    }

    // MARK: - Paste, dumb terminals

    @Test("a bracketed paste that never ends: ⌃C after a pause ends it, and the REPL works on")
    func unterminatedPaste() throws {
        let terminal = try PseudoTerminal.repl()
        terminal.send("\(Self.esc)[200~echo lost")  // the end marker never comes
        terminal.readAvailable(waitingAtMost: 200)
        let mark = terminal.output.count
        terminal.send("\r")  // Return is part of the paste while it lasts…
        terminal.readAvailable(waitingAtMost: 200)
        #expect(!terminal.drawn(after: mark).contains("lost"))
        terminal.send([0x03])  // …but a ⌃C after a pause ends it: the paste is dropped
        try terminal.waitFor("^C\r\nrecipes main ⟩ ", after: mark)
        #expect(try terminal.reply(to: "echo works").lines == ["works"])
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("a paste without brackets arrives as typed text: all of it is drawn and runs, line by line")
    func unbracketedPaste() throws {
        let terminal = try PseudoTerminal.repl()
        let long = String(repeating: "0123456789", count: 6000)  // 60,000 bytes, under the line limit
        let mark = terminal.output.count
        terminal.send("echo first\recho \(long)END")
        // Drawn once the paste pauses, though it came faster than it could be drawn.
        try terminal.waitFor("789END", after: mark, timeout: 60_000)
        terminal.send("\r")
        try terminal.waitFor("\(long.suffix(20))END\r\nrecipes main ⟩ ", after: mark, timeout: 60_000)
        #expect(terminal.drawn(after: mark).hasPrefix("echo first\r\nfirst\r\nrecipes main ⟩ echo 0123"))
        #expect(try terminal.reply(to: "show path").lines == ["[]"])
    }

    @Test("TERM=dumb: no bracketed paste, no kitty query, no colour")
    func dumbTerminal() throws {
        let terminal = try PseudoTerminal.repl(environment: ["TERM=dumb"])
        terminal.send([0x0B])  // ⌃K: the pending chord would be dim with colour on
        try terminal.waitFor("[Ctrl+K …]")
        terminal.send([0x03])
        #expect(try terminal.reply(to: "pop").lines == ["error: the path is already at its root"])
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
        for sequence in [
            "\(Self.esc)[?2004h", "\(Self.esc)[?2004l", "\(Self.esc)[?u", "\(Self.esc)[c", "\(Self.esc)[31m",
            "\(Self.esc)[2m",
            // Readline clears with spaces here: a redraw written ahead of it would clear with CSI K.
            "\(Self.esc)[K",
        ] {
            #expect(!terminal.screen.contains(sequence), "\(sequence.debugDescription) was sent")
        }
    }
}

private func readAll(_ fd: Int32) -> String {
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = read(fd, &chunk, chunk.count)
        if n <= 0 { break }
        bytes += chunk[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}

private func readText(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var text = ""
    var buffer = [CChar](repeating: 0, count: 4096)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
        text += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return text
}
