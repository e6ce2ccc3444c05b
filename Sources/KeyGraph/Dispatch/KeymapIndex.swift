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
        var layer: Int32
        var order: Int32
        var predicate: Int32
        var isBlock: Bool
    }
    private(set) var ranks: [Rank] = []
    /// Distinct `when` clauses; slot 0 is nil (always live).
    public private(set) var predicates: [WhenClause?] = [nil]
    /// The trie, in flat arrays (node 0 is the root): one allocation per array rather
    /// than three per node, which is most of what building 100,000 bindings cost.
    var trie = Trie()

    struct Trie: Sendable {
        /// Edges: `parent << 32 | chord code` → child.
        var edges: [UInt64: Int32] = [:]
        /// Per node, its first child and next sibling (-1: none), to walk the trie below a node.
        var firstChild: [Int32] = [-1]
        var nextSibling: [Int32] = [-1]
        /// Entries whose sequence ends at node n: `candidates[candidateStart[n]..<candidateStart[n + 1]]`.
        var candidateStart: [Int32] = [0, 0]
        var candidates: [Int32] = []
        /// The distinct predicates of entries strictly below node n, laid out the same way.
        var belowStart: [Int32] = [0, 0]
        var below: [Int32] = []

        var count: Int { firstChild.count }

        /// A trie of just the root.
        init() {}

        @inline(__always) static func edge(_ node: Int32, _ code: UInt32) -> UInt64 {
            UInt64(UInt32(bitPattern: node)) << 32 | UInt64(code)
        }

        @inline(__always) func candidates(of node: Int32) -> ArraySlice<Int32> {
            candidates[Int(candidateStart[Int(node)])..<Int(candidateStart[Int(node) + 1])]
        }

        @inline(__always) func below(_ node: Int32) -> ArraySlice<Int32> {
            below[Int(belowStart[Int(node)])..<Int(belowStart[Int(node) + 1])]
        }

        /// The children of `node`.
        func children(of node: Int32) -> [Int32] {
            var result: [Int32] = []
            var child = firstChild[Int(node)]
            while child >= 0 {
                result.append(child)
                child = nextSibling[Int(child)]
            }
            return result
        }

        /// Builds the trie of `entries`.
        ///
        /// - Complexity: O(n · k + m log m) for n entries of at most k chords and m = n · k prefixes.
        init(_ entries: [Entry]) {
            var endNode: [Int32] = []
            endNode.reserveCapacity(entries.count)
            // One `node << 32 | predicate` per prefix node of each entry, made distinct below.
            var prefixes: [UInt64] = []
            for entry in entries {
                var node: Int32 = 0
                let predicate = UInt64(UInt32(bitPattern: entry.predicate))
                for chord in entry.binding.sequence.chords {
                    prefixes.append(UInt64(UInt32(bitPattern: node)) << 32 | predicate)
                    let key = Self.edge(node, chord.code)
                    if let next = edges[key] {
                        node = next
                    } else {
                        let next = Int32(firstChild.count)
                        edges[key] = next
                        firstChild.append(-1)
                        nextSibling.append(firstChild[Int(node)])
                        firstChild[Int(node)] = next
                        node = next
                    }
                }
                endNode.append(node)
            }
            let nodeCount = firstChild.count
            // Candidates grouped by node, in entry order (a counting sort).
            var start = [Int32](repeating: 0, count: nodeCount + 1)
            for node in endNode { start[Int(node) + 1] += 1 }
            for n in 0..<nodeCount { start[n + 1] += start[n] }
            var fill = start
            candidates = [Int32](repeating: 0, count: entries.count)
            for (i, node) in endNode.enumerated() {
                candidates[Int(fill[Int(node)])] = Int32(i)
                fill[Int(node)] += 1
            }
            candidateStart = start
            // Predicates below each node, each once: grouped by node (a counting sort), then
            // made distinct with a stamp per predicate. Linear, with no hashing.
            var belowStart = [Int32](repeating: 0, count: nodeCount + 1)
            var predicateCount = 1
            for prefix in prefixes {
                belowStart[Int(prefix >> 32) + 1] += 1
                predicateCount = max(predicateCount, Int(UInt32(truncatingIfNeeded: prefix)) + 1)
            }
            for n in 0..<nodeCount { belowStart[n + 1] += belowStart[n] }
            fill = belowStart
            var grouped = [Int32](repeating: 0, count: prefixes.count)
            for prefix in prefixes {
                let node = Int(prefix >> 32)
                grouped[Int(fill[node])] = Int32(bitPattern: UInt32(truncatingIfNeeded: prefix))
                fill[node] += 1
            }
            var stamp = [Int32](repeating: -1, count: predicateCount)
            below.reserveCapacity(prefixes.count)
            for n in 0..<nodeCount {
                let first = below.count
                for predicate in grouped[Int(belowStart[n])..<Int(belowStart[n + 1])]
                where stamp[Int(predicate)] != Int32(n) {
                    stamp[Int(predicate)] = Int32(n)
                    below.append(predicate)
                }
                belowStart[n] = Int32(first)
            }
            belowStart[nodeCount] = Int32(below.count)
            self.belowStart = belowStart
        }
    }
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
    /// command, restricted to its key when it has one and to an equivalent `when`
    /// clause when it has one (VS Code's rules).
    ///
    /// - Complexity: O(n · k) for n bindings of at most k chords, plus, per removal,
    ///   the number of bindings of the command it names.
    public init(layers: [Keymap]) {
        self.layers = layers
        var predicateIDs: [WhenClause: Int32] = [:]
        var predicateBySource: [String: Int32] = [:]
        var all: [Entry] = []
        all.reserveCapacity(layers.reduce(0) { $0 + $1.bindings.count })
        var isRemoved: [Bool] = []
        var byCommand: [String: [Int]] = [:]
        var order: Int32 = 0
        // Without removals (the common case) no per-command bookkeeping is needed.
        let hasRemovals = layers.contains {
            $0.bindings.contains { if case .remove = $0.action { true } else { false } }
        }
        for (layerNumber, keymap) in layers.enumerated() {
            let layer = Int32(layerNumber)
            for binding in keymap.bindings {
                if case .remove(let command) = binding.action {
                    var matched = false
                    let normalizedWhen = binding.when?.normalized
                    for i in byCommand[command] ?? [] where !isRemoved[i] && all[i].layer < layer {
                        let entry = all[i]
                        if !binding.sequence.isEmpty, entry.binding.sequence != binding.sequence { continue }
                        if let normalizedWhen, entry.binding.when?.normalized != normalizedWhen { continue }
                        isRemoved[i] = true
                        matched = true
                        removed[entry.binding.sequence, default: []].append(
                            Removal(entry: entry, file: keymap.file, removal: binding))
                    }
                    if !matched { unmatchedRemovals.append((keymap.file, layerNumber, binding)) }
                    continue
                }
                var predicate: Int32 = 0
                if let when = binding.when {
                    // The same text is the same clause: a string hash is cheaper than a tree's.
                    if let source = binding.whenSource, let id = predicateBySource[source] {
                        predicate = id
                    } else {
                        if let id = predicateIDs[when] {
                            predicate = id
                        } else {
                            predicate = Int32(predicates.count)
                            predicates.append(when)
                            predicateIDs[when] = predicate
                        }
                        if let source = binding.whenSource { predicateBySource[source] = predicate }
                    }
                }
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
        ranks = entries.map {
            Rank(layer: $0.layer, order: $0.order, predicate: $0.predicate, isBlock: $0.binding.action == .block)
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
        LiveSet(
            specificity: predicates.map { clause in
                guard let clause else { return -1 }
                return clause.evaluate(in: context).map { Int32($0) } ?? Int32.min
            })
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
        for candidate in trie.candidates(of: node) {
            let rank = ranks[Int(candidate)]
            let specificity = live.specificity[Int(rank.predicate)]
            if specificity == Int32.min { continue }
            let key = (rank.layer, specificity, rank.order)
            if best == nil || key > bestKey {
                best = candidate
                bestKey = key
            }
        }
        return best
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
