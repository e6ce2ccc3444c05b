/// Why a navigation or data change cannot be made. The reducers throw it before
/// they change anything; a session reports it as a failed event and keeps its state.
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A sentence for a person: `no column 'side' (columns: sidebar, content, detail)`.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension [String: [Record]] {
    /// The record `value` names, if it exists.
    ///
    /// - Complexity: O(n) in the records of that type.
    public func record(_ value: PathValue) -> Record? {
        self[value.type]?.first { $0.id == value.id }
    }

    /// Why `value` names no record: `no Recipe with id 'apple-pi' (did you mean 'apple-pie'?)`.
    public func missingRecordMessage(_ value: PathValue) -> String {
        let ids = self[value.type]?.map(\.id) ?? []
        let hint = Suggestion.didYouMean(value.id, among: ids).map { " (\($0))" } ?? ""
        return "no \(value.type) with id '\(value.id.escapedForDisplay)'\(hint)"
    }

    /// The error for a value that names no record.
    public func missingRecord(_ value: PathValue) -> NavigationError {
        NavigationError(missingRecordMessage(value))
    }
}
