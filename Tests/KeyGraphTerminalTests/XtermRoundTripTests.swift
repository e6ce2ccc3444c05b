import KeyGraph
import KeyGraphTestSupport
import Testing

@testable import KeyGraphTerminal

/// The xterm encoder and the byte decoder agree: every chord a legacy terminal
/// can send decodes back to itself, alone and followed by any other chord.
@Suite("xterm bytes round trip")
struct XtermRoundTripTests {
    /// The shared workload kit's chord vocabulary (leaves and prefixes).
    static let vocabulary: [KeyboardShortcut] = {
        let printable =
            Array("abcdefghijklmnopqrstuvwxyz0123456789!\"#$%&'()*,-./:;<=>?@[\\]^_`{|}~").map(String.init)
            + ["plus", "space"]
        var names = printable
        names += (Array("abcdefghijklmnopqrstuvwxyz").map { "shift+\($0)" })
        names +=
            (1...12).map { "f\($0)" } + [
                "up", "down", "left", "right", "home", "end", "pageup", "pagedown",
                "insert", "forwarddelete", "tab", "return", "backspace",
            ]
        names += ["a", "b", "e", "f", "l", "n", "p", "u", "x", "k", "o", "g", "w", "y", "t", "r", "v"].map {
            "ctrl+\($0)"
        }
        names += printable.filter { $0 != "[" }.map { "alt+\($0)" }
        return names.map { name in
            guard let chord = try? KeyboardShortcut(parsing: name) else { fatalError("bad vocabulary entry \(name)") }
            return chord
        }
    }()

    private func decode(_ bytes: [UInt8]) -> [KeyboardShortcut] { decodedChords(bytes) }

    @Test("every vocabulary chord encodes")
    func encodes() {
        #expect(Self.vocabulary.filter { XtermEncoding.bytes(for: $0) == nil }.map(\.canonical) == [])
    }

    @Test("every pair of chords decodes back to the pair")
    func pairs() {
        var failures: [String] = []
        for a in Self.vocabulary {
            for b in Self.vocabulary {
                let bytes = (XtermEncoding.bytes(for: a) ?? []) + (XtermEncoding.bytes(for: b) ?? [])
                let decoded = decode(bytes)
                if decoded != [a, b] { failures.append("\(a.canonical) \(b.canonical) → \(decoded.map(\.canonical))") }
            }
        }
        #expect(failures.prefix(10).map { $0 } == [], "\(failures.count) pairs fail")
    }
}
