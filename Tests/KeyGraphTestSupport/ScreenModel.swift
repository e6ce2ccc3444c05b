import KeyGraph

/// A small terminal screen for tests: what a terminal shows after the bytes a program
/// wrote, enough of xterm's behaviour to judge a redraw — printing with autowrap (the
/// pending wrap at the last column), wide characters (two cells; one that does not fit in
/// the last column starts the next row), CR, LF, BS, IND and RI, cursor moves (CUU, CUD,
/// CUF, CUB, CHA, CUP, VPA), erasing (EL, ED, ECH), DECSC and DECRC. Other sequences and
/// strings are skipped. A resize reflows rows that autowrap joined, as tmux, VTE and kitty
/// do, and keeps the cursor on the same character and, where it can, on the same screen row
/// (as tmux does). Clearing the screen from its top-left corner first scrolls it into the
/// scrollback (tmux's `scroll-on-clear`). Rows that scroll off the top are kept
/// (``allRows``), so a duplicate left in the scrollback is seen too.
package struct ScreenModel {
    /// A cell: nil where nothing was written, "" for the right half of a wide character.
    typealias Cell = String?
    struct Row {
        var cells: [Cell] = []
        /// Whether autowrap continued this row onto the next.
        var wraps = false
    }

    package private(set) var columns: Int
    package private(set) var height: Int
    private var rows: [Row]
    /// The first row of the screen in ``rows``; those above it are the scrollback.
    private var top = 0
    private var row = 0
    /// The cursor's column; `columns` means the wrap is pending (the last column was written).
    private var column = 0
    private var saved = (row: 0, column: 0)
    private var pendingBytes: [UInt8] = []

    package init(columns: Int, rows height: Int) {
        self.columns = columns
        self.height = height
        self.rows = Array(repeating: Row(), count: height)
    }

    /// The screen's rows as text, trailing blanks and empty rows trimmed.
    package var screenRows: [String] {
        var out = rows[top...].map(Self.text)
        while out.last == "" { out.removeLast() }
        return out
    }
    /// The scrollback's and the screen's rows as text, trailing empty rows dropped.
    package var allRows: [String] {
        var out = rows.map(Self.text)
        while out.last == "" { out.removeLast() }
        return out
    }
    /// The cursor on the screen (row and column from 0).
    package var cursor: (row: Int, column: Int) { (row, min(column, columns - 1)) }

    private static func text(_ row: Row) -> String {
        var out = ""
        for cell in row.cells { out += cell ?? " " }
        while out.hasSuffix(" ") { out.removeLast() }
        return out
    }

    package mutating func feed(_ text: String) { feed(Array(text.utf8)) }

    /// Interprets what a program wrote; a sequence cut at the end waits for the next call.
    package mutating func feed(_ bytes: [UInt8]) {
        let input = pendingBytes + bytes
        pendingBytes = []
        var i = 0
        while i < input.count {
            let byte = input[i]
            if byte == 0x1B {
                guard let end = Self.sequenceEnd(input, from: i) else {
                    pendingBytes = Array(input[i...])
                    return
                }
                escape(Array(input[i..<end]))
                i = end
            } else if byte < 0x20 || byte == 0x7F {
                control(byte)
                i += 1
            } else {
                var end = i
                while end < input.count, input[end] >= 0x20, input[end] != 0x7F { end += 1 }
                if end == input.count, let cut = Self.incompleteUTF8Tail(input[i..<end]) {
                    pendingBytes = Array(input[(end - cut)...])
                    end -= cut
                }
                for character in String(decoding: input[i..<end], as: UTF8.self) { write(character) }
                if !pendingBytes.isEmpty { return }
                i = end
            }
        }
    }

    /// How many bytes at the end of `bytes` start a UTF-8 character that is not complete.
    private static func incompleteUTF8Tail(_ bytes: ArraySlice<UInt8>) -> Int? {
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.endIndex - back]
            guard byte & 0xC0 == 0x80 else {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return length > back ? back : nil
            }
        }
        return nil
    }

    /// Where the escape sequence at `start` ends (exclusive), or nil when it is cut short.
    private static func sequenceEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            var i = start + 2
            while i < bytes.count {
                if (0x40...0x7E).contains(bytes[i]) { return i + 1 }
                i += 1
            }
            return nil
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            var i = start + 2
            while i < bytes.count {
                if bytes[i] == 0x07 { return i + 1 }
                if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\\") { return i + 2 }
                i += 1
            }
            return nil
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "#"):
            return start + 3 <= bytes.count ? start + 3 : nil
        default:
            return start + 2
        }
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D: column = 0
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x08: column = max(min(column, columns - 1) - 1, 0)
        case 0x09: column = min((min(column, columns - 1) / 8 + 1) * 8, columns - 1)
        default: break
        }
    }

    private mutating func escape(_ sequence: [UInt8]) {
        switch sequence[1] {
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"):
            column = 0
            lineFeed()
        case UInt8(ascii: "M"):
            if row > 0 {
                row -= 1
            } else {
                rows.insert(Row(), at: top)
                rows.removeLast()
            }
        case UInt8(ascii: "7"): saved = (row, column)
        case UInt8(ascii: "8"): (row, column) = saved
        case UInt8(ascii: "["): controlSequence(sequence)
        default: break
        }
    }

    private mutating func controlSequence(_ sequence: [UInt8]) {
        let final = sequence.last!
        let body = sequence[2..<(sequence.count - 1)]
        if let first = body.first, first >= 0x3C && first <= 0x3F { return }  // private: modes, queries
        let parameters = String(decoding: body, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) ?? 0 }
        let n = max(parameters.first ?? 0, 1)
        let kind = parameters.first ?? 0
        let current = min(column, columns - 1)
        switch final {
        case UInt8(ascii: "A"): (row, column) = (max(row - n, 0), current)
        case UInt8(ascii: "B"): (row, column) = (min(row + n, height - 1), current)
        case UInt8(ascii: "C"): column = min(current + n, columns - 1)
        case UInt8(ascii: "D"): column = max(current - n, 0)
        case UInt8(ascii: "G"): column = min(n - 1, columns - 1)
        case UInt8(ascii: "d"): (row, column) = (min(n - 1, height - 1), current)
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            row = min(max(parameters.first ?? 1, 1) - 1, height - 1)
            column = min(max(parameters.count > 1 ? parameters[1] : 1, 1) - 1, columns - 1)
        case UInt8(ascii: "K"):
            column = current
            erase(row: top + row, from: kind == 0 ? current : 0, to: kind == 1 ? current + 1 : columns)
        case UInt8(ascii: "J"):
            column = current
            eraseDisplay(kind)
        case UInt8(ascii: "X"): erase(row: top + row, from: current, to: current + n, keepingWrap: true)
        default: break
        }
    }

    private mutating func eraseDisplay(_ kind: Int) {
        switch kind {
        case 0 where row == 0 && column == 0:
            // The whole screen, as tmux's scroll-on-clear takes it: its used rows go to the
            // scrollback first.
            let used = rows[top...].lastIndex { !$0.cells.isEmpty } ?? (top - 1)
            top = used + 1
            while rows.count < top + height { rows.append(Row()) }
        case 0:
            erase(row: top + row, from: column, to: columns)
            for r in (top + row + 1)..<rows.count { rows[r] = Row() }
        case 1:
            for r in top..<(top + row) { rows[r] = Row() }
            erase(row: top + row, from: 0, to: column + 1)
        default:
            for r in top..<rows.count { rows[r] = Row() }
        }
    }

    private mutating func erase(row r: Int, from start: Int, to end: Int, keepingWrap: Bool = false) {
        var cells = rows[r].cells
        if end >= cells.count {
            cells = Array(cells.prefix(start))
            if !keepingWrap { rows[r].wraps = false }
        } else {
            for c in start..<end where c < cells.count { cells[c] = nil }
        }
        rows[r].cells = cells
    }

    private mutating func lineFeed() {
        column = min(column, columns)
        if row == height - 1 {
            top += 1
            if rows.count < top + height { rows.append(Row()) }
        } else {
            row += 1
        }
    }

    private mutating func write(_ character: Character) {
        let width = character.displayWidth
        if column + width > columns {
            rows[top + row].wraps = true
            column = 0
            lineFeed()
        }
        put(character, at: column)
        column += width
    }

    private mutating func put(_ character: Character, at c: Int) {
        let r = top + row
        let width = character.displayWidth
        if rows[r].cells.count < c + width {
            rows[r].cells += Array(repeating: nil, count: c + width - rows[r].cells.count)
        }
        rows[r].cells[c] = String(character)
        if width == 2 { rows[r].cells[c + 1] = "" }
    }

    /// Changes the size as a reflowing terminal does: rows joined by autowrap are one line,
    /// broken again at the new width; the cursor stays on the character it was on.
    package mutating func resize(columns newColumns: Int, rows newHeight: Int) {
        var lines: [(cells: [Cell], cursor: Int?)] = []
        var current: [Cell] = []
        var cursorOffset: Int? = nil
        for (index, old) in rows.enumerated() {
            var cells = old.cells
            if index == top + row {
                let c = min(column, columns)
                if cells.count < c { cells += Array(repeating: nil, count: c - cells.count) }
                cursorOffset = current.count + c
            }
            if old.wraps {
                while cells.last == .some(nil) { cells.removeLast() }  // the gap a wide character left
                current += cells
            } else {
                current += cells
                lines.append((current, cursorOffset))
                current = []
                cursorOffset = nil
            }
        }
        if !current.isEmpty || cursorOffset != nil { lines.append((current, cursorOffset)) }
        var newRows: [Row] = []
        var cursorAt = (row: 0, column: 0)
        for line in lines {
            var cells = line.cells
            while cells.last == .some(nil), cells.count > (line.cursor ?? 0) { cells.removeLast() }
            var piece = Row()
            var offset = 0
            func startRow() {
                piece.wraps = true
                newRows.append(piece)
                piece = Row()
            }
            while offset < cells.count {
                let isWide = offset + 1 < cells.count && cells[offset + 1] == .some("")
                let width = isWide ? 2 : 1
                if piece.cells.count + width > newColumns { startRow() }
                if offset == line.cursor { cursorAt = (newRows.count, piece.cells.count) }
                piece.cells += cells[offset..<(offset + width)]
                offset += width
            }
            if line.cursor == cells.count {
                if piece.cells.count >= newColumns, cells.count > 0 { startRow() }
                cursorAt = (newRows.count, piece.cells.count)
            }
            newRows.append(piece)
        }
        while newRows.count > cursorAt.row + 1, newRows.last?.cells.isEmpty == true { newRows.removeLast() }
        // The cursor keeps its row on the screen where it can (tmux's way): rows above it scroll
        // into the scrollback, or come back from it.
        let newTop = max(cursorAt.row - min(row, newHeight - 1), 0)
        while newRows.count < newTop + newHeight { newRows.append(Row()) }
        columns = newColumns
        height = newHeight
        rows = newRows
        top = newTop
        row = cursorAt.row - top
        column = cursorAt.column
        saved = (min(saved.row, height - 1), min(saved.column, columns - 1))
    }
}
