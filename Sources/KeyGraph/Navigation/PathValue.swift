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
    public init(parsing text: some StringProtocol) throws(SyntaxError) {
        guard let colon = text.firstIndex(of: ":") else {
            throw SyntaxError("expected Type:id, found '\(text.escapedForDisplay)'", column: 1)
        }
        let type = text[..<colon]
        let id = text[text.index(after: colon)...]
        guard let first = type.first, first.isUppercase, type.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw SyntaxError(
                "a type name starts with an uppercase letter and has only letters and digits: '\(type.escapedForDisplay)'",
                column: 1)
        }
        guard !id.isEmpty, !id.contains(where: { $0.isWhitespace || $0 == "," || $0 == "]" || $0 == "[" }) else {
            throw SyntaxError("expected an id after '\(type):'", column: type.count + 2)
        }
        self.type = String(type)
        self.id = String(id)
    }

    public var description: String { "\(type):\(id)" }
}

extension [PathValue] {
    /// The path as people and scripts write it: `[Category:desserts, Recipe:apple-pie]`,
    /// control characters escaped.
    public var formattedPath: String {
        "[" + map(\.description).joined(separator: ", ").escapedForDisplay + "]"
    }
}
