/// A key on the keyboard, modelled after SwiftUI's `KeyEquivalent`: a character,
/// with the named keys at AppKit's function-key code points.
///
/// Letters are stored lowercase; Shift lives in ``EventModifiers``.
public struct KeyEquivalent: Hashable, Sendable {
    /// The key's single Unicode scalar.
    public let scalar: Unicode.Scalar

    public init(_ scalar: Unicode.Scalar) { self.scalar = scalar }

    /// The key as a `Character`, as SwiftUI exposes it.
    public var character: Character { Character(scalar) }

    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    /// Backspace (⌫), SwiftUI's `.delete`.
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete (⌦), SwiftUI's `.deleteForward`.
    public static let deleteForward = KeyEquivalent("\u{7F}")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let insert = KeyEquivalent("\u{F727}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")

    /// The function key F`n`, 1 ≤ n ≤ 35 (AppKit's `NSF1FunctionKey` onwards).
    public static func function(_ n: Int) -> KeyEquivalent {
        precondition((1...35).contains(n), "function keys run from F1 to F35")
        return KeyEquivalent(Unicode.Scalar(0xF704 + UInt32(n - 1))!)
    }

    /// The function key number, if this is F1–F35.
    public var functionKeyNumber: Int? {
        let v = scalar.value
        return (0xF704...0xF726).contains(v) ? Int(v - 0xF704 + 1) : nil
    }

    /// Whether this is an ASCII letter (stored lowercase).
    public var isLetter: Bool { ("a"..."z").contains(scalar) }
}

extension KeyEquivalent {
    /// A named (non-printing) key and its spellings.
    struct Name: Sendable {
        let key: KeyEquivalent
        /// The canonical plus-form name (`return`).
        let canonical: String
        /// Every accepted name, lowercased.
        let names: [String]
        /// The menu glyph (`↩`); nil where menus spell it out.
        let glyph: Character?
        /// The Linux text form and the glyph form's spelled-out name (`Return`).
        let text: String
    }

    static let names: [Name] = {
        var table: [Name] = [
            Name(
                key: .return, canonical: "return", names: ["return", "enter", "ret", "cr"], glyph: "↩", text: "Return"),
            Name(key: .escape, canonical: "escape", names: ["escape", "esc"], glyph: "⎋", text: "Esc"),
            Name(key: .tab, canonical: "tab", names: ["tab"], glyph: "⇥", text: "Tab"),
            Name(key: .space, canonical: "space", names: ["space", "spc"], glyph: nil, text: "Space"),
            Name(
                key: .delete, canonical: "backspace", names: ["backspace", "delete", "bs", "del"], glyph: "⌫",
                text: "Backspace"),
            Name(
                key: .deleteForward, canonical: "forwarddelete", names: ["forwarddelete", "deleteforward"], glyph: "⌦",
                text: "ForwardDelete"),
            Name(key: .upArrow, canonical: "up", names: ["up", "uparrow"], glyph: "↑", text: "Up"),
            Name(key: .downArrow, canonical: "down", names: ["down", "downarrow"], glyph: "↓", text: "Down"),
            Name(key: .leftArrow, canonical: "left", names: ["left", "leftarrow"], glyph: "←", text: "Left"),
            Name(key: .rightArrow, canonical: "right", names: ["right", "rightarrow"], glyph: "→", text: "Right"),
            Name(key: .home, canonical: "home", names: ["home"], glyph: "↖", text: "Home"),
            Name(key: .end, canonical: "end", names: ["end"], glyph: "↘", text: "End"),
            Name(key: .pageUp, canonical: "pageup", names: ["pageup", "pgup", "prior"], glyph: "⇞", text: "PageUp"),
            Name(
                key: .pageDown, canonical: "pagedown", names: ["pagedown", "pgdn", "next"], glyph: "⇟", text: "PageDown"
            ),
            Name(key: .clear, canonical: "clear", names: ["clear"], glyph: "⌧", text: "Clear"),
            Name(key: .insert, canonical: "insert", names: ["insert", "ins"], glyph: nil, text: "Insert"),
            Name(key: KeyEquivalent("+"), canonical: "plus", names: ["plus"], glyph: nil, text: "Plus"),
        ]
        for n in 1...35 {
            table.append(Name(key: .function(n), canonical: "f\(n)", names: ["f\(n)"], glyph: nil, text: "F\(n)"))
        }
        return table
    }()

    /// Every named key by its key, KeyGraph's own and ``otherNames``.
    static let nameByKey: [KeyEquivalent: Name] = Dictionary(
        (names + otherNames).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    static let nameBySpelling: [String: Name] = {
        var map: [String: Name] = [:]
        for entry in names { for spelling in entry.names { map[spelling] = entry } }
        return map
    }()
    static let nameByGlyph: [Character: Name] = Dictionary(
        names.compactMap { entry in entry.glyph.map { ($0, entry) } }, uniquingKeysWith: { a, _ in a })

    /// Whether the key prints a character (as opposed to a named key).
    var isPrintable: Bool {
        guard Self.nameByKey[self] == nil || scalar == "+" else { return false }
        return scalar.value >= 0x21 && scalar.value < 0xF700 && scalar.value != 0x7F
    }
}
