/// Parses every common key notation into the same ``KeySequence``.
///
/// Chords are separated by whitespace. Each chord may be written as
/// - plus/dash: `cmd+shift+i`, `cmd-shift-i`, `ctrl+k` (an uppercase letter implies Shift);
/// - glyphs: `⇧⌘I`, `⌃⌘S`, `⌘[` (letters as menus show them; Shift written ⇧);
/// - Emacs: `C-x`, `M-x`, `s-n`, `<f5>`, `C-M-<down>` (an uppercase letter implies Shift).
package enum KeyNotation {
    static let modifierGlyphs: [Character: EventModifiers] = {
        var map: [Character: EventModifiers] = [:]
        for s in EventModifiers.spellings { if let g = s.glyph { map[g] = s.modifier } }
        map["🌐"] = .function
        return map
    }()

    /// The portable modifier name: ⌘ on macOS, ⌃ elsewhere.
    static let secondaryName = "secondary"

    static let emacsPrefixes: [Character: EventModifiers] = [
        "C": .control, "M": .option, "A": .option, "S": .shift, "s": .command,
    ]

    /// Parses a whole sequence (`ctrl+k ctrl+f`): the one path every key string takes.
    ///
    /// `secondary` is what the portable modifier name `secondary` means: ⌘ on macOS,
    /// ⌃ elsewhere (Zed's rule); see ``TargetPlatform/secondaryModifier``. Chords found in
    /// `cache` are not parsed again (a keymap repeats a few dozen chords thousands of times).
    ///
    /// - Complexity: O(n) in the text's length.
    package static func parseSequence(
        _ text: String, secondary: EventModifiers = .command, dialect: KeymapDialect = .keygraph,
        cache: inout ChordCache
    ) throws(SyntaxError) -> KeySequence {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(SyntaxError) in
                try parseSequence(utf8: bytes, secondary: secondary, dialect: dialect, cache: &cache)
            }
        }
        return try result.get()
    }

    /// ``parseSequence(_:secondary:dialect:cache:)`` without a cache.
    package static func parseSequence(
        _ text: String, secondary: EventModifiers = .command, dialect: KeymapDialect = .keygraph
    ) throws(SyntaxError) -> KeySequence {
        var cache = ChordCache(isEnabled: false)
        return try parseSequence(text, secondary: secondary, dialect: dialect, cache: &cache)
    }

    /// Parses a sequence from its UTF-8 bytes. Chords are separated by spaces and tabs;
    /// columns count characters, as carets do. `dialect` is whose notation the text is in:
    /// KeyGraph's (every form of docs/keys.md), VS Code's or Zed's.
    package static func parseSequence(
        utf8 bytes: UnsafeBufferPointer<UInt8>, secondary: EventModifiers, dialect: KeymapDialect = .keygraph,
        cache: inout ChordCache
    ) throws(SyntaxError) -> KeySequence {
        var chords: [KeyboardShortcut] = []
        chords.reserveCapacity(3)
        var tokens = Tokens(bytes)
        while let (start, end, column) = tokens.next() {
            if chords.count == KeySequence.maximumLength {
                throw SyntaxError(
                    "a key sequence has at most \(KeySequence.maximumLength) chords",
                    column: column, length: tokens.characterCount(start..<end))
            }
            let token = UnsafeBufferPointer(rebasing: bytes[start..<end])
            chords.append(try chord(token, column: column, secondary: secondary, dialect: dialect, cache: &cache))
        }
        if chords.isEmpty {
            throw SyntaxError(
                "expected a key", column: max(1, tokens.characterCount(0..<bytes.count) + (bytes.isEmpty ? 1 : 0)))
        }
        return KeySequence(chords)
    }

    /// One chord: from `cache`, else the ASCII plus/dash reader, else the full notation parser.
    static func chord(
        _ token: UnsafeBufferPointer<UInt8>, column: Int, secondary: EventModifiers, dialect: KeymapDialect,
        cache: inout ChordCache
    ) throws(SyntaxError) -> KeyboardShortcut {
        let hash = cache.isEnabled ? ChordCache.hash(token) : 0
        if cache.isEnabled, let known = cache.chord(token, hash: hash) { return known }
        let chord: KeyboardShortcut
        let notation = dialect.rules.notation
        if notation.readsASCIIFirst, let ascii = asciiChord(token, secondary: secondary) {
            chord = ascii
        } else {
            chord = try notation.chord(String(decoding: token, as: UTF8.self), column, secondary)
        }
        if cache.isEnabled { cache.insert(chord, for: token, hash: hash) }
        return chord
    }

    // MARK: - ASCII plus/dash chords

    /// Modifier names by their lowercase ASCII spelling.
    private static let asciiModifiers: [String: EventModifiers] = {
        var map: [String: EventModifiers] = [:]
        for s in EventModifiers.spellings {
            for name in s.names where name.utf8.allSatisfy({ $0 < 0x80 }) { map[name] = s.modifier }
        }
        return map
    }()

    /// The common chord — plain ASCII plus/dash (`ctrl+k`) — read straight from UTF-8
    /// without building strings of characters. Anything unusual (glyphs, Emacs chords, a
    /// bad token) returns nil, and ``parseChord(_:column:secondary:)``, with its located
    /// diagnostics, reads it instead: the two always agree on what parses.
    ///
    /// - Complexity: O(n) in the token's length.
    package static func asciiChord(_ u: UnsafeBufferPointer<UInt8>, secondary: EventModifiers) -> KeyboardShortcut? {
        guard let first = u.first, first != UInt8(ascii: "<") else { return nil }
        if u.count >= 3, u[1] == UInt8(ascii: "-"), "CMASs".utf8.contains(first) {
            return nil  // an Emacs chord
        }
        var modifiers: EventModifiers = []
        var start = 0
        var i = 0
        while i < u.count {
            let b = u[i]
            guard b > 0x20, b < 0x7F else { return nil }
            if (b == UInt8(ascii: "+") || b == UInt8(ascii: "-")) && i > start {
                guard i + 1 < u.count else { return nil }  // `ctrl+`: the full parser explains
                let name = String(decoding: UnsafeBufferPointer(rebasing: u[start..<i]), as: UTF8.self).lowercased()
                let modifier: EventModifiers
                if name == secondaryName {
                    modifier = secondary
                } else if let m = asciiModifiers[name] {
                    modifier = m
                } else {
                    return nil
                }
                guard !modifiers.contains(modifier) else { return nil }
                modifiers.insert(modifier)
                start = i + 1
                i = start
                continue
            }
            i += 1
        }
        let key: KeyEquivalent
        if u.count - start == 1 {
            key = KeyEquivalent(Unicode.Scalar(u[start]))
        } else {
            let name = String(decoding: UnsafeBufferPointer(rebasing: u[start...]), as: UTF8.self).lowercased()
            guard let named = KeyEquivalent.nameBySpelling[name] else { return nil }
            key = named.key
        }
        return KeyboardShortcut(key, modifiers: modifiers.union(key.impliedShift))
    }

    /// Parses one chord written in any notation, with located errors. `column` is where the token starts.
    package static func parseChord(_ token: String, column: Int, secondary: EventModifiers = .command)
        throws(SyntaxError) -> KeyboardShortcut
    {
        let chars = Array(token)
        guard let first = chars.first else { throw SyntaxError("expected a key", column: column) }
        // A combining mark (or a joiner) fuses with what it follows into one Character:
        // after '+' the separator vanishes into it, and the chord reads as an unknown key
        // named after the modifiers. Name the mark instead.
        for (index, ch) in chars.enumerated() where ch.unicodeScalars.count > 1 {
            let scalars = Array(ch.unicodeScalars)
            if let mark = scalars.dropFirst().first(where: { !$0.isStandaloneKey }) {
                let hex = String(mark.value, radix: 16, uppercase: true)
                let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                throw SyntaxError(
                    "'\(String(scalars[0]).escapedForDisplay)' is followed by U+\(code), which joins it into one character and is not a key",
                    column: column + index)
            }
        }
        if modifierGlyphs[first] != nil || (chars.count == 1 && KeyEquivalent.nameByGlyph[first] != nil) {
            return try parseGlyphChord(chars, column: column)
        }
        // A lone `<` is the key itself; `<f5>` is an Emacs named key.
        if (first == "<" && chars.count > 1) || isEmacsChord(chars) {
            return try parseEmacsChord(chars, column: column)
        }
        return try parsePlusChord(chars, column: column, secondary: secondary)
    }

    // MARK: - Plus/dash form

    private static func parsePlusChord(
        _ chars: [Character], column: Int, secondary: EventModifiers
    ) throws(SyntaxError) -> KeyboardShortcut {
        var modifiers: EventModifiers = []
        var index = 0
        while index < chars.count {
            // The longest run of name characters, then a separator with text after it.
            var end = index
            while end < chars.count, chars[end] != "+", chars[end] != "-" { end += 1 }
            let isModifierSlot = end > index && end < chars.count - 1
            guard isModifierSlot else { break }
            let name = String(chars[index..<end])
            let modifier: EventModifiers
            if name.lowercased() == secondaryName {
                modifier = secondary
            } else if let spelling = EventModifiers.spelling(named: name) {
                modifier = spelling.modifier
            } else {
                throw SyntaxError(
                    "unknown modifier '\(name)'", column: column + index, length: name.count,
                    hint: Suggestion.didYouMean(
                        name, among: EventModifiers.spellings.flatMap(\.names) + [secondaryName]))
            }
            if modifiers.contains(modifier) {
                throw SyntaxError("duplicate modifier '\(name)'", column: column + index, length: name.count)
            }
            modifiers.insert(modifier)
            index = end + 1
        }
        let keyText = String(chars[index...])
        // `cmd+shift+`: a trailing separator after a modifier name leaves no key.
        let trailingModifier =
            keyText.count > 1 && (keyText.last == "+" || keyText.last == "-")
            ? String(keyText.dropLast()) : nil
        if keyText.isEmpty
            || trailingModifier.map({ $0.lowercased() == secondaryName || EventModifiers.spelling(named: $0) != nil })
                == true
        {
            throw SyntaxError("expected a key after '\(String(chars))'", column: column + chars.count)
        }
        let key = try parseKeyName(keyText, column: column + index)
        return KeyboardShortcut(key, modifiers: modifiers.union(key.impliedShift))
    }

    // MARK: - Glyph form

    private static func parseGlyphChord(_ chars: [Character], column: Int) throws(SyntaxError) -> KeyboardShortcut {
        var modifiers: EventModifiers = []
        var index = 0
        while index < chars.count - 1, let modifier = modifierGlyphs[chars[index]] {
            if modifiers.contains(modifier) {
                throw SyntaxError("duplicate modifier '\(chars[index])'", column: column + index)
            }
            modifiers.insert(modifier)
            index += 1
        }
        let keyText = String(chars[index...])
        if chars.count == 1, modifierGlyphs[chars[0]] != nil {
            // `⌘` alone: a modifier with no key.
            throw SyntaxError("expected a key after the modifier '\(chars[0])'", column: column)
        }
        if keyText.count == 1, modifierGlyphs[chars[index]] != nil, index == chars.count - 1, chars.count > 1 {
            // `⌘⇧` — a modifier where the key should be.
            throw SyntaxError("expected a key after '\(String(chars[..<index]))'", column: column + index)
        }
        let parsed = try parseKeyName(keyText, column: column + index)
        // In the glyph form letters are written uppercase; Shift must be written ⇧.
        return KeyboardShortcut(folding: parsed, exactly: modifiers)
    }

    // MARK: - Emacs form

    private static func isEmacsChord(_ chars: [Character]) -> Bool {
        chars.count >= 3 && emacsPrefixes[chars[0]] != nil && chars[1] == "-"
    }

    private static func parseEmacsChord(_ chars: [Character], column: Int) throws(SyntaxError) -> KeyboardShortcut {
        var modifiers: EventModifiers = []
        var index = 0
        while index + 2 < chars.count {
            guard chars[index + 1] == "-", let modifier = emacsPrefixes[chars[index]] else { break }
            if modifiers.contains(modifier) {
                throw SyntaxError("duplicate modifier '\(chars[index])-'", column: column + index, length: 2)
            }
            modifiers.insert(modifier)
            index += 2
        }
        var keyText = String(chars[index...])
        var keyColumn = column + index
        if keyText.hasPrefix("<"), keyText.count > 1 {
            guard keyText.hasSuffix(">"), keyText.count > 2 else {
                throw SyntaxError(
                    "unclosed '<' in key name", column: keyColumn, length: keyText.count,
                    hint: "write named keys as <f5> or <down>")
            }
            keyText = String(keyText.dropFirst().dropLast())
            keyColumn += 1
            if let other = KeyEquivalent.otherNameBySpelling[keyText.lowercased()] {
                return KeyboardShortcut(other.key, modifiers: modifiers)
            }
            let key = try parseKeyName(keyText, column: keyColumn, emacsNames: true)
            return KeyboardShortcut(key, modifiers: modifiers)
        }
        let key = try parseKeyName(keyText, column: keyColumn, emacsNames: true)
        return KeyboardShortcut(key, modifiers: modifiers.union(key.impliedShift))
    }

    private static let emacsNames: [String: KeyEquivalent] = [
        "RET": .return, "SPC": .space, "TAB": .tab, "ESC": .escape, "DEL": .delete,
    ]

    // MARK: - Keys

    /// Parses the key part of a chord. Uppercase letters come back uppercase so the
    /// caller can decide whether they imply Shift.
    private static func parseKeyName(
        _ text: String, column: Int, emacsNames useEmacsNames: Bool = false
    ) throws(SyntaxError) -> KeyEquivalent {
        if text.count == 1, let ch = text.first {
            // A named key's glyph is that key in every form (`ctrl+↩` is ⌃Return, as `↩` is):
            // read as a plain character it would print as the glyph and read back as the
            // named key (found by the fuzzer's round-trip check, with `<⇪>`).
            if let named = KeyEquivalent.nameByGlyph[ch] { return named.key }
            if modifierGlyphs[ch] != nil {
                throw SyntaxError("'\(ch)' is a modifier, not a key", column: column)
            }
            guard ch.unicodeScalars.count == 1, let scalar = ch.unicodeScalars.first,
                scalar.value > 0x20, scalar.value != 0x7F, scalar.isStandaloneKey
            else {
                throw SyntaxError("'\(text.escapedForDisplay)' is not a key", column: column)
            }
            return KeyEquivalent(scalar)
        }
        if useEmacsNames, let named = emacsNames[text] { return named }
        // The keys of other editors' tables are written in angle brackets (`cmd+<copy>`), so a
        // bare word stays a word.
        if text.count > 2, text.first == "<", text.last == ">",
            let other = KeyEquivalent.otherNameBySpelling[String(text.dropFirst().dropLast()).lowercased()]
        {
            return other.key
        }
        if let named = KeyEquivalent.nameBySpelling[text.lowercased()] { return named.key }
        let candidates = KeyEquivalent.names.flatMap(\.names) + EventModifiers.spellings.flatMap(\.names)
        if EventModifiers.spelling(named: text) != nil {
            throw SyntaxError("expected a key after the modifier '\(text)'", column: column, length: text.count)
        }
        let separatorIndex = text.firstIndex { $0 == "+" || $0 == "-" }
        if let separatorIndex, separatorIndex != text.startIndex {
            let name = String(text[..<separatorIndex])
            if EventModifiers.spelling(named: name) != nil, text.index(after: separatorIndex) == text.endIndex {
                throw SyntaxError("expected a key after '\(text)'", column: column + text.count)
            }
            throw SyntaxError(
                "unknown modifier '\(name)'", column: column, length: name.count,
                hint: Suggestion.didYouMean(name, among: EventModifiers.spellings.flatMap(\.names)))
        }
        throw SyntaxError(
            "unknown key '\(text.escapedForDisplay)'", column: column, length: text.count,
            hint: Suggestion.didYouMean(text, among: candidates))
    }
}

extension Unicode.Scalar {
    /// Whether the scalar can stand alone as a key: not a control, a format
    /// character, a separator, a surrogate, or a combining mark (which would fuse
    /// with the space before it, so a sequence could not be written back and read
    /// again — found by the fuzzer's round-trip check).
    var isStandaloneKey: Bool {
        // Supplementary Private Use Areas A and B hold KeyGraph's own code points for keys
        // with no character (``KeyEquivalent/otherNames``, unnamed Zed keys): such a key is
        // written by its name, so the character itself is not one.
        if value >= KeyEquivalent.otherKeyBase { return false }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .spaceSeparator,
            .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
            return false
        default:
            return true
        }
    }
}

extension KeyEquivalent {
    /// `.shift` for an uppercase letter (the plus and Emacs forms' rule), else none.
    var impliedShift: EventModifiers { isUppercaseLetter ? .shift : [] }
}
