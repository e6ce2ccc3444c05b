import KeyGraphTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shortcut's redraw is written before readline has measured the new prompt, and
/// readline catches up out of sight (`Readline.redraw`). What the terminal receives must
/// be byte for byte what readline writes, and readline must be in step afterwards:
/// typed text, ⌫ and Return behave as if readline had drawn the prompt itself.
@Suite("Redraws written ahead of readline", .serialized)
struct REPLDrawAheadTests {
    static let esc = "\u{1B}"

    /// ⌃K ⌃D from the root, as the latency benchmark presses it.
    private func pressControlKControlD(_ terminal: PseudoTerminal, pending: String) throws -> Int {
        terminal.send([0x0B])
        try terminal.waitFor(pending)
        terminal.readAvailable(waitingAtMost: 100)
        let mark = terminal.output.count
        terminal.send([0x04])
        return mark
    }

    @Test("a chord's redraw is readline's bytes, nothing more, and readline is in step after it")
    func chordThenTyping() throws {
        let terminal = try PseudoTerminal.repl()
        var mark = try pressControlKControlD(terminal, pending: "recipes main [Ctrl+K …] ⟩ ")
        try terminal.waitFor("recipes main › Desserts ⟩ ", after: mark)
        terminal.readAvailable(waitingAtMost: 300)  // catching up writes nothing
        #expect(
            terminal.drawn(after: mark) == "\r\(Self.esc)[K\rCtrl+K Ctrl+D → go.desserts\r\nrecipes main › Desserts ⟩ ")

        // Readline draws typed text right after the prompt it now knows, and erases by one.
        mark = terminal.output.count
        terminal.send("echo hix")
        try terminal.waitFor("echo hix", after: mark)
        terminal.send([0x7F])
        terminal.readAvailable(waitingAtMost: 300)
        let typed = terminal.drawn(after: mark)
        #expect(typed.hasPrefix("echo hix"))
        #expect(!typed.contains("recipes"), "readline redrew the prompt: \(typed.debugDescription)")
        #expect(try terminal.reply(to: "").lines == ["hi"])
    }

    @Test("after a redraw written ahead, readline moves the cursor by the new prompt, not the old one")
    func cursorAfterNewPrompt() throws {
        let terminal = try PseudoTerminal.repl()
        var mark = try pressControlKControlD(terminal, pending: "recipes main [Ctrl+K …] ⟩ ")
        try terminal.waitFor("recipes main › Desserts ⟩ ", after: mark)
        // ⌃K ⌃B: the pending prompt (38 columns) and the new one (27) differ in width.
        terminal.send([0x0B])
        try terminal.waitFor("recipes main › Desserts [Ctrl+K …] ⟩ ", after: mark)
        terminal.readAvailable(waitingAtMost: 100)
        mark = terminal.output.count
        terminal.send([0x02])
        try terminal.waitFor("recipes main › Breakfast ⟩ ", after: mark)
        terminal.readAvailable(waitingAtMost: 200)
        let text = "echo " + String(repeating: "y", count: 50)
        terminal.send(text)
        try terminal.waitFor(text, after: mark)
        terminal.readAvailable(waitingAtMost: 100)
        // ⌃A: readline goes back to the line's start by a carriage return, then forward over
        // the prompt it knows: 27 columns (the pending prompt it measured before was 38).
        mark = terminal.output.count
        terminal.send([0x01])
        terminal.readAvailable(waitingAtMost: 300)
        #expect(terminal.drawn(after: mark) == "\r" + String(repeating: "\(Self.esc)[C", count: 27))
        terminal.send([0x05])  // ⌃E
        #expect(try terminal.reply(to: "").lines == [String(repeating: "y", count: 50)])
    }

    @Test("chords in a row, each key arriving before the last redraw was caught up with")
    func chordsInOneRead() throws {
        let terminal = try PseudoTerminal.repl()
        let mark = terminal.output.count
        terminal.send([0x0B, 0x04, 0x0B, 0x02, 0x0B, 0x04])  // ⌃K ⌃D ⌃K ⌃B ⌃K ⌃D in one write
        let breakfast = try terminal.waitFor("go.breakfast", after: mark)
        let last = try terminal.waitFor("Ctrl+K Ctrl+D → go.desserts", after: breakfast)
        try terminal.waitFor("recipes main › Desserts ⟩ ", after: last)
        #expect(try terminal.reply(to: "show path").lines == ["[Category:desserts]"])
    }

    @Test("with colour: the dim pending chord's escapes are written, readline's markers are not")
    func colouredPendingChord() throws {
        let terminal = try PseudoTerminal.repl(environment: ["TERM=xterm-256color"])
        // The first redraw is readline's own (compared with KeyGraph's bytes); the second is written ahead.
        for _ in 0..<2 {
            let mark = terminal.output.count
            terminal.send([0x0B])
            try terminal.waitFor("⟩ ", after: mark)
            terminal.readAvailable(waitingAtMost: 200)
            #expect(
                terminal.drawn(after: mark)
                    == "\r\(Self.esc)[K\rrecipes main \(Self.esc)[2m[Ctrl+K …]\(Self.esc)[22m ⟩ ")
            terminal.send([0x03])  // ⌃C: the chord is cancelled
            try terminal.waitFor("\rrecipes main ⟩ ", after: mark)
        }
        #expect(try terminal.reply(to: "echo in step").lines == ["in step"])
    }

    @Test("a prompt wider than the terminal is left to readline, and so is a line with text")
    func wideAndTyped() throws {
        let terminal = try PseudoTerminal.repl(columns: 24)
        let mark = try pressControlKControlD(terminal, pending: "[Ctrl+K …] ⟩ ")
        try terminal.waitFor("go.desserts", after: mark)
        try terminal.waitFor("Desserts ⟩ ", after: mark)
        #expect(try terminal.reply(to: "echo narrow").lines == ["narrow"])
        terminal.resize(rows: 24, columns: 100)
        terminal.readAvailable(waitingAtMost: 200)
        terminal.send("echo kept")
        try terminal.waitFor("echo kept")
        let typed = terminal.output.count
        terminal.send([0x1B, 0x5B])  // Alt+[ (⌘[): back, with text in the line
        try terminal.waitFor("recipes main ⟩ echo kept", after: typed)
        #expect(try terminal.reply(to: "").lines == ["kept"])
    }
}
