import KeyGraph

/// Sheets and their presentation modifiers, alerts and confirmation dialogs, and the user
/// activities the app continues, in the app schema, from their ``AppObjectSpec``s.
extension AppSchema {
    /// A detent: `"medium"`, `"large"`, `{"fraction": F}` or `{"height": H}`.
    static var detent: JSONOutput {
        S.either(
            [S.oneOf(values: ["medium", "large"], "A system detent.")] + AppObjectSpec.detents.map { schema(of: $0) },
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
