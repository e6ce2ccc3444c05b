/// What an editor whose latest matching binding decides
/// (``KeymapRules/SequenceResolution/latestDecides(timeoutMilliseconds:)``) does at one input,
/// the keys typed so far: the one rule `explain` and `check` both read, so they cannot
/// disagree (docs/keymaps.md, "Running imported bindings").
///
/// Zed's `Keymap::bindings_for_input` (gpui's `keymap.rs`, read at WtXeLd/zed-lite 1bea17b):
/// the bindings of exactly the input, deepest context first, then latest, are walked until the
/// first one that fires — a user's `null` stops the walk with nothing matched, a default's is
/// passed over, an `unbind` takes out the later-met bindings of its action. Then every enabled
/// binding that continues the input, in order, from the first matched one on (all of them when
/// none matched), puts its keys in the pending set, and a `null` or `unbind` takes its keys out
/// again, whatever its depth and whoever wrote it: keys stay pending when the latest enabled
/// binding on them fires an action and comes after the first match. Pending input waits for the
/// next chord (the match fires after 1 s); else the match fires, or nothing happens.
/// VS Code's `KeybindingResolver.resolve` is the same walk without nulls or unbinds: the last
/// rule whose keys start with the input decides.
package struct InputResolution: Sendable, Equatable {
    /// A live binding as the resolution weighs it.
    package struct Weighed: Sendable {
        package var entry: KeymapIndex.Entry
        /// Its layer's rank (Zed's neighbouring layers share one).
        package var layer: Int32
        /// The depth of its context where the input is typed; 0 where the dialect ranks by
        /// order alone.
        package var depth: Int32
        /// A `null` the editor passes over when it matches (one of Zed's default keymap).
        package var isPassedOver: Bool

        package init(entry: KeymapIndex.Entry, layer: Int32, depth: Int32, isPassedOver: Bool) {
            self.entry = entry
            self.layer = layer
            self.depth = depth
            self.isPassedOver = isPassedOver
        }
    }

    /// The exact binding the walk stopped at: the match, or a user's `null` (Zed's walk then
    /// matches nothing). Nil when no binding of the input's keys is live.
    package var top: KeymapIndex.Entry?
    /// Zed's first matched binding: what fires, unless the input stays pending.
    package var match: KeymapIndex.Entry?
    /// The latest binding that keeps the input pending; nil when the editor does not wait.
    package var pending: KeymapIndex.Entry?
    /// The latest `null` or `unbind` that took out of the pending set keys that a binding after
    /// the match had put there; nil when none did.
    package var cancelled: KeymapIndex.Entry?
    /// The live bindings that continue the input and could keep it pending (no nulls or
    /// unbinds), in order.
    package var continuing: [KeymapIndex.Entry] = []

    package init() {}

    /// What fires at once: the match, when the input is not pending.
    package var fires: KeymapIndex.Entry? { pending == nil ? match : nil }

    /// Whether a binding takes keys out of the pending set instead of putting them there.
    static func cancels(_ weighed: Weighed, _ rules: KeymapRules) -> Bool {
        switch weighed.entry.binding.action {
        case .unbind: true
        case .block: weighed.isPassedOver || !rules.nullCountsInSequences
        case .command, .remove: false
        }
    }

    /// The resolution of one input from its live bindings: `exact`, those of exactly its keys,
    /// and `continuing`, those of longer keys that start with them.
    ///
    /// - Complexity: O(e log e + c) for e exact and c continuing bindings.
    package static func resolve(exact: [Weighed], continuing: [Weighed], rules: KeymapRules) -> InputResolution {
        var result = InputResolution()
        var unbound: Set<String> = []
        let ranked = exact.sorted { ($0.layer, $0.depth, $0.entry.order) > ($1.layer, $1.depth, $1.entry.order) }
        walk: for weighed in ranked where !weighed.isPassedOver {
            switch weighed.entry.binding.action {
            case .unbind(let command): unbound.insert(command)
            case .remove: continue
            case .command(let id) where unbound.contains(id): continue
            case .block:
                result.top = weighed.entry
                if rules.nullCountsInSequences { result.match = weighed.entry }
                break walk
            case .command:
                result.top = weighed.entry
                result.match = weighed.entry
                break walk
            }
        }
        let after = result.match?.order ?? Int32.min
        var latest: [KeySequence: Weighed] = [:]
        // Per keys, whether a binding after the match would have put them in the pending set.
        var putAfterMatch: Set<KeySequence> = []
        for weighed in continuing {
            let keys = weighed.entry.binding.sequence
            if !cancels(weighed, rules) {
                result.continuing.append(weighed.entry)
                if weighed.entry.order > after { putAfterMatch.insert(keys) }
            }
            if latest[keys].map({ $0.entry.order < weighed.entry.order }) ?? true { latest[keys] = weighed }
        }
        result.continuing.sort { $0.order < $1.order }
        for (keys, last) in latest where last.entry.order > after {
            if cancels(last, rules) {
                guard putAfterMatch.contains(keys) else { continue }
                if result.cancelled.map({ $0.order < last.entry.order }) ?? true { result.cancelled = last.entry }
            } else if result.pending.map({ $0.order < last.entry.order }) ?? true {
                result.pending = last.entry
            }
        }
        return result
    }
}

extension KeymapIndex {
    /// ``InputResolution`` of `keys` in a focus, by `rules` (the dialect that resolves
    /// sequences).
    ///
    /// - Complexity: O(s + e log e) in the size of the trie below `keys` and its e exact
    ///   bindings.
    package func resolveInput(_ keys: KeySequence, live: LiveSet, rules: KeymapRules) -> InputResolution {
        guard let node = node(for: keys) else { return InputResolution() }
        func weigh(_ candidate: Int32) -> InputResolution.Weighed? {
            let rank = ranks[Int(candidate)]
            guard live.isLive(rank.predicate) else { return nil }
            return InputResolution.Weighed(
                entry: entry(candidate), layer: rank.layer,
                depth: rank.ranksByDepth ? live.specificity[Int(rank.predicate)] : 0, isPassedOver: rank.isPassedOver)
        }
        let exact = trie.candidates(of: node).compactMap(weigh)
        var continuing: [InputResolution.Weighed] = []
        var stack = trie.children(of: node)
        while let n = stack.popLast() {
            continuing += trie.candidates(of: n).compactMap(weigh)
            stack += trie.children(of: n)
        }
        return InputResolution.resolve(exact: exact, continuing: continuing, rules: rules)
    }

    /// Where the input stops on the way to `keys`: the first proper prefix (its chord count)
    /// whose resolution does not wait for the next chord, with that resolution; or nil and the
    /// resolution of `keys` themselves.
    package static func resolveSequence(
        _ keys: KeySequence, _ resolve: (KeySequence) -> InputResolution
    ) -> (stoppedAt: Int?, resolution: InputResolution) {
        let chords = keys.chords
        for length in stride(from: 1, to: chords.count, by: 1) {
            let resolution = resolve(KeySequence(Array(chords[0..<length])))
            if resolution.pending == nil { return (length, resolution) }
        }
        return (nil, resolve(keys))
    }
}
