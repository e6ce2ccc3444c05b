import KeyGraph
import KeyGraphTestSupport
import Testing

/// A resize redraws the wrapped prompt and line once, in the real binary: its output is
/// played into a screen model that reflows as tmux does, at 120 → 60 → 30 → 120 columns,
/// and the screen must hold exactly one prompt, the line whole, and the which-key panel once
/// under it (at 60 the scrollback too; see the loop for why not at 30).
@Suite("The REPL's redraw after a resize", .serialized)
struct REPLRedrawTests {
    /// 15 columns of prompt and 79 of line: one row at 120, two at 60, four at 30, with the
    /// wide 漢 where a row of 30 has one column left (its second row ends at column 59).
    static let line = "echo the quick brown fox jumps over the lazy dog and the cat on the mat 漢字 too"

    @Test("one prompt at every width, the line whole, with a wide character in it")
    func withoutPanel() throws {
        try resizing(withPanel: false)
    }

    @Test("one prompt and one which-key panel at every width")
    func withPanel() throws {
        try resizing(withPanel: true)
    }

    private func resizing(withPanel: Bool) throws {
        let terminal = try PseudoTerminal.repl(["--which-key-delay", "0"], columns: 120)
        var screen = ScreenModel(columns: 120, rows: 24)
        terminal.send(Self.line)
        try terminal.waitFor("lazy dog and the cat on the mat 漢字 too")
        var prompt = "recipes main ⟩ "
        if withPanel {
            terminal.send([0x0B])  // ⌃K: the panel shows at once
            try terminal.waitFor("Apple Pie  Default keymap")
            prompt = "recipes main [Ctrl+K …] ⟩ "
        }
        var fed = settle(terminal, into: &screen, from: 0)
        try expectOnce(prompt + Self.line, in: screen.allRows, withPanel: withPanel, at: 120)
        for columns in [60, 30, 120] {
            screen.resize(columns: columns, rows: 24)
            terminal.resize(rows: 24, columns: UInt16(columns))
            try terminal.waitFor("recipes main", after: fed)
            fed = settle(terminal, into: &screen, from: fed)
            // 120 → 60 keeps the prompt's first row on the screen: nothing is left anywhere,
            // scrollback included (clearing from the top-left corner would scroll a copy there,
            // in tmux). At 30 the terminal's reflow itself scrolls the prompt's first rows off
            // the top, where no sequence reaches them: the screen is right, and back at 120
            // tmux brings those rows back above the prompt, which is drawn once under them.
            switch columns {
            case 60: try expectOnce(prompt + Self.line, in: screen.allRows, withPanel: withPanel, at: 60)
            case 30: try expectOnce(prompt + Self.line, in: screen.screenRows, withPanel: withPanel, at: 30)
            default:
                try expectOnce(prompt + Self.line, in: screen.screenRows, withPanel: withPanel, at: 120, strict: false)
            }
        }
        // Readline's cursor is where the screen's is: typed text lands at the line's end.
        if withPanel { terminal.send([0x03]) }  // ⌃C: the prefix goes, the line stays
        terminal.send("!")
        try terminal.waitFor("!", after: fed)
        _ = settle(terminal, into: &screen, from: fed)
        try expectOnce(
            "recipes main ⟩ " + Self.line + "!", in: screen.screenRows, withPanel: false, at: 120, strict: false)
        terminal.send([0x03, 0x04])
        #expect(try terminal.waitForExit() == 0)
    }

    /// Reads until the program has been quiet for a moment and plays the new bytes into `screen`.
    private func settle(_ terminal: PseudoTerminal, into screen: inout ScreenModel, from: Int) -> Int {
        var count = -1
        while count != terminal.output.count {
            count = terminal.output.count
            terminal.readAvailable(waitingAtMost: 300)
        }
        screen.feed(Array(terminal.output[from...]))
        return terminal.output.count
    }

    /// `text` (a prompt and its line) is drawn once in `rows`, wrapped at `columns`, with the
    /// panel (or nothing) under it; not `strict`: the last prompt drawn is, rows above it aside.
    private func expectOnce(
        _ text: String, in rows: [String], withPanel: Bool, at columns: Int, strict: Bool = true
    ) throws {
        var prompts = rows.indices.filter { rows[$0].contains("recipes main") }
        if !strict { prompts = prompts.suffix(1) }
        try #require(prompts.count == 1, "at \(columns) columns:\n\(rows.joined(separator: "\n"))")
        // The prompt's rows, as they wrap at this width: the text fills them.
        let expected = Self.wrapped(text, columns: columns)
        let first = prompts[0]
        let index = first + expected.count
        #expect(
            Array(rows[first..<min(index, rows.count)]) == expected,
            "at \(columns) columns:\n\(rows.joined(separator: "\n"))")
        let panel = Array(rows[min(index, rows.count)...])
        if withPanel {
            for title in ["Desserts", "Breakfast", "Apple Pie"] {
                #expect(rows.filter { $0.contains(title) }.count == 1, "\(title) at \(columns) columns")
            }
            #expect(panel.count == 3 && panel.allSatisfy { $0.hasPrefix("  Ctrl+") }, "at \(columns): \(panel)")
        } else {
            #expect(panel.isEmpty, "at \(columns) columns: \(panel)")
        }
    }

    /// `text` in rows of `columns`, as a terminal wraps it: a wide character that does not fit
    /// starts the next row; trailing blanks trimmed, as ``ScreenModel`` shows rows.
    static func wrapped(_ text: String, columns: Int) -> [String] {
        var rows = [""]
        var width = 0
        for character in text {
            if width + character.displayWidth > columns {
                rows.append("")
                width = 0
            }
            rows[rows.count - 1].append(character)
            width += character.displayWidth
        }
        return rows.map { row in
            var row = row
            while row.hasSuffix(" ") { row.removeLast() }
            return row
        }
    }
}
