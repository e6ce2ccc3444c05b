extension KeymapIndex {
    /// Which predicates hold in a context, and how specifically: one evaluation
    /// per distinct `when` clause, done when focus changes, not per keystroke.
    ///
    /// It also remembers what dispatch found for each node shape it reached (see
    /// ``answer(at:_:)``) until the focus changes, so a chord is one edge lookup and one
    /// read. Two live sets are equal when the same predicates hold, whatever they remember.
    package struct LiveSet: Sendable, Hashable {
        /// Per predicate: its specificity, or `Int32.min` when false.
        var specificity: [Int32]
        /// Per node shape (``Trie/shapeOf``), `generation << 24 | NodeAnswer.raw`; a slot of
        /// another generation is unknown. Empty until dispatch first asks.
        var answers: [UInt32] = []
        /// Bumped by ``KeymapIndex/refresh(_:in:)``, which forgets every answer at once.
        var generation: UInt32 = 1

        @inline(__always) func isLive(_ predicate: Int32) -> Bool { specificity[Int(predicate)] != Int32.min }

        package static func == (a: Self, b: Self) -> Bool { a.specificity == b.specificity }
        package func hash(into hasher: inout Hasher) { hasher.combine(specificity) }
    }

    /// Evaluates every distinct `when` clause against `context`.
    ///
    /// - Complexity: O(p) in the number of distinct clauses.
    package func liveSet(in context: KeyContext) -> LiveSet {
        var specificity: [Int32] = []
        specificity.reserveCapacity(predicates.count)
        evaluate(in: context, into: &specificity)
        return LiveSet(specificity: specificity)
    }

    /// Evaluates every distinct `when` clause against `context` into `live`, which forgets
    /// what dispatch found under the old focus but keeps its storage: a focus change costs
    /// the clauses' evaluation, not the trie's size.
    ///
    /// - Complexity: O(p) in the number of distinct clauses.
    package func refresh(_ live: inout LiveSet, in context: KeyContext) {
        live.specificity.removeAll(keepingCapacity: true)
        evaluate(in: context, into: &live.specificity)
        live.generation += 1
        if live.generation > NodeAnswer.lastGeneration {
            // After 255 focus changes: forget by clearing, once in 255.
            live.generation = 1
            for i in live.answers.indices { live.answers[i] = 0 }
        }
    }

    private func evaluate(in context: KeyContext, into specificity: inout [Int32]) {
        let stack = predicateUsesContextStack.contains(true) ? context.contextStack : []
        for (clause, onStack) in zip(predicates, predicateUsesContextStack) {
            if onStack {
                specificity.append((clause ?? .constant(true)).stackDepth(in: stack).map { Int32($0) } ?? Int32.min)
            } else if let clause {
                specificity.append(clause.evaluate(in: context).map { Int32($0) } ?? Int32.min)
            } else {
                specificity.append(-1)
            }
        }
    }

    /// What dispatch needs to know of a trie node in a focus: which of its candidates wins
    /// (as a position among them: the same in every node of its shape), whether that is a
    /// `null` binding, and whether a live binding continues past it.
    ///
    /// The flags take the low two bits and the position (plus one) the rest, so an index of
    /// up to 2²² entries has answers of 24 bits, which the live set remembers in four bytes
    /// a shape together with an 8-bit generation (see ``answer(at:_:)``).
    struct NodeAnswer {
        var raw: UInt32

        private static let continuesBit: UInt32 = 1
        private static let blockBit: UInt32 = 2
        /// The most entries an index holds: a position (plus one) must fit 30 bits.
        static let maximumEntries = Int(UInt32.max >> 2) - 1
        /// The most entries whose answers the live set remembers: an answer must fit 24 bits.
        /// A larger index finds every answer afresh.
        static let maximumRemembered = Int(rememberedMask >> 2) - 1
        static let rememberedMask: UInt32 = 0xFF_FFFF
        /// Generations take the top byte of a remembered answer.
        static let lastGeneration: UInt32 = 0xFF

        init(raw: UInt32) { self.raw = raw }

        init(winner: Int32?, isBlock: Bool, continues: Bool) {
            raw = winner.map { (UInt32($0) + 1) << 2 } ?? 0
            if isBlock { raw |= Self.blockBit }
            if continues { raw |= Self.continuesBit }
        }

        /// The winner's position among the node's candidates.
        var winner: Int32? { raw >> 2 == 0 ? nil : Int32(raw >> 2) - 1 }
        var isBlock: Bool { raw & Self.blockBit != 0 }
        var continues: Bool { raw & Self.continuesBit != 0 }
    }

    /// The edge from `node` by `chord`: the child reached, if any, and its shape.
    @inline(__always) func edge(from node: Int32, _ chord: KeyboardShortcut) -> EdgeTable.Edge? {
        trie.edges.edge(Trie.edge(node, chord.code))
    }

    /// The answer at the node `edge` leads to, as ``bestLive(at:_:)`` and
    /// ``hasLiveContinuation(at:_:)`` say (the winner as its position among the node's
    /// candidates: see ``candidate(of:at:)``), remembered in `live` for the node's shape
    /// until its focus changes.
    ///
    /// - Complexity: O(1) when remembered, else O(c + p) in the node's candidates and
    ///   the distinct predicates below it.
    @inline(__always) func answer(at edge: EdgeTable.Edge, _ live: inout LiveSet) -> NodeAnswer {
        let slot = Int(edge.shape)
        if slot < live.answers.count {
            let known = live.answers[slot]
            if known >> 24 == live.generation { return NodeAnswer(raw: known & NodeAnswer.rememberedMask) }
        }
        return findAnswer(shape: edge.shape, &live)
    }

    /// The answer at `node` (see ``answer(at:_:)``).
    func answer(at node: Int32, _ live: inout LiveSet) -> NodeAnswer {
        answer(at: EdgeTable.Edge(child: node, shape: trie.shapeOf[Int(node)]), &live)
    }

    /// The entry at `position` among `node`'s candidates: an answer's winner.
    @inline(__always) func candidate(of node: Int32, at position: Int32) -> Int32 {
        trie.candidates[Int(trie.candidateStart[Int(node)]) &+ Int(position)]
    }

    /// Finds the answer of `shape` at its representative node, which every node of the
    /// shape shares.
    @inline(never) private func findAnswer(shape: Int32, _ live: inout LiveSet) -> NodeAnswer {
        let node = trie.representatives[Int(shape)]
        let best = bestLive(at: node, live)
        let candidates = trie.candidates(of: node)
        let position = best.flatMap { candidates.firstIndex(of: $0) }.map { Int32($0 - candidates.startIndex) }
        let answer = NodeAnswer(
            winner: position, isBlock: best.map { isBlock($0) } ?? false,
            continues: hasLiveContinuation(at: node, live))
        guard remembersAnswers else { return answer }
        if live.answers.count != trie.representatives.count {
            live.answers = [UInt32](repeating: 0, count: trie.representatives.count)
        }
        live.answers[Int(shape)] = live.generation << 24 | answer.raw
        return answer
    }
}
