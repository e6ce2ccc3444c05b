import KeyGraph
import KeyGraphTestSupport
import Testing

/// A resize redraws the wrapped prompt and line once, in the real binary: its output is
/// played into a screen model that reflows as tmux does, at 120 → 60 → 30 → 120 columns,
/// and the screen (scrollback included) must hold exactly one prompt, the line whole, and
/// the which-key panel once under it.
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
        try expectOnce(prompt + Self.line, on: screen, withPanel: withPanel, at: 120)
        for columns in [60, 30, 120] {
            screen.resize(columns: columns, rows: 24)
            terminal.resize(rows: 24, columns: UInt16(columns))
            try terminal.waitFor("recipes main", after: fed)
            fed = settle(terminal, into: &screen, from: fed)
            try expectOnce(prompt + Self.line, on: screen, withPanel: withPanel, at: columns)
        }
        // Readline's cursor is where the screen's is: typed text lands at the line's end.
        if withPanel { terminal.send([0x03]) }  // ⌃C: the prefix goes, the line stays
        terminal.send("!")
        try terminal.waitFor("!", after: fed)
        _ = settle(terminal, into: &screen, from: fed)
        try expectOnce("recipes main ⟩ " + Self.line + "!", on: screen, withPanel: false, at: 120)
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

    private func expectOnce(_ text: String, on screen: ScreenModel, withPanel: Bool, at columns: Int) throws {
        let rows = screen.allRows
        let prompts = rows.indices.filter { rows[$0].contains("recipes main") }
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
