import KeyGraph

extension String {
    /// The line broken at spaces into lines of at most `width` columns, so that the terminal
    /// never wraps it mid-word; lines after the first are indented by the line's own indent
    /// plus two spaces. A word wider than a line is cut where the line ends. Escape sequences
    /// (colour) take no columns.
    ///
    /// - Complexity: O(n) in the length of the line.
    package func wrapped(toWidth width: Int) -> [String] {
        guard !fits(width) else { return [self] }
        let leading = prefix { $0 == " " }.count
        let indent = String(repeating: " ", count: min(leading + 2, width / 2))
        var lines: [String] = []
        var line = String(repeating: " ", count: leading)
        var used = leading
        var hasWord = false
        for word in dropFirst(leading).split(separator: " ", omittingEmptySubsequences: false) {
            var rest = word
            if hasWord, used + 1 + Self.columns(of: rest) > width {
                lines.append(line)
                (line, used, hasWord) = (indent, indent.count, false)
            }
            if rest.isEmpty && !hasWord { continue }  // spaces where a line breaks
            if hasWord {
                line += " "
                used += 1
            }
            // A word wider than a whole line: cut it where each line ends.
            while used + Self.columns(of: rest) > width, let cut = Self.prefix(of: rest, fitting: width - used) {
                lines.append(line + rest[..<cut])
                rest = rest[cut...]
                (line, used) = (indent, indent.count)
            }
            line += rest
            used += Self.columns(of: rest)
            hasWord = true
        }
        if hasWord { lines.append(line) }
        return lines
    }

    /// The line as ``wrapped(toWidth:)`` breaks it, each line with its line end: a line that
    /// fits (most of the REPL's) comes back with just the line end, with no array made.
    package func wrappedLines(toWidth width: Int) -> String {
        fits(width) ? self + "\n" : wrapped(toWidth: width).map { $0 + "\n" }.joined()
    }

    /// Whether the line is left whole at `width`. No text is wider than its bytes (a wide
    /// character takes three or more), so a line of at most `width` bytes fits unmeasured.
    private func fits(_ width: Int) -> Bool {
        width <= 8 || utf8.count <= width || Self.columns(of: self) <= width
    }

    /// Columns `text` takes on screen: escape sequences take none.
    static func columns(of text: some StringProtocol) -> Int {
        var width = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if let ascii = character.asciiValue, ascii >= 0x40, ascii <= 0x7E, character != "[" { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                width += character.displayWidth
            }
        }
        return width
    }

    /// The end of the longest start of `text` that fits in `columns` (at least one character).
    static func prefix(of text: Substring, fitting columns: Int) -> Substring.Index? {
        var used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let w = text[index].displayWidth
            if used + w > columns, index > text.startIndex { break }
            used += w
            index = text.index(after: index)
        }
        return index < text.endIndex ? index : nil
    }
}
