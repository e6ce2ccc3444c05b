/// A key-notation string that does not parse, with the column of the bad token.
public struct KeyNotationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in a phrase (`unknown modifier 'ctr'`).
    public var message: String
    /// The 1-based column (in characters) where the bad token starts.
    public var column: Int
    /// How many characters the bad token spans (at least 1).
    public var length: Int
    /// A suggestion (`did you mean 'ctrl'?`), if there is one.
    public var hint: String?

    public init(_ message: String, column: Int, length: Int = 1, hint: String? = nil) {
        self.message = message
        self.column = column
        self.length = max(1, length)
        self.hint = hint
    }

    public var description: String { "\(column): \(message)" + (hint.map { " (\($0))" } ?? "") }
}
