/// Chords already parsed, by their text: a keymap file repeats a few dozen chords
/// thousands of times, so its reader parses each once. Lookups hash the token's
/// bytes (FNV-1a) and compare them, so a hit builds no string.
package struct ChordCache: Sendable {
    /// Off for one-off parses, where hashing would only cost.
    let isEnabled: Bool
    private var chords: [UInt64: (text: [UInt8], chord: KeyboardShortcut)] = [:]

    package init(isEnabled: Bool = true) {
        self.isEnabled = isEnabled
    }

    static func hash(_ token: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in token { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// The chord cached for `token`.
    func chord(_ token: UnsafeBufferPointer<UInt8>, hash: UInt64) -> KeyboardShortcut? {
        guard let known = chords[hash], known.text.count == token.count else { return nil }
        for i in 0..<token.count where known.text[i] != token[i] { return nil }
        return known.chord
    }

    /// Remembers `chord` for `token`; the first token with a hash keeps it.
    mutating func insert(_ chord: KeyboardShortcut, for token: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        if chords[hash] == nil { chords[hash] = (Array(token), chord) }
    }
}
