/// How a binding stores what is read only to report on it: its four source positions, packed
/// into 16 bytes, and a reference, nil for most bindings, to what is rarely there. A binding
/// takes 80 bytes instead of 128: in a keymap of 100,000 bindings, 4.8 MB less.
///
/// Every stored form is canonical (the same values are always stored the same way), so the
/// synthesized equality and hashing of ``KeymapBinding`` compare values.
extension KeymapBinding {
    /// The four positions: the opening brace's line and column, and the other three as offsets
    /// from its line, 21 bits each from the lowest bit of `others`: 0 is no position, else
    /// `1 + (line − brace line) << 18 | column`. Positions that do not fit go to ``Rare``.
    struct Places: Sendable, Hashable {
        private var line: Int32 = 0
        private var column: Int32 = 0
        private var others: UInt64 = 0

        private static let fieldBits: UInt64 = 21
        private static let columnBits: UInt64 = 18
        /// The most lines a value may start below the brace (three for one member a line).
        private static let maximumLineOffset = 6

        /// The brace at line 0, column 0; no other position.
        init() {}

        /// The four positions packed, or nil when one does not fit.
        init?(_ positions: Positions) {
            guard let line = Int32(exactly: positions.0.line), let column = Int32(exactly: positions.0.column) else {
                return nil
            }
            guard let key = Self.field(positions.1, below: positions.0),
                let command = Self.field(positions.2, below: positions.0),
                let when = Self.field(positions.3, below: positions.0)
            else { return nil }
            self.line = line
            self.column = column
            others = key | command << Self.fieldBits | when << (2 * Self.fieldBits)
        }

        /// `position`'s field: 0 for none; nil when it does not fit.
        private static func field(_ position: SourcePosition?, below brace: SourcePosition) -> UInt64? {
            guard let position else { return 0 }
            let offset = position.line &- brace.line
            guard offset >= 0, offset <= maximumLineOffset, position.column >= 0, position.column < 1 << columnBits
            else { return nil }
            return 1 + (UInt64(offset) << columnBits | UInt64(position.column))
        }

        /// Position `i` (0 the brace, then key, command, when).
        func position(_ i: Int) -> SourcePosition? {
            if i == 0 { return SourcePosition(line: Int(line), column: Int(column)) }
            let field = others >> (Self.fieldBits * UInt64(i - 1)) & (1 << Self.fieldBits - 1)
            guard field != 0 else { return nil }
            let value = field - 1
            return SourcePosition(
                line: Int(line) + Int(value >> Self.columnBits), column: Int(value & (1 << Self.columnBits - 1)))
        }
    }

    /// The brace's position and the key's, command's and when's.
    typealias Positions = (SourcePosition, SourcePosition?, SourcePosition?, SourcePosition?)

    /// What few bindings have, shared by the copies of a binding and never changed: a
    /// setter makes a new one.
    final class Rare: Sendable, Hashable {
        let arguments: String?
        let keySource: String?
        /// The four positions, when ``Places`` cannot hold them.
        let positions: [SourcePosition?]?
        /// The file the binding was written in, when it is not its layer's.
        let file: String?

        init(arguments: String?, keySource: String?, positions: [SourcePosition?]?, file: String? = nil) {
            self.arguments = arguments
            self.keySource = keySource
            self.positions = positions
            self.file = file
        }

        static func == (a: Rare, b: Rare) -> Bool {
            a.arguments == b.arguments && a.keySource == b.keySource && a.positions == b.positions && a.file == b.file
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(arguments)
            hasher.combine(keySource)
            hasher.combine(positions)
            hasher.combine(file)
        }
    }

    /// Position `i` (0 the brace, then key, command, when).
    func place(_ i: Int) -> SourcePosition? {
        if let positions = rare?.positions { return positions[i] }
        return places.position(i)
    }

    /// The four positions.
    var storedPositions: Positions {
        (place(0) ?? SourcePosition(line: 0, column: 0), place(1), place(2), place(3))
    }

    mutating func setPlace(_ i: Int, _ position: SourcePosition?) {
        var all = storedPositions
        switch i {
        case 0: all.0 = position ?? SourcePosition(line: 0, column: 0)
        case 1: all.1 = position
        case 2: all.2 = position
        default: all.3 = position
        }
        setStorage(arguments: arguments, keySource: keySource, positions: all, file: sourceFile)
    }

    mutating func setRare(arguments: String?, keySource: String?) {
        setStorage(arguments: arguments, keySource: keySource, positions: storedPositions, file: sourceFile)
    }

    /// Stores the rarely read values in their one canonical form.
    mutating func setStorage(arguments: String?, keySource: String?, positions: Positions, file: String? = nil) {
        if let packed = Places(positions) {
            places = packed
            rare =
                arguments == nil && keySource == nil && file == nil
                ? nil : Rare(arguments: arguments, keySource: keySource, positions: nil, file: file)
        } else {
            places = Places()
            rare = Rare(
                arguments: arguments, keySource: keySource,
                positions: [positions.0, positions.1, positions.2, positions.3], file: file)
        }
    }
}
