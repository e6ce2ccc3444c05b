import Testing

@testable import KeyGraph

/// Random small keymaps (seeded): every dialect, layers of each, nulls, Zed's unbinds and
/// default nulls, removals, prefixes bound themselves; few keys and few contexts, so that
/// many nodes share a shape and many nearly do. Dispatch must agree with the reference,
/// which finds every answer afresh, in every focus.
@Suite("answers shared by node shape, on generated keymaps")
struct NodeShapeGeneratedTests {
    typealias Generator = NodeShapeTests.Generator

    static let chords = ["a", "b", "ctrl+k"]
    static let clauses: [String?] = [nil, "A", "B", "C", "A && B", "!C"]
    static let focuses: [[String]] = [
        [], ["App"], ["App", "A"], ["App", "B"], ["App", "C"], ["App", "A", "B"], ["App", "B", "A"],
        ["App", "C", "A", "B"], ["App", "B", "C"], ["App", "A", "C"],
    ]

    static func keys(_ random: inout Generator, _ narrow: Bool) -> String {
        (0..<(1 + Int(random.next() % 3))).map { _ in random.pick(narrow ? Array(chords.prefix(2)) : chords) }
            .joined(separator: " ")
    }

    static func keymap(_ random: inout Generator) throws -> [Keymap] {
        var layers: [Keymap] = []
        // Half the keymaps keep one dialect in every layer: layers rank apart (or, Zed's,
        // together) over the same few predicates.
        let only = random.chance(50) ? random.pick(KeymapDialect.allCases) : nil
        // Half the keymaps bind two chords under three clauses: more nodes alike.
        let narrow = random.chance(50)
        for _ in 0..<(1 + random.next() % 3) {
            let dialect = only ?? random.pick(KeymapDialect.allCases)
            var bindings: [(String, KeymapBinding.Action, String?)] = []
            for _ in 0..<(4 + random.next() % 20) {
                let command = "cmd.\(random.next() % 3)"
                var action = KeymapBinding.Action.command(command)
                if random.chance(12) { action = .block }
                if dialect == .zed, random.chance(12) { action = .unbind(command) }
                if random.chance(5) { action = .remove(command) }
                bindings.append(
                    (keys(&random, narrow), action, random.pick(narrow ? Array(clauses.prefix(3)) : clauses)))
            }
            var layer = try NodeShapeTests.layer(dialect, bindings)
            layer.isEditorDefaults = dialect == .zed && random.chance(50)
            layers.append(layer)
        }
        return layers
    }

    /// Every sequence of up to three chords (the longest bound).
    static let probes: [KeySequence] = {
        var all: [[String]] = [[]]
        var result: [KeySequence] = []
        for _ in 0..<3 {
            all = all.flatMap { prefix in chords.map { prefix + [$0] } }
            result += all.map { (try? KeySequence(parsing: $0.joined(separator: " "))) ?? KeySequence([]) }
        }
        return result
    }()

    @Test("dispatch agrees with the reference on 150 generated keymaps")
    func generated() throws {
        var random = Generator(state: 24)
        var shared = 0
        for round in 0..<150 {
            let index = KeymapIndex(layers: try Self.keymap(&random))
            if index.trie.representatives.count < index.trie.count { shared += 1 }
            NodeShapeTests.expectAgreement(
                index, focuses: Self.focuses.map { KeyContext(path: $0) }, probes: Self.probes, "keymap \(round):")
            Self.expectContinuations(index)
        }
        // The check means something only if nodes do share shapes.
        #expect(shared > 75)
    }

    /// Whether a live binding continues past a node, from the entries themselves: the
    /// sorted predicates below each node are still the set they were.
    static func expectContinuations(_ index: KeymapIndex) {
        for path in focuses {
            let live = index.liveSet(in: KeyContext(path: path))
            for probe in probes.prefix(12) {
                guard let node = index.node(for: probe) else { continue }
                let naive = index.entries.contains {
                    $0.binding.sequence.chords.count > probe.chords.count
                        && $0.binding.sequence.chords.starts(with: probe.chords) && live.isLive($0.predicate)
                }
                #expect(index.hasLiveContinuation(at: node, live) == naive, "\(probe.canonical) in \(path)")
            }
        }
    }
}
