extension KeymapIndex {
    struct Trie: Sendable {
        /// Edges: `parent << 32 | chord code` → child.
        var edges = EdgeTable()
        /// Per node, its first child and next sibling (-1: none), to walk the trie below a node.
        var firstChild: [Int32] = [-1]
        var nextSibling: [Int32] = [-1]
        /// Entries whose sequence ends at node n: `candidates[candidateStart[n]..<candidateStart[n + 1]]`.
        var candidateStart: [Int32] = [0, 0]
        var candidates: [Int32] = []
        /// The distinct predicates of entries strictly below node n, laid out the same way.
        var belowStart: [Int32] = [0, 0]
        var below: [Int32] = []
        /// Per node, its shape: nodes of one shape have the same answer in every focus
        /// (see ``internShapes(_:)``). The edges hold it too, for dispatch.
        var shapeOf: [Int32] = [0]
        /// Per shape, a node of that shape: where its answer is found.
        var representatives: [Int32] = [0]

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

        /// Builds the trie of the entries whose bindings `refs` find in `layers`.
        ///
        /// - Complexity: O(n · k) for n entries of at most k chords.
        init(_ refs: [BindingRef], _ ranks: [Rank], in layers: [Keymap]) {
            var endNode: [Int32] = []
            endNode.reserveCapacity(refs.count)
            // Room for an edge a binding (most bindings are a chord or two) rather than
            // rehashing every edge each time the table doubles; but at most 16,384 edges
            // (512 KiB) up front, since overlapping bindings share their edges (100,000 of
            // them may need 12,000).
            edges = EdgeTable(minimumCapacity: min(refs.count, 1 << 14))
            for ref in refs {
                var node: Int32 = 0
                for chord in layers[Int(ref.layer)].bindings[Int(ref.binding)].sequence.chords {
                    let key = Self.edge(node, chord.code)
                    if let next = edges[key] {
                        node = next
                    } else {
                        let next = Int32(firstChild.count)
                        edges.insert(key, next)
                        firstChild.append(-1)
                        nextSibling.append(firstChild[Int(node)])
                        firstChild[Int(node)] = next
                        node = next
                    }
                }
                endNode.append(node)
            }
            // Exact-sized: grown by doubling, they would hold up to twice the room they use.
            firstChild = firstChild.withUnsafeBufferPointer { Array($0) }
            nextSibling = nextSibling.withUnsafeBufferPointer { Array($0) }
            groupCandidates(endNode)
            collectBelow(ranks)
            internShapes(ranks)
            edges.assignShapes(shapeOf)
        }

        /// Candidates grouped by the node where they end, in entry order (a counting sort).
        private mutating func groupCandidates(_ endNode: [Int32]) {
            let nodeCount = firstChild.count
            var start = [Int32](repeating: 0, count: nodeCount + 1)
            for node in endNode { start[Int(node) + 1] += 1 }
            for n in 0..<nodeCount { start[n + 1] += start[n] }
            var fill = start
            candidates = [Int32](repeating: 0, count: endNode.count)
            for (i, node) in endNode.enumerated() {
                candidates[Int(fill[Int(node)])] = Int32(i)
                fill[Int(node)] += 1
            }
            candidateStart = start
        }

        /// The distinct predicates of the entries strictly below each node: each node's
        /// subtree walked, its candidates' predicates taken once (a stamp per predicate).
        /// Each entry is met once per node above it; nothing is kept per prefix. Each node's
        /// predicates are sorted, so nodes with the same set below have the same list.
        private mutating func collectBelow(_ ranks: [Rank]) {
            let nodeCount = firstChild.count
            let predicateCount = ranks.reduce(1) { max($0, Int($1.predicate) + 1) }
            var stamp = [Int32](repeating: -1, count: predicateCount)
            var belowStart = [Int32](repeating: 0, count: nodeCount + 1)
            var below: [Int32] = []
            var stack: [Int32] = []
            for n in 0..<nodeCount {
                belowStart[n] = Int32(below.count)
                var first = firstChild[n]
                while first >= 0 {
                    stack.append(first)
                    first = nextSibling[Int(first)]
                }
                while let node = stack.popLast() {
                    for candidate in candidates(of: node) {
                        let predicate = ranks[Int(candidate)].predicate
                        if stamp[Int(predicate)] != Int32(n) {
                            stamp[Int(predicate)] = Int32(n)
                            below.append(predicate)
                        }
                    }
                    var child = firstChild[Int(node)]
                    while child >= 0 {
                        stack.append(child)
                        child = nextSibling[Int(child)]
                    }
                }
                if below.count - Int(belowStart[n]) > 1 { below[Int(belowStart[n])...].sort() }
            }
            belowStart[nodeCount] = Int32(below.count)
            self.belowStart = belowStart
            self.below = below.withUnsafeBufferPointer { Array($0) }
        }
    }
}
