import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("Key sequences: parsing and display")
struct KeySequenceParsingTests {
    private func chord(_ text: String) throws -> KeyboardShortcut {
        try KeyboardShortcut(parsing: text)
    }

    @Test(
        "the plus, dash, glyph and Emacs forms give the same chord",
        arguments: [
            "cmd+shift+i", "cmd-shift-i", "Command+Shift+I", "⇧⌘I", "cmd+I", "s-I", "s-S-i", "super+shift+i",
        ])
    func sameChord(text: String) throws {
        #expect(try chord(text) == KeyboardShortcut(KeyEquivalent("i"), modifiers: [.command, .shift]))
    }

    @Test("a glyph-form letter is written uppercase and implies no Shift")
    func glyphLetters() throws {
        #expect(try chord("⌘N") == KeyboardShortcut(KeyEquivalent("n"), modifiers: .command))
        #expect(try chord("⌃⌘S") == KeyboardShortcut(KeyEquivalent("s"), modifiers: [.control, .command]))
        #expect(try chord("⌥⇧⌘V") == KeyboardShortcut(KeyEquivalent("v"), modifiers: [.option, .shift, .command]))
        #expect(try chord("⌘[") == KeyboardShortcut(KeyEquivalent("["), modifiers: .command))
    }

    @Test("Emacs chords: C-, M- (Alt), s- (super), named keys in angle brackets")
    func emacs() throws {
        #expect(
            try KeySequence(parsing: "C-x C-s").chords == [
                KeyboardShortcut(KeyEquivalent("x"), modifiers: .control),
                KeyboardShortcut(KeyEquivalent("s"), modifiers: .control),
            ])
        #expect(try chord("M-x") == KeyboardShortcut(KeyEquivalent("x"), modifiers: .option))
        #expect(try chord("M-N") == KeyboardShortcut(KeyEquivalent("n"), modifiers: [.option, .shift]))
        #expect(try chord("<f5>") == KeyboardShortcut(.function(5), modifiers: []))
        #expect(try chord("C-M-<down>") == KeyboardShortcut(.downArrow, modifiers: [.control, .option]))
    }

    @Test("named keys and their aliases")
    func namedKeys() throws {
        #expect(try chord("cmd+return") == chord("cmd+enter"))
        #expect(try chord("esc") == KeyboardShortcut.cancelAction)
        #expect(try chord("return") == KeyboardShortcut.defaultAction)
        #expect(try chord("cmd+backspace") == KeyboardShortcut(.delete, modifiers: .command))
        #expect(try chord("cmd+plus") == KeyboardShortcut(KeyEquivalent("+"), modifiers: .command))
        #expect(try chord("ctrl+-") == KeyboardShortcut(KeyEquivalent("-"), modifiers: .control))
        #expect(try chord("f12") == KeyboardShortcut(.function(12), modifiers: []))
        // `<` alone is the key, not the start of an Emacs <name>.
        #expect(try chord("<") == KeyboardShortcut(KeyEquivalent("<"), modifiers: []))
        #expect(try chord("C-<") == KeyboardShortcut(KeyEquivalent("<"), modifiers: .control))
        #expect(try KeySequence(parsing: "ctrl+x <").chords.last == KeyboardShortcut(KeyEquivalent("<"), modifiers: []))
    }

    @Test("SwiftUI's KeyboardShortcut defaults to Command")
    func swiftUIDefault() {
        #expect(KeyboardShortcut("n") == KeyboardShortcut(KeyEquivalent("n"), modifiers: .command))
    }

    @Test("display: glyphs in ⌃⌥⇧⌘ order, Linux text, canonical keymap form")
    func display() throws {
        let c = try chord("shift+cmd+ctrl+alt+i")
        #expect(c.formatted(.glyphs) == "⌃⌥⇧⌘I")
        #expect(c.formatted(.text) == "Ctrl+Alt+Shift+Super+I")
        #expect(c.formatted(.canonical) == "ctrl+alt+shift+cmd+i")
        #expect(try chord("cmd+return").formatted(.glyphs) == "⌘↩")
        #expect(try chord("cmd+backspace").formatted(.glyphs) == "⌘⌫")
        #expect(try KeySequence(parsing: "ctrl+k ctrl+f").formatted(.glyphs) == "⌃K ⌃F")
    }

    @Test(
        "bad notations report the column of the bad token",
        arguments: [
            ("ctrl+foo+k", "6: unknown modifier 'foo'"),
            ("ctrl+", "6: expected a key after 'ctrl+'"),
            ("", "1: expected a key"),
            ("ctrl+ctrl+k", "6: duplicate modifier 'ctrl'"),
            ("cmd+retrun", "5: unknown key 'retrun' (did you mean 'return'?)"),
            ("ctrl+k ctlr+f", "8: unknown modifier 'ctlr' (did you mean 'ctrl'?)"),
            ("a b c d e f g h i", "17: a key sequence has at most 8 chords"),
            ("C-<f5", "3: unclosed '<' in key name (write named keys as <f5> or <down>)"),
            // A combining mark fuses with the space before it into one character, so it can
            // never stand alone as a key (found by the fuzzer's round-trip check).
            ("a \u{20E7} b", "2: ' ' is followed by U+20E7, which joins it into one character and is not a key"),
            ("\u{20E7}", "1: '\u{20E7}' is not a key"),
            ("cmd+\u{200B}", "5: '\u{200B}' is not a key"),
            // A modifier's glyph is not a key: `<⇪>` would print as `⇪` and read back as a
            // modifier with no key (found by the fuzzer's round-trip check).
            ("<⇪>", "2: '⇪' is a modifier, not a key"),
            ("ctrl+⌘", "6: '⌘' is a modifier, not a key"),
            ("C-🌐", "3: '🌐' is a modifier, not a key"),
            // KeyGraph's own code points for keys without a character (Supplementary Private
            // Use Areas A and B) are written by name: the character read as an unnamed Zed key
            // printed `<unnamed>` (found by the fuzzer's round-trip check).
            ("\u{10A28A}", "1: '\u{10A28A}' is not a key"),
            ("ctrl+\u{F0010}", "6: '\u{F0010}' is not a key"),
        ])
    func errors(text: String, expected: String) {
        #expect(throws: SyntaxError.self) { try KeySequence(parsing: text) }
        do {
            _ = try KeySequence(parsing: text)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test(
        "a named key's glyph is that key in every form, and reads back",
        arguments: [
            ("<↩>", "return"), ("ctrl+↩", "ctrl+return"), ("C-⇥", "ctrl+tab"), ("alt+↑", "alt+up"),
            ("⌘↩", "cmd+return"),
        ])
    func namedGlyphs(text: String, canonical: String) throws {
        let sequence = try KeySequence(parsing: text)
        #expect(sequence == (try KeySequence(parsing: canonical)))
        #expect(sequence.canonical == canonical)
        #expect(try KeySequence(parsing: sequence.canonical) == sequence)
    }
}

@Suite("Key notation: the ASCII chord reader agrees with the full chord parser")
struct FastPathAgreementTests {
    static let keys = [
        "a", "z", "A", "0", "9", "[", "-", "+", ",", "/", "`", "<", "plus", "return", "Enter", "esc",
        "tab", "space", "backspace", "forwarddelete", "up", "PageDown", "home", "f1", "F12", "f20", "insert",
    ]

    @Test("every modifier subset × key, in canonical, text-like and dash spellings")
    func agreement() throws {
        let modifiers = ["ctrl", "alt", "shift", "cmd", "fn", "secondary", "Control", "opt", "super", "meta"]
        var checked = 0
        for mask in 0..<(1 << modifiers.count) {
            let chosen = modifiers.indices.filter { mask & (1 << $0) != 0 }.map { modifiers[$0] }
            for key in Self.keys {
                for separator in ["+", "-"] {
                    let text = (chosen + [key]).joined(separator: separator)
                    let fast = asciiChord(text, secondary: .control).map { KeySequence([$0]) }
                    let full = (try? KeyNotation.parseChord(text, column: 1, secondary: .control)).map {
                        KeySequence([$0])
                    }
                    // The fast path may decline (nil), but never accepts what the full parser rejects,
                    // and never disagrees with it.
                    if let fast {
                        #expect(fast == full, "\(text)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 10_000)
    }

    @Test(
        "forms the fast path leaves to the full parser",
        arguments: ["C-x", "M-<f5>", "⌘N", "<f5>", "ctrl+", "ctrl+foo+k", "é", "ctrl+ctrl+k", "s-n"])
    func declines(text: String) {
        #expect(asciiChord(text, secondary: .command) == nil)
    }
}

/// The ASCII chord reader on `text`'s bytes.
private func asciiChord(_ text: String, secondary: EventModifiers) -> KeyboardShortcut? {
    var text = text
    return text.withUTF8 { KeyNotation.asciiChord($0, secondary: secondary) }
}
