import KeyGraphTestSupport
import Testing

@testable import KeyGraph

/// Dispatch remembers one answer per node *shape* (docs/performance.md): nodes whose
/// candidates and continuations rank alike in every focus share it. Two nodes that can
/// answer differently must never share one; each test below asks both nodes in one live
/// set, in both orders, so a shared answer would be read by the second node.
@Suite("answers shared by node shape")
struct NodeShapeTests {
    /// The shared SplitMix64 generator, so every run checks the same keymaps.
    typealias Generator = SeededGenerator

    /// What `Dispatcher.press` must do (no timeouts), found afresh at every chord with
    /// `bestLive` and `hasLiveContinuation`, which remember nothing.
    struct Reference {
        var node: Int32 = 0
        var pending: [KeyboardShortcut] = []
        var pendingExact: Int32 = -1

        mutating func press(_ chord: KeyboardShortcut, _ index: KeymapIndex, _ live: KeymapIndex.LiveSet)
            -> Dispatcher.Outcome
        {
            if let next = index.child(of: node, chord) {
                let best = index.bestLive(at: next, live)
                if index.hasLiveContinuation(at: next, live) {
                    (node, pendingExact) = (next, best ?? -1)
                    pending.append(chord)
                    return .pending
                }
                if let best {
                    self = Reference()
                    return index.isBlock(best) ? .blocked(entry: best) : .fired(entry: best)
                }
            }
            if node == 0 { return .unbound }
            let (exact, dead) = (pendingExact, KeySequence(pending + [chord]))
            self = Reference()
            if exact >= 0 {
                return index.isBlock(exact) ? press(chord, index, live) : .firedPendingThenReplay(entry: exact)
            }
            return .dropped(dead)
        }
    }

    static func binding(_ keys: String, _ action: KeymapBinding.Action, _ when: String?, _ dialect: KeymapDialect)
        throws -> KeymapBinding
    {
        KeymapBinding(
            sequence: try KeySequence(parsing: keys), action: action,
            when: try when.map { try WhenClause(parsing: $0, dialect: dialect) }, whenSource: when)
    }

    static func layer(_ dialect: KeymapDialect, _ bindings: [(String, KeymapBinding.Action, String?)]) throws
        -> Keymap
    {
        Keymap(
            name: "\(dialect)", file: "\(dialect).json",
            bindings: try bindings.map { try binding($0.0, $0.1, $0.2, dialect) }, dialect: dialect)
    }

    /// Presses each probe from a fresh dispatcher in every focus, forwards then backwards,
    /// one live set a focus kept across the probes (so later nodes read the answers earlier
    /// ones left), and compares every outcome with the reference's.
    static func expectAgreement(
        _ index: KeymapIndex, focuses: [KeyContext], probes: [KeySequence], _ label: String = ""
    ) {
        var live = index.liveSet(in: KeyContext())
        for focus in focuses + focuses.reversed() {
            index.refresh(&live, in: focus)
            for probe in probes + probes.reversed() {
                var dispatcher = Dispatcher(timeout: .max)
                var reference = Reference()
                for chord in probe.chords {
                    let got = dispatcher.press(chord, at: 0, index: index, live: &live)
                    let expected = reference.press(chord, index, live)
                    #expect(got == expected, "\(label) \(probe.canonical) in \(focus.path)")
                }
            }
        }
    }

    /// The entry `keys` fire in `focus`, pressing `first` before it in the same live set.
    static func fired(_ index: KeymapIndex, _ keys: String, after first: String, in focus: KeyContext) throws
        -> [String]
    {
        var live = index.liveSet(in: focus)
        var names: [String] = []
        for sequence in [first, keys] {
            var dispatcher = Dispatcher(timeout: .max)
            var outcome = Dispatcher.Outcome.unbound
            for chord in try KeySequence(parsing: sequence).chords {
                outcome = dispatcher.press(chord, at: 0, index: index, live: &live)
            }
            switch outcome {
            case .fired(let entry): names.append(index.binding(of: entry).commandID ?? "?")
            case .blocked: names.append("blocked")
            case .pending: names.append("pending")
            default: names.append("nothing")
            }
        }
        return names
    }

    static func shape(_ index: KeymapIndex, _ keys: String) throws -> Int32 {
        let node = try #require(index.node(for: try KeySequence(parsing: keys)))
        return index.trie.shapeOf[Int(node)]
    }

    /// `keys` in each order after the other, in one live set: `expected` are their results.
    static func expectBothOrders(
        _ index: KeymapIndex, _ a: String, _ b: String, in focus: KeyContext, _ expected: (String, String)
    ) throws {
        #expect(try shape(index, a) != shape(index, b))
        #expect(try fired(index, b, after: a, in: focus) == [expected.0, expected.1])
        #expect(try fired(index, a, after: b, in: focus) == [expected.1, expected.0])
    }

    @Test("the same predicates in another order: the deeper context is another position")
    func predicateOrder() throws {
        let index = KeymapIndex(layers: [
            try Self.layer(
                .keygraph,
                [
                    ("ctrl+a", .command("a.first"), "A"), ("ctrl+a", .command("a.second"), "B"),
                    ("ctrl+b", .command("b.first"), "B"), ("ctrl+b", .command("b.second"), "A"),
                ])
        ])
        try Self.expectBothOrders(
            index, "ctrl+a", "ctrl+b", in: KeyContext(path: ["App", "A", "B"]), ("a.second", "b.first"))
    }

    @Test("the same predicates in other layers: the higher layer wins over the deeper context")
    func layers() throws {
        let index = KeymapIndex(layers: [
            try Self.layer(
                .keygraph,
                [
                    ("ctrl+a", .command("a.deep"), "A"), ("ctrl+a", .command("a.shallow"), "B"),
                    ("ctrl+b", .command("b.deep"), "A"),
                ]),
            try Self.layer(.keygraph, [("ctrl+b", .command("b.user"), "B")]),
        ])
        try Self.expectBothOrders(
            index, "ctrl+a", "ctrl+b", in: KeyContext(path: ["App", "B", "A"]), ("a.deep", "b.user"))
    }

    @Test("a null and a command under the same predicate")
    func blockAndCommand() throws {
        let index = KeymapIndex(layers: [
            try Self.layer(.keygraph, [("ctrl+a", .block, "A"), ("ctrl+b", .command("b.fires"), "A")])
        ])
        try Self.expectBothOrders(
            index, "ctrl+a", "ctrl+b", in: KeyContext(path: ["App", "A"]), ("blocked", "b.fires"))
    }

    @Test("a null of Zed's defaults is passed over; the same null of the user's blocks")
    func passedOver() throws {
        var defaults = try Self.layer(.zed, [("ctrl+a", .command("a.default"), "A"), ("ctrl+a", .block, "A")])
        defaults.isEditorDefaults = true
        let user = try Self.layer(.zed, [("ctrl+b", .command("b.user"), "A"), ("ctrl+b", .block, "A")])
        let index = KeymapIndex(layers: [defaults, user])
        try Self.expectBothOrders(
            index, "ctrl+a", "ctrl+b", in: KeyContext(path: ["App", "A"]), ("a.default", "blocked"))
    }

    @Test("a node with a Zed unbind has a shape of its own: the answer depends on the commands")
    func unbind() throws {
        let index = KeymapIndex(layers: [
            try Self.layer(
                .zed,
                [
                    ("ctrl+a", .command("a.gone"), "A"), ("ctrl+a", .unbind("a.gone"), "A"),
                    ("ctrl+b", .command("b.kept"), "A"), ("ctrl+b", .unbind("a.gone"), "A"),
                    ("ctrl+c", .command("a.gone"), "A"), ("ctrl+c", .unbind("a.gone"), "A"),
                ])
        ])
        let focus = KeyContext(path: ["App", "A"])
        try Self.expectBothOrders(index, "ctrl+a", "ctrl+b", in: focus, ("nothing", "b.kept"))
        #expect(try Self.shape(index, "ctrl+a") != Self.shape(index, "ctrl+c"))
    }

    @Test("prefixes with the same candidates and different bindings below")
    func below() throws {
        let index = KeymapIndex(layers: [
            try Self.layer(
                .keygraph,
                [
                    ("ctrl+k", .command("k.alone"), "A"), ("ctrl+k x", .command("k.x"), "B"),
                    ("ctrl+j", .command("j.alone"), "A"), ("ctrl+j x", .command("j.x"), "C"),
                ])
        ])
        try Self.expectBothOrders(
            index, "ctrl+k", "ctrl+j", in: KeyContext(path: ["App", "A", "B"]), ("pending", "j.alone"))
    }

    @Test("nodes that rank alike share one shape, whatever their keys and commands")
    func sharing() throws {
        var bindings: [(String, KeymapBinding.Action, String?)] = []
        for key in ["a", "b", "c", "ctrl+k a", "ctrl+k b", "ctrl+j a"] {
            for context in ["A", "B", "C"] { bindings.append((key, .command("\(key).\(context)"), context)) }
        }
        let index = KeymapIndex(layers: [try Self.layer(.keygraph, bindings)])
        let leaf = try Self.shape(index, "a")
        for key in ["b", "c", "ctrl+k a", "ctrl+k b", "ctrl+j a"] { #expect(try Self.shape(index, key) == leaf) }
        #expect(try Self.shape(index, "ctrl+k") == Self.shape(index, "ctrl+j"))
        #expect(index.trie.representatives.count == 2)  // the leaves; the prefixes and the root
        let probes = try ["a", "b", "c", "ctrl+k a", "ctrl+k b", "ctrl+j a", "ctrl+j b"].map {
            try KeySequence(parsing: $0)
        }
        Self.expectAgreement(
            index,
            focuses: [["App", "A"], ["App", "B", "C"], ["App", "C", "A"], ["App"]].map { KeyContext(path: $0) },
            probes: probes)
    }
}
