import KeyGraph

/// Columns on a line of UTF-8 bytes, for readers that ask for positions in increasing
/// order: the count is carried forward, so a long line costs O(n) in all.
///
/// Columns count characters, as Swift's `String` does and as every other reader and
/// the caret under a diagnostic do (`é` written as `e` and a combining accent is one
/// column, not two). Positions are taken at ASCII bytes (structural characters,
/// quotes, escapes), and a grapheme never continues into an ASCII byte, so each
/// stretch between two of them is counted on its own: by bytes when it is ASCII, as a
/// `String` when it is not.
struct ColumnCounter {
    private var index = 0
    private var value = 1

    /// The column of byte `i`, on the line that starts at byte `lineStart`.
    mutating func column<Bytes: RandomAccessCollection<UInt8>>(at i: Int, lineStart: Int, in bytes: Bytes) -> Int
    where Bytes.Index == Int {
        if index < lineStart || index > i {
            index = lineStart
            value = 1
        }
        if index < i {
            let stretch = bytes[index..<i]
            if stretch.allSatisfy({ $0 < 0x80 }) {
                value += stretch.count
            } else {
                value += String(decoding: stretch, as: UTF8.self).count
            }
            index = i
        }
        return value
    }
}
