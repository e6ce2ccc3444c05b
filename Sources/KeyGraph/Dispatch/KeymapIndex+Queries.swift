/// Questions a person asks of a keymap: `explain`, `which` and `keys`.
extension KeymapIndex {
    /// One candidate binding for a sequence, and what became of it in a focus.
    package struct Candidate: Sendable, Hashable {
        package enum Verdict: Sendable, Hashable {
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
            /// An `unbind` that ranks above it, and applies here, takes out its command.
            case unbound(file: String, at: SourcePosition)
            /// An `unbind` that applies here: it fires nothing itself.
            case unbinds
            /// A `null` of the editor's default keymap that the editor passes over, so it blocks
            /// nothing (``KeymapRules/defaultNullsBlock``).
            case passedOver
        }

        package var binding: KeymapBinding
        /// The layer's file (`Keymaps/default.json`).
        package var file: String
        package var layer: Int
        package var verdict: Verdict
        /// Whose precedence rule ranked it: its layer's dialect.
        package var rule: KeymapDialect = .keygraph

        /// Why it lost (or that it won), in words that name the rule that decided.
        package var explanation: String {
            let wording = rule.rules.wording
            switch verdict {
            case .whenFalse: return wording.conditionFalse ?? verdict.explanation
            case .earlier: return wording.earlier ?? verdict.explanation
            case .passedOver: return wording.passedOver ?? verdict.explanation
            case .lessSpecific(let depth, let winnerDepth):
                guard let words = wording.lessSpecific else { return verdict.explanation }
                return "\(words) (depth \(depth), the winner's \(winnerDepth))"
            default: return verdict.explanation
            }
        }
    }

    /// Every binding of exactly `sequence`, in precedence order for `live` (the winner
    /// first, then the live losers, then those whose `when` is false, then removed ones),
    /// with why each lost.
    ///
    /// - Complexity: O(c log c) in the candidates of that one sequence.
    package func explain(_ sequence: KeySequence, live: LiveSet) -> [Candidate] {
        let node = self.node(for: sequence)
        let all = node.map { Array(trie.candidates(of: $0)) } ?? []
        let liveOnes = node.map { liveInPrecedenceOrder(at: $0, live) } ?? []
        let dead = all.filter { !live.isLive(ranks[Int($0)].predicate) }.sorted {
            (ranks[Int($0)].layer, ranks[Int($0)].order) > (ranks[Int($1)].layer, ranks[Int($1)].order)
        }
        var result: [Candidate] = []
        var winner: Int32? = nil
        var unbinds: [(command: String, entry: Int32)] = []
        for index in liveOnes {
            let entry = self.entry(index)
            var verdict = Candidate.Verdict.wins
            if ranks[Int(index)].isPassedOver {
                verdict = .passedOver
            } else if case .unbind(let command) = entry.binding.action {
                if winner == nil { unbinds.append((command, index)) }
                verdict = winner == nil ? .unbinds : verdictBelow(winner ?? index, index, live)
            } else if winner == nil, let id = entry.binding.commandID,
                let unbind = unbinds.first(where: { $0.command == id })
            {
                let by = self.entry(unbind.entry)
                verdict = .unbound(
                    file: by.binding.sourceFile ?? layers[Int(by.layer)].file,
                    at: by.binding.commandPosition ?? by.binding.position)
            } else if let winner {
                verdict = verdictBelow(winner, index, live)
            } else {
                winner = index
            }
            result.append(candidate(entry, verdict))
        }
        for index in dead { result.append(candidate(entry(index), .whenFalse)) }
        for removal in (removed[sequence] ?? []).reversed() {
            result.append(
                candidate(
                    removal.entry,
                    .removed(file: removal.file, at: removal.removal.commandPosition ?? removal.removal.position)))
        }
        return result
    }

    /// Why live entry `loser` loses to `winner`.
    private func verdictBelow(_ winner: Int32, _ loser: Int32, _ live: LiveSet) -> Candidate.Verdict {
        let (w, l) = (rankKey(winner, live), rankKey(loser, live))
        if ranks[Int(winner)].isBlock { return .blocked }
        if l.0 < w.0 { return .lowerLayer }
        if l.1 < w.1 { return .lessSpecific(depth: Int(l.1), winnerDepth: Int(w.1)) }
        return .earlier
    }

    private func candidate(_ entry: Entry, _ verdict: Candidate.Verdict) -> Candidate {
        let layer = Int(entry.layer)
        return Candidate(
            binding: entry.binding, file: entry.binding.sourceFile ?? (layer < layers.count ? layers[layer].file : "?"),
            layer: layer,
            verdict: verdict, rule: layer < layers.count ? layers[layer].dialect : .keygraph)
    }

    /// The winning live binding of every bound sequence that starts with `prefix`
    /// (the prefix itself excluded when `strict`), in file order.
    ///
    /// - Complexity: O(s) in the size of the trie below the prefix.
    package func liveBindings(under prefix: KeySequence, live: LiveSet, strict: Bool = true) -> [Entry] {
        guard let node = self.node(for: prefix) else { return [] }
        var found: [Entry] = []
        var stack: [Int32] = [node]
        while let n = stack.popLast() {
            if n != node || !strict, let best = bestLive(at: n, live) { found.append(entry(best)) }
            stack += trie.children(of: n)
        }
        return found.sorted { $0.order < $1.order }
    }
}

extension KeymapIndex.Candidate.Verdict {
    /// Why a candidate lost (or that it won), in words.
    package var explanation: String {
        switch self {
        case .wins: "wins"
        case .whenFalse: "its when clause is false here"
        case .lowerLayer: "a higher layer binds the same keys"
        case .lessSpecific(let depth, let winnerDepth):
            "less specific: its context is at depth \(depth), the winner's at \(winnerDepth)"
        case .earlier: "earlier: a later binding of the same layer and depth wins"
        case .blocked: "blocked by a null binding"
        case .removed(let file, let at): "removed by \(file):\(at.line):\(at.column)"
        case .unbound(let file, let at): "unbound by \(file):\(at.line):\(at.column)"
        case .unbinds: "an unbind: it fires nothing, and takes out its command's bindings ranked below it"
        case .passedOver:
            "a null of the editor's default keymap: the editor passes over it, so it blocks nothing (only the user's nulls block)"
        }
    }
}

extension KeymapIndex {
    /// The winning live binding of every sequence that continues `prefix`, with the depth of
    /// the context its `when` clause matched (-1 for none), deepest first, then in file order:
    /// what a which-key panel lists. With `includingPrefix`, the prefix's own live binding (the
    /// one that fires after the chord timeout) comes first.
    ///
    /// - Complexity: O(s log s) in the size of the trie below the prefix.
    package func liveContinuations(of prefix: KeySequence, live: LiveSet, includingPrefix: Bool = false) -> [(
        entry: Entry, depth: Int
    )] {
        var node: Int32 = 0
        for chord in prefix.chords {
            guard let next = child(of: node, chord) else { return [] }
            node = next
        }
        var found: [(entry: Entry, depth: Int)] = []
        var stack = trie.children(of: node)
        while let n = stack.popLast() {
            if let best = bestLive(at: n, live) {
                found.append((entries[Int(best)], Int(live.specificity[Int(ranks[Int(best)].predicate)])))
            }
            stack += trie.children(of: n)
        }
        found.sort { ($0.depth, -$0.entry.order) > ($1.depth, -$1.entry.order) }
        if includingPrefix, node != 0, let own = bestLive(at: node, live) {
            found.insert((entries[Int(own)], Int(live.specificity[Int(ranks[Int(own)].predicate)])), at: 0)
        }
        return found
    }
}
