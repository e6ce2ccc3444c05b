/// The bytes of one key or escape sequence, held inline: at most ``capacity`` (the
/// decoder's longest sequence), with no allocation. A key the decoder reads carries
/// its bytes in one of these, so decoding a keystroke allocates nothing.
package struct KeyBytes: Hashable, Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The most bytes held: ``ByteDecoder/maximumSequenceLength``.
    package static let capacity = 64

    /// The bytes, little end first; every byte past ``count`` is zero, so two values
    /// compare and hash by their words.
    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var length: UInt8 = 0

    package init() {}

    /// One byte.
    @inline(__always) package init(_ byte: UInt8) {
        withUnsafeMutableBytes(of: &words) { $0[0] = byte }
        length = 1
    }

    /// Up to ``capacity`` bytes.
    package init(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    package init(arrayLiteral bytes: UInt8...) {
        self.init(bytes)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { Int(length) }

    package subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < Int(length), "KeyBytes index out of range")
        return withUnsafeBytes(of: words) { $0[position] }
    }

    /// Whether no more bytes fit.
    package var isFull: Bool { Int(length) == Self.capacity }

    /// Adds a byte at the end; there must be room (see ``isFull``).
    @inline(__always) package mutating func append(_ byte: UInt8) {
        precondition(!isFull, "KeyBytes holds at most \(Self.capacity) bytes")
        let at = Int(length)
        withUnsafeMutableBytes(of: &words) { $0[at] = byte }
        length += 1
    }

    /// Empties it.
    @inline(__always) package mutating func removeAll() {
        self = KeyBytes()
    }

    /// The bytes after the first `k`.
    func droppingFirst(_ k: Int = 1) -> KeyBytes {
        KeyBytes(self[Swift.min(k, count)...])
    }

    package static func == (a: KeyBytes, b: KeyBytes) -> Bool {
        a.length == b.length && a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2
            && a.words.3 == b.words.3 && a.words.4 == b.words.4 && a.words.5 == b.words.5
            && a.words.6 == b.words.6 && a.words.7 == b.words.7
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(length)
        withUnsafeBytes(of: words) { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[..<Int(length)])) }
    }
}

extension KeyBytes: CustomStringConvertible {
    /// The bytes as an array literal would show them (`[27, 91, 65]`).
    package var description: String { Array(self).description }
}
