import KeyGraph

extension ConflictChecks {
    /// How a binding is kept from firing by a sequence, at a witness.
    enum SequenceLoss {
        /// A shorter binding on one of its prefixes is later than every binding that keeps the
        /// input pending there, so it fires at once: the keys are unreachable.
        case shorterFires(KeymapIndex.Entry)
        /// A later null or unbind on its own keys takes them out of the pending input at a
        /// prefix, and nothing else keeps it pending: the keys are unreachable.
        case cancelled(KeymapIndex.Entry, prefix: KeySequence)
        /// A later binding continues its keys, so Zed waits for the next chord.
        case longerWaits(KeymapIndex.Entry)

        var decider: KeymapIndex.Entry {
            switch self {
            case .shorterFires(let entry), .cancelled(let entry, _), .longerWaits(let entry): entry
            }
        }
    }

    /// Zed's sequences, decided by the resolution `explain` reads (``InputResolution``: Zed's
    /// `Keymap::bindings_for_input`) over every binding on the keys, with each context's depth
    /// in a witness stack: a binding is reported where it wins its own keys and yet does not fire
    /// at once because of a later binding on a prefix, on its keys or continuing them; and only
    /// where such a stack is found.
    mutating func checkStackSequences(_ report: inout KeymapAnalysis.Reporter) {
        var byFirstChord: [KeyboardShortcut: [KeymapIndex.Entry]] = [:]
        for entry in index.entries {
            guard let first = entry.binding.sequence.chords.first else { continue }
            byFirstChord[first, default: []].append(entry)
        }
        var defaultLosses: [Int32: [DefaultLoss]] = [:]
        // Bindings of one section share a context: each set of contexts is expanded into
        // stacks once for the whole keymap.
        var stacksOf = StackCache()
        // The view that names an empty entry of a stack: one no context on the keys names,
        // found once for each first chord (not for every loser).
        var fillerOf: [KeyboardShortcut: String] = [:]
        for loser in index.entries {
            guard case .command = loser.binding.action, let first = loser.binding.sequence.chords.first,
                let relevant = byFirstChord[first], relevant.count > 1
            else { continue }
            // Without --all, a default is looked at only for what the user's bindings do to it.
            if !insideDefaults, isDefault(loser), relevant.allSatisfy(isDefault) { continue }
            let seeds = Self.seeds(of: loser, in: relevant)
            guard !seeds.isEmpty else { continue }
            // What a user's binding does to a default is looked for first, and reported at the
            // user's binding; a default's loss to another default only with --all.
            let byUser = isDefault(loser) && relevant.contains { !isDefault($0) }
            let filler =
                fillerOf[first]
                ?? {
                    let named = Set(relevant.flatMap { $0.binding.when?.identifiers ?? [] })
                    let found = Self.fillers.first { !named.contains($0) } ?? "Element"
                    fillerOf[first] = found
                    return found
                }()
            var found = byUser ? findLoss(of: loser, seeds, relevant, filler, usersOnly: true, &stacksOf) : nil
            if found == nil, insideDefaults || !isDefault(loser) {
                found = findLoss(of: loser, seeds, relevant, filler, usersOnly: false, &stacksOf)
            }
            guard let (loss, stack) = found.map({ ($0.0, $0.1) }) else { continue }
            let witness = "when \(ZedWitness.describe(stack))"
            let covered = isCovered(loser, by: loss, relevant)
            if isDefault(loser), !isDefault(loss.decider) {
                defaultLosses[loss.decider.order, default: []].append(
                    DefaultLoss(loser: loser, witness: witness, isCovered: covered, cancels: Self.cancels(loss)))
                // A default lost to several of the user's bindings is reported at each one that
                // takes it somewhere (where the others do not decide), not only the first found.
                for other in seeds where !isDefault(other) && other.order != loss.decider.order {
                    guard
                        let (more, at) = findLoss(
                            of: loser, [other], relevant, filler, usersOnly: true, decidedBy: other.order, &stacksOf)
                    else { continue }
                    defaultLosses[other.order, default: []].append(
                        DefaultLoss(
                            loser: loser, witness: "when \(ZedWitness.describe(at))",
                            isCovered: isCovered(loser, by: more, relevant), cancels: Self.cancels(more)))
                }
                continue
            }
            switch loss {
            case .shorterFires(let shorter): reportPrefix(shorter, loser, witness, isCovered: covered, &report)
            case .longerWaits(let longer): reportPrefix(loser, longer, witness, isCovered: covered, &report)
            case .cancelled(let by, let prefix): reportCancelled(loser, by, prefix, witness, &report)
            }
        }
        reportDefaultLosses(defaultLosses, &report)
    }

    static func cancels(_ loss: SequenceLoss) -> Bool {
        if case .cancelled = loss { true } else { false }
    }

    /// The bindings that can keep `loser` from firing, later than it: on a proper prefix of its
    /// keys (shortest first), those that continue its keys, and a null or unbind on its keys.
    static func seeds(of loser: KeymapIndex.Entry, in relevant: [KeymapIndex.Entry]) -> [KeymapIndex.Entry] {
        let keys = loser.binding.sequence.chords
        var prefixes: [KeymapIndex.Entry] = []
        var same: [KeymapIndex.Entry] = []
        var longer: [KeymapIndex.Entry] = []
        for entry in relevant where entry.order > loser.order {
            let other = entry.binding.sequence.chords
            if other.count < keys.count, keys.starts(with: other) {
                prefixes.append(entry)
            } else if other == keys {
                if case .command = entry.binding.action { continue }
                same.append(entry)
            } else if other.count > keys.count, other.starts(with: keys) {
                longer.append(entry)
            }
        }
        prefixes.sort { ($0.binding.sequence.count, $0.order) < ($1.binding.sequence.count, $1.order) }
        return prefixes + longer + same
    }

    /// The contexts of a witness search, and the filler that names an empty entry.
    struct StacksKey: Hashable {
        var predicates: [Int32]
        var filler: String
    }

    /// The witness stacks of every set of contexts searched, each kept once with a number,
    /// and each context's depth in it as found so far (a stack recurs for every binding on
    /// the same keys: its depths are computed once for all of them).
    struct StackCache {
        private var idsOf: [StacksKey: [Int]] = [:]
        private var idOf: [[ContextStackEntry]: Int] = [:]
        private(set) var stacks: [[ContextStackEntry]] = []
        /// By stack number: predicate id → its depth there (nil: it does not hold).
        var depths: [[Int32: Int32?]] = []

        /// The numbers of the stacks of `key`, made by `make` the first time.
        mutating func ids(_ key: StacksKey, _ make: () -> [[ContextStackEntry]]) -> [Int] {
            if let known = idsOf[key] { return known }
            let ids = make().map { stack in
                if let id = idOf[stack] { return id }
                idOf[stack] = stacks.count
                stacks.append(stack)
                depths.append([:])
                return stacks.count - 1
            }
            idsOf[key] = ids
            return ids
        }
    }

    /// Views of Zed's that name an entry of a witness stack no context names.
    static var fillers: [String] { ["Pane", "Dock", "Terminal", "ProjectPanel", "Picker"] }

    /// The first stack where `loser` wins its keys and Zed does not fire it at once, with how:
    /// tried with each seed's context and the loser's, then with a third binding's too: a null
    /// or unbind (it may take keys that keep the input pending out of it, or a binding that
    /// ranks above the loser or the match out of the walk), or a binding on a prefix (it may
    /// fire there once the loser's keys are out of the pending input).
    mutating func findLoss(
        of loser: KeymapIndex.Entry, _ seeds: [KeymapIndex.Entry], _ relevant: [KeymapIndex.Entry],
        _ filler: String, usersOnly: Bool, decidedBy only: Int32? = nil, _ stacksOf: inout StackCache
    ) -> (SequenceLoss, [ContextStackEntry])? {
        let keys = loser.binding.sequence.chords
        // The decider of a loss is always one of the seeds (the match on a prefix, the latest
        // binding that keeps the keys pending, or the null or unbind that takes them out).
        let seeds = usersOnly ? seeds.filter { !isDefault($0) } : seeds
        guard !seeds.isEmpty else { return nil }
        let inputs = LoserInputs(loser, relevant, isPassedOver: isPassedOver)
        // `usersOnly`: a loss decided by a binding of the user's files.
        let defaults = defaultLayers
        let reports = { (loss: SequenceLoss) in
            (!usersOnly || !defaults.contains(loss.decider.layer)) && (only.map { $0 == loss.decider.order } ?? true)
        }
        // Each stack is resolved once for the loser.
        var lossAt: [Int: SequenceLoss?] = [:]
        // The first stack of `entries`' contexts where the loser loses as `accepts` asks.
        func first(
            _ entries: [KeymapIndex.Entry], _ accepts: (SequenceLoss) -> Bool
        ) -> (SequenceLoss, [ContextStackEntry])? {
            let key = StacksKey(predicates: entries.map(\.predicate), filler: filler)
            let ids = stacksOf.ids(key) { oracle.stacks(entries, filler: filler) }
            for id in ids {
                let stack = stacksOf.stacks[id]
                let found = lossAt[id] ?? loss(at: stack, inputs, depths: &stacksOf.depths[id])
                lossAt[id] = found
                if let found, accepts(found) { return (found, stack) }
            }
            return nil
        }
        // A seed that decides itself first, so the finding names the binding that made the
        // stack a witness; then whatever decides in a seed's stacks.
        for decidedBySeed in [true, false] {
            for seed in seeds {
                let pair = seed.binding.sequence.count < keys.count ? [seed, loser] : [loser, seed]
                let accepts = { (loss: SequenceLoss) in
                    (!decidedBySeed || loss.decider.order == seed.order) && reports(loss)
                }
                if let found = first(pair, accepts) { return found }
            }
        }
        let helpers = relevant.filter { entry in
            guard entry.order != loser.order else { return false }
            if case .command = entry.binding.action, !isPassedOver(entry) {
                let other = entry.binding.sequence.chords
                return other.count < keys.count && keys.starts(with: other)
            }
            return true
        }
        var tried: Set<[Int32]> = []
        for seed in seeds {
            let pair = seed.binding.sequence.count < keys.count ? [seed, loser] : [loser, seed]
            for helper in helpers where helper.order != seed.order {
                // Contexts already tried together for this loser found nothing.
                guard tried.insert((pair + [helper]).map(\.predicate)).inserted else { continue }
                if let found = first(pair + [helper], reports) { return found }
            }
        }
        return nil
    }

    /// A loser's keys and the bindings that start with its first chord, sorted once by the
    /// inputs on its way (its keys' prefixes, and the keys themselves) that they match exactly
    /// or continue.
    struct LoserInputs {
        var loser: KeymapIndex.Entry
        var relevant: [KeymapIndex.Entry]
        var isPassedOver: [Bool]
        /// Per input length (1 ... the keys' count): indices into `relevant`.
        var exact: [[Int]]
        var continuing: [[Int]]

        init(_ loser: KeymapIndex.Entry, _ relevant: [KeymapIndex.Entry], isPassedOver: (KeymapIndex.Entry) -> Bool) {
            self.loser = loser
            self.relevant = relevant
            self.isPassedOver = relevant.map(isPassedOver)
            let keys = loser.binding.sequence.chords
            exact = Array(repeating: [], count: keys.count + 1)
            continuing = exact
            for (i, entry) in relevant.enumerated() {
                let other = entry.binding.sequence.chords
                var common = 0
                while common < min(other.count, keys.count), other[common] == keys[common] { common += 1 }
                for length in stride(from: 1, through: common, by: 1) {
                    if other.count == length { exact[length].append(i) } else { continuing[length].append(i) }
                }
            }
        }
    }

    /// How the loser is kept from firing in `stack`, by ``InputResolution`` over every binding
    /// that starts with its first chord; nil when it fires there at once or does not win its
    /// keys.
    func loss(
        at stack: [ContextStackEntry], _ inputs: LoserInputs, depths: inout [Int32: Int32?]
    ) -> SequenceLoss? {
        let loser = inputs.loser
        let keys = loser.binding.sequence
        func weighed(_ i: Int) -> InputResolution.Weighed? {
            let entry = inputs.relevant[i]
            let depth: Int32?
            if let known = depths[entry.predicate] {
                depth = known
            } else {
                let clause = index.predicates[Int(entry.predicate)] ?? .constant(true)
                depth = clause.stackDepth(in: stack).map { Int32($0) }
                depths[entry.predicate] = depth
            }
            return depth.map {
                InputResolution.Weighed(entry: entry, layer: 0, depth: $0, isPassedOver: inputs.isPassedOver[i])
            }
        }
        func resolve(_ length: Int) -> InputResolution {
            InputResolution.resolve(
                exact: inputs.exact[length].compactMap(weighed),
                continuing: inputs.continuing[length].compactMap(weighed),
                rules: rules)
        }
        let own = resolve(keys.count)
        guard own.match?.order == loser.order else { return nil }
        let (stop, resolution) = KeymapIndex.resolveSequence(keys) { $0.count == keys.count ? own : resolve($0.count) }
        guard let length = stop else { return resolution.pending.map { .longerWaits($0) } }
        if let fires = resolution.fires, fires.order > loser.order { return .shorterFires(fires) }
        // The loser's own keys are out of the pending set: the latest binding on them here is
        // a null or unbind.
        let latest = inputs.exact[keys.count].compactMap(weighed).max { $0.entry.order < $1.entry.order }
        guard let latest, latest.entry.order > loser.order else { return nil }
        return .cancelled(latest.entry, prefix: KeySequence(Array(keys.chords[0..<length])))
    }

    /// Whether `loss` holds wherever the loser applies, proved on the clauses: the decider
    /// applies wherever the loser does, and no other binding on the keys that applies with the
    /// loser can change what Zed does. A shorter binding that fires: every other binding of its
    /// keys (but a default's null, which Zed passes over) is an action later than the loser,
    /// and every action continuing them is earlier than all of those. A longer one that waits:
    /// no null or unbind on its keys is later than it. A cancelled sequence is always a note.
    mutating func isCovered(
        _ loser: KeymapIndex.Entry, by loss: SequenceLoss, _ relevant: [KeymapIndex.Entry]
    ) -> Bool {
        let decider = loss.decider
        if case .cancelled = loss { return false }
        guard oracle.covers(decider, loser) else { return false }
        let keys = decider.binding.sequence.chords
        var others: [KeymapIndex.Entry] = []
        for other in relevant where other.order != loser.order && other.order != decider.order {
            let chords = other.binding.sequence.chords
            guard chords.starts(with: keys) || keys.starts(with: chords), chords.count >= keys.count else { continue }
            if oracle.witness(other, loser, tied: false) != nil { others.append(other) }
        }
        func isAction(_ entry: KeymapIndex.Entry) -> Bool {
            if case .command = entry.binding.action { true } else { false }
        }
        guard case .shorterFires = loss else {
            // Nothing takes the longer binding's keys out of the pending input after it.
            return !others.contains { $0.binding.sequence.chords == keys && !isAction($0) && $0.order > decider.order }
        }
        // Whatever matches the shorter keys is an action later than the loser, and every
        // action that continues them is earlier than all of those.
        // (A default's null on them is passed over by the walk.)
        let exact = others.filter { $0.binding.sequence.chords == keys && !isPassedOver($0) }
        guard exact.allSatisfy({ isAction($0) && $0.order > loser.order }) else { return false }
        let earliestMatch = exact.map(\.order).min().map { min($0, decider.order) } ?? decider.order
        return others.allSatisfy { $0.binding.sequence.chords == keys || !isAction($0) || $0.order < earliestMatch }
    }

    /// A binding Zed does not reach because a later null or unbind on its keys takes them out
    /// of the pending input at `prefix` (Zed's pending loop in `bindings_for_input`).
    private func reportCancelled(
        _ loser: KeymapIndex.Entry, _ by: KeymapIndex.Entry, _ prefix: KeySequence, _ witness: String,
        _ report: inout KeymapAnalysis.Reporter
    ) {
        let (l, c) = (loser.binding, by.binding)
        let file = file(loser)
        let words = keys(l).split(separator: " ")
        let shown =
            words.count == l.sequence.count ? words.prefix(prefix.count).joined(separator: " ") : prefix.canonical
        report.add(
            .note, file, l.keyPosition, fallback: l.position,
            length: report.keyText(of: l, in: file)?.count ?? keys(l).count,
            "'\(keys(l))' → '\(l.actionSource)' is unreachable where both apply, as \(witness): '\(keys(c))' → '\(c.actionSource)' (\(location(by))) is later, so \(rules.name) takes these keys out of its pending input at '\(shown)' and does not wait for the next chord",
            rule: KeymapRule.sequenceUnreachable.id, finding: finding([loser, by], witness: witness))
    }
}
