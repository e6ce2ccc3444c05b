/// The data reducer: writing a record's field through a focused value (FocusedBinding).
extension AppState {
    /// Writes `new` to `field` of the record `value` names. A boolean field takes
    /// `true` or `false`; a text field takes text (a boolean is written as its word);
    /// a list field cannot be set.
    public mutating func setField(_ field: String, of value: PathValue, to new: FieldValue) throws(NavigationError) {
        try changeField(field, of: value) { (old) throws(NavigationError) in
            switch (old, new) {
            case (.bool, .bool), (.text, .text): return new
            case (.text, .bool(let b)): return .text(b ? "true" : "false")
            case (.bool, _): throw NavigationError("\(value).\(field) is a boolean: write true or false, not '\(new)'")
            default: throw NavigationError("\(value).\(field) is a list; it cannot be set")
            }
        }
    }

    /// Flips the boolean `field` of the record `value` names.
    public mutating func toggleField(_ field: String, of value: PathValue) throws(NavigationError) {
        try changeField(field, of: value) { (old) throws(NavigationError) in
            guard case .bool(let b) = old else { throw NavigationError("\(value).\(field) is not a boolean") }
            return .bool(!b)
        }
    }

    private mutating func changeField(
        _ field: String, of value: PathValue, _ change: (FieldValue) throws(NavigationError) -> FieldValue
    ) throws(NavigationError) {
        guard let index = records[value.type]?.firstIndex(where: { $0.id == value.id }),
            let old = records[value.type]?[index].fields[field]
        else { throw NavigationError("\(value) has no field '\(field)'") }
        let new = try change(old)
        records[value.type]?[index].fields[field] = new
    }
}
