/// One data record (`Recipe:apple-pie`, titled "Apple Pie").
public struct Record: Hashable, Sendable {
    public var type: String
    public var id: String
    public var title: String
    /// Named fields: flags a FocusedBinding can write (`isFavorite`) and
    /// references to other records (`category`).
    public var fields: [String: FieldValue]

    public init(type: String, id: String, title: String, fields: [String: FieldValue] = [:]) {
        self.type = type
        self.id = id
        self.title = title
        self.fields = fields
    }

    public var value: PathValue { PathValue(type: type, id: id) }
}
