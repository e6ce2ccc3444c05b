import KeyGraph

/// A JSON value read from a file, with the position of every value and key, so
/// that later (semantic) errors can point at the exact spot.
package struct JSONNode: Sendable, Hashable {
    // Not `indirect`: arrays already hold their elements out of line, and boxing every
    // scalar value cost one allocation per value.
    // `indirect` although the recursion already goes through arrays: without it,
    // Swift 6.3's optimizer crashes ("Found ownership error?!", CopyPropagation)
    // on a `switch` over this enum inlined into another module in release builds.
    package indirect enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    /// One `"key": value` member of an object, in file order.
    package struct Member: Sendable, Hashable {
        package var key: String
        package var keyPosition: SourcePosition
        package var value: JSONNode
    }

    package var value: Value
    package var position: SourcePosition

    package init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }

    /// The member named `key`, if this is an object that has it (the last one wins, as in JSON.parse).
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    package var members: [Member]? {
        if case .object(let m) = value { return m }
        return nil
    }

    package var elements: [JSONNode]? {
        if case .array(let a) = value { return a }
        return nil
    }

    package var string: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    package var bool: Bool? {
        if case .bool(let b) = value { return b }
        return nil
    }

    package var number: Double? {
        if case .number(let n) = value { return n }
        return nil
    }

    package var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// The kind of value, as an error message names it (`a string`, `an object`).
    package var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        // "must be a non-empty string, found a string" would contradict itself.
        case .string(let text): text.isEmpty ? "an empty string" : "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
