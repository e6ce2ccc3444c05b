import KeyGraph

extension ExplainReport {
    /// What an editor whose latest matching binding decides (``KeymapRules/SequenceResolution/latestDecides(timeoutMilliseconds:)``)
    /// does with KEYS, in the same terms `check` reports: at each proper prefix of KEYS, a
    /// live exact binding later than every live binding that continues the prefix fires
    /// there, so KEYS are unreachable; at KEYS themselves, the winner fires at once when it
    /// is later than every live binding that continues KEYS, else the editor waits for the
    /// next chord. Nil for KeyGraph's rule (a pending binding fires after the timeout) and
    /// when nothing is decided by a sequence.
    ///
    /// - Complexity: O(k · s) for k chords and s bindings below them in the trie.
    /// - Returns: the line, and whether the winner of KEYS fires at once or after a wait.
    package static func sequenceLine(
        for sequence: KeySequence, written: String, in index: KeymapIndex, live: KeymapIndex.LiveSet,
        rules: KeymapRules
    ) -> (line: String, winnerFires: Bool)? {
        guard case .latestDecides(let timeout) = rules.sequences else { return nil }
        func at(_ entry: KeymapIndex.Entry) -> String {
            let file = Int(entry.layer) < index.layers.count ? index.layers[Int(entry.layer)].file : "?"
            return
                "'\(entry.binding.actionSource)' (\(file):\(entry.binding.position.line):\(entry.binding.position.column))"
        }
        // What takes part in sequence resolution (Zed's nulls do not).
        // Every live binding that continues the keys counts, not only the winner of its own
        // keys (an unbind fires nothing and makes nothing wait).
        func counts(_ entry: KeymapIndex.Entry) -> Bool {
            if case .unbind = entry.binding.action { return false }
            return rules.nullCountsInSequences || entry.binding.action != .block
        }
        // The live binding that wins for exactly `keys`.
        func winner(_ keys: KeySequence) -> KeymapIndex.Entry? {
            index.liveBindings(under: keys, live: live, strict: false).first { $0.binding.sequence == keys }
        }
        let chords = sequence.chords
        let words = written.split(whereSeparator: { $0 == " " || $0 == "\t" })
        for length in stride(from: 1, to: chords.count, by: 1) {
            let prefix = KeySequence(Array(chords[0..<length]))
            guard let exact = winner(prefix), counts(exact) else { continue }
            let longer = index.liveContinuing(prefix, live: live).filter(counts)
            guard let latest = longer.max(by: { $0.order < $1.order }), exact.order > latest.order else { continue }
            let does = exact.binding.action == .block ? "does nothing" : "fires it"
            let shown = words.count == chords.count ? words[0..<length].joined(separator: " ") : prefix.canonical
            let line =
                "  unreachable here: at \(shown), \(at(exact)) is later than every live binding that continues it, so \(rules.name) \(does) at once (\(rules.name) takes the latest binding that matches the keys so far)"
            return (line, false)
        }
        guard let exact = winner(sequence) else { return nil }
        let longer = index.liveContinuing(sequence, live: live).filter(counts)
        guard let latest = longer.max(by: { $0.order < $1.order }) else { return nil }
        if exact.order > latest.order, counts(exact) {
            let line =
                "  \(rules.name) fires \(at(exact)) at once: it is later than \(longer.count == 1 ? "the live binding that continues" : "the \(longer.count) live bindings that continue") \(written) (the latest: \(at(latest))), which are unreachable here"
            return (line, true)
        }
        let then =
            timeout.map { "fires \(at(exact)) only after \(Self.seconds($0)) without a next chord" }
            ?? "never fires \(at(exact)) here (its chord mode ends after 5 s or when focus moves, doing nothing)"
        let why = counts(exact) ? "and is later than the winner" : "and a null is not a match for pending keys"
        let line = "  \(rules.name) waits for the next chord: \(at(latest)) continues \(written) \(why), so it \(then)"
        return (line, timeout != nil)
    }

    /// `1000` as `1 s`.
    static func seconds(_ milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
