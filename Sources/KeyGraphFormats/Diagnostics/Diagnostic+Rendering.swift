import KeyGraph

/// Rendering a diagnostic for a person: the summary line, the source line with a
/// caret under the offending text (a long line windowed around it), and the hint.
extension Diagnostic {
    /// The most characters of a source line the full form shows; a longer line is cut
    /// to a window around the caret, with `…` where text is left out.
    package static let maximumExcerptWidth = 120

    /// The full form: the summary, the source line with a caret under the bad text, and the hint.
    /// A line longer than ``maximumExcerptWidth`` (after escaping) shows only a window
    /// around the caret, `…` marking each cut.
    public var rendered: String {
        if let sourceLine, let width = Self.printableASCIIWidth(sourceLine), width <= Self.maximumExcerptWidth {
            // The common case, a short line of printable ASCII: columns are bytes. Laid out in
            // one buffer (`check` renders hundreds of these).
            let gutter = String(position.line)
            let start = max(0, position.column - 1)
            let marked = max(1, min(max(0, length), max(0, width - start)))
            // The caret line, its bytes laid out at once.
            let pad = gutter.utf8.count
            var caretLine = [UInt8](repeating: 0x20, count: 1 + pad + 3 + start + marked)
            caretLine[0] = 0x0A
            caretLine[pad + 2] = UInt8(ascii: "|")
            for i in (pad + 4 + start)..<caretLine.count { caretLine[i] = UInt8(ascii: "^") }
            var parts = [summary, "\n", gutter, " | ", sourceLine, String(decoding: caretLine, as: UTF8.self)]
            if let hint { parts += ["\nhint: ", hint.displayed] }
            return String.concatenating(parts)
        }
        var lines = [summary]
        if let sourceLine {
            let gutter = String(position.line)
            let pad = String(repeating: " ", count: gutter.count)
            // Carets go under characters; escapes shift them, so count in the escaped text.
            let start = max(0, position.column - 1)
            let span = max(0, length)
            let before = String(sourceLine.prefix(start)).escapedForDisplay
            let marked = String(sourceLine.dropFirst(start).prefix(span)).escapedForDisplay
            let after = String(sourceLine.dropFirst(start).dropFirst(span)).escapedForDisplay
            let excerpt: (text: String, caretColumn: Int, caretLength: Int)
            if before.count + marked.count + after.count <= Self.maximumExcerptWidth {
                excerpt = (sourceLine.escapedForDisplay, before.count, marked.count)
            } else {
                excerpt = Self.window(before: before, marked: marked, after: after)
            }
            // A caret past the end of the line (where a missing word belongs) sits at its column.
            let beyond = max(0, start - sourceLine.count)
            // Carets go under columns, not characters: a wide character (漢, 🍰) takes two.
            let shown = Array(excerpt.text)
            let caretStart = min(excerpt.caretColumn, shown.count)
            let caretEnd = min(caretStart + excerpt.caretLength, shown.count)
            let indent = shown[..<caretStart].reduce(0) { $0 + $1.displayWidth } + beyond
            let carets = shown[caretStart..<caretEnd].reduce(0) { $0 + $1.displayWidth }
            lines.append("\(gutter) | \(excerpt.text)")
            lines.append(
                "\(pad) | \(String(repeating: " ", count: indent))" + String(repeating: "^", count: max(1, carets)))
        }
        if let hint { lines.append("hint: \(hint.displayed)") }
        return lines.joined(separator: "\n")
    }

    /// The width of a line of printable ASCII alone (its byte count), or nil for any other line.
    static func printableASCIIWidth(_ line: String) -> Int? {
        func isPrintable(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }
        let printable =
            line.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintable) }
            ?? line.utf8.allSatisfy(isPrintable)
        return printable ? line.utf8.count : nil
    }

    /// A window of at most ``maximumExcerptWidth`` characters of a long line around its
    /// marked text: as much of the marked text as fits, the rest shared between the text
    /// before and after it (half each, one side's unused share going to the other), and
    /// `…` for each cut. A cut that would leave out one character shows it instead (the
    /// `…` would take its place). Returns the text, where its caret starts and how many carets.
    ///
    /// - Complexity: O(n) in the length of the line.
    static func window(before: String, marked: String, after: String) -> (
        text: String, caretColumn: Int, caretLength: Int
    ) {
        let width = maximumExcerptWidth
        let beforeCount = before.count
        let markedCount = marked.count
        let afterCount = after.count
        let shownMarked = min(markedCount, width)
        let room = width - shownMarked
        var shownAfter = min(afterCount, room - min(beforeCount, room / 2))
        var shownBefore = min(beforeCount, room - shownAfter)
        if shownBefore == beforeCount - 1 { shownBefore = beforeCount }
        if shownMarked == markedCount, shownAfter == afterCount - 1 { shownAfter = afterCount }
        let cutBefore = shownBefore < beforeCount
        let cutAfter = shownMarked < markedCount || shownAfter < afterCount
        let text =
            (cutBefore ? "…" : "") + before.suffix(shownBefore) + marked.prefix(shownMarked) + after.prefix(shownAfter)
            + (cutAfter ? "…" : "")
        return (text, shownBefore + (cutBefore ? 1 : 0), shownMarked)
    }

    /// The form hosts print: ``rendered``, except that a diagnostic about a whole file
    /// (line 0: one that cannot be opened) has no line to point at: `FILE: error: message`.
    public var report: String {
        guard position.line == 0 else { return rendered }
        return "\(file.escapedForDisplay): \(severity.rawValue): \(message.displayed)"
            + (hint.map { "\nhint: \($0.displayed)" } ?? "")
    }
}

extension DiagnosticError {
    /// Every diagnostic, rendered, one after another.
    public var rendered: String { diagnostics.map(\.rendered).joined(separator: "\n") }
}

extension String {
    /// Line `n` (1-based) of the text, without its terminator.
    package func line(_ n: Int) -> String? {
        var current = 1
        for line in self.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == n { return String(line.hasSuffix("\r") ? line.dropLast() : line) }
            current += 1
        }
        return nil
    }
}
