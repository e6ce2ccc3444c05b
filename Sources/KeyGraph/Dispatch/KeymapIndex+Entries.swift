extension KeymapIndex {
    /// Where an entry's binding is: its layer, and its place in that layer's bindings.
    struct BindingRef: Sendable, Hashable {
        var layer: Int32
        var binding: Int32
    }

    /// The entries in order, each made on demand from the binding it refers to: the
    /// index keeps eight bytes an entry instead of a copy of its binding.
    package struct Entries: RandomAccessCollection, Sendable {
        let layers: [Keymap]
        let refs: [BindingRef]
        let ranks: [Rank]

        package var startIndex: Int { 0 }
        package var endIndex: Int { refs.count }

        /// - Complexity: O(1).
        package subscript(position: Int) -> Entry {
            let ref = refs[position]
            return Entry(
                binding: layers[Int(ref.layer)].bindings[Int(ref.binding)], layer: ref.layer,
                order: ranks[position].order, predicate: ranks[position].predicate)
        }
    }

    /// Every binding that dispatch can fire or that blocks its keys (removals, and what
    /// they removed, are not entries), in order across the layers.
    package var entries: Entries { Entries(layers: layers, refs: bindingRefs, ranks: ranks) }

    /// Entry `entry`.
    ///
    /// - Complexity: O(1).
    func entry(_ entry: Int32) -> Entry { entries[Int(entry)] }

    /// The binding of entry `entry`: what a session fires.
    ///
    /// - Complexity: O(1).
    package func binding(of entry: Int32) -> KeymapBinding {
        let ref = bindingRefs[Int(entry)]
        return layers[Int(ref.layer)].bindings[Int(ref.binding)]
    }

    /// The command entry `entry` fires, if any, and its keys: the two parts of its binding a
    /// fired keystroke needs, read where the layer keeps the binding (``binding(of:)`` copies
    /// all of it, each string and position retained and released again).
    ///
    /// - Complexity: O(1).
    package func firing(_ entry: Int32) -> (commandID: String?, keys: KeySequence) {
        let ref = bindingRefs[Int(entry)]
        return layers[Int(ref.layer)].bindings.withUnsafeBufferPointer { bindings in
            (bindings[Int(ref.binding)].commandID, bindings[Int(ref.binding)].sequence)
        }
    }
}
