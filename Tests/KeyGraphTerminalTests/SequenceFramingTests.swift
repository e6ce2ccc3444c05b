import KeyGraph
import KeyGraphTestSupport
import Testing

@testable import KeyGraphTerminal

/// The decoder's swallowing rules, one row per rule: every complete sequence is
/// consumed whole, as a key, a report (silent) or unknown (the REPL rings the bell);
/// nothing of it is ever left over to be typed. Rows name what each input decodes to.
@Suite("Byte decoder: sequences consumed whole")
struct SequenceFramingTests {
    /// Decodes `text` (then a pause), naming each input: a key's canonical chord,
    /// `report`, `unknown`, `paste:TEXT`.
    private func decode(_ text: String, pause: Bool = true) -> [String] {
        decode(Array(text.utf8), pause: pause)
    }

    private func decode(_ bytes: [UInt8], pause: Bool = true) -> [String] { decodedNames(bytes, pause: pause) }

    static let esc = "\u{1B}"

    /// The sequences of the issue that used to leave their tail in the line, and what
    /// each is: every one is consumed whole, and the `x` after it is typed alone.
    static let issueRows: [(String, String)] = [
        ("\(esc)[15~", "f5"),  // F5
        ("\(esc)[15;2~", "shift+f5"),  // ⇧F5
        ("\(esc)[1;9A", "cmd+up"),  // ⌘↑ (Super in xterm's modifier parameter)
        ("\(esc)\(esc)[A", "alt+up"),  // rxvt's Alt+↑
        ("\(esc)[[A", "f1"),  // the Linux console's F1
        ("\(esc)[12;5R", "report"),  // a cursor-position report
        ("\(esc)]0;hi\u{07}", "report"),  // OSC ended by BEL
        ("\(esc)[M !!", "report"),  // an X10 mouse report: ESC [ M and three bytes
    ]

    @Test("the issue's sequences are consumed whole", arguments: issueRows)
    func issueSequences(sequence: String, meaning: String) {
        #expect(decode(sequence + "x") == [meaning, "x"])
    }

    /// Every framing rule, with a sequence that exercises it.
    static let rules: [(String, [String])] = [
        // CSI: parameters 0x30–0x3F, intermediates 0x20–0x2F, a final 0x40–0x7E.
        ("\(esc)[1;5A", ["ctrl+up"]),
        ("\(esc)[?1049q", ["report"]),  // a private marker: only answers use one
        ("\(esc)[2 q", ["report"]),  // an intermediate: never a key
        ("\(esc)[99;99X", ["unknown"]),  // a final no key uses
        ("\(esc)[E", ["unknown"]),
        // SS3, with and without a modifier parameter.
        ("\(esc)OA", ["up"]),
        ("\(esc)O5P", ["ctrl+f1"]),
        ("\(esc)OM", ["return"]),
        ("\(esc)Oz", ["unknown"]),
        // Strings: OSC (BEL or ST), DCS, APC, PM, SOS (ST).
        ("\(esc)]11;rgb:0000/0000/0000\(esc)\\", ["report"]),
        ("\(esc)P1$r0m\(esc)\\", ["report"]),
        ("\(esc)_Gi=1;OK\(esc)\\", ["report"]),
        ("\(esc)^privacy\(esc)\\", ["report"]),
        ("\(esc)Xstart\(esc)\\", ["report"]),
        // Mouse: X10 (any three bytes, even 0x80 and up), SGR, urxvt.
        ("\(esc)[M\u{20}\u{7F}\u{7F}", ["report"]),
        ("\(esc)[<0;12;5M\(esc)[<0;12;5m", ["report", "report"]),
        ("\(esc)[32;12;5M", ["report"]),
        // Focus in and out; device status; mode reports; a stray end of paste.
        ("\(esc)[I\(esc)[O", ["report", "report"]),
        ("\(esc)[0n", ["report"]),
        ("\(esc)[2;1$y", ["report"]),
        ("\(esc)[201~", ["report"]),
        // A cursor-position report in row 1 is F3 with a modifier (xterm's ambiguity).
        ("\(esc)[1;5R", ["ctrl+f3"]),
        ("\(esc)[R", ["f3"]),
        // The answers KeyGraph asks for.
        ("\(esc)[?1u\(esc)[?62;22c", ["kitty:1", "da1"]),
        ("\(esc)[>41;354;0c", ["report"]),  // DA2, not asked for
        // The Linux console's F1–F5 take exactly one byte after ESC [ [.
        ("\(esc)[[E", ["f5"]),
        ("\(esc)[[Z", ["unknown"]),
        // rxvt: ESC in front of a key is Alt; `$` `^` `@` end Shift, Ctrl, Ctrl+Shift keys;
        // lowercase arrows are Shift after CSI, Ctrl after SS3.
        ("\(esc)\(esc)[1;5C", ["ctrl+alt+right"]),
        ("\(esc)\(esc)OP", ["alt+f1"]),
        ("\(esc)[15$", ["shift+f5"]),
        ("\(esc)[15^", ["ctrl+f5"]),
        ("\(esc)[15@", ["ctrl+shift+f5"]),
        ("\(esc)[a\(esc)Ob", ["shift+up", "ctrl+down"]),
        // kitty and modifyOtherKeys: Alt arrives as a modifier of a code point.
        ("\(esc)[122;3u", ["alt+z"]),
        ("\(esc)[27;3;122~", ["alt+z"]),
        ("\(esc)[122;3:3u", ["report"]),  // its release
    ]

    @Test("each framing rule", arguments: rules)
    func rule(sequence: String, meanings: [String]) {
        #expect(decode(sequence) == meanings)
        // Consumed whole: what follows is decoded on its own.
        #expect(decode(sequence + "x") == meanings + ["x"])
    }

    @Test("a byte that cannot belong to a sequence ends it, and counts afresh")
    func abandoned() {
        #expect(decode("\(Self.esc)[1\u{0B}") == ["unknown", "ctrl+k"])
        #expect(decode("\(Self.esc)[\u{0B}") == ["alt+[", "ctrl+k"])
        #expect(decode("\(Self.esc)O\u{0B}") == ["alt+shift+o", "ctrl+k"])
        #expect(decode([0xC3, 0x41]) == ["unknown", "shift+a"])
        #expect(decode([0x1B, 0x1B, 0x78]) == ["escape", "alt+x"])
    }

    @Test("what only a pause resolves: ESC, ESC [, ESC O, an unterminated string")
    func pauses() {
        #expect(decode("\(Self.esc)", pause: false) == [])
        #expect(decode("\(Self.esc)") == ["escape"])
        #expect(decode("\(Self.esc)\(Self.esc)") == ["escape", "escape"])
        #expect(decode("\(Self.esc)[") == ["alt+["])
        #expect(decode("\(Self.esc)\(Self.esc)[") == ["escape", "alt+["])
        #expect(decode("\(Self.esc)[15") == ["unknown"])  // cut short: never typed
        // ESC ] is OSC's start and also Alt+]: typed (no end ever came), it is Alt+] and what follows.
        #expect(decode("\(Self.esc)]", pause: false) == [])
        #expect(decode("\(Self.esc)]") == ["alt+]"])
        #expect(decode("\(Self.esc)]ab") == ["alt+]", "a", "b"])
        #expect(decode("\(Self.esc)Pq") == ["alt+shift+p", "q"])
    }

    @Test("a string that another key interrupts, or an empty one, was typed: Alt+], then the keys")
    func typedStrings() {
        #expect(decode("\(Self.esc)]\(Self.esc)[A") == ["alt+]", "up"])
        #expect(decode("\(Self.esc)]\u{07}") == ["alt+]", "ctrl+g"])
        #expect(decode("\(Self.esc)_\(Self.esc)\\") == ["alt+_", "alt+\\"])
        #expect(decode("\(Self.esc)_a\u{07}") == ["alt+_", "a", "ctrl+g"])  // only OSC ends with BEL
    }

    @Test("an overlong sequence is skipped to its end and swallowed whole")
    func overlong() {
        let parameters = String(repeating: "1;", count: 100)
        #expect(decode("\(Self.esc)[\(parameters)Ax") == ["unknown", "x"])
        let title = String(repeating: "t", count: 1000)
        #expect(decode("\(Self.esc)]0;\(title)\u{07}x") == ["report", "x"])
        // Past the limit a string is no longer taken for typing: a pause swallows it.
        #expect(decode("\(Self.esc)]0;\(title)") == ["report"])
    }

    @Test("bracketed paste: ends at its marker, even past the size limit; a ⌃C after a pause ends a stalled one")
    func paste() {
        #expect(
            decode("\(Self.esc)[200~a\u{03}b\(Self.esc)[20x\(Self.esc)[201~c") == ["paste:a\u{03}b\u{1B}[20x", "c"])
        var decoder = ByteDecoder()
        var out: [TerminalInput] = []
        decoder.feed(Array("\(Self.esc)[200~stuck".utf8), into: &out)
        #expect(out.isEmpty && decoder.isInPaste && decoder.isAwaitingMore)
        decoder.flush(into: &out)  // a pause: the paste has stalled
        #expect(!decoder.isAwaitingMore)
        decoder.feed([0x03, 0x61], into: &out)
        #expect(
            out == [
                .key(KeyboardShortcut(KeyEquivalent("c"), modifiers: .control), bytes: [0x03]),
                .key(KeyboardShortcut(KeyEquivalent("a"), modifiers: []), bytes: [0x61]),
            ])
        #expect(!decoder.isInPaste)
    }

    @Test("a paste longer than the limit is cut there, and still ends at its marker")
    func hugePaste() {
        var decoder = ByteDecoder(maximumPasteLength: 1000)
        var out: [TerminalInput] = []
        decoder.feed(Array("\(Self.esc)[200~".utf8), into: &out)
        decoder.feed([UInt8](repeating: 0x61, count: 5000), into: &out)
        decoder.feed(Array("\(Self.esc)[201~x".utf8), into: &out)
        #expect(out.count == 2)
        guard case .paste(let text) = out.first else { return }
        #expect(text.count == 1000)
    }
}
