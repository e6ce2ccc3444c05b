/// The modifier keys held with a key, modelled after SwiftUI's `EventModifiers`.
///
/// The raw values are SwiftUI's, so the set round-trips with code that uses them.
public struct EventModifiers: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)

    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

extension EventModifiers {
    /// One modifier with its spellings, in display order (⌃⌥⇧⌘, HIG "Keyboards").
    struct Spelling: Sendable {
        let modifier: EventModifiers
        /// The canonical plus-form name (`ctrl`).
        let canonical: String
        /// Every accepted plus-form name, lowercased.
        let names: [String]
        /// The menu glyph (`⌃`), or nil where macOS has none.
        let glyph: Character?
        /// The Emacs prefix letter (`C`), or nil.
        let emacs: Character?
        /// The Linux text form (`Ctrl`).
        let text: String
    }

    /// Spellings in display order: fn first, then ⌃ ⌥ ⇧ ⌘, then the rarely used ones.
    static let spellings: [Spelling] = [
        Spelling(modifier: .function, canonical: "fn", names: ["fn", "function"], glyph: nil, emacs: nil, text: "Fn"),
        Spelling(
            modifier: .control, canonical: "ctrl", names: ["ctrl", "control", "⌃"], glyph: "⌃", emacs: "C", text: "Ctrl"
        ),
        Spelling(
            modifier: .option, canonical: "alt", names: ["alt", "opt", "option", "meta", "⌥"], glyph: "⌥", emacs: "M",
            text: "Alt"),
        Spelling(modifier: .shift, canonical: "shift", names: ["shift", "⇧"], glyph: "⇧", emacs: "S", text: "Shift"),
        Spelling(
            modifier: .command, canonical: "cmd", names: ["cmd", "command", "super", "⌘"], glyph: "⌘", emacs: "s",
            text: "Super"),
        Spelling(
            modifier: .numericPad, canonical: "numpad", names: ["numpad", "numericpad"], glyph: nil, emacs: nil,
            text: "Numpad"),
        Spelling(
            modifier: .capsLock, canonical: "capslock", names: ["capslock", "⇪"], glyph: "⇪", emacs: nil,
            text: "CapsLock"),
    ]

    static func spelling(named name: String) -> Spelling? {
        let lower = name.lowercased()
        return spellings.first { $0.names.contains(lower) }
    }
}
