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
        // Contiguous UTF-8 (every string read from a file): find the line feeds in the
        // bytes, then cut the text at those offsets (O(1) each in native UTF-8).
        let ranges = utf8.withContiguousStorageIfAvailable { bytes -> [Range<Int>] in
            var ranges: [Range<Int>] = []
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            func append(upTo end: Int) {
                let end = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
                ranges.append(start..<end)
            }
            for index in start..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
                append(upTo: index)
                start = index + 1
            }
            append(upTo: bytes.count)
            return ranges
        }
        if let ranges {
            let base = utf8.startIndex
            return ranges.map { range in
                self[utf8.index(base, offsetBy: range.lowerBound)..<utf8.index(base, offsetBy: range.upperBound)]
            }
        }
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

extension StringProtocol {
    /// Whether the text holds `pattern` byte for byte (its UTF-8): for ASCII markers searched
    /// in every line of a project (`SDKROOT = macosx`, `.macOS(`), where comparing characters
    /// took a tenth of reading a 400-file app.
    package func containsBytes(_ pattern: String) -> Bool {
        let needle = Array(pattern.utf8)
        guard let first = needle.first else { return true }
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count >= needle.count else { return false }
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first {
                    var matched = 1
                    while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
                index += 1
            }
            return false
        }
        if let found { return found }
        var copy = String(self)
        copy.makeContiguousUTF8()
        return copy.containsBytes(pattern)
    }
}
