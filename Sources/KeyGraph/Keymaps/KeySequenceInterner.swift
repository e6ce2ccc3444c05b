/// Gives equal key sequences of one keymap one chord array: a keymap binds the same keys
/// in several contexts (VS Code's defaults bind Enter 40 times), and each sequence read
/// from a file would otherwise hold its own array (about 70 bytes with the allocator's).
///
/// It remembers, in an open-addressed table of four bytes a slot, the place of the first
/// binding with each sequence; it is dropped once the keymap is read.
package struct KeySequenceInterner {
    /// Per slot, a binding's place plus one; 0 is an empty slot.
    private var slots = [Int32](repeating: 0, count: 64)
    private var count = 0

    package init() {}

    /// Replaces `sequence` by the equal sequence of a binding in `bindings`, sharing its
    /// storage, or remembers that `bindings.count` (where the caller appends it next) is
    /// the first binding with it.
    ///
    /// - Complexity: O(k) in the sequence's chords, amortized.
    package mutating func share(_ sequence: inout KeySequence, among bindings: [KeymapBinding]) {
        guard !sequence.isEmpty, bindings.count < Int(Int32.max) else { return }
        // Grown before the lookup: every place the table holds is in `bindings` by then.
        if (count + 1) * 4 > slots.count * 3 { grow(bindings) }
        let mask = slots.count - 1
        var i = Self.hash(sequence) & mask
        while slots[i] != 0 {
            let known = bindings[Int(slots[i]) - 1].sequence
            if known == sequence {
                sequence = known
                return
            }
            i = (i + 1) & mask
        }
        slots[i] = Int32(bindings.count + 1)
        count += 1
    }

    private mutating func grow(_ bindings: [KeymapBinding]) {
        var bigger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = bigger.count - 1
        for place in slots where place != 0 {
            var i = Self.hash(bindings[Int(place) - 1].sequence) & mask
            while bigger[i] != 0 { i = (i + 1) & mask }
            bigger[i] = place
        }
        slots = bigger
    }

    private static func hash(_ sequence: KeySequence) -> Int {
        var h: UInt64 = 0
        for chord in sequence.chords { h = (h ^ UInt64(chord.code)) &* 0x9E37_79B9_7F4A_7C15 }
        return Int(truncatingIfNeeded: h >> 32)
    }
}
