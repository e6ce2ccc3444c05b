/// Views, split-view placeholders and command checkmarks, declared once.
extension AppObjectSpec {
    /// `{"context": NAME, "publishes": […], …}` (a view is also written as its context name alone).
    package static let view = AppObjectSpec(
        "view", "A view and the focused values it publishes.",
        members: [
            M("context", .text(), required: true, "Required: the view's context name, which `when` clauses test."),
            M("publishes", .names, "Focused values it publishes for the value it shows (focusedValue)."),
            M("publishesForScene", .names, "Focused values visible anywhere in its scene (focusedSceneValue)."),
            M("searchable", .text(), "The record type its search field (.searchable) searches."),
        ])

    /// `{"ContentUnavailableView": TITLE, "systemImage": …, "description": …}`
    package static let placeholder = AppObjectSpec(
        "placeholder",
        "A ContentUnavailableView: {\"ContentUnavailableView\": TITLE, \"systemImage\": …, \"description\": …}.",
        members: [
            M(
                "ContentUnavailableView", .text(), required: true,
                "Required: the placeholder's title (Select a Recipe)."),
            M("systemImage", .text(), "Its SF Symbol name."),
            M("description", .text(), "The text under its title."),
        ])

    /// A command's `"checked"`: `{"state": KEY}` or `{"focused": VALUE, "field": FIELD}`.
    package static let checked = AppObjectSpec(
        "checked", "A checkmark: {\"state\": KEY} or {\"focused\": VALUE, \"field\": FIELD}.",
        members: [
            M("state", .text(), "An app state key (a toggle)."),
            M("focused", .text(), "A focused value whose record's field is the checkmark."),
            M("field", .text(), "The boolean field of that record."),
        ])
}
