import KeyGraph

extension EditorAnalysis {
    /// The rule that decides between two bindings of one layer, in the editor's words.
    static func rule(_ dialect: KeymapDialect) -> String {
        dialect == .zed ? "Zed takes the later binding at the same depth" : "VS Code takes the last rule that applies"
    }

    /// Two bindings of one layer on the same keys that apply together: the earlier never
    /// fires where the later applies. A duplicate (same command, arguments and clause) is
    /// a warning; an earlier binding that applies only where the later does never fires
    /// at all (a warning); one that loses only in part is a note with a witness context.
    static func checkShadowing(
        _ bySequence: [KeySequence: [KeymapIndex.Entry]], _ context: Context, _ overlaps: inout Overlaps,
        _ report: inout KeymapAnalysis.Reporter
    ) {
        for entries in bySequence.values where entries.count > 1 {
            for (i, earlier) in entries.enumerated() where isFiring(earlier.binding) {
                for later in entries[(i + 1)...] where later.layer == earlier.layer && isFiring(later.binding) {
                    // The same command with the same arguments wins either way: nothing is lost.
                    if sameCommand(earlier.binding, later.binding), !sameClause(earlier.binding, later.binding) {
                        continue
                    }
                    let sameDepth = context.dialect == .zed
                    guard let witness = overlaps.witness(earlier, later, sameDepth: sameDepth) else {
                        continue
                    }
                    reportLoss(earlier, to: later, where: witness, context, &overlaps, &report)
                    break
                }
            }
        }
    }

    private static func reportLoss(
        _ earlier: KeymapIndex.Entry, to later: KeymapIndex.Entry, where witness: String, _ context: Context,
        _ overlaps: inout Overlaps, _ report: inout KeymapAnalysis.Reporter
    ) {
        let (a, b) = (earlier.binding, later.binding)
        let keys = context.keys(a)
        let at = context.location(later)
        let file = context.file(earlier)
        let length = report.keyText(of: a, in: file)?.count ?? keys.count
        if sameCommand(a, b) && sameClause(a, b) {
            report.add(
                .warning, file, a.keyPosition, fallback: a.position, length: length,
                "duplicate binding: '\(keys)' → '\(a.actionSource)' is bound again at \(at)", hint: "remove one of them"
            )
        } else if overlaps.covers(later, earlier) {
            report.add(
                .warning, file, a.keyPosition, fallback: a.position, length: length,
                "'\(keys)' → '\(a.actionSource)' never fires: wherever its \(context.clauseWord) holds, '\(b.actionSource)' (\(at)) applies too, and \(rule(context.dialect))",
                hint: "remove it, or bind it to other keys")
        } else {
            report.add(
                .note, file, a.keyPosition, fallback: a.position, length: length,
                "'\(keys)' → '\(a.actionSource)' loses where '\(b.actionSource)' (\(at)) also applies, as when \(witness): \(rule(context.dialect))"
            )
        }
    }

    static func sameCommand(_ a: KeymapBinding, _ b: KeymapBinding) -> Bool {
        a.action == b.action && a.arguments == b.arguments
    }

    static func sameClause(_ a: KeymapBinding, _ b: KeymapBinding) -> Bool {
        a.when.map { w in b.when.map { w.isEquivalent(to: $0) } ?? false } ?? (b.when == nil)
    }

    /// Whether a binding competes for its keys: it fires a command or blocks them.
    static func isFiring(_ binding: KeymapBinding) -> Bool {
        switch binding.action {
        case .command, .block: true
        case .remove, .unbind: false
        }
    }

    /// A Zed `unbind` with no binding of its command on its keys before it: it unbinds nothing.
    static func checkUnbinds(
        _ bySequence: [KeySequence: [KeymapIndex.Entry]], _ context: Context, _ report: inout KeymapAnalysis.Reporter
    ) {
        for entries in bySequence.values {
            for entry in entries {
                guard case .unbind(let command) = entry.binding.action else { continue }
                let targets = entries.contains { $0.order < entry.order && $0.binding.commandID == command }
                guard !targets else { continue }
                let binding = entry.binding
                report.add(
                    .warning, context.file(entry), binding.commandPosition, fallback: binding.position,
                    length: command.count,
                    "the unbind of '\(command)' unbinds nothing: no binding before it binds '\(command)' to \(context.keys(binding))"
                )
            }
        }
    }

    /// A binding whose keys start a longer sequence where both apply: which one the editor
    /// takes at the first chord, and what happens then. Both editors let the latest binding
    /// that matches the keys so far decide: a longer one makes them wait for the next chord
    /// (Zed's `null` never does), an exact one fires (Zed's `null` swallows the chord). A
    /// pair is reported only where no later binding on the same keys applies, since that
    /// one would decide instead.
    static func checkPrefixes(
        _ index: KeymapIndex, _ bySequence: [KeySequence: [KeymapIndex.Entry]], _ context: Context,
        _ overlaps: inout Overlaps, _ report: inout KeymapAnalysis.Reporter
    ) {
        let longerByPrefix = longerBindings(index, context.dialect)
        var reported: Set<Int32> = []
        for longer in index.entries where waits(longer.binding, context.dialect) {
            let chords = longer.binding.sequence.chords
            for length in 1..<chords.count {
                let prefix = KeySequence(Array(chords[0..<length]))
                let exact = (bySequence[prefix] ?? []).filter { isFiring($0.binding) }
                for shorter in exact {
                    let loser = shorter.order > longer.order ? longer : shorter
                    let decider = max(shorter.order, longer.order)
                    // A null that waits for the next chord loses nothing.
                    guard !reported.contains(loser.order), loser.binding.action != .block else { continue }
                    // Later bindings on these keys decide instead wherever they apply.
                    let later = (exact + (longerByPrefix[prefix] ?? [])).filter { $0.order > decider }
                    guard later.allSatisfy({ $0.binding.when != nil }),
                        let witness = overlaps.witness(shorter, longer, without: later)
                    else { continue }
                    reported.insert(loser.order)
                    reportPrefix(shorter, longer, witness, context, &overlaps, &report)
                }
            }
        }
    }

    /// Whether a binding of two chords or more makes the editor wait after its first ones.
    private static func waits(_ binding: KeymapBinding, _ dialect: KeymapDialect) -> Bool {
        binding.sequence.count > 1 && isFiring(binding) && !(dialect == .zed && binding.action == .block)
    }

    /// The waiting bindings that start with each proper prefix of their keys.
    private static func longerBindings(
        _ index: KeymapIndex, _ dialect: KeymapDialect
    ) -> [KeySequence: [KeymapIndex.Entry]] {
        var result: [KeySequence: [KeymapIndex.Entry]] = [:]
        for entry in index.entries where waits(entry.binding, dialect) {
            let chords = entry.binding.sequence.chords
            for length in 1..<chords.count {
                result[KeySequence(Array(chords[0..<length])), default: []].append(entry)
            }
        }
        return result
    }

    private static func reportPrefix(
        _ shorter: KeymapIndex.Entry, _ longer: KeymapIndex.Entry, _ witness: String, _ context: Context,
        _ overlaps: inout Overlaps, _ report: inout KeymapAnalysis.Reporter
    ) {
        let (s, l) = (shorter.binding, longer.binding)
        let editor = context.dialect.displayName
        let shorterWins = shorter.order > longer.order
        let loser = shorterWins ? longer : shorter
        let winner = shorterWins ? shorter : longer
        let covered = overlaps.covers(winner, loser)
        let file = context.file(loser)
        let (sKeys, lKeys) = (context.keys(s), context.keys(l))
        let place = covered ? "wherever it applies" : "where both apply, as when \(witness)"
        let message: String
        if shorterWins {
            let then = s.action == .block ? "does nothing at the first chord" : "fires it at the first chord"
            message =
                "'\(lKeys)' → '\(l.actionSource)' is unreachable \(place): '\(sKeys)' → '\(s.actionSource)' (\(context.location(shorter))) is later, so \(editor) \(then)"
        } else if context.dialect == .zed {
            message =
                "'\(sKeys)' → '\(s.actionSource)' waits \(place): '\(lKeys)' → '\(l.actionSource)' (\(context.location(longer))) is later, so Zed waits for the next chord and fires '\(sKeys)' only after its timeout (1 s)"
        } else {
            message =
                "'\(sKeys)' → '\(s.actionSource)' never fires \(place): '\(lKeys)' → '\(l.actionSource)' (\(context.location(longer))) is later, so VS Code waits for the next chord"
        }
        report.add(
            covered ? .warning : .note, file, loser.binding.keyPosition, fallback: loser.binding.position,
            length: report.keyText(of: loser.binding, in: file)?.count ?? context.keys(loser.binding).count, message,
            hint: covered ? "bind one of them to other keys" : nil)
    }
}
