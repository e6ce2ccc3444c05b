extension KeyNotation {
    /// Zed's named keys that are KeyGraph's own named keys (`delete` is forward delete in Zed).
    static let zedNamedKeys: [String: KeyEquivalent] = {
        var map: [String: KeyEquivalent] = [
            "enter": .return, "escape": .escape, "backspace": .delete, "delete": .deleteForward, "tab": .tab,
            "space": .space, "up": .upArrow, "down": .downArrow, "left": .leftArrow, "right": .rightArrow,
            "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown, "insert": .insert,
            "clear": .clear,
            // A modifier written as the key (`"shift shift"`), as Zed names it then.
            "shift": .shiftKey, "control": .controlKey, "alt": .optionKey, "platform": .commandKey,
            "function": .functionKey,
        ]
        for n in 1...35 { map["f\(n)"] = .function(n) }
        return map
    }()

    /// One chord as Zed's keystroke parser reads it: components separated by `-`; the
    /// modifiers `ctrl`, `alt`, `shift`, `fn`, `cmd`/`super`/`win` (the OS key) and
    /// `secondary` in any case and order; then one key, which may be any name (Zed keeps
    /// names it does not know, and they never match a key press). A single uppercase letter
    /// implies Shift; other names ignore case. A modifier alone is the key (`shift`), a
    /// trailing `-` is the key `-`, and `->c` after the key (a test event's character) is
    /// ignored, as Zed does.
    static func zedChord(_ token: String, column: Int, secondary: EventModifiers) throws(SyntaxError)
        -> KeyboardShortcut
    {
        let components = token.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        var modifiers: EventModifiers = []
        var key: String? = nil
        var offset = 0
        var i = 0
        while i < components.count {
            let component = components[i]
            let lower = component.lowercased()
            defer {
                offset += component.count + 1
                i += 1
            }
            switch lower {
            case "ctrl": modifiers.insert(.control)
            case "alt": modifiers.insert(.option)
            case "shift": modifiers.insert(.shift)
            case "fn": modifiers.insert(.function)
            case "secondary": modifiers.insert(secondary)
            case "cmd", "super", "win": modifiers.insert(.command)
            default:
                if i + 1 < components.count {
                    let next = components[i + 1]
                    if next.isEmpty, token.hasSuffix("-") {
                        key = "-"
                        i = components.count
                        continue
                    }
                    if next.count > 1, next.hasPrefix(">") {
                        key = component
                        i += 1  // the key's test-event character
                        continue
                    }
                    throw SyntaxError(
                        "unexpected '\(component.escapedForDisplay)' before '-': only modifiers come before the key",
                        column: column + offset, length: max(1, component.count),
                        hint: "write modifiers (ctrl, alt, shift, fn, cmd, super, win, secondary), then the key")
                }
                key = component
            }
        }
        guard let key else {
            // A modifier alone is the key: Zed takes the first of shift, control, alt, the OS key, fn.
            let asKeys: [(EventModifiers, KeyEquivalent)] = [
                (.shift, .shiftKey), (.control, .controlKey), (.option, .optionKey), (.command, .commandKey),
                (.function, .functionKey),
            ]
            for (modifier, asKey) in asKeys where modifiers.contains(modifier) {
                return KeyboardShortcut(folding: asKey, exactly: modifiers.subtracting(modifier))
            }
            throw SyntaxError("expected a key", column: column, length: max(1, token.count))
        }
        if key.isEmpty {
            throw SyntaxError("expected a key after '\(token.escapedForDisplay)'", column: column + token.count)
        }
        return KeyboardShortcut(folding: zedKey(key, modifiers: &modifiers), exactly: modifiers)
    }

    /// Whether the key `scalar` is written in KeyGraph's canonical notation as something that
    /// reads back as the same key.
    static func readsBack(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar) { return true }
        let sequence = KeySequence([KeyboardShortcut(folding: KeyEquivalent(scalar), exactly: [])])
        return (try? parseSequence(sequence.canonical)) == sequence
    }

    /// The key Zed names `name`; a single uppercase ASCII letter adds Shift to `modifiers`.
    static func zedKey(_ name: String, modifiers: inout EventModifiers) -> KeyEquivalent {
        let scalars = Array(name.unicodeScalars)
        if scalars.count == 1 {
            let scalar = scalars[0]
            if ("A"..."Z").contains(scalar) {
                modifiers.insert(.shift)
                return KeyEquivalent(Unicode.Scalar(scalar.value + 32)!)
            }
            if scalar.isStandaloneKey, scalar.value > 0x20 {
                // A character KeyGraph's notation reads as something else (`⇧` is Shift, `↩`
                // Return) is, in Zed, a key of that name that no key press produces.
                return readsBack(scalar) ? KeyEquivalent(scalar) : .unnamed(name)
            }
        }
        var lower = ""
        for scalar in name.unicodeScalars {
            lower.unicodeScalars.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar)
        }
        if let named = zedNamedKeys[lower] { return named }
        if let other = KeyEquivalent.otherNameBySpelling[lower] { return other.key }
        return .unnamed(lower)
    }
}
