/// Questions a person asks of a keymap: `explain`, `which` and `keys`.
extension KeymapIndex {
    /// One candidate binding for a sequence, and what became of it in a focus.
    public struct Candidate: Sendable, Hashable {
        public enum Verdict: Sendable, Hashable {
            /// It fires (or, for a `null` binding, blocks the key).
            case wins
            /// Its `when` clause is false here.
            case whenFalse
            /// A binding of a higher layer wins.
            case lowerLayer
            /// The winner matched a deeper context (`depth` vs the winner's `winnerDepth`).
            case lessSpecific(depth: Int, winnerDepth: Int)
            /// Same layer and depth; the winner comes later.
            case earlier
            /// A live `null` binding wins, so nothing fires.
            case blocked
            /// A higher layer's `-command` removed it.
            case removed(file: String, at: SourcePosition)
        }

        public var binding: KeymapBinding
        /// The layer's file (`Keymaps/default.json`).
        public var file: String
        public var layer: Int
        public var verdict: Verdict
    }

    /// Every binding of exactly `sequence`, in precedence order for `live` (the winner
    /// first, then the live losers, then those whose `when` is false, then removed ones),
    /// with why each lost.
    ///
    /// - Complexity: O(c log c) in the candidates of that one sequence.
    public func explain(_ sequence: KeySequence, live: LiveSet) -> [Candidate] {
        var node: Int32 = 0
        var found = true
        for chord in sequence.chords {
            guard let next = child(of: node, chord) else {
                found = false
                break
            }
            node = next
        }
        let all = found ? trie.candidates(of: node).map { entries[Int($0)] } : []
        func key(_ e: Entry) -> (Int32, Int32, Int32) { (e.layer, live.specificity[Int(e.predicate)], e.order) }
        let isLive = { (e: Entry) in live.isLive(e.predicate) }
        let liveOnes = all.filter(isLive).sorted { key($0) > key($1) }
        let dead = all.filter { !isLive($0) }.sorted { ($0.layer, $0.order) > ($1.layer, $1.order) }
        var result: [Candidate] = []
        let winner = liveOnes.first
        for entry in liveOnes {
            var verdict = Candidate.Verdict.wins
            if let winner, entry != winner {
                if winner.binding.action == .block {
                    verdict = .blocked
                } else if entry.layer < winner.layer {
                    verdict = .lowerLayer
                } else if key(entry).1 < key(winner).1 {
                    verdict = .lessSpecific(depth: Int(key(entry).1), winnerDepth: Int(key(winner).1))
                } else {
                    verdict = .earlier
                }
            }
            result.append(candidate(entry, verdict))
        }
        for entry in dead { result.append(candidate(entry, .whenFalse)) }
        for removal in (removed[sequence] ?? []).reversed() {
            result.append(
                candidate(
                    removal.entry,
                    .removed(file: removal.file, at: removal.removal.commandPosition ?? removal.removal.position)))
        }
        return result
    }

    private func candidate(_ entry: Entry, _ verdict: Candidate.Verdict) -> Candidate {
        let layer = Int(entry.layer)
        return Candidate(
            binding: entry.binding, file: layer < layers.count ? layers[layer].file : "?", layer: layer,
            verdict: verdict)
    }

    /// The winning live binding of every bound sequence that starts with `prefix`
    /// (the prefix itself excluded when `strict`), in file order.
    ///
    /// - Complexity: O(s) in the size of the trie below the prefix.
    public func liveBindings(under prefix: KeySequence, live: LiveSet, strict: Bool = true) -> [Entry] {
        var node: Int32 = 0
        for chord in prefix.chords {
            guard let next = child(of: node, chord) else { return [] }
            node = next
        }
        var found: [Entry] = []
        var stack: [Int32] = [node]
        while let n = stack.popLast() {
            if n != node || !strict, let best = bestLive(at: n, live) { found.append(entries[Int(best)]) }
            stack += trie.children(of: n)
        }
        return found.sorted { $0.order < $1.order }
    }

    /// The index of the entry that wins for exactly `sequence`, if one is live.
    ///
    /// - Complexity: O(k + c): k chords, c candidates of that sequence.
    public func winner(for sequence: KeySequence, live: LiveSet) -> Entry? {
        var node: Int32 = 0
        for chord in sequence.chords {
            guard let next = child(of: node, chord) else { return nil }
            node = next
        }
        return bestLive(at: node, live).map { entries[Int($0)] }
    }
}

extension KeymapIndex.Candidate.Verdict {
    /// Why a candidate lost (or that it won), in words.
    public var explanation: String {
        switch self {
        case .wins: "wins"
        case .whenFalse: "its when clause is false here"
        case .lowerLayer: "a higher layer binds the same keys"
        case .lessSpecific(let depth, let winnerDepth):
            "less specific: its context is at depth \(depth), the winner's at \(winnerDepth)"
        case .earlier: "earlier: a later binding of the same layer and depth wins"
        case .blocked: "blocked by a null binding"
        case .removed(let file, let at): "removed by \(file):\(at.line):\(at.column)"
        }
    }
}
