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
}
