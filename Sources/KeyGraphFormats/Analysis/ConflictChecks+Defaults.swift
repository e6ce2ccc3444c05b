import KeyGraph

extension ConflictChecks {
    /// A prefix finding whose loser is one of the editor's defaults and whose decider is the
    /// user's: reported once per user binding, at it (the line the user can edit).
    struct DefaultLoss {
        var loser: KeymapIndex.Entry
        var witness: String
        var isCovered: Bool
        /// A null or unbind of the user's takes the default's keys out of Zed's pending input.
        var cancels = false
    }

    /// Whether `entry` comes from the editor's own default keymap (`--defaults`).
    func isDefault(_ entry: KeymapIndex.Entry) -> Bool { defaultLayers.contains(entry.layer) }

    /// One warning per user binding that changes what the defaults' sequences do, located in
    /// the user's file: the default bindings it makes unreachable (a later shorter binding),
    /// or that it makes wait for the next chord (a later longer one).
    func reportDefaultLosses(
        _ losses: [Int32: [DefaultLoss]], _ report: inout KeymapAnalysis.Reporter
    ) {
        let byOrder = Dictionary(index.entries.map { ($0.order, $0) }, uniquingKeysWith: { a, _ in a })
        let groups = losses.sorted(by: { $0.key < $1.key }).flatMap { order, found in
            // What a binding does to the defaults it cancels is said apart from the rest.
            [found.filter { !$0.cancels }, found.filter(\.cancels)].filter { !$0.isEmpty }.map { (order, $0) }
        }
        for (order, unranked) in groups {
            guard let user = byOrder[order] else { continue }
            // The worst loss first: the defaults lost wherever the user's binding applies, then
            // those of the editor's main focus, then the rarer (``ContextFrequency``); the first
            // one's witness, the simplest among equals, stands for the group.
            let frequency = oracle.frequency
            let userClause = index.predicates[Int(user.predicate)]
            let ranked = unranked.map { loss in
                (loss, frequency.rank(index.predicates[Int(loss.loser.predicate)], given: userClause))
            }
            .sorted { a, b in (a.1, a.0.loser.order) < (b.1, b.0.loser.order) }
            let found = ranked.map(\.0)
            guard let best = ranked.first?.1,
                let first = ranked.filter({ $0.1 == best }).map(\.0)
                    .min(by: { ($0.witness.count, $0.loser.order) < ($1.witness.count, $1.loser.order) })
            else { continue }
            let b = user.binding
            let shortens = found.allSatisfy { $0.loser.binding.sequence.count > b.sequence.count }
            // A context where it holds is named either way (`as when Editor`).
            let place =
                found.allSatisfy(\.isCovered)
                ? "wherever they apply, as \(first.witness)" : "where both apply, as \(first.witness)"
            let listed = found.prefix(5).map { loss in
                let l = loss.loser.binding
                return "\(keys(l)) → \(l.actionSource) (\(location(loss.loser)))"
            }
            let more = found.count > 5 ? ", and \(found.count - 5) more" : ""
            let count = "\(found.count) default binding\(found.count == 1 ? "" : "s")"
            let effect: String
            let kind: KeymapRule
            if found.allSatisfy(\.cancels) {
                kind = .defaultsUnreachable
                effect =
                    "makes \(count) unreachable \(place): \(rules.name) takes their keys out of its pending input and does not wait for their next chord"
            } else if shortens {
                kind = .defaultsUnreachable
                effect = "makes \(count) unreachable \(place): \(rules.name) fires it at the first chord"
            } else if case .latestDecides(let timeout?) = rules.sequences {
                kind = .defaultsWaitForTimeout
                effect =
                    "makes \(count) wait for the next chord \(place): \(rules.name) fires them only after its timeout (\(Self.seconds(timeout)))"
            } else {
                kind = .defaultsNeverFire
                effect = "makes \(count) never fire \(place): \(rules.name) waits for the next chord"
            }
            let file = file(user)
            report.add(
                .warning, file, b.keyPosition, fallback: b.position,
                length: report.keyText(of: b, in: file)?.count ?? keys(b).count,
                "'\(keys(b))' → '\(b.actionSource)' \(effect): \(listed.joined(separator: ", "))\(more)",
                hint: found.allSatisfy(\.cancels)
                    ? "remove it, or give it a context that leaves theirs out with `!`: a later null or unbind takes its keys out of the pending input wherever it applies, whatever its depth"
                    : "bind it to other keys, or \(rules.removalHint)",
                rule: kind.id, finding: finding([user] + found.map(\.loser), witness: first.witness))
        }
    }
}
