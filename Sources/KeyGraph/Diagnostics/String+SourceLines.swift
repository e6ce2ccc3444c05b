extension String {
    /// The text's lines without their terminators: split at every line feed, with a
    /// carriage return before it dropped, so files with CRLF line ends read as lines too.
    ///
    /// Splits on bytes, not characters: Swift reads "\r\n" as one `Character`, which is
    /// never equal to "\n", so splitting characters at "\n" leaves a CRLF file one line.
    /// A text ending in a line feed has an empty last line. A byte-order mark at the start
    /// is not part of the first line (editors on Windows write one; the JSON reader skips it
    /// too, so its columns and these lines agree).
    ///
    /// - Complexity: O(n) in the length of the text.
    package func sourceLines() -> [Substring] {
        var lines: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = bytes.index(start, offsetBy: 3) }
        var index = start
        func append(upTo end: String.Index) {
            var end = end
            if end > start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") { end = bytes.index(before: end) }
            lines.append(self[start..<end])
        }
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                append(upTo: index)
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        append(upTo: bytes.endIndex)
        return lines
    }
}
