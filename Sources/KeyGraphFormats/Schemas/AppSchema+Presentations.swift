import KeyGraph

/// Sheets and their presentation modifiers, alerts and confirmation dialogs, and the user
/// activities the app continues, in the app schema (``AppFileReader``'s `sheetKeys`,
/// `detentKeys`, `dialogKeys`, `dialogActionKeys`, `activityKeys`).
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

    static let dialogTypes: [String: JSONOutput] = [
        "name": S.string(
            "Required: what the alert and confirmationDialog effects present; unique across alerts and confirmation dialogs."
        ),
        "title": S.string("Required: the question."), "message": S.string("The text under the title."),
        "actions": S.array(
            S.ref("dialogAction"),
            "The buttons. A command with the cancel role is the dialog's Cancel; without one the system adds Cancel, and an alert with no buttons has OK."
        ),
    ]

    static let dialogActionTypes: [String: JSONOutput] = [
        "button": S.string("Required: the command the button runs."),
        "title": S.string("The button's title (default: the command's)."),
    ]

    static let activityTypes: [String: JSONOutput] = [
        "activityType": S.string("Required: the activity's type (com.example.recipes.viewing); unique."),
        "steps": S.names(
            "Deep-link steps, in path order: the activity's userInfo names the id of each. Without steps, its userInfo's webpageURL is opened as a deep link."
        ),
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
            (
                "dialog",
                S.object(
                    "An alert or a confirmation dialog.", keys: AppFileReader.dialogKeys, types: dialogTypes,
                    required: ["name", "title"])
            ),
            (
                "dialogAction",
                S.object(
                    "A dialog button: a command and its title.", keys: AppFileReader.dialogActionKeys,
                    types: dialogActionTypes, required: ["button"])
            ),
            (
                "userActivity",
                S.object(
                    "A user activity the app continues (Handoff, Spotlight, universal links).",
                    keys: AppFileReader.activityKeys, types: activityTypes, required: ["activityType"])
            ),
        ]
    }
}
