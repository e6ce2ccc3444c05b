import KeyGraph

extension ExplainReport {
    /// What an editor whose latest matching binding decides (``KeymapRules/SequenceResolution/latestDecides(timeoutMilliseconds:)``)
    /// does with KEYS, by ``InputResolution`` (the rule `check` reads too): at the first proper
    /// prefix of KEYS where the input is not pending, KEYS are unreachable (the prefix's match
    /// fires, or nothing does); at KEYS themselves, the winner fires at once when nothing keeps
    /// the input pending, else the editor waits for the next chord. Nil for KeyGraph's rule (a
    /// pending binding fires after the timeout) and when nothing is decided by a sequence.
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
        // The one resolution `check` reads too (Zed's `bindings_for_input`).
        let (stop, resolution) = KeymapIndex.resolveSequence(sequence) {
            index.resolveInput($0, live: live, rules: rules)
        }
        let words = written.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if let length = stop {
            let prefix = KeySequence(Array(sequence.chords[0..<length]))
            let shown = words.count == sequence.count ? words[0..<length].joined(separator: " ") : prefix.canonical
            return prefixLine(
                shown, resolution, keysLive: index.resolveInput(sequence, live: live, rules: rules).top != nil,
                rules: rules, at: at
            )
            .map { ($0, false) }
        }
        guard let exact = resolution.top, let latest = resolution.continuing.last else { return nil }
        guard let pending = resolution.pending else {
            guard let fires = resolution.fires else { return nil }
            let count = resolution.continuing.count
            let them = count == 1 ? "the live binding that continues" : "the \(count) live bindings that continue"
            let line =
                resolution.cancelled.map { cancelled in
                    count == 1
                        ? "  \(rules.name) fires \(at(fires)) at once: \(them) \(written) is earlier than it, or its keys are taken out of the pending input by a later null or unbind on them (\(at(cancelled))), so it is unreachable here"
                        : "  \(rules.name) fires \(at(fires)) at once: \(them) \(written) are each earlier than it, or their keys are taken out of the pending input by a later null or unbind on them (the latest: \(at(cancelled))), so they are unreachable here"
                }
                ?? "  \(rules.name) fires \(at(fires)) at once: it is later than \(them) \(written) (the latest: \(at(latest))), which are unreachable here"
            return (line, true)
        }
        let then =
            timeout.map { "fires \(at(exact)) only after \(Self.seconds($0)) without a next chord" }
            ?? "never fires \(at(exact)) here (its chord mode ends after 5 s or when focus moves, doing nothing)"
        let why =
            resolution.match != nil ? "and is later than the winner" : "and a null is not a match for pending keys"
        let line = "  \(rules.name) waits for the next chord: \(at(pending)) continues \(written) \(why), so it \(then)"
        return (line, timeout != nil)
    }

    /// The line for keys the editor never reaches: at `shown`, a proper prefix, the input is
    /// not pending. `keysLive`: a binding of the whole keys is live (else nothing is said of a
    /// prefix that merely matches nothing).
    private static func prefixLine(
        _ shown: String, _ resolution: InputResolution, keysLive: Bool, rules: KeymapRules,
        at: (KeymapIndex.Entry) -> String
    ) -> String? {
        let latestTakes = "(\(rules.name) takes the latest binding that matches the keys so far)"
        if let fires = resolution.fires {
            let does = fires.binding.action == .block ? "does nothing" : "fires it"
            guard let cancelled = resolution.cancelled else {
                return
                    "  unreachable here: at \(shown), \(at(fires)) is later than every live binding that continues it, so \(rules.name) \(does) at once \(latestTakes)"
            }
            return
                "  unreachable here: at \(shown), every live binding that continues it is earlier than \(at(fires)), or its keys are taken out of the pending input by a later null or unbind on them (the latest: \(at(cancelled))), so \(rules.name) \(does) at once \(latestTakes)"
        }
        guard keysLive, let cancelled = resolution.cancelled else { return nil }
        let matched = resolution.top.map { "\(at($0)) matches it but fires nothing, and " } ?? ""
        return
            "  unreachable here: at \(shown), \(matched)every live binding that continues it has its keys taken out of the pending input by a later null or unbind on them (the latest: \(at(cancelled))), so \(rules.name) does not wait for the next chord"
    }

    /// `1000` as `1 s`.
    static func seconds(_ milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
