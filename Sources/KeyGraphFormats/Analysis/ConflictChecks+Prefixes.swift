import KeyGraph

extension ConflictChecks {
    /// A binding whose keys start a longer sequence where both apply, resolved by the
    /// dialect's ``KeymapRules/sequences``:
    /// - KeyGraph waits for the next chord and fires the shorter one after its timeout, so
    ///   the shorter is reported, whichever comes first;
    /// - where the latest binding that matches the keys so far decides, a longer one makes
    ///   the editor wait for the next chord, an exact one fires. A pair is reported only
    ///   where no later binding on the same keys applies, since that one would decide instead.
    ///   On a context stack, depths, nulls and unbinds are decided by
    ///   ``checkStackSequences(_:)`` instead.
    mutating func checkPrefixes(_ report: inout KeymapAnalysis.Reporter) {
        if rules.evaluation.usesContextStack, case .latestDecides = rules.sequences {
            return checkStackSequences(&report)
        }
        let longerByPrefix = longerBindings()
        var reported: Set<Int32> = []
        var reportedPairs: Set<[Int32]> = []
        var defaultLosses: [Int32: [DefaultLoss]] = [:]
        for longer in index.entries where waits(longer.binding) {
            let chords = longer.binding.sequence.chords
            for length in 1..<chords.count {
                let prefix = KeySequence(Array(chords[0..<length]))
                // A null of Zed's default keymap is passed over: it neither decides nor loses.
                let exact = (bySequence[prefix] ?? []).filter { Self.competes($0.binding) && !isPassedOver($0) }
                // A null that takes no part in sequences loses nothing and takes nothing.
                for shorter in exact where rules.nullCountsInSequences || shorter.binding.action != .block {
                    let shorterDecides = rules.sequences != .timeout && shorter.order > longer.order
                    let loser = shorterDecides ? longer : shorter
                    let decider = shorterDecides ? shorter : longer
                    // A default the user's bindings take is reported at each of them that takes
                    // it (where the later ones do not decide instead); anything else once.
                    let byUser = rules.sequences != .timeout && isDefault(loser) && !isDefault(decider)
                    let pair = [loser.order, decider.order]
                    guard byUser ? !reportedPairs.contains(pair) : !reported.contains(loser.order) else { continue }
                    // A null that waits for the next chord loses nothing.
                    guard loser.binding.action != .block else { continue }
                    let witness: String?
                    // Later bindings on these keys decide instead wherever they apply.
                    var later: [KeymapIndex.Entry] = []
                    if rules.sequences == .timeout {
                        witness = oracle.witness(shorter, longer, tied: false)
                    } else {
                        let last = max(shorter.order, longer.order)
                        // A later Zed unbind on these keys may take the decider out.
                        let unbinds = (bySequence[prefix] ?? []).filter {
                            if case .unbind = $0.binding.action { return true } else { return false }
                        }
                        later = (exact + unbinds + (longerByPrefix[prefix] ?? [])).filter { $0.order > last }
                        guard later.allSatisfy({ $0.binding.when != nil }) else { continue }
                        witness = oracle.witness(shorter, longer, without: later)
                    }
                    guard let witness else { continue }
                    if byUser { reportedPairs.insert(pair) }
                    reported.insert(loser.order)
                    // Wherever the loser applies only when no later binding may decide there.
                    let covered = later.isEmpty && oracle.covers(decider, loser)
                    if rules.sequences != .timeout, isDefault(loser), !isDefault(decider) {
                        defaultLosses[decider.order, default: []].append(
                            DefaultLoss(loser: loser, witness: witness, isCovered: covered))
                        continue
                    }
                    reportPrefix(shorter, longer, witness, isCovered: covered, &report)
                }
            }
        }
        reportDefaultLosses(defaultLosses, &report)
    }

    /// Whether `entry` is a null of the editor's defaults that the editor passes over (Zed's).
    func isPassedOver(_ entry: KeymapIndex.Entry) -> Bool {
        entry.binding.action == .block && isDefault(entry) && !rules.defaultNullsBlock
    }

    /// Whether a binding of two chords or more makes the editor wait after its first ones.
    private func waits(_ binding: KeymapBinding) -> Bool {
        binding.sequence.count > 1 && Self.competes(binding)
            && (rules.nullCountsInSequences || binding.action != .block)
    }

    /// The waiting bindings that start with each proper prefix of their keys.
    private func longerBindings() -> [KeySequence: [KeymapIndex.Entry]] {
        guard rules.sequences != .timeout else { return [:] }
        var result: [KeySequence: [KeymapIndex.Entry]] = [:]
        for entry in index.entries where waits(entry.binding) {
            let chords = entry.binding.sequence.chords
            for length in 1..<chords.count {
                result[KeySequence(Array(chords[0..<length])), default: []].append(entry)
            }
        }
        return result
    }

    /// `covered`: the decider applies wherever the loser does, and no later binding may
    /// decide instead.
    mutating func reportPrefix(
        _ shorter: KeymapIndex.Entry, _ longer: KeymapIndex.Entry, _ witness: String, isCovered covered: Bool,
        _ report: inout KeymapAnalysis.Reporter
    ) {
        let (s, l) = (shorter.binding, longer.binding)
        let (sKeys, lKeys) = (keys(s), keys(l))
        guard case .latestDecides(let timeout) = rules.sequences else {
            let file = file(shorter)
            report.add(
                .warning, file, s.keyPosition, fallback: s.position,
                length: report.keyText(of: s, in: file)?.count ?? s.sequence.canonical.count,
                "'\(s.sequence.canonical)' is bound and also starts '\(l.sequence.canonical)' (\(location(longer))): engines that fire at once make the longer sequence unreachable, and \(rules.name) fires '\(s.sequence.canonical)' only after the timeout",
                hint: "bind the shorter sequence to other keys, or give them 'when' clauses that do not overlap",
                rule: KeymapRule.prefixWaitsForTimeout.id, finding: finding([shorter, longer], witness: witness))
            return
        }
        let shorterWins = shorter.order > longer.order
        let loser = shorterWins ? longer : shorter
        let file = file(loser)
        let place = covered ? "wherever it applies" : "where both apply, as \(witness)"
        let message: String
        let kind: KeymapRule
        if shorterWins {
            kind = .sequenceUnreachable
            let then = s.action == .block ? "does nothing at the first chord" : "fires it at the first chord"
            message =
                "'\(lKeys)' → '\(l.actionSource)' is unreachable \(place): '\(sKeys)' → '\(s.actionSource)' (\(location(shorter))) is later, so \(rules.name) \(then)"
        } else if let timeout {
            kind = .prefixWaitsForTimeout
            message =
                "'\(sKeys)' → '\(s.actionSource)' waits \(place): '\(lKeys)' → '\(l.actionSource)' (\(location(longer))) is later, so \(rules.name) waits for the next chord and fires '\(sKeys)' only after its timeout (\(Self.seconds(timeout)))"
        } else {
            kind = .prefixNeverFires
            message =
                "'\(sKeys)' → '\(s.actionSource)' never fires \(place): '\(lKeys)' → '\(l.actionSource)' (\(location(longer))) is later, so \(rules.name) waits for the next chord"
        }
        // A binding of the user's that the user's own later binding keeps from firing wherever
        // it applies, but where that one's negations leave it out, is a warning too: the user
        // wrote both, and it fires only in that corner (a later `s` over `s S`).
        let decider = shorterWins ? shorter : longer
        let own =
            !isDefault(loser) && !isDefault(decider)
            && ContextFrequency.asksNoMore(
                index.predicates[Int(decider.predicate)], than: index.predicates[Int(loser.predicate)])
        report.add(
            covered || own ? .warning : .note, file, loser.binding.keyPosition, fallback: loser.binding.position,
            length: report.keyText(of: loser.binding, in: file)?.count ?? keys(loser.binding).count, message,
            hint: covered || own ? "bind one of them to other keys" : nil,
            rule: kind.id, finding: finding([loser, shorterWins ? shorter : longer], witness: covered ? nil : witness))
    }

    /// `1000` as `1 s`, `1500` as `1.5 s`.
    static func seconds(_ milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
