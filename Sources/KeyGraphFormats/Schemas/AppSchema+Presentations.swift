import KeyGraph

/// Sheets and their presentation modifiers, alerts and confirmation dialogs, and the user
/// activities the app continues, in the app schema: detents from ``AppFileReader``'s
/// `detentKeys`, the rest from their ``AppObjectSpec``s.
extension AppSchema {
    static let detentTypes: [String: JSONOutput] = [
        "fraction": .object([
            ("type", .string("number")), ("exclusiveMinimum", .int(0)), ("maximum", .int(1)),
            ("description", .string("A fraction of the full height: above 0 and at most 1.")),
        ]),
        "height": .object([
            ("type", .string("number")), ("exclusiveMinimum", .int(0)), ("maximum", .int(100_000)),
            ("description", .string("A height in points, above 0.")),
        ]),
    ]

    /// A detent: `"medium"`, `"large"`, `{"fraction": F}` or `{"height": H}`.
    static var detent: JSONOutput {
        let one = AppFileReader.detentKeys.map { key in
            S.object(
                "{\"\(key)\": …}", keys: [key], types: [key: detentTypes[key] ?? .object([])], required: [key])
        }
        return S.either(
            [S.oneOf(values: ["medium", "large"], "A system detent.")] + one,
            "A detent: \"medium\", \"large\", {\"fraction\": 0.25} or {\"height\": 200}.")
    }

    /// `$defs` for sheets, detents, dialogs and user activities.
    static var presentationDefinitions: [(String, JSONOutput)] {
        [
            ("sheet", schema(of: .sheet)),
            ("detent", detent),
            ("dialog", schema(of: .dialog)),
            ("dialogAction", schema(of: .dialogAction)),
            ("userActivity", schema(of: .userActivity)),
        ]
    }
}
