import Testing

@testable import KeyGraph

/// A binding keeps its source positions packed and its rare values behind one reference
/// (docs/performance.md): whatever is stored must read back exactly, copies must stay
/// independent, and equal values must be equal bindings however they were set.
@Suite("Keymap bindings: compact storage reads back what was stored")
struct KeymapBindingStorageTests {
    static let keys = KeySequence([KeyboardShortcut("k", modifiers: [.control])])

    static func at(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

    /// Brace, key, command and when positions: some pack into 16 bytes, some do not.
    static let placements: [(String, SourcePosition, SourcePosition?, SourcePosition?, SourcePosition?)] = [
        ("one line", at(3, 5), at(3, 13), at(3, 34), at(3, 60)),
        ("one member a line", at(10, 3), at(11, 12), at(12, 16), at(13, 13)),
        ("no when, no key", at(1, 1), nil, at(1, 20), nil),
        ("six lines below the brace", at(1, 1), at(7, 2), at(2, 2), nil),
        ("seven lines below the brace", at(1, 1), at(8, 2), at(2, 2), nil),
        ("a column past 18 bits", at(1, 1), at(1, 300_000), nil, nil),
        ("a value above its brace", at(5, 1), at(4, 2), nil, nil),
        ("a line past 32 bits", at(Int(Int32.max) + 10, 1), at(Int(Int32.max) + 10, 9), nil, nil),
        ("a negative column", at(1, -4), at(1, 2), nil, nil),
    ]

    @Test("every position reads back as stored", arguments: placements)
    func positions(
        name: String, brace: SourcePosition, key: SourcePosition?, command: SourcePosition?, when: SourcePosition?
    ) {
        let binding = KeymapBinding(
            sequence: Self.keys, action: .command("a"), position: brace, keyPosition: key, commandPosition: command,
            whenPosition: when)
        #expect(binding.position == brace)
        #expect(binding.keyPosition == key)
        #expect(binding.commandPosition == command)
        #expect(binding.whenPosition == when)

        // Set one at a time, in an order that passes through other forms: the same binding.
        var set = KeymapBinding(sequence: Self.keys, action: .command("a"))
        set.whenPosition = when
        set.keyPosition = key
        set.commandPosition = command
        set.position = brace
        #expect(set == binding)
        #expect(set.hashValue == binding.hashValue)
    }

    /// A keymap of 100,000 bindings holds 100,000 of these: 128 bytes each before the
    /// positions were packed and the rare values moved behind a reference.
    @Test("a binding takes at most 80 bytes")
    func size() {
        #expect(MemoryLayout<KeymapBinding>.stride <= 80)
        #expect(MemoryLayout<KeymapBinding.Places>.size == 16)
    }

    @Test("arguments and the key as written: set, copied, cleared")
    func rareValues() {
        let plain = KeymapBinding(
            sequence: Self.keys, action: .command("a"), whenSource: "editorFocus", position: Self.at(2, 3),
            keyPosition: Self.at(2, 11))
        var withArguments = plain
        withArguments.arguments = #"{"to": 1}"#
        withArguments.keySource = "ctrl+[KeyK]"
        #expect(plain.arguments == nil && plain.keySource == nil)
        #expect(withArguments.arguments == #"{"to": 1}"# && withArguments.keySource == "ctrl+[KeyK]")
        #expect(withArguments.position == Self.at(2, 3) && withArguments.keyPosition == Self.at(2, 11))
        #expect(withArguments != plain)

        var copy = withArguments
        copy.keyPosition = Self.at(900, 1)
        #expect(withArguments.keyPosition == Self.at(2, 11))
        #expect(copy.arguments == #"{"to": 1}"# && copy.keyPosition == Self.at(900, 1))

        var cleared = withArguments
        cleared.arguments = nil
        cleared.keySource = nil
        #expect(cleared == plain)
        #expect(cleared.hashValue == plain.hashValue)
        #expect(Set([cleared, plain, withArguments]).count == 2)
    }

    @Test("a keymap's equal key sequences share one chord array")
    func sharedSequences() throws {
        let parsed = try ["ctrl+k ctrl+f", "ctrl+k ctrl+f", "alt+x", "ctrl+k ctrl+f", "alt+x", "ctrl+k"].map {
            try KeySequence(parsing: $0)
        }
        var bindings: [KeymapBinding] = []
        var interner = KeySequenceInterner()
        for sequence in parsed + [KeySequence([])] {
            var binding = KeymapBinding(sequence: sequence, action: .command("c\(bindings.count)"))
            interner.share(&binding.sequence)
            bindings.append(binding)
        }
        #expect(bindings.map(\.sequence) == parsed + [KeySequence([])])
        let storage = bindings.map { $0.sequence.chords.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(storage[0] == storage[1] && storage[0] == storage[3])
        #expect(storage[2] == storage[4])
        #expect(storage[0] != storage[2] && storage[0] != storage[5])
    }

    @Test("the interner grows and still finds every sequence")
    func manySequences() throws {
        let letters = "abcdefghijklmnopqrstuvwxyz"
        var bindings: [KeymapBinding] = []
        var interner = KeySequenceInterner()
        var expected: [KeySequence] = []
        for round in 0..<2 {
            for a in letters {
                for b in letters {
                    var binding = KeymapBinding(
                        sequence: try KeySequence(parsing: "ctrl+\(a) alt+\(b)"), action: .command("r\(round)"))
                    expected.append(binding.sequence)
                    interner.share(&binding.sequence)
                    bindings.append(binding)
                }
            }
        }
        #expect(bindings.map(\.sequence) == expected)
        let half = letters.count * letters.count
        let shared = (0..<half).filter { i in
            bindings[i].sequence.chords.withUnsafeBufferPointer { $0.baseAddress }
                == bindings[half + i].sequence.chords.withUnsafeBufferPointer { $0.baseAddress }
        }
        #expect(shared.count == half)
    }
}
