import KeyGraph
import KeyGraphScript

/// Which-key: the continuations of a pending prefix, drawn under the prompt once the pause
/// passes (``WhichKey``), and cleared before anything else is drawn.
///
/// The panel is drawn with the cursor left where readline keeps it: room is made below the
/// line first (IND scrolls at the bottom and keeps the column), then the cursor is saved,
/// the rows are written under the line's last row, and the cursor restored. Clearing erases
/// everything below the line's last row.
extension REPL {
    /// The pause after a prefix before the REPL shows what may follow it; nil: never,
    /// zero: at once. Default 500 ms (`--which-key-delay`).
    public var whichKeyDelay: Duration? {
        get { whichKey.delay.map { .milliseconds($0) } }
        set { whichKey = WhichKey(delay: newValue) }
    }

    /// Shows, updates or clears the panel for the pending prefix; called after every input
    /// and whenever the loop wakes.
    func updateWhichKey() {
        let pending = session.pendingKeys
        guard whichKey.update(pending: pending, at: now()) else {
            hideWhichKey()
            return
        }
        drawWhichKey()
    }

    /// PageDown or PageUp while the panel shows, when the key does not continue the prefix:
    /// the key is the panel's, whatever its size — it turns the page when there is one to
    /// turn to, and otherwise does nothing (the pending prefix stays). Returns whether the
    /// key was the panel's.
    func turnWhichKeyPage(_ chord: KeyboardShortcut) -> Bool {
        guard whichKey.isShowing, chord.modifiers.isEmpty, chord.key == .pageDown || chord.key == .pageUp,
            !session.continuesPending(with: chord)
        else { return false }
        _ = whichKey.turn(by: chord.key == .pageDown ? 1 : -1, of: whichKeyPages)
        return true
    }

    /// The terminal's size (24 × 80 when it does not say).
    var screenSize: (rows: Int, columns: Int) {
        // Asked once, then again after SIGWINCH or a stop (its handler sets the flag before
        // anything reads the size anew): not a system call for every printed line.
        if let known = knownScreenSize, windowSizeChanged == 0, continuedAfterStop == 0 { return known }
        // A terminal that gives no size (a pseudo-terminal nobody sized says 0 × 0) is taken
        // as 24 × 80 until SIGWINCH says otherwise: setting a size sends that signal.
        let known = System.windowSize(of: 1) ?? (rows: 24, columns: 80)
        knownScreenSize = known
        return known
    }

    /// How many screen rows the prompt and line take, and on which of them the cursor is (from 0).
    private var lineRows: (count: Int, cursor: Int) {
        let layout = Self.layout(
            prompt: prompt, line: Readline.line, point: Readline.point, columns: screenSize.columns)
        return (layout.rows, layout.cursorRow)
    }

    /// The width of a prompt on screen: without readline's `\u{1}` … `\u{2}` invisible parts.
    static func visibleWidth(_ prompt: String) -> Int {
        var width = 0
        forEachVisible(prompt) { width += $0.displayWidth }
        return width
    }

    /// Calls `body` with each character of `prompt` that shows: readline's `\u{1}` … `\u{2}`
    /// parts (colours) are left out.
    static func forEachVisible(_ prompt: String, _ body: (Character) -> Void) {
        var isInvisible = false
        for character in prompt {
            if character == "\u{1}" {
                isInvisible = true
            } else if character == "\u{2}" {
                isInvisible = false
            } else if !isInvisible {
                body(character)
            }
        }
    }

    private var whichKeyPages: Int {
        let (rows, columns) = screenSize
        return whichKey.lines(
            for: session.continuations, prefix: session.pendingKeys, style: style, width: columns - 1,
            height: rows - lineRows.count
        ).pages
    }

    private func drawWhichKey() {
        let (rows, columns) = screenSize
        let line = lineRows
        let panel = whichKey.lines(
            for: session.continuations, prefix: session.pendingKeys, style: style, width: columns - 1,
            height: rows - line.count)
        guard !panel.lines.isEmpty else { return }
        // Make room: from the cursor's row to the panel's last row, scrolling at the bottom.
        let below = line.count - 1 - line.cursor
        let down = below + panel.lines.count
        var out = String(repeating: "\u{1B}D", count: down) + "\u{1B}[\(down)A" + "\u{1B}7"
        if below > 0 { out += "\u{1B}[\(below)B" }
        for text in panel.lines { out += "\r\n\u{1B}[K" + text }
        // A longer panel drawn before leaves nothing behind.
        out += "\u{1B}[J\u{1B}8"
        Readline.flush()
        write(string: out)
        whichKeyRowsBelow = below
        TerminalGuard.setRestoreSequence(Array((clearBelowLine(below) + leaveModes).utf8))
    }

    /// Clears the panel, if one shows.
    func hideWhichKey() {
        guard let below = whichKeyRowsBelow else { return }
        whichKeyRowsBelow = nil
        Readline.flush()
        write(string: clearBelowLine(below))
        TerminalGuard.setRestoreSequence(Array(leaveModes.utf8))
    }

    /// The panel is gone from the screen already (a redraw cleared it with the line): only
    /// the REPL's note of it goes.
    func forgetWhichKeyPanel() {
        guard whichKeyRowsBelow != nil else { return }
        whichKeyRowsBelow = nil
        TerminalGuard.setRestoreSequence(Array(leaveModes.utf8))
    }

    /// Erases everything under the line's last row, `below` rows under the cursor; the cursor stays.
    private func clearBelowLine(_ below: Int) -> String {
        "\u{1B}7\u{1B}[\(below + 1)B\r\u{1B}[J\u{1B}8"
    }
}
