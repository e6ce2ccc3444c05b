/// How shortcuts are written for people and for keymap files.
public enum ShortcutStyle: String, Sendable, CaseIterable, Codable {
    /// macOS menu glyphs in ⌃⌥⇧⌘ order: `⇧⌘I`.
    case glyphs
    /// A text form for Linux and Windows menus: `Ctrl+Shift+I`. For display only:
    /// read back, its uppercase letter would imply Shift.
    case text
    /// The keymap-file form: `ctrl+shift+i`.
    case canonical
}

extension KeyboardShortcut {
    /// The shortcut written in `style`.
    public func formatted(_ style: ShortcutStyle) -> String {
        switch style {
        // Appended in place, not joined from an array: a shortcut is formatted on every
        // keystroke the REPL reports.
        case .canonical:
            var out = ""
            for s in EventModifiers.spellings where modifiers.contains(s.modifier) { out += s.canonical + "+" }
            return out + key.canonicalName
        case .text:
            var out = ""
            for s in EventModifiers.spellings where modifiers.contains(s.modifier) { out += s.text + "+" }
            return out + key.textName
        case .glyphs:
            var out = ""
            if modifiers.contains(.function) { out += "🌐" }
            for s in EventModifiers.spellings where modifiers.contains(s.modifier) && s.modifier != .function {
                if let glyph = s.glyph { out.append(glyph) }
            }
            let unglyphed = modifiers.intersection([.numericPad])
            if !unglyphed.isEmpty {
                // Menus have no glyph for these; fall back to the canonical form whole.
                return formatted(.canonical)
            }
            out += key.glyphName
            return out
        }
    }

    /// The canonical keymap-file form (`ctrl+shift+i`).
    public var canonical: String { formatted(.canonical) }
}

extension KeySequence {
    /// The sequence written in `style`, chords separated by spaces.
    public func formatted(_ style: ShortcutStyle) -> String {
        if chords.count == 1 { return chords[0].formatted(style) }
        var out = ""
        for (i, chord) in chords.enumerated() {
            if i > 0 { out += " " }
            out += chord.formatted(style)
        }
        return out
    }

    /// The canonical keymap-file form (`ctrl+k ctrl+f`).
    public var canonical: String { formatted(.canonical) }
}

extension KeySequence: CustomStringConvertible {
    public var description: String { canonical }
}

extension KeyboardShortcut: CustomStringConvertible {
    public var description: String { canonical }
}

extension KeyEquivalent {
    /// The key's byte when it is a lowercase ASCII letter or a digit: a key with no name of
    /// its own (the common case), written without a look-up in the name table.
    private var plainASCII: UInt8? {
        let value = scalar.value
        return (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) ? UInt8(value) : nil
    }

    var canonicalName: String {
        if let byte = plainASCII { return String(Unicode.Scalar(byte)) }
        if let named = Self.nameByKey[self] { return isOtherNamedKey ? "<\(named.canonical)>" : named.canonical }
        if isUnnamed { return "<unnamed>" }
        return String(scalar)
    }

    var textName: String {
        if let byte = plainASCII { return String(Unicode.Scalar(byte >= 0x61 ? byte - 0x20 : byte)) }
        if let named = Self.nameByKey[self] { return isOtherNamedKey ? "<\(named.text)>" : named.text }
        if isUnnamed { return "<Unnamed>" }
        return String(scalar).uppercased()
    }

    var glyphName: String {
        if let byte = plainASCII { return String(Unicode.Scalar(byte >= 0x61 ? byte - 0x20 : byte)) }
        if isOtherNamedKey || isUnnamed { return textName }
        if let named = Self.nameByKey[self] {
            if scalar == "+" { return "+" }
            return named.glyph.map { String($0) } ?? named.text
        }
        return String(scalar).uppercased()
    }
}
