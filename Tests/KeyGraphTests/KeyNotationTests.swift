import KeyGraphTestSupport
import Testing

@testable import KeyGraph

/// Every subset of `modifiers`, the empty set first.
func everySubset(of modifiers: [EventModifiers]) -> [EventModifiers] {
    var subsets: [EventModifiers] = [[]]
    for modifier in modifiers {
        subsets += subsets.map { $0.union(modifier) }
    }
    return subsets
}

/// The representative keys of the round-trip tests: letters, digits, punctuation,
/// every named key and F1–F20.
let representativeKeys: [KeyEquivalent] = {
    var keys: [KeyEquivalent] = []
    for scalar in "abcdefghijklmnopqrstuvwxyz0123456789".unicodeScalars { keys.append(KeyEquivalent(scalar)) }
    for scalar in "[]{}\\|;:'\",.<>/?`~!@#$%^&*()-_=".unicodeScalars { keys.append(KeyEquivalent(scalar)) }
    keys += KeyEquivalent.names.map(\.key)
    return keys
}()

/// The error a notation raises, as `column: message (hint)`, or nil when it parses.
func notationError(_ text: String) -> String? {
    do {
        _ = try KeySequence(parsing: text)
        return nil
    } catch {
        return "\(error.column)+\(error.length): \(error.message)" + (error.hint.map { " (\($0))" } ?? "")
    }
}

func parsed(_ text: String) -> KeySequence? { try? KeySequence(parsing: text) }

@Suite("Key notation")
struct KeyNotationTests {
    static let allModifiers: [EventModifiers] = [
        .capsLock, .shift, .control, .option, .command, .numericPad, .function,
    ]

    @Test("parse(display(x)) == x in the glyph and canonical styles, over every modifier subset × the key set")
    func roundTripExhaustive() throws {
        var checked = 0
        for modifiers in everySubset(of: Self.allModifiers) {
            for key in representativeKeys {
                let chord = KeyboardShortcut(key, modifiers: modifiers)
                for style in [ShortcutStyle.canonical, .glyphs] {
                    let text = chord.formatted(style)
                    // A bare letter in glyphs reads "A", which the plus form reads as ⇧A
                    // (docs/keys.md); it is the one pair that does not round-trip.
                    if style == .glyphs, modifiers.isEmpty, key.isLetter {
                        #expect(text == String(key.character).uppercased())
                        #expect(parsed(text) == KeySequence([KeyboardShortcut(key, modifiers: .shift)]))
                        continue
                    }
                    let back = try KeyboardShortcut(parsing: text)
                    #expect(back == chord, "\(style): \(text)")
                    checked += 1
                }
            }
        }
        #expect(checked == 128 * representativeKeys.count * 2 - 26)
    }

    @Test("sequences of up to 8 chords round-trip; a ninth is an error at its column")
    func sequences() throws {
        let eight = KeySequence(Array(repeating: KeyboardShortcut("k", modifiers: .control), count: 8))
        #expect(try KeySequence(parsing: eight.canonical) == eight)
        #expect(try KeySequence(parsing: eight.formatted(.glyphs)) == eight)
        #expect(notationError("a b c d e f g h i") == "17+1: a key sequence has at most 8 chords")
    }

    @Test(
        "the three notations read the same chord",
        arguments: [
            ("cmd+shift+i", "⇧⌘I"), ("cmd-shift-i", "⇧⌘I"), ("cmd+I", "⇧⌘I"), ("command+shift+i", "⇧⌘I"),
            ("super+i", "⌘I"), ("⇧⌘I", "⇧⌘I"), ("⌘⇧I", "⇧⌘I"), ("⌃⌘S", "⌃⌘S"), ("⌥⇧⌘V", "⌥⇧⌘V"), ("⌘[", "⌘["),
            ("⌘N", "⌘N"), ("C-x", "⌃X"), ("M-x", "⌥X"), ("M-N", "⌥⇧N"), ("M-S-n", "⌥⇧N"), ("s-n", "⌘N"),
            ("<f5>", "F5"), ("C-M-<down>", "⌃⌥↓"), ("ctrl+alt+down", "⌃⌥↓"), ("opt+return", "⌥↩"),
            ("alt+enter", "⌥↩"), ("meta+esc", "⌥⎋"), ("fn+f1", "🌐F1"), ("function+left", "🌐←"),
            ("cmd+backspace", "⌘⌫"), ("cmd+delete", "⌘⌫"), ("cmd+forwarddelete", "⌘⌦"), ("cmd+plus", "⌘+"),
            ("cmd++", "⌘+"), ("cmd+-", "⌘-"), ("ctrl+space", "⌃Space"), ("shift+tab", "⇧⇥"), ("pageup", "⇞"),
            ("pagedown", "⇟"), ("home", "↖"), ("end", "↘"), ("clear", "⌧"), ("f20", "F20"), ("cmd+f12", "⌘F12"),
            ("ctrl+shift+/", "⌃⇧/"), ("cmd+?", "⌘?"), ("<", "<"), ("cmd+<", "⌘<"), ("C--", "⌃-"),
            ("C-<return>", "⌃↩"), ("C-RET", "⌃↩"), ("secondary+n", "⌘N"),
        ])
    func notations(input: String, glyphs: String) throws {
        #expect(try KeySequence(parsing: input).formatted(.glyphs) == glyphs)
    }

    @Test("display in ⌃⌥⇧⌘ order, the Linux text form and the canonical form")
    func display() throws {
        let chord = try KeyboardShortcut(parsing: "cmd+shift+alt+ctrl+i")
        #expect(chord.formatted(.glyphs) == "⌃⌥⇧⌘I")
        #expect(chord.formatted(.text) == "Ctrl+Alt+Shift+Super+I")
        #expect(chord.formatted(.canonical) == "ctrl+alt+shift+cmd+i")
        #expect(try KeySequence(parsing: "ctrl+k ctrl+f").formatted(.glyphs) == "⌃K ⌃F")
        #expect(try KeySequence(parsing: "⌘↩").formatted(.text) == "Super+Return")
        #expect(KeyboardShortcut.defaultAction.formatted(.glyphs) == "↩")
        #expect(KeyboardShortcut.cancelAction.formatted(.glyphs) == "⎋")
        #expect(KeyboardShortcut("n").formatted(.glyphs) == "⌘N")
    }

    @Test("secondary is ⌘ on Apple platforms and ⌃ on Linux")
    func secondary() throws {
        #expect(try KeySequence(parsing: "secondary+shift+n", for: .linux).formatted(.text) == "Ctrl+Shift+N")
        #expect(try KeySequence(parsing: "secondary+shift+n", for: .macos).formatted(.glyphs) == "⇧⌘N")
        #expect(try KeySequence(parsing: "secondary+k secondary+s", for: .ipados).formatted(.glyphs) == "⌘K ⌘S")
        #expect(try KeyboardShortcut(parsing: "secondary+,", for: .linux) == KeyboardShortcut(",", modifiers: .control))
    }

    @Test(
        "bad notations report the exact column, span and hint",
        arguments: [
            ("ctr+k", "1+3: unknown modifier 'ctr' (did you mean 'ctrl'?)"),
            ("ctrl+k ctl+f", "8+3: unknown modifier 'ctl' (did you mean 'ctrl'?)"),
            ("cmd+shift+", "11+1: expected a key after 'cmd+shift+'"),
            ("cmd+cmd+k", "5+3: duplicate modifier 'cmd'"),
            ("cmd+retrun", "5+6: unknown key 'retrun' (did you mean 'return'?)"),
            ("cmd+f36", "5+3: unknown key 'f36' (did you mean 'f3'?)"),
            ("⌘⌘K", "2+1: duplicate modifier '⌘'"),
            ("⌘⇧", "2+1: expected a key after '⌘'"),
            ("C-M-<down", "5+5: unclosed '<' in key name (write named keys as <f5> or <down>)"),
            ("C-<dwn>", "4+3: unknown key 'dwn' (did you mean 'down'?)"),
            ("C-C-x", "3+2: duplicate modifier 'C-'"),
            ("", "1+1: expected a key"),
            ("   ", "3+1: expected a key"),
            ("ctrl", "1+4: expected a key after the modifier 'ctrl'"),
            ("ctrl+k  shift", "9+5: expected a key after the modifier 'shift'"),
            ("secondry+n", "1+8: unknown modifier 'secondry' (did you mean 'secondary'?)"),
            ("hyper+x", "1+5: unknown modifier 'hyper'"),
            ("cmd+shift-", "11+1: expected a key after 'cmd+shift-'"),
            ("⌘", "1+1: expected a key after the modifier '⌘'"),
            ("ctrl+k ⌥", "8+1: expected a key after the modifier '⌥'"),
            ("cmd+\u{1B}", "5+1: '\\e' is not a key"),
        ])
    func errors(input: String, expected: String) {
        #expect(notationError(input) == expected)
    }

    @Test("no string over a notation alphabet traps, and every error is inside the text")
    func noTraps() {
        let alphabet: [String] = ["c", "C", "-", "+", "<", ">", "⌘", "⇧", "f", "5", " ", "M", "é", "\u{1B}"]
        var strings: [String] = [""]
        var frontier: [String] = [""]
        for _ in 1...3 {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + $0 } }
            strings += frontier
        }
        var errors = 0
        for text in strings {
            do {
                let sequence = try KeySequence(parsing: text)
                #expect(!sequence.isEmpty)
            } catch {
                errors += 1
                #expect(
                    error.column >= 1 && error.column <= max(1, text.count + 1), "\(text.debugDescription): \(error)")
            }
        }
        #expect(strings.count == 1 + 14 + 196 + 2744)
        #expect(errors > 0)
    }

    @Test("a hint for a name of a million characters costs no table of a million rows")
    func hintsForHugeNames() {
        // Filling the whole table took about a minute (and 88 MB) for a 1,000,000-character
        // key in a keymap file; the lengths alone rule every candidate out.
        let huge = String(repeating: "q", count: 1_000_000)
        #expect(Suggestion.didYouMean(huge, among: ["ctrl", "shift"]) == nil)
        #expect(Demo.recipes.commands.suggestion(for: "recipe." + huge) == nil)
        #expect(editDistance(huge, "ctrl", limit: 3) == 4)
        #expect(Suggestion.didYouMean("ctlr", among: ["ctrl", "shift"]) == "did you mean 'ctrl'?")
        #expect(editDistance("ctlr", "ctrl", limit: 1) == 1)
    }
}
