/// Alerts and confirmation dialogs, their buttons, and the user activities the app
/// continues, declared once.
extension AppObjectSpec {
    /// `{"name", "title", "message", "actions": [{"button": COMMAND}]}`, in `"alerts"` or `"confirmationDialogs"`.
    package static let dialog = AppObjectSpec(
        "dialog", "An alert or a confirmation dialog.",
        members: [
            M(
                "name", .text(), required: true,
                "Required: what the alert and confirmationDialog effects present; unique across alerts and confirmation dialogs."
            ),
            M("title", .text(), required: true, "Required: the question."),
            M("message", .text(), "The text under the title."),
            M(
                "actions", .list([.defined("dialogAction")]),
                "The buttons. A command with the cancel role is the dialog's Cancel; without one the system adds Cancel, and an alert with no buttons has OK."
            ),
        ])

    package static let dialogAction = AppObjectSpec(
        "dialogAction", "A dialog button: a command and its title.",
        members: [
            M("button", .text(), required: true, "Required: the command the button runs."),
            M("title", .text(), "The button's title (default: the command's)."),
        ])

    /// `"onContinueUserActivity": [{"activityType": TYPE, "steps": [STEP, …]}]`
    package static let userActivity = AppObjectSpec(
        "userActivity", "A user activity the app continues (Handoff, Spotlight, universal links).",
        members: [
            M(
                "activityType", .text(), required: true,
                "Required: the activity's type (com.example.recipes.viewing); unique."),
            M(
                "steps", .names,
                "Deep-link steps, in path order: the activity's userInfo names the id of each. Without steps, its userInfo's webpageURL is opened as a deep link."
            ),
        ])
}

/// A sheet's detents written as objects, declared once (`"medium"` and `"large"` are words).
extension AppObjectSpec {
    /// `{"fraction": F}`
    package static let fraction = AppObjectSpec(
        "fraction", "{\"fraction\": …}",
        argument: M(
            "fraction", .number(maximum: 1), required: true, "A fraction of the full height: above 0 and at most 1."),
        members: [])

    /// `{"height": H}`
    package static let height = AppObjectSpec(
        "height", "{\"height\": …}",
        argument: M("height", .number(maximum: 100_000), required: true, "A height in points, above 0."), members: [])

    /// The detents written as objects, each named by its one member.
    package static let detents: [AppObjectSpec] = [fraction, height]
}
