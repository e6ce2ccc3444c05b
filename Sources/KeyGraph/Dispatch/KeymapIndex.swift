/// The layered keymaps compiled for dispatch: a trie of chords whose nodes hold
/// their candidate bindings, with every distinct `when` clause compiled once.
///
/// A keystroke costs one hash lookup plus a scan of that node's candidates; it
/// does not depend on how many bindings the keymap holds.
package struct KeymapIndex: Sendable {
    /// A binding as dispatch sees it.
    public struct Entry: Sendable, Hashable {
        public var binding: KeymapBinding
        /// The layer it came from (0 = lowest).
        public var layer: Int32
        /// Its order across all layers (later = higher).
        public var order: Int32
        /// Index into ``predicates``; 0 is "no when clause".
        public var predicate: Int32
    }

    public private(set) var entries: [Entry] = []
    /// What dispatch needs of each entry, as plain values: a keystroke ranks
    /// candidates without copying bindings (and their strings and arrays).
    struct Rank: Sendable {
        /// The layer as ranked: neighbouring Zed layers share one.
        var layer: Int32
        var order: Int32
        var predicate: Int32
        var isBlock: Bool
        /// Whether the layer ranks its bindings by context depth (KeyGraph's and Zed's rule);
        /// VS Code's layers rank by order alone.
        var ranksByDepth: Bool
        /// A Zed `unbind`: bindings of its command that rank below it do not fire.
        var isUnbind: Bool
    }
    private(set) var ranks: [Rank] = []
    /// Distinct `when` clauses; slot 0 is nil (always live). A clause of a Zed layer is
    /// evaluated as Zed does (``WhenClause/zedDepth(in:)``): see ``predicateIsZed``.
    public private(set) var predicates: [WhenClause?] = [nil]
    /// Per predicate, whether it is evaluated by Zed's rules (a nil Zed predicate is a
    /// section without a context: as deep as the stack).
    public private(set) var predicateIsZed: [Bool] = [false]
    /// The trie, in flat arrays (node 0 is the root): one allocation per array rather
    /// than three per node, which is most of what building 100,000 bindings cost.
    var trie = Trie()

    public let layers: [Keymap]
    /// Removal bindings (`-command`) that matched nothing: the keymap's file and layer, and the binding.
    public private(set) var unmatchedRemovals: [(file: String, layer: Int, binding: KeymapBinding)] = []
    /// Bindings a higher layer's `-command` removed, by the sequence they were bound to.
    public private(set) var removed: [KeySequence: [Removal]] = [:]

    /// A binding taken out by a removal, kept so `explain` can say why it does not fire.
    public struct Removal: Sendable, Hashable {
        public var entry: Entry
        /// The file and binding of the removal that took it out.
        public var file: String
        public var removal: KeymapBinding
    }

    /// Compiles `layers`, lowest first.
    ///
    /// A `-command` removal takes out the bindings of lower layers that fire the
    /// command, restricted to its key when it has one (in a VS Code layer, to the keys
    /// that start with the chords it lists) and to an equivalent `when` clause when it
    /// has one (VS Code's rules).
    ///
    /// - Complexity: O(n · k) for n bindings of at most k chords, plus, per removal,
    ///   the number of bindings of the command it names.
    public init(layers: [Keymap]) {
        self.layers = layers
        var table = PredicateTable()
        var all: [Entry] = []
        all.reserveCapacity(layers.reduce(0) { $0 + $1.bindings.count })
        var isRemoved: [Bool] = []
        var byCommand: [String: [Int]] = [:]
        var order: Int32 = 0
        // Without removals (the common case) no per-command bookkeeping is needed.
        let hasRemovals = layers.contains {
            $0.bindings.contains { if case .remove = $0.action { true } else { false } }
        }
        // Each layer's dialect's rules, read once per layer rather than per binding.
        let rules = layers.map(\.dialect.rules)
        for (layerNumber, keymap) in layers.enumerated() {
            let layer = Int32(layerNumber)
            let isZed = rules[layerNumber].evaluation == .zedStack
            let removesByListedChords = rules[layerNumber].removalComparesListedChords
            for binding in keymap.bindings {
                if case .remove(let command) = binding.action {
                    var matched = false
                    let normalizedWhen = binding.when?.normalized
                    for i in byCommand[command] ?? [] where !isRemoved[i] && all[i].layer < layer {
                        let entry = all[i]
                        if !binding.sequence.isEmpty, entry.binding.sequence != binding.sequence {
                            guard removesByListedChords,
                                entry.binding.sequence.chords.starts(with: binding.sequence.chords)
                            else { continue }
                        }
                        if let normalizedWhen, entry.binding.when?.normalized != normalizedWhen { continue }
                        isRemoved[i] = true
                        matched = true
                        removed[entry.binding.sequence, default: []].append(
                            Removal(entry: entry, file: keymap.file, removal: binding))
                    }
                    if !matched { unmatchedRemovals.append((keymap.file, layerNumber, binding)) }
                    continue
                }
                let predicate = table.id(for: binding, isZed: isZed)
                if hasRemovals, let id = binding.commandID { byCommand[id, default: []].append(all.count) }
                all.append(Entry(binding: binding, layer: layer, order: order, predicate: predicate))
                if hasRemovals { isRemoved.append(false) }
                order += 1
            }
        }
        if hasRemovals {
            entries.reserveCapacity(all.count)
            for (i, entry) in all.enumerated() where !isRemoved[i] { entries.append(entry) }
        } else {
            entries = all
        }
        predicates = table.predicates
        predicateIsZed = table.isZed
        // Zed's layers next to each other rank as one list, as Zed ranks its default and user
        // keymaps: by context depth first, then order.
        var rankLayers: [Int32] = []
        for (i, keymap) in layers.enumerated() {
            let joins = i > 0 && rules[i].ranksNeighbouringLayersTogether && layers[i - 1].dialect == keymap.dialect
            rankLayers.append(joins ? rankLayers[i - 1] : Int32(i))
        }
        ranks = entries.map {
            let isUnbind = if case .unbind = $0.binding.action { true } else { false }
            return Rank(
                layer: rankLayers[Int($0.layer)], order: $0.order, predicate: $0.predicate,
                isBlock: $0.binding.action == .block,
                ranksByDepth: rules[Int($0.layer)].precedence == .depthThenOrder,
                isUnbind: isUnbind)
        }
        trie = Trie(entries)
    }

    /// Warnings for removals that removed nothing, located at the removal's command.
    ///
    /// - Complexity: O(n + r) for n bindings and r removals that matched nothing.
    public var removalWarnings: [Diagnostic] {
        guard !unmatchedRemovals.isEmpty else { return [] }
        // The first binding of each command, per layer, for the hint.
        var firstByCommand: [String: [(layer: Int32, binding: KeymapBinding)]] = [:]
        for entry in entries {
            guard let id = entry.binding.commandID else { continue }
            if firstByCommand[id]?.contains(where: { $0.layer == entry.layer }) != true {
                firstByCommand[id, default: []].append((entry.layer, entry.binding))
            }
        }
        return unmatchedRemovals.map { file, layer, binding in
            let command = binding.namedCommand ?? ""
            var message = "'-\(command)' removes nothing: no lower layer binds '\(command)'"
            if !binding.sequence.isEmpty { message += " to \(binding.sequence.canonical)" }
            if let when = binding.when { message += " when \(when)" }
            var hint: String? = nil
            if let other = firstByCommand[command]?.first(where: { $0.layer < Int32(layer) })?.binding {
                hint =
                    "'\(command)' is bound to \(other.sequence.canonical)"
                    + (other.whenSource.map { " when \($0)" } ?? "")
            }
            return Diagnostic(
                .warning, file: file, position: binding.commandPosition ?? binding.position,
                length: binding.commandPosition == nil ? 1 : command.count + 3, message: message, hint: hint)
        }
    }

    /// Which predicates hold in a context, and how specifically: one evaluation
    /// per distinct `when` clause, done when focus changes, not per keystroke.
    public struct LiveSet: Sendable, Hashable {
        /// Per predicate: its specificity, or `Int32.min` when false.
        var specificity: [Int32]

        @inline(__always) func isLive(_ predicate: Int32) -> Bool { specificity[Int(predicate)] != Int32.min }
    }

    /// Evaluates every distinct `when` clause against `context`.
    ///
    /// - Complexity: O(p) in the number of distinct clauses.
    public func liveSet(in context: KeyContext) -> LiveSet {
        let stack = predicateIsZed.contains(true) ? context.zedStack : []
        var specificity: [Int32] = []
        specificity.reserveCapacity(predicates.count)
        for (clause, isZed) in zip(predicates, predicateIsZed) {
            if isZed {
                specificity.append((clause ?? .constant(true)).zedDepth(in: stack).map { Int32($0) } ?? Int32.min)
            } else if let clause {
                specificity.append(clause.evaluate(in: context).map { Int32($0) } ?? Int32.min)
            } else {
                specificity.append(-1)
            }
        }
        return LiveSet(specificity: specificity)
    }

    /// The child of `node` reached by `chord`, if any.
    @inline(__always) func child(of node: Int32, _ chord: KeyboardShortcut) -> Int32? {
        trie.edges[Trie.edge(node, chord.code)]
    }

    /// The winning live entry at `node`: higher layer, then deeper context, then later.
    ///
    /// - Complexity: O(c) in the node's candidates.
    func bestLive(at node: Int32, _ live: LiveSet) -> Int32? {
        var best: Int32? = nil
        var bestKey = (Int32.min, Int32.min, Int32.min)
        var unbinds = false
        for candidate in trie.candidates(of: node) {
            let rank = ranks[Int(candidate)]
            let specificity = live.specificity[Int(rank.predicate)]
            if specificity == Int32.min { continue }
            unbinds = unbinds || rank.isUnbind
            let key = (rank.layer, rank.ranksByDepth ? specificity : 0, rank.order)
            if best == nil || key > bestKey {
                best = candidate
                bestKey = key
            }
        }
        return unbinds ? bestLiveAfterUnbinds(at: node, live) : best
    }

    /// The winner in precedence order, where a live Zed `unbind` takes out the bindings of its
    /// command that rank below it (as Zed's keymap does).
    func bestLiveAfterUnbinds(at node: Int32, _ live: LiveSet) -> Int32? {
        var unbound: [String] = []
        for candidate in liveInPrecedenceOrder(at: node, live) {
            let entry = entries[Int(candidate)]
            switch entry.binding.action {
            case .unbind(let command): unbound.append(command)
            case .command(let id) where unbound.contains(id): continue
            default: return candidate
            }
        }
        return nil
    }

    /// The live candidates at `node`, winner first.
    func liveInPrecedenceOrder(at node: Int32, _ live: LiveSet) -> [Int32] {
        trie.candidates(of: node).filter { live.isLive(ranks[Int($0)].predicate) }.sorted { a, b in
            rankKey(a, live) > rankKey(b, live)
        }
    }

    /// An entry's precedence: its layer, then (unless its layer is VS Code's) its context
    /// depth, then its order.
    func rankKey(_ entry: Int32, _ live: LiveSet) -> (Int32, Int32, Int32) {
        let rank = ranks[Int(entry)]
        return (rank.layer, rank.ranksByDepth ? live.specificity[Int(rank.predicate)] : 0, rank.order)
    }

    /// Whether entry `entry` is a `null` binding (blocks the keys, fires nothing).
    @inline(__always) func isBlock(_ entry: Int32) -> Bool { ranks[Int(entry)].isBlock }

    /// Whether any live binding continues past `node`.
    func hasLiveContinuation(at node: Int32, _ live: LiveSet) -> Bool {
        for predicate in trie.below(node) where live.isLive(predicate) { return true }
        return false
    }

    /// Every entry bound to exactly `sequence`, in precedence order (winner first) for `context`.
    public func candidates(for sequence: KeySequence) -> [Entry] {
        var node: Int32 = 0
        for chord in sequence.chords {
            guard let next = child(of: node, chord) else { return [] }
            node = next
        }
        return trie.candidates(of: node).map { entries[Int($0)] }
    }

    /// Whether `sequence` starts at least one bound sequence that is live.
    public func isPrefix(_ sequence: KeySequence, live: LiveSet) -> Bool {
        var node: Int32 = 0
        for chord in sequence.chords {
            guard let next = child(of: node, chord) else { return false }
            node = next
        }
        return hasLiveContinuation(at: node, live)
    }
}
