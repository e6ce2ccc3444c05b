/// One chord: a key with the modifiers held while it is pressed, modelled after
/// SwiftUI's `KeyboardShortcut`.
///
/// As in SwiftUI, `KeyboardShortcut("n")` means ⌘N: the default modifier is `.command`.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        if key.isUppercaseLetter {
            self.key = KeyEquivalent(Unicode.Scalar(key.scalar.value + 32)!)
            self.modifiers = modifiers.union(.shift)
        } else {
            self.key = key
            self.modifiers = modifiers
        }
    }

    /// A chord whose letter is stored lowercase with `modifiers` exactly as given:
    /// the glyph form's rule, where `⌘N` is Command-N and Shift is written ⇧.
    package init(folding key: KeyEquivalent, exactly modifiers: EventModifiers) {
        self.key = key.isUppercaseLetter ? KeyEquivalent(Unicode.Scalar(key.scalar.value + 32)!) : key
        self.modifiers = modifiers
    }

    /// `KeyboardShortcut("n")` is ⌘N, as in SwiftUI.
    public init(_ character: Character, modifiers: EventModifiers = .command) {
        self.init(KeyEquivalent(character.unicodeScalars.first ?? " "), modifiers: modifiers)
    }

    /// Return with no modifiers: the default button of a dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape with no modifiers: the cancel button of a dialog.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// A compact integer identity for index lookups: the scalar shifted past the modifier bits.
    ///
    /// - Complexity: O(1).
    @inlinable public var code: UInt32 { key.scalar.value << 8 | UInt32(modifiers.rawValue) }
}

extension KeyEquivalent {
    var isUppercaseLetter: Bool { ("A"..."Z").contains(scalar) }
}
