extension StringProtocol {
    /// The text with every run of more than `limit` characters without a space cut to
    /// its start, `…` and its last 20 characters, as a long source line is cut to a
    /// window: a message quoting a huge token (a 60 KB word typed as a verb) stays short.
    ///
    /// - Complexity: O(n) in the length of the text.
    package func windowingLongWords(limit: Int = 120) -> String {
        guard count > limit else { return String(self) }
        return split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.count > limit ? word.prefix(limit - 21) + "…" + word.suffix(20) : Substring(word)
        }.joined(separator: " ")
    }

    /// The text with control characters shown as escapes (`\e`, `\u{9B}`), so that
    /// text read from a file can never drive the terminal it is printed on.
    ///
    /// - Complexity: O(n) in the length of the text.
    public var escapedForDisplay: String {
        // Most text has no control character: return it as it is. (0xC2 leads C1 controls.)
        func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == 0xC2 }
        let clean =
            utf8.withContiguousStorageIfAvailable { !$0.contains(where: isControl) } ?? !utf8.contains(where: isControl)
        if clean { return String(self) }
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x1B: out += "\\e"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00..<0x20, 0x7F, 0x80..<0xA0:
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
