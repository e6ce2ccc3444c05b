extension WhenRegex {
    /// A few short texts the pattern may match, shortest first, for the analysis's witness
    /// contexts: a breadth-first walk of the automaton that takes one scalar for each set,
    /// assumes word boundaries and lookarounds hold, and stops after `limit` texts. Callers
    /// check each with ``matches(_:)``: a sample is a guess, never a proof.
    ///
    /// - Complexity: O(limit · m²) for m instructions, at most 64 scalars deep.
    package func samples(limit: Int = 4) -> [String] {
        var found: [String] = []
        var queue: [(threads: [Int], text: [UInt32])] = [(closure(of: [0], atStart: true), [])]
        var seen: Set<[Int]> = []
        var head = 0
        while head < queue.count, found.count < limit, head < 512 {
            let (threads, text) = queue[head]
            head += 1
            if threads.contains(where: { program[$0] == .match }) {
                found.append(String(String.UnicodeScalarView(text.compactMap(Unicode.Scalar.init))))
                continue
            }
            guard text.count < 64 else { continue }
            var choices: [UInt32] = []
            for pc in threads {
                if let scalar = Self.sample(of: program[pc]), !choices.contains(scalar) { choices.append(scalar) }
            }
            for scalar in choices {
                let next = threads.filter { Self.sample(program[$0], accepts: scalar) }.map { $0 + 1 }
                let closed = closure(of: next, atStart: false)
                guard !closed.isEmpty, seen.insert(closed).inserted else { continue }
                queue.append((closed, text + [scalar]))
            }
        }
        return found
    }

    /// The threads reachable from `pcs` without reading a scalar; `^` only at the start.
    private func closure(of pcs: [Int], atStart: Bool) -> [Int] {
        var result: [Int] = []
        var visited = Set<Int>()
        var stack = pcs
        while let pc = stack.popLast() {
            guard pc < program.count, visited.insert(pc).inserted else { continue }
            switch program[pc] {
            case .jump(let target): stack.append(target)
            case .split(let a, let b): stack += [b, a]
            case .assert(.lineStart): if atStart || multiline { stack.append(pc + 1) }
            case .assert: stack.append(pc + 1)
            default: result.append(pc)
            }
        }
        return result.sorted()
    }

    /// A scalar the instruction reads: the literal, a set's first member (or, negated, a
    /// letter or digit outside it).
    private static func sample(of instruction: Instruction) -> UInt32? {
        switch instruction {
        case .scalar(let s): return s
        case .any: return 0x61
        case .set(let ranges, let negated):
            if !negated { return ranges.first?.lowerBound }
            return [0x61, 0x7A, 0x30, 0x5F, 0x20, 0x2E, 0x41].first { c in !ranges.contains { $0.contains(c) } }
        default: return nil
        }
    }

    private static func sample(_ instruction: Instruction, accepts scalar: UInt32) -> Bool {
        switch instruction {
        case .scalar(let s): return s == scalar
        case .any: return true
        case .set(let ranges, let negated): return ranges.contains { $0.contains(scalar) } != negated
        default: return false
        }
    }
}
