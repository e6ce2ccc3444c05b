import KeyGraph

/// Sheets and their presentation modifiers, alerts and confirmation dialogs, and the user
/// activities the app continues, in the app schema: sheets and detents from ``AppFileReader``'s
/// `sheetKeys` and `detentKeys`, dialogs and activities from their ``AppObjectSpec``s.
extension AppSchema {
    static let sheetTypes: [String: JSONOutput] = [
        "name": S.string("Required: the sheet's name (the sheet effect names it)."), "view": S.ref("view"),
        "item": S.string("The record type of its sheet(item:) item."),
        "confirmsDismissal": S.boolean("Ask before dismissing unsaved changes."),
        "presentationDetents": .object([
            ("type", .string("array")), ("items", S.ref("detent")), ("minItems", .int(1)), ("uniqueItems", .bool(true)),
            (
                "description",
                .string(
                    ".presentationDetents(_:): the heights the sheet can rest at, at least one and none twice; it opens at the first (default: large only)."
                )
            ),
        ]),
        "presentationSizing": S.oneOf(
            values: PresentationSizing.allCases.map(\.rawValue),
            ".presentationSizing(_:): how it is sized on the Mac and iPad (default: automatic)."),
        "interactiveDismissDisabled": S.boolean(
            ".interactiveDismissDisabled(): the person cannot dismiss it (Escape, a swipe); its own commands still can."
        ),
    ]

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
            (
                "sheet",
                S.object("A sheet.", keys: AppFileReader.sheetKeys, types: sheetTypes, required: ["name", "view"])
            ),
            ("detent", detent),
            ("dialog", schema(of: .dialog)),
            ("dialogAction", schema(of: .dialogAction)),
            ("userActivity", schema(of: .userActivity)),
        ]
    }
}
