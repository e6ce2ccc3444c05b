import KeyGraph

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

/// Records, deep links, sheets and split-view columns, declared once.
extension AppObjectSpec {
    /// `"records": {"Recipe": [{"id": …, "title": …, "fields": {…}}]}`
    package static let record = AppObjectSpec(
        "record", "A record.",
        members: [
            M("id", .text(), required: true, "Required: unique within its type."),
            M("title", .text(), "What menus and the prompt show (default: the id)."),
            M("fields", .fields, "Fields: true/false, a string, or an array of ids."),
        ])

    /// `"deepLinks": {"schemes": […], "hosts": […], "steps": {"recipe": "Recipe"}}`
    package static let deepLinks = AppObjectSpec(
        "deepLinks", "Deep links.",
        members: [
            M("schemes", .names, "URL schemes (recipes)."),
            M("hosts", .names, "https hosts (recipes.example.com)."),
            M("steps", .textMap(valueSummary: "A record type."), "Path step → record type (recipe → Recipe)."),
        ])

    /// `"sheets": [{"name": …, "view": …, "item": TYPE, "confirmsDismissal": true, …}]`
    package static let sheet = AppObjectSpec(
        "sheet", "A sheet.",
        members: [
            M("name", .text(), required: true, "Required: the sheet's name (the sheet effect names it)."),
            M("view", .defined("view", described: false), required: true, "The view it shows."),
            M("item", .text(), "The record type of its sheet(item:) item."),
            M("confirmsDismissal", .flag, "Ask before dismissing unsaved changes."),
            M(
                "presentationDetents", .list([.defined("detent")], minItems: 1, unique: true),
                ".presentationDetents(_:): the heights the sheet can rest at, at least one and none twice; it opens at the first (default: large only)."
            ),
            M(
                "presentationSizing", .choice(PresentationSizing.allCases.map(\.rawValue)),
                ".presentationSizing(_:): how it is sized on the Mac and iPad (default: automatic)."),
            M(
                "interactiveDismissDisabled", .flag,
                ".interactiveDismissDisabled(): the person cannot dismiss it (Escape, a swipe); its own commands still can."
            ),
            M(
                "style", .choice(PresentationStyle.allCases.map(\.rawValue)),
                "How it is presented: sheet (default), popover or menu (an open MenuBarExtra menu), which take focus from the window's views, or inspector, a column beside them."
            ),
        ])

    /// `{"splitView": [columns]}`'s column.
    package static let column = AppObjectSpec(
        "column", "A split-view column.",
        members: [
            M("name", .text(), required: true, "Required: the column's name (select and focus name it)."),
            M("context", .text(), required: true, "Required: the column's context name."),
            M("view", .defined("view", described: false), required: true, "The view it shows."),
            M("lists", .text(), "The record type it lists (every column but the detail)."),
            M("filterField", .text(), "The field that filters its list by the previous column's selection."),
            M(
                "placeholder", .defined("placeholder"),
                "The ContentUnavailableView the column shows while the previous column selects nothing."),
        ])
}
