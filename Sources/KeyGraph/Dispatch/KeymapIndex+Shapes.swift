extension KeymapIndex.Trie {
    /// Gives each node a shape, shared by the nodes whose answer (``KeymapIndex/NodeAnswer``)
    /// is the same in every focus, so that a live set remembers one answer a shape instead
    /// of one a node.
    ///
    /// A node's answer depends only on its candidates, in order, each one's predicate,
    /// ranked layer, whether its layer ranks by depth, whether it blocks and whether it is
    /// passed over, and on the set of predicates below it: ranks compare (layer, depth or
    /// 0, order), and order ascends along a node's candidates, so the winner is the same
    /// *position* in every node of a shape. A node with a Zed `unbind` among its candidates
    /// also depends on the commands its candidates name: it has a shape of its own.
    ///
    /// - Complexity: O(c + b) in the candidates and the predicates below, over all nodes.
    mutating func internShapes(_ ranks: [KeymapIndex.Rank]) {
        let nodeCount = count
        var shapeOf = [Int32](repeating: 0, count: nodeCount)
        var representatives: [Int32] = []
        // Open addressing over the shapes so far, by hash; filled to at most a half.
        var capacity = 16
        while capacity < nodeCount * 2 { capacity <<= 1 }
        let mask = capacity - 1
        var table = [Int32](repeating: -1, count: capacity)
        var hashes: [UInt64] = []
        for node in 0..<Int32(nodeCount) {
            let (hash, isShared) = shapeHash(node, ranks)
            var slot = Int(truncatingIfNeeded: hash >> 32) & mask
            var found: Int32 = -1
            while isShared, table[slot] >= 0 {
                let shape = table[slot]
                if hashes[Int(shape)] == hash, sameShape(node, representatives[Int(shape)], ranks) {
                    found = shape
                    break
                }
                slot = (slot + 1) & mask
            }
            if found < 0 {
                found = Int32(representatives.count)
                representatives.append(node)
                hashes.append(hash)
                if isShared { table[slot] = found }
            }
            shapeOf[Int(node)] = found
        }
        self.shapeOf = shapeOf
        self.representatives = representatives.withUnsafeBufferPointer { Array($0) }
    }

    /// What a candidate contributes to its node's shape, as one number.
    @inline(__always) private static func traits(_ rank: KeymapIndex.Rank) -> UInt64 {
        let flags = (rank.ranksByDepth ? 1 : 0) | (rank.isBlock ? 2 : 0) | (rank.isPassedOver ? 4 : 0)
        return UInt64(UInt32(bitPattern: rank.predicate)) << 32 | UInt64(UInt32(bitPattern: rank.layer)) << 3
            | UInt64(flags)
    }

    @inline(__always) private static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        let h = (hash ^ value) &* 0x9E37_79B9_7F4A_7C15
        return h ^ (h >> 29)
    }

    /// The hash of `node`'s shape, and whether nodes may share it (not when an `unbind`
    /// is among its candidates). Nodes with equal hashes are compared in full.
    private func shapeHash(_ node: Int32, _ ranks: [KeymapIndex.Rank]) -> (UInt64, Bool) {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        var isShared = true
        let (start, end) = (Int(candidateStart[Int(node)]), Int(candidateStart[Int(node) + 1]))
        for i in start..<end {
            let rank = ranks[Int(candidates[i])]
            isShared = isShared && !rank.isUnbind
            hash = Self.mix(hash, Self.traits(rank))
        }
        hash = Self.mix(hash, UInt64(end - start))
        for i in Int(belowStart[Int(node)])..<Int(belowStart[Int(node) + 1]) {
            hash = Self.mix(hash, UInt64(UInt32(bitPattern: below[i])))
        }
        return (hash, isShared)
    }

    /// Whether nodes `a` and `b` have the same shape (neither has an `unbind`).
    private func sameShape(_ a: Int32, _ b: Int32, _ ranks: [KeymapIndex.Rank]) -> Bool {
        let (left, right) = (Int(candidateStart[Int(a)]), Int(candidateStart[Int(b)]))
        let count = Int(candidateStart[Int(a) + 1]) - left
        let (leftBelow, rightBelow) = (Int(belowStart[Int(a)]), Int(belowStart[Int(b)]))
        let belowCount = Int(belowStart[Int(a) + 1]) - leftBelow
        guard count == Int(candidateStart[Int(b) + 1]) - right,
            belowCount == Int(belowStart[Int(b) + 1]) - rightBelow
        else { return false }
        for i in 0..<belowCount where below[leftBelow + i] != below[rightBelow + i] { return false }
        for i in 0..<count {
            let (p, q) = (ranks[Int(candidates[left + i])], ranks[Int(candidates[right + i])])
            if p.predicate != q.predicate || p.layer != q.layer || p.ranksByDepth != q.ranksByDepth
                || p.isBlock != q.isBlock || p.isPassedOver != q.isPassedOver
            {
                return false
            }
        }
        return true
    }
}
