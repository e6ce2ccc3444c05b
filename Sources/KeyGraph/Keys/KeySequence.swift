/// A sequence of 1 to ``KeySequence/maximumLength`` chords, pressed one after another (`⌃K ⌃F`).
public struct KeySequence: Hashable, Sendable {
    /// The longest sequence a binding may have.
    public static let maximumLength = 8

    public var chords: [KeyboardShortcut]

    public init(_ chords: [KeyboardShortcut]) {
        self.chords = chords
    }

    public var count: Int { chords.count }
    public var isEmpty: Bool { chords.isEmpty }

    /// Whether `self` starts with every chord of `other` (and is at least as long).
    public func hasPrefix(_ other: KeySequence) -> Bool {
        other.count <= count && Array(chords.prefix(other.count)) == other.chords
    }
}
