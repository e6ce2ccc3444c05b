import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The REPL as people use it, in a pseudo-terminal: every way a terminal sends a
/// shortcut, chord sequences and their timeout, paste, ⌃C and ⌃D, the kitty
/// keyboard protocol, stop and continue, colour and completion. Each test checks
/// what is drawn and the state that results (through `show`).
@Suite("REPL key protocols in a pseudo-terminal", .serialized)
struct REPLKeyProtocolTests {
    static let esc = "\u{1B}"

    /// Starts the REPL (colour off unless `environment` decides) and waits for its prompt.
    private func start(
        _ arguments: [String] = [], environment: [String] = ["NO_COLOR=1"], asJob: Bool = false,
        columns: UInt16 = 100
    ) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            arguments: arguments, environment: ["XDG_STATE_HOME=\(makeTemporaryDirectory())"] + environment,
            asJob: asJob, columns: columns)
        try terminal.waitFor("recipes main ⟩ ")
        return terminal
    }

    /// Writes a keymap file to a fresh directory and returns its path.
    private func keymap(_ bindings: String) -> String {
        let path = makeTemporaryDirectory() + "/keys.json"
        let text = "{ \"keymap\": \"Test\", \"bindings\": [\(bindings)] }"
        if let file = fopen(path, "w") {
            fputs(text, file)
            fclose(file)
        }
        return path
    }

    /// Types `line` and Return; returns the lines printed before the next prompt,
    /// and that prompt.
    private func reply(to line: String, in terminal: PseudoTerminal) throws -> (lines: [String], prompt: String) {
        let mark = terminal.output.count
        terminal.send(line + "\r")
        let start = try terminal.waitFor(line + "\r\n", after: mark)
        let end = try terminal.waitFor(" ⟩ ", after: start)
        let text = String(decoding: terminal.output[start..<end], as: UTF8.self)
        var lines = text.split(separator: Character("\r\n"), omittingEmptySubsequences: false).map(String.init)
        let prompt = lines.removeLast()
        return (lines, prompt)
    }

    /// Waits for a shortcut's report and the prompt redrawn beneath it.
    @discardableResult
    private func expectFired(
        _ report: String, prompt: String, in terminal: PseudoTerminal, after mark: Int
    ) throws -> Int {
        try terminal.waitFor("\r\(report)\r\n\(prompt)", after: mark)
    }

    /// The terminal's settings now equal those before the program started.
    private func expectRestored(_ terminal: PseudoTerminal) {
        let before = terminal.initialSettings
        let after = terminal.currentSettings
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
    }

    // MARK: - Keys as terminals send them

    @Test("a legacy Ctrl chord (one C0 byte) fires its command")
    func legacyControl() throws {
        let terminal = try start(["--keymap", keymap(#"{ "key": "ctrl+o", "command": "go.breakfast" }"#)])
        let mark = terminal.output.count
        terminal.send([0x0F])  // ⌃O
        try expectFired("Ctrl+O → go.breakfast", prompt: "recipes main › Breakfast ⟩ ", in: terminal, after: mark)
        let shown = try reply(to: "show path", in: terminal)
        #expect(shown.lines == ["[Category:breakfast]"])
        #expect(shown.prompt == "recipes main › Breakfast ⟩ ")
    }

    @Test("an ESC-prefixed Alt chord fires its alt binding")
    func escapePrefixedAlt() throws {
        let terminal = try start(["--keymap", keymap(#"{ "key": "alt+r", "command": "recipe.showApplePie" }"#)])
        let mark = terminal.output.count
        terminal.send("\(Self.esc)r")
        try expectFired(
            "Alt+R → recipe.showApplePie\r\n→ go.desserts", prompt: "recipes main › Desserts › Apple Pie ⟩ ",
            in: terminal, after: mark)
        let shown = try reply(to: "show path", in: terminal)
        #expect(shown.lines == ["[Category:desserts, Recipe:apple-pie]"])
    }

    @Test("an xterm modified cursor key, CSI 1;5A, is Ctrl+Up")
    func xtermModifiedCursorKey() throws {
        let terminal = try start(["--keymap", keymap(#"{ "key": "ctrl+up", "command": "navigation.back" }"#)])
        _ = try reply(to: "push Category:desserts", in: terminal)
        let mark = terminal.output.count
        terminal.send("\(Self.esc)[1;5A")
        try expectFired("Ctrl+Up → navigation.back", prompt: "recipes main ⟩ ", in: terminal, after: mark)
        let shown = try reply(to: "show path", in: terminal)
        #expect(shown.lines == ["[]"])
    }

    @Test("a kitty CSI 110;9u is Super+N, which is cmd+n")
    func kittySuper() throws {
        let terminal = try start()
        let mark = terminal.output.count
        terminal.send("\(Self.esc)[110;9u")
        try terminal.waitFor("\rSuper+N → recipe.new\r\nNew Recipe…\r\nrecipes main ⟩ ", after: mark)
        let shown = try reply(to: "expect last == recipe.new", in: terminal)
        #expect(shown.lines == [])
        #expect(shown.prompt == "recipes main ⟩ ")
    }

    @Test("a two-chord sequence shows the pending chord, then fires; typed text is kept")
    func twoChordSequence() throws {
        let terminal = try start()
        terminal.send("echo kept")
        let typed = try terminal.waitFor("recipes main ⟩ echo kept")
        terminal.send([0x0B])  // ⌃K
        try terminal.waitFor("recipes main [Ctrl+K …] ⟩ echo kept", after: typed)
        terminal.send([0x01])  // ⌃A
        try expectFired(
            "Ctrl+K Ctrl+A → recipe.showApplePie\r\n→ go.desserts",
            prompt: "recipes main › Desserts › Apple Pie ⟩ echo kept",
            in: terminal, after: typed)
        let shown = try reply(to: "", in: terminal)
        #expect(shown.lines == ["kept"])
        #expect(try reply(to: "show pending", in: terminal).lines == ["(nothing pending)"])
        #expect(try reply(to: "show path", in: terminal).lines == ["[Category:desserts, Recipe:apple-pie]"])
    }

    @Test("a chord that is a binding and a prefix waits, then fires after the 1000 ms default")
    func pendingChordTimesOut() throws {
        let terminal = try start(["--keymap", keymap(#"{ "key": "ctrl+k", "command": "go.breakfast" }"#)])
        let mark = terminal.output.count
        terminal.send([0x0B])  // ⌃K: also the start of ⌃K ⌃D
        let pending = try terminal.waitFor("recipes main [Ctrl+K …] ⟩ ", after: mark)
        try expectFired("Ctrl+K → go.breakfast", prompt: "recipes main › Breakfast ⟩ ", in: terminal, after: pending)
        // Nothing fired before the wait was over.
        #expect(!String(decoding: terminal.output[mark..<pending], as: UTF8.self).contains("→"))
        #expect(try reply(to: "show path", in: terminal).lines == ["[Category:breakfast]"])
    }

    @Test("--chord-timeout sets the wait; a key that does not continue fires at once and is typed")
    func chordTimeoutOption() throws {
        let terminal = try start([
            "--chord-timeout", "60000", "--keymap", keymap(#"{ "key": "ctrl+k", "command": "go.breakfast" }"#),
        ])
        let mark = terminal.output.count
        terminal.send([0x0B])
        try terminal.waitFor("recipes main [Ctrl+K …] ⟩ ", after: mark)
        terminal.send("e")  // not a continuation: ⌃K fires now, and "e" is text
        try expectFired("Ctrl+K → go.breakfast", prompt: "recipes main › Breakfast ⟩ ", in: terminal, after: mark)
        let shown = try reply(to: "cho typed", in: terminal)
        #expect(shown.lines == ["typed"])
    }

    @Test("a bracketed paste holding a shortcut's bytes fires nothing; the text lands in the line")
    func bracketedPaste() throws {
        let terminal = try start()
        let mark = terminal.output.count
        terminal.send("\(Self.esc)[200~echo a\u{0B}\u{04}b\(Self.esc)[201~")
        try terminal.waitFor("echo a^K^Db", after: mark)
        let shown = try reply(to: "", in: terminal)
        #expect(shown.lines == [#"a\u{B}\u{4}b"#])
        #expect(shown.prompt == "recipes main ⟩ ")
        #expect(!terminal.screen.contains("go.desserts"))
        #expect(try reply(to: "show path", in: terminal).lines == ["[]"])
    }

    @Test("⌃C cancels a pending chord, then a typed line")
    func controlC() throws {
        let terminal = try start()
        var mark = terminal.output.count
        terminal.send([0x0B])  // ⌃K
        try terminal.waitFor("recipes main [Ctrl+K …] ⟩ ", after: mark)
        mark = terminal.output.count
        terminal.send([0x03])  // ⌃C
        try terminal.waitFor("recipes main ⟩ ", after: mark)
        #expect(try reply(to: "show pending", in: terminal).lines == ["(nothing pending)"])

        terminal.send("push Recipe:apple-pie")
        mark = try terminal.waitFor("push Recipe:apple-pie")
        terminal.send([0x03])
        let cancelled = try terminal.waitFor("^C\r\n", after: mark)
        try terminal.waitFor("recipes main ⟩ ", after: cancelled)
        // The abandoned line did not run, and the new line starts empty.
        #expect(try reply(to: "show path", in: terminal).lines == ["[]"])
    }

    @Test("⌃D deletes on a line with text, and on an empty line exits with status 0, terminal restored")
    func controlD() throws {
        let terminal = try start()
        terminal.send("echo still here")
        try terminal.waitFor("echo still here")
        terminal.send([0x04])
        #expect(try reply(to: "", in: terminal).lines == ["still here"])
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
        expectRestored(terminal)
        #expect(terminal.screen.hasSuffix("\(Self.esc)[?2004l"))
    }

    // MARK: - The kitty keyboard protocol

    /// The query, then DA1, sent once at start.
    static let query = "\u{1B}[?u\u{1B}[c"

    @Test("a terminal that answers the kitty query gets disambiguation pushed, and popped on exit")
    func kittyTerminal() throws {
        let terminal = try start()
        let asked = try terminal.waitFor(Self.query)
        terminal.send("\(Self.esc)[?0u\(Self.esc)[?62;22c")  // flags 0, then the DA1 answer
        let pushed = try terminal.waitFor("\(Self.esc)[>1u", after: asked)
        // ⌃K ⌃D as kitty sends them with disambiguation on.
        terminal.send("\(Self.esc)[107;5u")
        try terminal.waitFor("recipes main [Ctrl+K …] ⟩ ", after: pushed)
        terminal.send("\(Self.esc)[100;5u")
        try expectFired(
            "Ctrl+K Ctrl+D → go.desserts", prompt: "recipes main › Desserts ⟩ ", in: terminal, after: pushed)
        // Unbound keys reach line editing as their legacy bytes: ⌃A moves to the start.
        terminal.send("cho kitty")
        terminal.send("\(Self.esc)[97;5u")
        terminal.send("e")
        #expect(try reply(to: "", in: terminal).lines == ["kitty"])
        terminal.send("\(Self.esc)[100;5u")  // ⌃D on the empty line
        #expect(try terminal.waitForExit() == 0)
        let tail = String(decoding: terminal.output[pushed...], as: UTF8.self)
        #expect(tail.hasSuffix("\(Self.esc)[<u\(Self.esc)[?2004l"))
        expectRestored(terminal)
    }

    @Test("the terminal's answer to the query is never echoed onto the screen, however fast it comes")
    func answerNotEchoed() throws {
        // Answer the instant the query is read, as a local terminal does: before the fix the
        // query went out while the terminal still echoed, and `^[[?62;22c` could appear above
        // the banner.
        let terminal = try PseudoTerminal(
            arguments: [], environment: ["XDG_STATE_HOME=\(makeTemporaryDirectory())", "NO_COLOR=1"])
        _ = try terminal.waitFor(Self.query)
        terminal.send("\(Self.esc)[?62;22c")
        _ = try terminal.waitFor("recipes main ⟩ ")
        #expect(try reply(to: "echo next", in: terminal).lines == ["next"])
        let drawn = String(decoding: terminal.output, as: UTF8.self)
        #expect(!drawn.contains("?62;22c"), "the answer was echoed: \(drawn.debugDescription)")
    }

    @Test("the kitty mode is popped when the REPL is killed")
    func kittyPoppedOnSignal() throws {
        let terminal = try start()
        let asked = try terminal.waitFor(Self.query)
        terminal.send("\(Self.esc)[?0u\(Self.esc)[?62c")
        let pushed = try terminal.waitFor("\(Self.esc)[>1u", after: asked)
        kill(terminal.pid, SIGTERM)
        #expect(try terminal.waitForExit() == 128 + SIGTERM)
        #expect(String(decoding: terminal.output[pushed...], as: UTF8.self).contains("\(Self.esc)[<u"))
        expectRestored(terminal)
    }

    @Test("a terminal that answers only DA1 is legacy: nothing is pushed or popped, late answers are ignored")
    func legacyTerminal() throws {
        let terminal = try start()
        try terminal.waitFor(Self.query)
        terminal.send("\(Self.esc)[?62;22c")
        _ = try reply(to: "echo answered", in: terminal)
        terminal.send("\(Self.esc)[?1u")  // too late: DA1 already said "legacy"
        _ = try reply(to: "echo later", in: terminal)
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
        #expect(!terminal.screen.contains("\(Self.esc)[>1u"))
        #expect(!terminal.screen.contains("\(Self.esc)[<u"))
    }

    // MARK: - Stop, continue, resize

    @Test("⌃Z stops with the terminal restored; SIGCONT prepares it again and redraws the typed line")
    func controlZ() throws {
        let terminal = try start(asJob: true)
        terminal.send("echo kept")
        let typed = try terminal.waitFor("recipes main ⟩ echo kept")
        terminal.send([0x1A])  // ⌃Z
        try terminal.waitForStop()
        try terminal.waitFor("\(Self.esc)[?2004l", after: typed)
        expectRestored(terminal)
        let mark = terminal.output.count
        kill(terminal.pid, SIGCONT)
        try terminal.waitFor("recipes main ⟩ echo kept", after: mark)
        #expect(terminal.currentSettings.c_lflag & tcflag_t(ICANON) == 0)
        #expect(terminal.currentSettings.c_lflag & tcflag_t(ISIG) == 0)
        #expect(try reply(to: "", in: terminal).lines == ["kept"])
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
        expectRestored(terminal)
    }

    @Test("an external SIGTSTP stops with the terminal restored; after SIGCONT the REPL works on")
    func externalStop() throws {
        let terminal = try start(asJob: true)
        _ = try reply(to: "push Category:drinks", in: terminal)
        let mark = terminal.output.count
        kill(terminal.pid, SIGTSTP)
        try terminal.waitForStop()
        try terminal.waitFor("\(Self.esc)[?2004l", after: mark)
        expectRestored(terminal)
        kill(terminal.pid, SIGCONT)
        try terminal.waitFor("recipes main › Drinks ⟩ ", after: mark)
        #expect(try reply(to: "show path", in: terminal).lines == ["[Category:drinks]"])
        #expect(terminal.currentSettings.c_lflag & tcflag_t(ICANON) == 0)
    }

    @Test("a resize (SIGWINCH) keeps the line and the session working")
    func windowResize() throws {
        let terminal = try start()
        let before = terminal.output.count
        terminal.resize(rows: 10, columns: 24)
        // The prompt's rows are cleared (from its first row to the screen's end) and drawn
        // for the new size.
        let clear = "\r\(Self.esc)[K\(Self.esc)7\(Self.esc)[B\r\(Self.esc)[J\(Self.esc)8"
        let mark = try terminal.waitFor(clear + "recipes main ⟩ ", after: before)
        // The prompt (15 columns) and `echo resi` reach the 24th column: on 100 columns
        // nothing would wrap; readline, knowing the new width, moves to the next line
        // itself (a space, then CR) when the line reaches the margin.
        terminal.send("echo resi")
        try terminal.waitFor(" \r", after: mark)
        terminal.send("\r")
        try terminal.waitFor("\r\nresi\r\nrecipes main ⟩ ", after: mark)
        #expect(try reply(to: "echo ok", in: terminal).lines == ["ok"])
    }

    @Test("a report above the prompt is broken at the width the terminal has after a resize")
    func reportAfterResize() throws {
        let terminal = try start()
        var mark = terminal.output.count
        terminal.send([0x0B, 0x04])  // ⌃K ⌃D at 100 columns: the report fits
        try terminal.waitFor("\rCtrl+K Ctrl+D → go.desserts\r\n", after: mark)
        terminal.readAvailable(waitingAtMost: 100)
        terminal.resize(rows: 10, columns: 24)
        terminal.readAvailable(waitingAtMost: 200)
        mark = terminal.output.count
        terminal.send([0x0B, 0x02])  // ⌃K ⌃B at 24: 28 columns, broken at the last space that fits
        try terminal.waitFor("Ctrl+K Ctrl+B →\r\n  go.breakfast\r\n", after: mark)
    }

    @Test("a terminal that gives no size is taken as 80 columns until a resize gives one")
    func reportWithoutASize() throws {
        let terminal = try start(columns: 0)  // a pseudo-terminal nobody sized: 24 × 0
        var mark = terminal.output.count
        terminal.send([0x0B, 0x04])  // ⌃K ⌃D: 28 columns fit in 80
        try terminal.waitFor("\rCtrl+K Ctrl+D → go.desserts\r\n", after: mark)
        terminal.readAvailable(waitingAtMost: 100)
        terminal.resize(rows: 10, columns: 24)
        terminal.readAvailable(waitingAtMost: 200)
        mark = terminal.output.count
        terminal.send([0x0B, 0x02])  // ⌃K ⌃B: the 80 taken for want of a size is not kept
        try terminal.waitFor("Ctrl+K Ctrl+B →\r\n  go.breakfast\r\n", after: mark)
    }

    @Test("in a UTF-8 locale, line editing works on characters, not bytes")
    func utf8Editing() throws {
        let terminal = try start()
        terminal.send("echo né")
        try terminal.waitFor("echo né")
        terminal.send([0x7F])  // ⌫ removes "é", both bytes
        #expect(try reply(to: "e", in: terminal).lines == ["ne"])
    }

    // MARK: - Colour

    @Test("on a terminal, colour: the pending chord dim, error: red, readline's markers never shown")
    func colour() throws {
        let terminal = try start(environment: [])
        terminal.send([0x0B])
        try terminal.waitFor("recipes main \(Self.esc)[2m[Ctrl+K …]\(Self.esc)[22m ⟩ ")
        terminal.send([0x03])
        #expect(
            try reply(to: "pop", in: terminal).lines == [
                "\(Self.esc)[31merror:\(Self.esc)[39m the path is already at its root"
            ])
        #expect(!terminal.screen.contains("\u{1}"))
        #expect(!terminal.screen.contains("\u{2}"))
    }

    @Test("no colour with NO_COLOR or --no-color", arguments: [(["--no-color"], []), ([], ["NO_COLOR=1"])])
    func noColour(arguments: [String], environment: [String]) throws {
        let terminal = try start(arguments, environment: environment)
        terminal.send([0x0B])
        try terminal.waitFor("recipes main [Ctrl+K …] ⟩ ")
        terminal.send([0x03])
        #expect(try reply(to: "pop", in: terminal).lines == ["error: the path is already at its root"])
        #expect(!terminal.screen.contains("\(Self.esc)[31m"))
        #expect(!terminal.screen.contains("\(Self.esc)[2m"))
    }

    // MARK: - Completion

    @Test("Tab completes verbs, show topics, command ids and Type:id values")
    func completion() throws {
        let terminal = try start()
        terminal.send("sho\tpa\t")  // `sh` alone is ambiguous: show, sheet
        #expect(try reply(to: "", in: terminal).lines == ["[]"])
        terminal.send("ru\trecipe.showA\t")
        _ = try reply(to: "", in: terminal)
        terminal.send("push Recipe:lem\t")
        _ = try reply(to: "", in: terminal)
        #expect(
            try reply(to: "show path", in: terminal).lines == [
                "[Category:desserts, Recipe:apple-pie, Recipe:lemonade]"
            ])
    }

    @Test("Tab completes file names where no verb-specific candidates apply")
    func fileNameCompletion() throws {
        let directory = makeTemporaryDirectory()
        if let file = fopen(directory + "/my-keys.json", "w") { fclose(file) }
        let terminal = try start()
        terminal.send("echo \(directory)/my-k\t")
        #expect(try reply(to: "", in: terminal).lines == ["\(directory)/my-keys.json"])
        let mark = terminal.output.count
        terminal.send("load keymap \(directory)/my\t")
        try terminal.waitFor("keys.json", after: mark)
    }

    @Test("load keymap in the REPL: its bindings fire as keys; a broken file is shown with its carets")
    func loadKeymap() throws {
        let path = keymap(#"{ "key": "ctrl+t", "command": "go.desserts" }"#)
        let broken = keymap(#"{ "key": "ctrl+t", "command": "go.dessert" }"#)
        let terminal = try start()
        #expect(
            try reply(to: "load keymap \(path)", in: terminal).lines == ["Loaded keymap 'Test' from \(path): 1 binding"]
        )
        let mark = terminal.output.count
        terminal.send([0x14])  // ⌃T
        try expectFired("Ctrl+T → go.desserts", prompt: "recipes main › Desserts ⟩ ", in: terminal, after: mark)
        #expect(
            try reply(to: "load keymap \(broken)", in: terminal).lines == [
                "error: the keymap '\(broken)' does not load; nothing changed",
                "\(broken):1:65: error: unknown command 'go.dessert'",
                #"1 | { "keymap": "Test", "bindings": [{ "key": "ctrl+t", "command": "go.dessert" }] }"#,
                "  |                                                                 ^^^^^^^^^^",
                "hint: did you mean 'go.desserts'?",
            ])
        #expect(
            try reply(to: "explain ctrl+t", in: terminal).lines.contains {
                $0.contains("go.desserts [\(path):1:34]: wins")
            })
    }

    // MARK: - Legacy ⌘ and history

    @Test("on a legacy terminal Alt+X stands for ⌘X only while Alt+X itself is unbound")
    func altBoundItself() throws {
        let terminal = try start(["--keymap", keymap(#"{ "key": "alt+n", "command": "go.breakfast" }"#)])
        let mark = terminal.output.count
        terminal.send("\(Self.esc)n")  // ESC n: Alt+N, bound here; ⌘N (recipe.new) does not fire
        try expectFired("Alt+N → go.breakfast", prompt: "recipes main › Breakfast ⟩ ", in: terminal, after: mark)
        #expect(try reply(to: "expect last == go.breakfast", in: terminal).lines == [])
    }

    @Test("history is kept under XDG_STATE_HOME and comes back with ↑ in the next session")
    func history() throws {
        let state = makeTemporaryDirectory()
        do {
            let terminal = try PseudoTerminal(environment: ["XDG_STATE_HOME=\(state)", "NO_COLOR=1"])
            try terminal.waitFor("recipes main ⟩ ")
            _ = try reply(to: "echo remembered", in: terminal)
            terminal.send([0x04])
            #expect(try terminal.waitForExit() == 0)
        }
        #expect(access(state + "/keygraph/history", R_OK) == 0)
        let terminal = try PseudoTerminal(environment: ["XDG_STATE_HOME=\(state)", "NO_COLOR=1"])
        let prompt = try terminal.waitFor("recipes main ⟩ ")
        terminal.send("\(Self.esc)[A")  // ↑
        try terminal.waitFor("echo remembered", after: prompt)
        #expect(try reply(to: "", in: terminal).lines == ["remembered"])
    }

    // MARK: - Reliability

    @Test("the terminal going away in the middle of a chord ends the REPL quietly")
    func hangUpMidChord() throws {
        let terminal = try start()
        let mark = terminal.output.count
        terminal.send([0x0B])
        try terminal.waitFor("[Ctrl+K …]", after: mark)
        terminal.hangUp()
        // A hung-up terminal has no settings left to restore (tcgetattr fails): the
        // REPL must simply end, without a signal or a hang.
        #expect(try terminal.waitForExit() == 0)
    }

    @Test("a storm of ⌃C, with and without pending chords, leaves a working REPL")
    func controlCStorm() throws {
        let terminal = try start()
        terminal.send([UInt8](repeating: 0x03, count: 1000))
        terminal.send([UInt8]((0..<500).flatMap { _ in [UInt8(0x0B), 0x03] }))
        // The storm's redraws may still be arriving: wait for the answer itself.
        let mark = terminal.output.count
        terminal.send("echo alive\r")
        try terminal.waitFor("echo alive\r\nalive\r\nrecipes main ⟩ ", after: mark)
        #expect(try reply(to: "show pending", in: terminal).lines == ["(nothing pending)"])
    }

    @Test("a 1 MiB pasted line is one line, refused as too long: nothing fires, nothing hangs")
    func hugePaste() throws {
        let terminal = try start()
        let body = String(repeating: "a\u{0B}", count: 512 * 1024)  // ⌃K bytes among the text
        terminal.send("\(Self.esc)[200~echo \(body)\(Self.esc)[201~")
        let mark = terminal.output.count
        terminal.send("\r")
        let refused = try terminal.waitFor(
            "<repl>:1:1: error: the line is longer than 65536 bytes\r\n", after: mark, timeout: 60_000)
        let prompt = try terminal.waitFor("recipes main ⟩ ", after: refused, timeout: 60_000)
        // The line is not echoed whole: its excerpt is cut to a window at the caret.
        let excerpt = String(decoding: terminal.output[refused..<prompt], as: UTF8.self)
        #expect(excerpt.hasPrefix(#"1 | echo a\u{B}a\u{B}"#))
        #expect(excerpt.contains("…\r\n  | ^\r\n"))
        #expect(excerpt.utf8.count < 400)
        #expect(try reply(to: "show path", in: terminal).lines == ["[]"])
        #expect(try reply(to: "show pending", in: terminal).lines == ["(nothing pending)"])
    }

    @Test("invalid UTF-8 and unknown escape sequences are swallowed, never typed or fatal")
    func junkInput() throws {
        let terminal = try start()
        terminal.send([0xFF, 0xFE, 0x80, 0xC3])  // not UTF-8; the lone lead byte is cut short by ESC
        terminal.send("\(Self.esc)[99;99X\(Self.esc)[?1049q\(Self.esc)Oz\(Self.esc)[110;9:3u")
        let shown = try reply(to: "echo ok", in: terminal)
        #expect(shown.lines == ["ok"])
        #expect(shown.prompt == "recipes main ⟩ ")
        terminal.send([0x04])
        #expect(try terminal.waitForExit() == 0)
        expectRestored(terminal)
    }
}
