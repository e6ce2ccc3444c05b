/// The value of a record's field: a flag, a text, or the id of another record.
public enum FieldValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case text(String)
    /// Ids of records (a recipe's related recipes): a list field.
    case list([String])

    /// Parses a value as a script writes it: `true`, `false`, else text.
    public init(parsing text: String) {
        switch text {
        case "true": self = .bool(true)
        case "false": self = .bool(false)
        default: self = .text(text)
        }
    }

    public var description: String {
        switch self {
        case .bool(let b): b ? "true" : "false"
        case .text(let t): t
        case .list(let ids): "[" + ids.joined(separator: ", ") + "]"
        }
    }
}
