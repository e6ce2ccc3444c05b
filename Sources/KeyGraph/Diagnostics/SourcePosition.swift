/// A 1-based line and column in a text (columns count characters, not bytes).
public struct SourcePosition: Hashable, Sendable, Comparable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: Self, b: Self) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

extension SourcePosition {
    /// The position of the character `offset` characters into a JSON string that starts here (at its quote).
    public func inString(offset: Int) -> SourcePosition {
        SourcePosition(line: line, column: column + 1 + offset)
    }
}
