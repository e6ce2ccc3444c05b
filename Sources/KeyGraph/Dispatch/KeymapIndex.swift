/// The layered keymaps compiled for dispatch: a trie of chords whose nodes hold
/// their candidate bindings, with every distinct `when` clause compiled once.
///
/// A keystroke costs one hash lookup plus a scan of that node's candidates; it
/// does not depend on how many bindings the keymap holds.
package struct KeymapIndex: Sendable {
    /// A binding as dispatch sees it.
    package struct Entry: Sendable, Hashable {
        package var binding: KeymapBinding
        /// The layer it came from (0 = lowest).
        package var layer: Int32
        /// Its order across all layers (later = higher).
        package var order: Int32
        /// Index into ``predicates``; 0 is "no when clause".
        package var predicate: Int32
    }

    /// Per entry, where its binding is: the entry refers to it instead of copying it
    /// (a binding is most of an index's memory). See ``entries``.
    private(set) var bindingRefs: [BindingRef] = []
    /// Whether dispatch remembers each node shape's answer in the live set (see ``NodeAnswer``).
    private(set) var remembersAnswers = true
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
        /// A `null` the editor passes over: one of Zed's default keymap
        /// (``KeymapRules/defaultNullsBlock``). It neither fires nor blocks.
        var isPassedOver = false
    }
    private(set) var ranks: [Rank] = []
    /// Distinct `when` clauses; slot 0 is nil (always live). A clause of a layer whose
    /// dialect evaluates on a context stack is evaluated there (``WhenClause/stackDepth(in:)``):
    /// see ``predicateUsesContextStack``.
    package private(set) var predicates: [WhenClause?] = [nil]
    /// Per predicate, whether it is evaluated on a context stack
    /// (``KeymapRules/Evaluation/contextStack``; a nil one there is a section without a
    /// context: as deep as the stack).
    package private(set) var predicateUsesContextStack: [Bool] = [false]
    /// The trie, in flat arrays (node 0 is the root): one allocation per array rather
    /// than three per node, which is most of what building 100,000 bindings cost.
    var trie = Trie()

    package let layers: [Keymap]
    /// Removal bindings (`-command`) that matched nothing: the keymap's file and layer, and the binding.
    package private(set) var unmatchedRemovals: [(file: String, layer: Int, binding: KeymapBinding)] = []
    /// Bindings a higher layer's `-command` removed, by the sequence they were bound to.
    package private(set) var removed: [KeySequence: [Removal]] = [:]

    /// A binding taken out by a removal, kept so `explain` can say why it does not fire.
    package struct Removal: Sendable, Hashable {
        package var entry: Entry
        /// The file and binding of the removal that took it out.
        package var file: String
        package var removal: KeymapBinding
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
    package init(layers: [Keymap]) {
        self.layers = layers
        var table = PredicateTable()
        let total = layers.reduce(0) { $0 + $1.bindings.count }
        // Every binding that is not a removal, in order (its place here is its order), with
        // its predicate.
        var all: [BindingRef] = []
        var allPredicates: [Int32] = []
        all.reserveCapacity(total)
        allPredicates.reserveCapacity(total)
        var isRemoved: [Bool] = []
        var byCommand: [String: [Int]] = [:]
        // Without removals (the common case) no per-command bookkeeping is needed.
        let hasRemovals = layers.contains { $0.bindings.contains(where: \.isRemoval) }
        // Each layer's dialect's rules, read once per layer rather than per binding.
        let rules = layers.map(\.dialect.rules)
        for (layerNumber, keymap) in layers.enumerated() {
            let layer = Int32(layerNumber)
            let onStack = rules[layerNumber].evaluation.usesContextStack
            let removesByListedChords = rules[layerNumber].removalComparesListedChords
            for bindingNumber in keymap.bindings.indices {
                // Each binding read in place; only a removal (rare) takes a copy of its binding.
                if case .remove(let command) = keymap.bindings[bindingNumber].action {
                    let binding = keymap.bindings[bindingNumber]
                    var matched = false
                    let normalizedWhen = binding.when?.normalized
                    for i in byCommand[command] ?? [] where !isRemoved[i] && all[i].layer < layer {
                        let target = layers[Int(all[i].layer)].bindings[Int(all[i].binding)]
                        if !binding.sequence.isEmpty, target.sequence != binding.sequence {
                            guard removesByListedChords, target.sequence.chords.starts(with: binding.sequence.chords)
                            else { continue }
                        }
                        if let normalizedWhen, target.when?.normalized != normalizedWhen { continue }
                        isRemoved[i] = true
                        matched = true
                        let entry = Entry(
                            binding: target, layer: all[i].layer, order: Int32(i), predicate: allPredicates[i])
                        removed[target.sequence, default: []].append(
                            Removal(entry: entry, file: keymap.file, removal: binding))
                    }
                    if !matched { unmatchedRemovals.append((keymap.file, layerNumber, binding)) }
                    continue
                }
                let predicate = table.id(
                    for: keymap.bindings[bindingNumber].when, source: keymap.bindings[bindingNumber].whenSource,
                    onStack: onStack)
                if hasRemovals, let id = keymap.bindings[bindingNumber].commandID {
                    byCommand[id, default: []].append(all.count)
                }
                all.append(BindingRef(layer: layer, binding: Int32(bindingNumber)))
                allPredicates.append(predicate)
                if hasRemovals { isRemoved.append(false) }
            }
        }
        predicates = table.predicates
        predicateUsesContextStack = table.onStack
        let rankLayers = Self.rankLayers(layers, rules)
        let kept = hasRemovals ? isRemoved.reduce(0) { $0 + ($1 ? 0 : 1) } : all.count
        precondition(kept <= NodeAnswer.maximumEntries, "more bindings than an index holds")
        remembersAnswers = kept <= NodeAnswer.maximumRemembered
        ranks.reserveCapacity(kept)
        if hasRemovals { bindingRefs.reserveCapacity(kept) }
        for (order, ref) in all.enumerated() where !hasRemovals || !isRemoved[order] {
            let keymap = layers[Int(ref.layer)]
            let action = keymap.bindings[Int(ref.binding)].action
            let isUnbind = if case .unbind = action { true } else { false }
            let passedOver = action == .block && keymap.isEditorDefaults && !rules[Int(ref.layer)].defaultNullsBlock
            ranks.append(
                Rank(
                    layer: rankLayers[Int(ref.layer)], order: Int32(order), predicate: allPredicates[order],
                    isBlock: action == .block && !passedOver,
                    ranksByDepth: rules[Int(ref.layer)].precedence == .depthThenOrder, isUnbind: isUnbind,
                    isPassedOver: passedOver))
            if hasRemovals { bindingRefs.append(ref) }
        }
        if !hasRemovals { bindingRefs = all }
        trie = Trie(bindingRefs, ranks, in: layers)
    }

    /// The layer each layer ranks as. Zed's layers next to each other rank as one list, as
    /// Zed ranks its default and user keymaps: by context depth first, then order.
    private static func rankLayers(_ layers: [Keymap], _ rules: [KeymapRules]) -> [Int32] {
        var rankLayers: [Int32] = []
        for (i, keymap) in layers.enumerated() {
            let joins = i > 0 && rules[i].ranksNeighbouringLayersTogether && layers[i - 1].dialect == keymap.dialect
            rankLayers.append(joins ? rankLayers[i - 1] : Int32(i))
        }
        return rankLayers
    }

    /// Warnings for removals that removed nothing, located at the removal's command.
    ///
    /// - Complexity: O(n + r) for n bindings and r removals that matched nothing.
    package var removalWarnings: [Diagnostic] {
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

    /// The child of `node` reached by `chord`, if any.
    @inline(__always) func child(of node: Int32, _ chord: KeyboardShortcut) -> Int32? {
        trie.edges[Trie.edge(node, chord.code)]
    }

    /// The trie node where `sequence` ends, if any binding passes through it (the root
    /// for the empty sequence): the one walk every query by sequence takes.
    ///
    /// - Complexity: O(k) in the chords of `sequence`.
    func node(for sequence: KeySequence) -> Int32? {
        var node: Int32 = 0
        for chord in sequence.chords {
            guard let next = child(of: node, chord) else { return nil }
            node = next
        }
        return node
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
            if specificity == Int32.min || rank.isPassedOver { continue }
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
            let entry = self.entry(candidate)
            if ranks[Int(candidate)].isPassedOver { continue }
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
}
