extension KeyNotation {
    /// The tokens of a key string: byte ranges between spaces and tabs, with the column
    /// (in characters) where each starts. A text with anything but ASCII is split by
    /// characters, as Swift reads them: a combining mark after a space joins the space,
    /// so it belongs to the token it follows, never splits one.
    struct Tokens {
        let bytes: UnsafeBufferPointer<UInt8>
        let isASCII: Bool
        var index = 0
        /// Character boundaries (byte offsets) when the text is not ASCII.
        var boundaries: [Int] = []
        var boundary = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            isASCII = !bytes.contains { $0 >= 0x80 }
            if !isASCII {
                let text = String(decoding: bytes, as: UTF8.self)
                var offset = 0
                boundaries = [0]
                for ch in text {
                    offset += ch.utf8.count
                    boundaries.append(offset)
                }
            }
        }

        /// The next token's byte range and 1-based column.
        mutating func next() -> (start: Int, end: Int, column: Int)? {
            if isASCII {
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                guard index < bytes.count else { return nil }
                let start = index
                while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x09 { index += 1 }
                return (start, index, start + 1)
            }
            func isSeparator(_ k: Int) -> Bool {
                let (a, b) = (boundaries[k], boundaries[k + 1])
                return b - a == 1 && (bytes[a] == 0x20 || bytes[a] == 0x09)
            }
            while boundary < boundaries.count - 1, isSeparator(boundary) { boundary += 1 }
            guard boundary < boundaries.count - 1 else { return nil }
            let first = boundary
            while boundary < boundaries.count - 1, !isSeparator(boundary) { boundary += 1 }
            return (boundaries[first], boundaries[boundary], first + 1)
        }

        /// How many characters the bytes in `range` hold.
        func characterCount(_ range: Range<Int>) -> Int {
            guard !isASCII else { return range.count }
            guard let lower = boundaries.firstIndex(of: range.lowerBound),
                let upper = boundaries.firstIndex(of: range.upperBound)
            else { return range.count }
            return upper - lower
        }
    }
}
