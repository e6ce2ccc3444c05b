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
        /// - Complexity: O(n · k + m log m) for n entries of at most k chords and m = n · k prefixes.
        init(_ refs: [BindingRef], _ ranks: [Rank], in layers: [Keymap]) {
            let entryCount = refs.count
            var endNode: [Int32] = []
            endNode.reserveCapacity(entryCount)
            // One `node << 32 | predicate` per prefix node of each entry, made distinct below.
            var prefixes: [UInt64] = []
            for (ref, rank) in zip(refs, ranks) {
                var node: Int32 = 0
                let predicate = UInt64(UInt32(bitPattern: rank.predicate))
                for chord in layers[Int(ref.layer)].bindings[Int(ref.binding)].sequence.chords {
                    prefixes.append(UInt64(UInt32(bitPattern: node)) << 32 | predicate)
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
            let nodeCount = firstChild.count
            // Candidates grouped by node, in entry order (a counting sort).
            var start = [Int32](repeating: 0, count: nodeCount + 1)
            for node in endNode { start[Int(node) + 1] += 1 }
            for n in 0..<nodeCount { start[n + 1] += start[n] }
            var fill = start
            candidates = [Int32](repeating: 0, count: entryCount)
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
}
