/// Text that does not parse, located: the one error every KeyGraph parser throws,
/// whether the text is a key notation, a `when` clause, a regular expression, a
/// `Type:id` value, a script line or a JSON file.
///
/// Notations that are one line (keys, `when`, a script line) report line 1; a host
/// that found the text inside a longer one moves it there (``shifted(byColumns:)``,
/// or ``Diagnostic`` with the file's own line).
public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the text does not parse.
    public enum Reason: Hashable, Sendable {
        /// The grammar does not allow it.
        case grammar
        /// The grammar allows it, but KeyGraph cannot read it: one of its own limits (a `when`
        /// clause nested deeper than its maximum, a regular expression it cannot match in
        /// linear time).
        case limit
    }

    /// What is wrong, in a phrase (`unknown modifier 'ctr'`).
    public var message: String
    /// Where the bad text starts: 1-based line and column, columns in characters.
    public var position: SourcePosition
    /// How many characters the bad text spans (at least 1).
    public var length: Int
    /// A suggestion (`did you mean 'ctrl'?`), if there is one.
    public var hint: String?
    /// Whether the grammar or one of KeyGraph's limits refuses the text.
    public var reason: Reason

    /// An error on the text's only line, at 1-based `column`.
    public init(_ message: String, column: Int, length: Int = 1, hint: String? = nil, reason: Reason = .grammar) {
        self.init(message, at: SourcePosition(line: 1, column: column), length: length, hint: hint, reason: reason)
    }

    /// An error at `position`.
    public init(
        _ message: String, at position: SourcePosition, length: Int = 1, hint: String? = nil,
        reason: Reason = .grammar
    ) {
        self.message = message
        self.position = position
        self.length = max(1, length)
        self.hint = hint
        self.reason = reason
    }

    /// The same error, as one of KeyGraph's limits (``Reason/limit``).
    public var asLimit: SyntaxError {
        var copy = self
        copy.reason = .limit
        return copy
    }

    /// The 1-based column where the bad text starts.
    public var column: Int { position.column }

    /// The same error in a text that starts `columns` characters further right (a `when`
    /// clause after `bind … when`, a path inside a list).
    public func shifted(byColumns columns: Int) -> SyntaxError {
        var copy = self
        copy.position.column += columns
        return copy
    }

    public var description: String { "\(column): \(message)" + (hint.map { " (\($0))" } ?? "") }
}
