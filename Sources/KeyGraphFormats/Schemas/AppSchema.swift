import KeyGraph

/// The JSON Schema of app files (`keygraph schema app`), built from the tables
/// ``AppFileLoader`` and ``AppFileReader`` read files with: their member lists, the
/// effects' specs (``Effect/specs``) and the enums' cases. A member a table
/// lists is a property of its object here, and only those are.
///
/// What a schema cannot check is the loader's: names that must resolve (commands,
/// records, tabs, columns, sheets, focused values), cycles, key notation, that a
/// tagged object's kind is its *first* member, and layout rules across members.
package enum AppSchema {
    typealias S = SchemaBuilder

    /// Top-level member types; ``AppFileLoader/topKeys`` decides which exist.
    static let topTypes: [String: JSONOutput] = [
        "$schema": S.string(
            "The JSON Schema this file follows, for editors (a path relative to the file, or a URI). KeyGraph does not read it."
        ),
        "app": S.string("Required: the app's short name, shown in the prompt."),
        "records": S.map(
            S.array(S.ref("record")), "Data: record type → its records. A type starts with an uppercase letter.",
            names: S.typeNamePattern),
        "rootView": S.ref("view"),
        "destinations": S.map(
            S.ref("view"), "navigationDestination(for:): record type → the view a pushed value shows."),
        "layout": S.ref("layout"),
        "body": body,
        "terminatesAfterLastWindowClosed": S.boolean(
            "Whether closing the last window quits the app (default false: it runs on with no window)."),
        "scenes": S.names("The scenes (windows) open at launch; default [\"main\"].", unique: true),
        "sheets": S.array(S.ref("sheet"), "Sheets commands present."),
        "alerts": S.array(
            S.ref("dialog"), "SwiftUI's .alert(_:isPresented:actions:message:): alerts the alert effect presents."),
        "confirmationDialogs": S.array(
            S.ref("dialog"),
            "SwiftUI's .confirmationDialog(_:isPresented:actions:): dialogs the confirmationDialog effect presents."),
        "deepLinks": S.ref("deepLinks"),
        "onContinueUserActivity": S.array(
            S.ref("userActivity"),
            "SwiftUI's onContinueUserActivity(_:perform:): the activities the app continues, each routed like a deep link."
        ),
        "commands": S.array(S.ref("command"), "The app's commands."),
        "menus": S.ref("menuBar"),
        "contextMenus": S.array(S.ref("contextMenu"), "Context menus, by the row view they attach to."),
        "toolbars": S.array(S.ref("toolbar"), "Toolbars, by the view they attach to (\"*\": every view)."),
        "keymap": .object([
            ("type", .array([.string("string"), .string("null")])), ("minLength", .int(1)),
            ("description", .string("The app's keymap file, relative to this file.")),
        ]),
    ]

    /// The app's scenes: one WindowGroup or DocumentGroup, at most one Settings.
    static let body: JSONOutput = {
        let scene = S.either(
            [
                S.object(
                    "A window app: its windows' title.", keys: ["WindowGroup"],
                    types: ["WindowGroup": S.string("The title its windows show.")], required: ["WindowGroup"]),
                S.object(
                    "A document app: the name of a new document.", keys: ["DocumentGroup"],
                    types: ["DocumentGroup": S.string("A new document's name (Untitled).")],
                    required: ["DocumentGroup"]),
                S.object(
                    "The Settings scene and the view it shows.", keys: ["Settings"],
                    types: ["Settings": S.ref("view")], required: ["Settings"]),
            ], "A scene: WindowGroup, DocumentGroup or Settings.")
        let group = JSONOutput.object([("anyOf", .array([S.has("WindowGroup"), S.has("DocumentGroup")]))])
        return .object([
            ("type", .string("array")), ("items", scene),
            (
                "allOf",
                .array([
                    .object([("contains", group), ("minContains", .int(1)), ("maxContains", .int(1))]),
                    .object([("contains", S.has("Settings")), ("minContains", .int(0)), ("maxContains", .int(1))]),
                ])
            ),
            (
                "description",
                .string(
                    "The app's scenes (SwiftUI's App.body): one WindowGroup or DocumentGroup, at most one Settings."
                )
            ),
        ])
    }()

    static let commandTypes: [String: JSONOutput] = [
        "id": S.string("Required: the command's id (recipe.new)."),
        "title": S.either(
            [
                S.string("The title menus show."),
                S.object(
                    "A title chosen by state: `then` while the condition holds, `else` otherwise.",
                    keys: AppFileReader.stateTitleKeys,
                    types: [
                        "when": S.string("A condition in the `when` language (selectedNote.isPinned)."),
                        "then": S.string("The title while it holds (Unpin)."),
                        "else": S.string("The title otherwise, and the command's own (Pin)."),
                    ], required: AppFileReader.stateTitleKeys),
            ], "Required unless a standard selector supplies it: a text, or one chosen by state."),
        "selector": S.string("A standard selector (copy:, export:): its title, icon and shortcut apply."),
        "requires": S.either(
            [
                S.string("A focused value, or a condition on fields and state (selectedNote.isPinned == false)."),
                S.names("Focused values and conditions, all needed."),
            ],
            "What it needs to be enabled: focused values (selectedNote) and conditions in the `when` language "
                + "on their records' fields and app state (selectedNote.isPinned == false, state.KEY)."),
        "effects": .object([
            ("type", .string("array")), ("items", S.ref("effect")),
            ("description", .string("What it does, in order (one transaction); undo or redo must be alone.")),
            ("if", .object([("contains", .object([("enum", .array([.string("undo"), .string("redo")]))]))])),
            ("then", .object([("maxItems", .int(1))])),
        ]),
        "icon": S.string("An SF Symbol name."),
        "role": S.oneOf(values: Command.Role.allCases.map(\.rawValue), "A button role."),
        "checked": S.ref("checked"), "shortcut": S.string("One chord, in keymap notation (cmd+shift+f)."),
        "accessibilityLabel": S.string("The VoiceOver label of an icon-only control."),
    ]

    /// Every object the app format has, by name, as `$defs`.
    static var definitions: [(String, JSONOutput)] {
        [
            ("record", schema(of: .record)),
            (
                "view",
                S.either(
                    [
                        S.string("A view's context name."),
                        schema(of: .view),
                    ], "A view: its context name, or {context, publishes, publishesForScene}.")
            ),
            ("deepLinks", schema(of: .deepLinks)),
            ("command", command),
            ("checked", checked),
            ("effect", effect),
        ] + layoutDefinitions + presentationDefinitions + menuDefinitions + toolbarDefinitions
    }

    /// A command: a title is required unless a selector may supply it.
    static var command: JSONOutput {
        S.object(
            "A command.", keys: AppFileReader.commandKeys, types: commandTypes, required: ["id"],
            extra: [
                ("if", .object([("not", .object([("required", .array([.string("selector")]))]))])),
                ("then", .object([("required", .array([.string("title")]))])),
            ])
    }

    /// `{"state": KEY}` or `{"focused": VALUE, "field": FIELD}`.
    static var checked: JSONOutput {
        schema(
            of: .checked,
            extra: [
                (
                    "anyOf",
                    .array([
                        .object([("required", .array([.string("state")]))]),
                        .object([("required", .array([.string("focused"), .string("field")]))]),
                    ])
                )
            ])
    }

    /// The schema document.
    package static var schema: JSONOutput {
        S.document(
            title: "KeyGraph app graph",
            description:
                "A KeyGraph app graph file (JSON with comments and trailing commas). Generated by `keygraph schema app` from the loader's tables; docs/app-format.md describes the format.",
            root: S.object("", keys: AppFileLoader.topKeys, types: topTypes, required: ["app"]),
            definitions: definitions)
    }
}
