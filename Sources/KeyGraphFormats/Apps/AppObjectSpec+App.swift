import KeyGraph

/// The app file's top level, declared once.
extension AppObjectSpec {
    /// The members of an app file's object (the schema's root, whose description is the
    /// document's). `"$schema"` names the JSON Schema an editor
    /// validates the file against (`keygraph schema app`); KeyGraph reads no schema.
    package static let app = AppObjectSpec(
        "app", "An app file: its records, scenes, layout, views, commands, menus and keymap.",
        members: [
            M(
                "$schema", .text(),
                "The JSON Schema this file follows, for editors (a path relative to the file, or a URI). KeyGraph does not read it."
            ),
            M("app", .text(), required: true, "Required: the app's short name, shown in the prompt."),
            M(
                "records", .map(.list([.defined("record")]), typeNames: true),
                "Data: record type → its records. A type starts with an uppercase letter."),
            M("rootView", .defined("view", described: false), "The root view."),
            M(
                "destinations", .map(.defined("view", described: false)),
                "navigationDestination(for:): record type → the view a pushed value shows."),
            M("layout", .defined("layout", described: false), "The scene's root."),
            M(
                "body", .scenes,
                "The app's scenes (SwiftUI's App.body): one WindowGroup or DocumentGroup, at most one Settings."),
            M(
                "terminatesAfterLastWindowClosed", .flag,
                "Whether closing the last window quits the app (default false: it runs on with no window)."),
            M("scenes", .uniqueNames, "The scenes (windows) open at launch; default [\"main\"]."),
            M("sheets", .list([.defined("sheet")]), "Sheets commands present."),
            M(
                "alerts", .list([.defined("dialog")]),
                "SwiftUI's .alert(_:isPresented:actions:message:): alerts the alert effect presents."),
            M(
                "confirmationDialogs", .list([.defined("dialog")]),
                "SwiftUI's .confirmationDialog(_:isPresented:actions:): dialogs the confirmationDialog effect presents."
            ),
            M("deepLinks", .defined("deepLinks", described: false), "Deep links."),
            M(
                "onContinueUserActivity", .list([.defined("userActivity")]),
                "SwiftUI's onContinueUserActivity(_:perform:): the activities the app continues, each routed like a deep link."
            ),
            M("commands", .list([.defined("command")]), "The app's commands."),
            M("menus", .defined("menuBar", described: false), "The menu bar."),
            M("contextMenus", .list([.defined("contextMenu")]), "Context menus, by the row view they attach to."),
            M("toolbars", .list([.defined("toolbar")]), "Toolbars, by the view they attach to (\"*\": every view)."),
            M("keymap", .textOrNull(nonEmpty: true), "The app's keymap file, relative to this file."),
        ])
}
