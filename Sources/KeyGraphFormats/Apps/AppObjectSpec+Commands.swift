import KeyGraph

/// The app body's scenes, commands and titles chosen by state, declared once.
extension AppObjectSpec {
    /// `{"WindowGroup": TITLE}`
    package static let windowGroup = AppObjectSpec(
        "WindowGroup", "A window app: its windows' title.",
        argument: M("WindowGroup", .text(), required: true, "The title its windows show."), members: [])

    /// `{"DocumentGroup": NAME}`
    package static let documentGroup = AppObjectSpec(
        "DocumentGroup", "A document app: the name of a new document.",
        argument: M("DocumentGroup", .text(), required: true, "A new document's name (Untitled)."), members: [])

    /// `{"Settings": VIEW}`
    package static let settings = AppObjectSpec(
        "Settings", "The Settings scene and the view it shows.",
        argument: M("Settings", .defined("view", described: false), required: true, "The view it shows."),
        members: [])

    /// The scenes a `"body"` may hold, each named by its first member: a WindowGroup or
    /// DocumentGroup, and Settings last.
    package static let scenes: [AppObjectSpec] = [windowGroup, documentGroup, settings]

    /// `{"id": …, "title": …, "effects": […], …}`
    package static let command = AppObjectSpec(
        "command", "A command.",
        members: [
            M("id", .text(), required: true, "Required: the command's id (recipe.new)."),
            M(
                "title",
                .either([.init(.text(), "The title menus show."), .init(.object(stateTitle))]),
                "Required unless a standard selector supplies it: a text, or one chosen by state."),
            M("selector", .text(), "A standard selector (copy:, export:): its title, icon and shortcut apply."),
            M(
                "requires",
                .either([
                    .init(
                        .text(), "A focused value, or a condition on fields and state (selectedNote.isPinned == false)."
                    ),
                    .init(.names, "Focused values and conditions, all needed."),
                ]),
                "What it needs to be enabled: focused values (selectedNote) and conditions in the `when` language "
                    + "on their records' fields and app state (selectedNote.isPinned == false, state.KEY)."),
            M("effects", .effects, "What it does, in order (one transaction); undo or redo must be alone."),
            M("icon", .text(), "An SF Symbol name."),
            M("role", .choice(Command.Role.allCases.map(\.rawValue)), "A button role."),
            M("checked", .defined("checked", described: false), "A checkmark."),
            M("shortcut", .text(), "One chord, in keymap notation (cmd+shift+f)."),
            M(
                "shortcutWhen", .text(),
                "Where its shortcut is live: a condition in the `when` language on the focus path "
                    + "(sheet == NewNote); without it, everywhere."),
            M("accessibilityLabel", .text(), "The VoiceOver label of an icon-only control."),
        ])

    /// A command's `"title"`: `{"when": CONDITION, "then": TITLE, "else": TITLE}`.
    package static let stateTitle = AppObjectSpec(
        "stateTitle", "A title chosen by state: `then` while the condition holds, `else` otherwise.",
        members: [
            M("when", .text(), required: true, "A condition in the `when` language (selectedNote.isPinned)."),
            M("then", .text(), required: true, "The title while it holds (Unpin)."),
            M("else", .text(), required: true, "The title otherwise, and the command's own (Pin)."),
        ])
}
