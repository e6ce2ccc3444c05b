/// Redrawing the prompt and the line when the terminal's width changes (SIGWINCH) or the
/// REPL continues after a stop: the whole wrapped prompt and line are cleared and drawn
/// once, the which-key panel under them included.
///
/// A terminal that reflows its rows on a resize (tmux, VTE, kitty, iTerm2, Windows
/// Terminal) puts the cursor where the text before it ends at the new width; the REPL goes
/// up from there to the prompt's first row, clears to the end of the screen and draws the
/// prompt, the line and the panel afresh. Readline's own resize clears only the cursor's
/// row, which left the other rows of a wrapped prompt on the screen.
extension REPL {
    /// After SIGWINCH: the prompt and line drawn once for the new size.
    func redrawForNewSize() {
        Readline.settle()
        knownScreenSize = nil
        let columns = screenSize.columns  // asks the terminal for the new size
        let cursorRow = Self.layout(prompt: prompt, line: Readline.line, point: Readline.point, columns: columns)
            .cursorRow
        forgetWhichKeyPanel()
        Readline.redrawFromScratch(moving: (cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : "") + Self.clearFromRow)
        if whichKey.isShowing { updateWhichKey() }
    }

    /// Clears the cursor's row and everything below it, the cursor left at the row's start.
    /// Not ED from the row's start: at the screen's top-left that clears the whole screen,
    /// which tmux (`scroll-on-clear`) first scrolls into its history — the old prompt would
    /// stay there. So: clear the row (EL), then below it from the next row (saved, down,
    /// ED, restored; at the bottom row the ED clears that row again, harmlessly).
    static let clearFromRow = "\r\u{1B}[K\u{1B}7\u{1B}[B\r\u{1B}[J\u{1B}8"

    /// The prompt and line on screen at `columns`: how many rows they take, and the row (from
    /// 0) the cursor is on, `point` being its offset in `line`'s UTF-8 bytes. A wide character
    /// that does not fit in a row's last column starts the next row, as readline draws it;
    /// a control character takes two columns (`^J`); the prompt's `\u{1}` … `\u{2}` parts none.
    static func layout(prompt: String, line: String, point: Int, columns: Int) -> (rows: Int, cursorRow: Int) {
        let columns = max(columns, 1)
        var row = 0
        var column = 0
        func place(_ character: Character) {
            let scalar = character.unicodeScalars.first?.value ?? 0
            let width = scalar < 0x20 || scalar == 0x7F ? 2 : character.displayWidth
            if column + width > columns {
                row += 1
                column = 0
            }
            column += width
        }
        forEachVisible(prompt, place)
        // A row filled to its last column puts the cursor at the start of the next one.
        func cursor() -> Int { column >= columns ? row + 1 : row }
        var cursorRow: Int? = point == 0 ? cursor() : nil
        var offset = 0
        for character in line {
            place(character)
            offset += character.utf8.count
            if cursorRow == nil, offset >= point { cursorRow = cursor() }
        }
        let last = cursor()
        return (last + 1, cursorRow ?? last)
    }
}
