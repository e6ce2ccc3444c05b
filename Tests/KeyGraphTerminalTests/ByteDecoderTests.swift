import KeyGraph
import KeyGraphTestSupport
import Testing

@testable import KeyGraphTerminal

@Suite("Byte decoder")
struct ByteDecoderTests {
    /// Decodes `bytes` and flushes, returning the canonical chords (or kinds) seen.
    private func decode(_ bytes: [UInt8], flush: Bool = true) -> [String] {
        decodedNames(bytes, pause: flush, countingBytes: true)
    }

    private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test("legacy C0 bytes")
    func c0() {
        #expect(
            decode([0x0B, 0x04, 0x0D, 0x09, 0x7F, 0x00, 0x1F]) == [
                "ctrl+k", "ctrl+d", "return", "tab", "backspace", "ctrl+space", "ctrl+_",
            ])
    }

    @Test("ESC-prefixed Alt chords; an uppercase letter is Shift")
    func alt() {
        #expect(
            decode(bytes("\u{1B}n\u{1B}N\u{1B}\u{0B}")) == [
                "alt+n", "alt+shift+n", "ctrl+alt+k",
            ])
    }

    @Test("a lone ESC waits for a pause; ESC [ alone is Alt+[")
    func escapeTiming() {
        #expect(decode([0x1B], flush: false) == [])
        #expect(decode([0x1B]) == ["escape"])
        #expect(decode(bytes("\u{1B}[")) == ["alt+["])
        #expect(decode(bytes("\u{1B}\u{1B}x")) == ["escape", "alt+x"])
    }

    @Test("xterm cursor and function keys with modifiers")
    func xterm() {
        #expect(
            decode(bytes("\u{1B}[A\u{1B}[1;5A\u{1B}[1;3D\u{1B}OP\u{1B}[15~\u{1B}[15;2~\u{1B}[Z")) == [
                "up", "ctrl+up", "alt+left", "f1", "f5", "shift+f5", "shift+tab",
            ])
    }

    @Test("modifyOtherKeys and the kitty protocol, where ⌘ arrives as Super")
    func kittyAndModifyOtherKeys() {
        #expect(decode(bytes("\u{1B}[27;5;105~")) == ["ctrl+i"])
        #expect(decode(bytes("\u{1B}[110;9u")) == ["cmd+n"])
        #expect(decode(bytes("\u{1B}[105;10u")) == ["shift+cmd+i"])
        #expect(decode(bytes("\u{1B}[13;5u")) == ["ctrl+return"])
        // A key release (event type 3) fires nothing: a report, not a key.
        #expect(decode(bytes("\u{1B}[110;9:3u")) == ["report:10"])
        #expect(decode(bytes("\u{1B}[?1u\u{1B}[?62;22c")) == ["kitty:1", "da1"])
    }

    @Test("kitty and modifyOtherKeys keys carry their legacy bytes for line editing")
    func legacyBytesForLineEditing() {
        func bytes(of sequence: String) -> [UInt8]? {
            var decoder = ByteDecoder()
            var out: [TerminalInput] = []
            decoder.feed(Array(sequence.utf8), into: &out)
            guard out.count == 1, case .key(_, let bytes) = out[0] else { return nil }
            return Array(bytes)
        }
        #expect(bytes(of: "\u{1B}[97;5u") == [0x01])  // ⌃A
        #expect(bytes(of: "\u{1B}[100;5u") == [0x04])  // ⌃D
        #expect(bytes(of: "\u{1B}[27;5;105~") == [0x09])  // ⌃I is Tab
        #expect(bytes(of: "\u{1B}[120;3u") == [0x1B, 0x78])  // Alt+X: ESC x
        #expect(bytes(of: "\u{1B}[97;2u") == [0x41])  // Shift+A: A
        #expect(bytes(of: "\u{1B}[27u") == [0x1B])  // Escape
        #expect(bytes(of: "\u{1B}[13;5u") == [0x0D])  // ⌃Return: Return
        #expect(bytes(of: "\u{1B}[110;9u") == [])  // ⌘N: a legacy terminal cannot send it
        #expect(bytes(of: "\u{1B}[49;5u") == [])  // ⌃1: no control code
        // Legacy and cursor keys keep what arrived.
        #expect(bytes(of: "\u{1B}[1;5A") == Array("\u{1B}[1;5A".utf8))
        #expect(bytes(of: "\u{0B}") == [0x0B])
    }

    @Test("bracketed paste is one paste, never keys")
    func paste() {
        #expect(decode(bytes("\u{1B}[200~a\u{0B}\u{04}b\u{1B}[201~x")) == ["paste:a\u{0B}\u{04}b", "x"])
    }

    @Test("UTF-8 text arrives as characters, split or not")
    func utf8() {
        var decoder = ByteDecoder()
        var out: [TerminalInput] = []
        let e = Array("é".utf8)
        decoder.feed([e[0]], into: &out)
        #expect(out.isEmpty)
        decoder.feed([e[1]], into: &out)
        #expect(out == [.key(KeyboardShortcut(KeyEquivalent("é"), modifiers: []), bytes: KeyBytes(e))])
    }

    @Test("out-of-range numbers in a sequence are unknown, not a trap (found by the fuzzer)")
    func hugeParameters() {
        #expect(decode(bytes("\u{1B}[+44444444444444444u")) == ["unknown:21"])
        #expect(decode(bytes("\u{1B}[1;-9223372036854775808A")) == ["up"])
        #expect(decode(bytes("\u{1B}[99999999999999999999999u")) == ["unknown:26"])
        let fuzzed: [UInt8] = [
            0x1b, 0xd9, 0xcf, 0xc4, 0xc6, 0x75, 0x1b, 0x5b, 0x2b, 0x34, 0x34, 0x34, 0x34, 0x34, 0x34, 0x34, 0x34, 0x34,
            0x34, 0x34, 0x34, 0x34, 0x34, 0x34, 0x34, 0x34, 0x75, 0x1b, 0x5b, 0x2b, 0x34, 0x34, 0x34, 0x34, 0x34, 0x34,
            0x34, 0x34, 0x34, 0x34, 0x30, 0x30, 0x53, 0x1b, 0x5b, 0x32, 0x53, 0x30, 0x30, 0x53,
        ]
        // Four invalid bytes, u, the unknown sequence, F4, F4, 0, 0, Shift+S.
        #expect(decode(fuzzed).count == 11)
    }

    @Test("invalid bytes and unknown sequences are swallowed, not typed")
    func invalid() {
        #expect(decode([0xFF, 0x41]) == ["unknown:1", "shift+a"])
        #expect(decode(bytes("\u{1B}[99;99X")) == ["unknown:8"])
    }
}

@Suite("Byte decoder: one input at a time")
struct ByteDecoderNextTests {
    /// Streams that make one input per byte, several from one byte (a string cut short,
    /// rxvt's Alt abandoned), and none until a pause.
    static let streams: [String] = [
        "ab\u{0B}\u{1B}x\u{1B}[15;2~\u{1B}OP",
        "\u{1B}]\u{1B}[A",
        "\u{1B}\u{1B}x",
        "\u{1B}_a\u{07}z",
        "\u{1B}[200~pasted\u{1B}[201~q",
        "é\u{1B}",
    ]

    @Test("next(_:at:) hands out what feed(_:into:) appends, in order, and keeps the rest held", arguments: streams)
    func nextMatchesFeed(stream: String) {
        let bytes = Array(stream.utf8)
        var fed = ByteDecoder()
        var expected: [TerminalInput] = []
        fed.feed(bytes, into: &expected)
        var pulled = ByteDecoder()
        var got: [TerminalInput] = []
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while let input = pulled.next(buffer, at: &offset) { got.append(input) }
            #expect(offset == buffer.count)
        }
        #expect(got == expected)
        #expect(pulled.isAwaitingMore == fed.isAwaitingMore)
        fed.flush(into: &expected)
        pulled.flush(into: &got)
        #expect(got == expected)
    }
}
