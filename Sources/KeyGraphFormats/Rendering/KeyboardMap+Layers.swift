import KeyGraph

/// The modifier layers of a ``KeyboardMap``: which exist, and what is bound on each.
extension KeyboardMap {
    /// The bindings that fire a command (not removals, not `null` blocks), with their index.
    var firing: [(index: Int, binding: KeymapBinding)] {
        var out: [(Int, KeymapBinding)] = []
        var i = 0
        for layer in layers {
            for binding in layer.bindings {
                if case .command = binding.action, !binding.sequence.isEmpty { out.append((i, binding)) }
                i += 1
            }
        }
        return out
    }

    /// The keys bound on `layer`: each cap a firing binding's first chord is typed on there.
    package func boundCaps(onLayer layer: String) -> Set<String> {
        var caps: Set<String> = []
        for (_, binding) in firing {
            let first = keyCap(binding.sequence.chords[0])
            if first.layer == layer { caps.insert(first.cap) }
        }
        return caps
    }

    /// Every layer any chord is on, fewest modifiers first, then in the notation's order.
    package var allLayers: [String] {
        var names: Set<String> = [""]
        for layer in layers {
            for binding in layer.bindings {
                for chord in binding.sequence.chords { names.insert(keyCap(chord).layer) }
            }
        }
        return names.sorted { a, b in
            let (x, y) = (a.isEmpty ? 0 : a.split(separator: "+").count, b.isEmpty ? 0 : b.split(separator: "+").count)
            return x != y ? x < y : a < b
        }
    }

    /// The layer with the most bound keys (the first of ``allLayers`` on a tie): what the
    /// page opens on and the SVG draws by default.
    package var busiestLayer: String {
        var best = ""
        var bestCount = -1
        for layer in allLayers {
            let count = boundCaps(onLayer: layer).count
            if count > bestCount { (best, bestCount) = (layer, count) }
        }
        return best
    }

    /// The caps bindings use that the layout has no key for (F13, `é`): the other-keys row.
    package var capsOffTheKeyboard: [String] {
        let keyboard = KeyboardLayout(shape: .ansi, platform: platform)
        var seen: Set<String> = []
        var out: [String] = []
        for layer in layers {
            for binding in layer.bindings {
                for chord in binding.sequence.chords {
                    let cap = keyCap(chord).cap
                    if !keyboard.contains(cap), seen.insert(cap).inserted { out.append(cap) }
                }
            }
        }
        return out
    }

    /// The keyboard to draw the map on: `shape`, with a key for every cap bindings use.
    package func keyboard(_ shape: KeyboardLayout.Shape) -> KeyboardLayout {
        var keyboard = KeyboardLayout(shape: shape, platform: platform, extraCaps: capsOffTheKeyboard)
        if let typing { keyboard.useLegends(of: typing) }
        return keyboard
    }
}
