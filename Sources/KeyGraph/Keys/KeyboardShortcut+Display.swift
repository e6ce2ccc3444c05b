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
        case .canonical:
            var parts: [String] = []
            for s in EventModifiers.spellings where modifiers.contains(s.modifier) { parts.append(s.canonical) }
            parts.append(key.canonicalName)
            return parts.joined(separator: "+")
        case .text:
            var parts: [String] = []
            for s in EventModifiers.spellings where modifiers.contains(s.modifier) { parts.append(s.text) }
            parts.append(key.textName)
            return parts.joined(separator: "+")
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
        chords.map { $0.formatted(style) }.joined(separator: " ")
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
    var canonicalName: String {
        if let named = Self.nameByKey[self] { return isOtherNamedKey ? "<\(named.canonical)>" : named.canonical }
        if isUnnamed { return "<unnamed>" }
        return String(scalar)
    }

    var textName: String {
        if let named = Self.nameByKey[self] { return isOtherNamedKey ? "<\(named.text)>" : named.text }
        if isUnnamed { return "<Unnamed>" }
        return String(scalar).uppercased()
    }

    var glyphName: String {
        if isOtherNamedKey || isUnnamed { return textName }
        if let named = Self.nameByKey[self] {
            if scalar == "+" { return "+" }
            return named.glyph.map { String($0) } ?? named.text
        }
        return String(scalar).uppercased()
    }
}
