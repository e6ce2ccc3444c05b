/// Gives equal key sequences of one keymap one chord array: a keymap binds the same keys
/// in several contexts (VS Code's defaults bind Enter 40 times), and each sequence read
/// from a file would otherwise hold its own array (about 70 bytes with the allocator's).
///
/// It keeps each distinct sequence once (a reference to its array) and, in an
/// open-addressed table of four bytes a slot, where it is; it is dropped once the keymap
/// is read.
package struct KeySequenceInterner {
    /// Per slot, a place in `known` plus one; 0 is an empty slot.
    private var slots = [Int32](repeating: 0, count: 64)
    private var known: [KeySequence] = []

    package init() {}

    /// Replaces `sequence` by an equal sequence seen before, sharing its storage, or
    /// remembers it.
    ///
    /// - Complexity: O(k) in the sequence's chords, amortized.
    package mutating func share(_ sequence: inout KeySequence) {
        guard !sequence.isEmpty, known.count < Int(Int32.max) else { return }
        if (known.count + 1) * 4 > slots.count * 3 { grow() }
        let mask = slots.count - 1
        var i = Self.hash(sequence) & mask
        while slots[i] != 0 {
            let candidate = known[Int(slots[i]) - 1]
            if candidate == sequence {
                sequence = candidate
                return
            }
            i = (i + 1) & mask
        }
        known.append(sequence)
        slots[i] = Int32(known.count)
    }

    private mutating func grow() {
        var bigger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = bigger.count - 1
        for (place, sequence) in known.enumerated() {
            var i = Self.hash(sequence) & mask
            while bigger[i] != 0 { i = (i + 1) & mask }
            bigger[i] = Int32(place + 1)
        }
        slots = bigger
    }

    private static func hash(_ sequence: KeySequence) -> Int {
        var h: UInt64 = 0
        for chord in sequence.chords { h = (h ^ UInt64(chord.code)) &* 0x9E37_79B9_7F4A_7C15 }
        return Int(truncatingIfNeeded: h >> 32)
    }
}
