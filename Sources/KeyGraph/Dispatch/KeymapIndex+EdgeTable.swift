extension KeymapIndex {
    /// The trie's edges, `parent << 32 | chord code` → child: open addressing with linear
    /// probing and a multiplicative hash. Every keystroke looks an edge up; a `Dictionary`
    /// spends most of that lookup in SipHash, which keys made by the engine from the
    /// keymap's own chords do not need. Filled to at most ¾, as a `Dictionary` is.
    /// A slot holds its key, its child and the child's shape side by side (16 bytes, the
    /// shape in what would be the slot's padding), so a lookup reads one cache line.
    struct EdgeTable: Sendable {
        private struct Slot: Sendable {
            var key: UInt64
            var child: Int32
            /// The child's shape (``Trie/shapeOf``), set once the trie is built.
            var shape: Int32 = 0
        }
        /// Where an edge leads: the child, and its shape, whose answer the live set remembers.
        struct Edge: Sendable {
            var child: Int32
            var shape: Int32
        }
        private var slots: [Slot]
        /// 64 − log₂(capacity): the hash is the top bits of the product.
        private var shift: UInt64
        private(set) var count = 0
        /// No edge has this key: its parent would be node -1.
        private static let empty = UInt64.max

        /// An empty table with room for `minimumCapacity` edges before it grows.
        init(minimumCapacity: Int = 0) {
            var capacity = 8
            var bits: UInt64 = 3
            while capacity * 3 < minimumCapacity * 4 {
                capacity <<= 1
                bits += 1
            }
            slots = [Slot](repeating: Slot(key: Self.empty, child: 0), count: capacity)
            shift = 64 - bits
        }

        @inline(__always) private func slot(_ key: UInt64) -> Int {
            // `&>>`: the shift is below 64, so no check for a larger one.
            Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> shift)
        }

        /// The child the edge `key` leads to, if there is one.
        @inline(__always) subscript(key: UInt64) -> Int32? {
            let mask = slots.count - 1
            var i = slot(key)
            while true {
                let found = slots[i]
                if found.key == key { return found.child }
                if found.key == Self.empty { return nil }
                i = (i + 1) & mask
            }
        }

        /// The edge `key`, with its child's shape, if there is one.
        @inline(__always) func edge(_ key: UInt64) -> Edge? {
            let mask = slots.count - 1
            var i = slot(key)
            while true {
                let found = slots[i]
                if found.key == key { return Edge(child: found.child, shape: found.shape) }
                if found.key == Self.empty { return nil }
                i = (i + 1) & mask
            }
        }

        /// Gives every edge its child's shape.
        mutating func assignShapes(_ shapeOf: [Int32]) {
            for i in slots.indices where slots[i].key != Self.empty {
                slots[i].shape = shapeOf[Int(slots[i].child)]
            }
        }

        /// Adds an edge whose key is not in the table yet.
        mutating func insert(_ key: UInt64, _ value: Int32) {
            if (count + 1) * 4 > slots.count * 3 { grow() }
            let mask = slots.count - 1
            var i = slot(key)
            while slots[i].key != Self.empty { i = (i + 1) & mask }
            slots[i] = Slot(key: key, child: value)
            count += 1
        }

        private mutating func grow() {
            var bigger = EdgeTable(minimumCapacity: slots.count + 1)
            for slot in slots where slot.key != Self.empty { bigger.insert(slot.key, slot.child) }
            self = bigger
        }
    }
}
