extension String {
    /// `parts` one after another, in one buffer sized once: for the messages and rendered
    /// lines `check` writes hundreds of (interpolation grew its buffer again and again).
    package static func concatenating(_ parts: [String]) -> String {
        var count = 0
        for part in parts { count += part.utf8.count }
        // Appended, not copied into fresh bytes: a `String` made from bytes is validated
        // again, which cost more than the appends.
        var text = ""
        text.reserveCapacity(count)
        for part in parts { text.append(part) }
        return text
    }
}

extension StringProtocol {
    /// The text with every run of more than `limit` characters without a space cut to
    /// its start, `…` and its last 20 characters, as a long source line is cut to a
    /// window: a message quoting a huge token (a 60 KB word typed as a verb) stays short.
    ///
    /// - Complexity: O(n) in the length of the text.
    package func windowingLongWords(limit: Int = 120) -> String {
        // A word has no more characters than bytes: when no run of bytes between spaces
        // is longer than `limit`, nothing is cut, and no character need be counted.
        func longestRun(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var run = 0
            var longest = 0
            for byte in bytes {
                run = byte == 0x20 ? 0 : run + 1
                if run > longest { longest = run }
            }
            return longest
        }
        // Over the contiguous bytes when there are some (a diagnostic's message is): a
        // plain loop over a buffer, not the string's iterator.
        var text = String(self)
        let longest = text.withUTF8(longestRun)
        guard longest > limit else { return text }
        return split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.count > limit ? word.prefix(limit - 21) + "…" + word.suffix(20) : Substring(word)
        }.joined(separator: " ")
    }

    /// ``escapedForDisplay``, then ``windowingLongWords(limit:)``: how a message is printed.
    /// Text with nothing to escape and no long word (nearly every message) is found so in
    /// one pass over its bytes and returned as it is.
    ///
    /// - Complexity: O(n) in the length of the text.
    package var displayed: String {
        var text = String(self)
        let isPlain = text.withUTF8 { bytes in
            // Every byte is tested against the controls; C1 (C2 80–C2 9F) only after a C2,
            // and a word's length only at each space.
            var wordStart = 0
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                if byte < 0x20 || byte == 0x7F { return false }
                if byte == 0xC2, i + 1 < bytes.count, bytes[i + 1] < 0xA0 { return false }
                if byte == 0x20 {
                    if i - wordStart > 120 { return false }
                    wordStart = i + 1
                }
                i += 1
            }
            return bytes.count - wordStart <= 120
        }
        return isPlain ? text : text.escapedForDisplay.windowingLongWords()
    }

    /// The text with control characters shown as escapes (`\e`, `\u{9B}`), so that
    /// text read from a file can never drive the terminal it is printed on.
    ///
    /// - Complexity: O(n) in the length of the text.
    public var escapedForDisplay: String {
        // Most text (names, titles) has nothing to escape: one pass over the bytes says so.
        // Only C0, DEL and C1 are escaped; C1 (U+0080–U+009F) is encoded as C2 80–C2 9F.
        var text = String(self)
        let isClean = text.withUTF8 { bytes in
            var afterC2 = false
            for byte in bytes {
                if byte < 0x20 || byte == 0x7F || (afterC2 && byte < 0xA0) { return false }
                afterC2 = byte == 0xC2
            }
            return true
        }
        if isClean { return text }
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
