/// One value on a navigation path, written `Type:id` (`Recipe:apple-pie`): the
/// analogue of a `Hashable` value in SwiftUI's `NavigationPath`.
public struct PathValue: Hashable, Sendable, Codable, CustomStringConvertible {
    public var type: String
    public var id: String

    public init(type: String, id: String) {
        self.type = type
        self.id = id
    }

    /// Parses `Type:id`. Types start with an uppercase letter; ids are non-empty.
    public init(parsing text: some StringProtocol) throws(PathValueError) {
        guard let colon = text.firstIndex(of: ":") else {
            throw PathValueError(message: "expected Type:id, found '\(text.escapedForDisplay)'", offset: 0)
        }
        let type = text[..<colon]
        let id = text[text.index(after: colon)...]
        guard let first = type.first, first.isUppercase, type.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw PathValueError(
                message: "a type name starts with an uppercase letter and has only letters and digits: '\(type.escapedForDisplay)'",
                offset: 0)
        }
        guard !id.isEmpty, !id.contains(where: { $0.isWhitespace || $0 == "," || $0 == "]" || $0 == "[" }) else {
            throw PathValueError(
                message: "expected an id after '\(type):'", offset: type.count + 1)
        }
        self.type = String(type)
        self.id = String(id)
    }

    public var description: String { "\(type):\(id)" }
}

/// A `Type:id` value that does not parse; `offset` is the 0-based character offset of the problem.
public struct PathValueError: Error, Hashable, Sendable {
    public var message: String
    public var offset: Int
}

extension Array<PathValue> {
    /// The path as people and scripts write it: `[Category:desserts, Recipe:apple-pie]`,
    /// control characters escaped.
    public var formattedPath: String {
        "[" + map(\.description).joined(separator: ", ").escapedForDisplay + "]"
    }
}
