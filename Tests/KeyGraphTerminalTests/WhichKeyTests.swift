import KeyGraph
import KeyGraphTestSupport
import Testing

@testable import KeyGraphTerminal

/// The which-key panel's timing on an injected clock, and its rows.
@Suite("Which-key")
struct WhichKeyTests {
    let ctrlK = KeySequence([KeyboardShortcut("k", modifiers: .control)])

    /// Updates `whichKey` for `pending` at `now`: whether the panel shows.
    private func step(_ whichKey: inout WhichKey, pending: KeySequence, at now: UInt64) -> Bool {
        whichKey.update(pending: pending, at: now)
    }

    @Test("the panel waits for the pause (500 ms by default), then shows until nothing is pending")
    func pause() {
        var whichKey = WhichKey()
        #expect(step(&whichKey, pending: ctrlK, at: 1000) == false)
        #expect(whichKey.wait(at: 1000) == 500)
        #expect(step(&whichKey, pending: ctrlK, at: 1499) == false)
        #expect(whichKey.wait(at: 1499) == 1)
        #expect(step(&whichKey, pending: ctrlK, at: 1500) == true)
        #expect(whichKey.wait(at: 1500) == nil)
        // Completed: hidden, and the next prefix waits its own pause.
        #expect(whichKey.update(pending: KeySequence([]), at: 1600) == false)
        #expect(step(&whichKey, pending: ctrlK, at: 2000) == false)
        #expect(step(&whichKey, pending: ctrlK, at: 2500) == true)
    }

    @Test("once shown, a longer or shorter prefix of the same sequence shows at once")
    func staysWithinTheSequence() {
        var whichKey = WhichKey(delay: .milliseconds(500))
        #expect(step(&whichKey, pending: ctrlK, at: 0) == false)
        #expect(step(&whichKey, pending: ctrlK, at: 500) == true)
        let longer = KeySequence(ctrlK.chords + [KeyboardShortcut("x", modifiers: .control)])
        #expect(step(&whichKey, pending: longer, at: 501) == true)
    }

    @Test("⌫ shows the shorter prefix's panel at once, even before the pause passed; never when off")
    func steppedBack() {
        var whichKey = WhichKey(delay: .milliseconds(500))
        let longer = KeySequence(ctrlK.chords + [KeyboardShortcut("x", modifiers: .control)])
        #expect(step(&whichKey, pending: longer, at: 0) == false)
        whichKey.steppedBack()
        #expect(step(&whichKey, pending: ctrlK, at: 10) == true)
        var off = WhichKey(delay: nil)
        off.steppedBack()
        #expect(step(&off, pending: ctrlK, at: 10) == false)
    }

    @Test("0 shows at once; nil never")
    func zeroAndOff() {
        var atOnce = WhichKey(delay: .zero)
        #expect(step(&atOnce, pending: ctrlK, at: 7) == true)
        var never = WhichKey(delay: nil)
        #expect(step(&never, pending: ctrlK, at: 0) == false)
        #expect(never.wait(at: 0) == nil)
        #expect(step(&never, pending: ctrlK, at: .max) == false)
    }

    static func rows(_ count: Int) -> [Session.Continuation] {
        (0..<count).map { n in
            Session.Continuation(
                keys: KeySequence([KeyboardShortcut(Array("abcdefgh")[n], modifiers: [])]),
                command: "c\(n)", title: "Command \(n)", source: n == 0 ? .context("Detail") : .keymap("Default"),
                isEnabled: n != 1)
        }
    }

    @Test("rows: keys, titles and sources in columns; a disabled command says so")
    func rows() {
        var whichKey = WhichKey(delay: .zero)
        _ = whichKey.update(pending: ctrlK, at: 0)
        let panel = whichKey.lines(for: Self.rows(3), prefix: ctrlK, style: .text, width: 80, height: 10)
        #expect(panel.pages == 1)
        #expect(
            panel.lines == [
                "  A  Command 0             Detail",
                "  B  Command 1 (disabled)  Default keymap",
                "  C  Command 2             Default keymap",
            ])
    }

    @Test("more rows than the screen has: pages, with a line that says how to turn them")
    func pages() {
        var whichKey = WhichKey(delay: .zero)
        _ = whichKey.update(pending: ctrlK, at: 0)
        let first = whichKey.lines(for: Self.rows(5), prefix: ctrlK, style: .text, width: 80, height: 3)
        #expect(first.pages == 3)
        #expect(first.lines.count == 3)
        #expect(first.lines.last == "  — 1/3: PageDown and PageUp turn the page")
        let turns = (0..<3).map { _ in whichKey.turn(by: 1, of: first.pages) }
        #expect(turns == [true, true, false])
        let last = whichKey.lines(for: Self.rows(5), prefix: ctrlK, style: .text, width: 80, height: 3)
        #expect(last.lines.first?.hasPrefix("  E  Command 4") == true)
        #expect(last.lines.last == "  — 3/3: PageDown and PageUp turn the page")
    }

    @Test("the prefix's own binding shows as what a pause does")
    func pauseRow() {
        var whichKey = WhichKey(delay: .zero)
        _ = whichKey.update(pending: ctrlK, at: 0)
        var rows = Self.rows(2)
        rows[0].keys = KeySequence([])
        let panel = whichKey.lines(for: rows, prefix: ctrlK, style: .text, width: 80, height: 5)
        #expect(panel.lines.first == "  (pause)  Command 0             Detail")
        #expect(panel.lines.last == "  B        Command 1 (disabled)  Default keymap")
    }

    @Test("a row wider than the screen is cut with …")
    func narrow() {
        var whichKey = WhichKey(delay: .zero)
        _ = whichKey.update(pending: ctrlK, at: 0)
        let panel = whichKey.lines(for: Self.rows(1), prefix: ctrlK, style: .text, width: 12, height: 5)
        #expect(panel.lines == ["  A  Comman…"])
    }
}
