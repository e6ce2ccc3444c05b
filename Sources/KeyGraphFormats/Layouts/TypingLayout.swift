import KeyGraph

/// A keyboard layout as a person types on it: for each physical key and modifier level,
/// the character it types (xkb's `de`, `fr`, `ch(fr)`, `de(mac)`).
///
/// The value is data: the xkb module (`KeyGraphLayouts`) compiles one from the machine's
/// xkb-data, and tests build tiny ones by hand. The rules of each world (docs/layouts.md)
/// and the lints read only this.
package struct TypingLayout: Sendable, Hashable {
    /// A modifier level: what a key types alone, with Shift, with the third-level key
    /// (AltGr on a PC, ⌥ on a Mac), and with both.
    package enum Level: Int, Sendable, Hashable, CaseIterable, Comparable {
        case base, shift, third, shiftThird

        package var usesShift: Bool { self == .shift || self == .shiftThird }
        package var usesThird: Bool { self == .third || self == .shiftThird }

        package static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// What one key types at one level: a character, or a dead key that types its
    /// accent on the key after it (`^` on a German PC keyboard).
    package struct Symbol: Sendable, Hashable {
        package var character: Character
        package var isDead: Bool

        package init(_ character: Character, isDead: Bool = false) {
            self.character = character
            self.isDead = isDead
        }
    }

    /// One physical key and what it types at each level (nil: nothing).
    package struct Key: Sendable, Hashable {
        package var position: KeyPosition
        /// Indexed by ``Level/rawValue``; always four entries.
        package var levels: [Symbol?]

        package init(_ position: KeyPosition, _ levels: [Symbol?]) {
            self.position = position
            self.levels = Array((levels + [nil, nil, nil, nil]).prefix(4))
        }

        package subscript(level: Level) -> Symbol? { levels[level.rawValue] }
    }

    /// One way to type a character: a key at a level.
    package struct Stroke: Sendable, Hashable {
        package var key: KeyPosition
        package var level: Level
    }

    /// The xkb name: `de`, `ch(fr)`, `de(mac)`.
    package var name: String
    /// xkb's description: `German (Macintosh)`.
    package var description: String
    /// A Mac layout (an xkb `mac` variant): its third level is ⌥ on every platform.
    package var isMac: Bool
    package var keys: [Key]
    private var strokesByCharacter: [Character: [Stroke]]
    private var indexByCap: [String: Int]

    package init(name: String, description: String, isMac: Bool, keys: [Key]) {
        self.name = name
        self.description = description
        self.isMac = isMac
        self.keys = keys
        var strokes: [Character: [Stroke]] = [:]
        for level in Level.allCases {
            for key in keys {
                guard let symbol = key[level] else { continue }
                strokes[symbol.character, default: []].append(Stroke(key: key.position, level: level))
            }
        }
        strokesByCharacter = strokes
        var indices: [String: Int] = [:]
        for (i, key) in keys.enumerated() where indices[key.position.cap] == nil { indices[key.position.cap] = i }
        indexByCap = indices
    }

    /// Every way to type `character`, lowest level first, then in key order.
    ///
    /// - Complexity: O(1).
    package func strokes(typing character: Character) -> [Stroke] { strokesByCharacter[character] ?? [] }

    /// The key at `position`, if the layout has one there.
    ///
    /// - Complexity: O(1).
    package func key(at position: KeyPosition) -> Key? { indexByCap[position.cap].map { keys[$0] } }

    /// What the key at `position` types at `level`.
    package func symbol(at position: KeyPosition, _ level: Level) -> Symbol? { key(at: position)?[level] }
}
