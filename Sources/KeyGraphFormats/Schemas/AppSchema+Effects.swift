import KeyGraph

/// Effects in the app schema, from ``Effect/forms``: a bare word for a form without an
/// argument, else an object whose member named after the form holds the argument, with
/// the form's other members beside it.
extension AppSchema {
    /// The argument of each form read by hand (``Effect/Form/Argument/members``), by form name.
    static let memberArguments: [String: JSONOutput] = [
        "run": S.string("The id of the command to run."),
        "setState": S.string("The app state key to set."),
        "select": S.string("The split-view column to select in."),
        "tab": S.string("The tab to select."),
        "showTab": S.string("The tab to show."),
        "hideTab": S.string("The tab to hide (it keeps its stack)."),
        "sheet": S.string("The sheet to present."),
        "answerDismissal": S.oneOf(values: ["discard", "keep"], "Answer the dismissal confirmation."),
        "focus": S.string("A split-view column's name, or next / previous."),
        "scene": S.oneOf(values: ["new", "close", "next", "previous"], "Open, close or focus a scene."),
        "setField": S.string("The field to write."),
        "toggleField": S.string("The boolean field to flip."),
        "open": S.string("A deep link to route (recipes://category/desserts)."),
        "continueUserActivity": S.string("The type of a declared user activity to continue."),
        "detent": S.ref("detent", "Move the sheet to one of its detents."),
        "alert": S.string("The declared alert to present."),
        "confirmationDialog": S.string("The declared confirmation dialog to present."),
        "customizeToolbar": S.oneOf(
            values: ["palette", "reset", "add", "remove", "move"],
            "Customize the focused view's toolbar(id:): show its palette, reset it, add, remove or move an item."),
        "customizeTabs": S.oneOf(
            values: ["editor", "reset", "hide", "show", "move"],
            "Customize the sidebarAdaptable tab view: show the editor, reset, hide, show or move a tab."),
    ]

    /// The other members a form takes (``Effect/Form/members``), by `form.member` where a
    /// form reads a member its own way, else by member name.
    static let formMemberTypes: [String: JSONOutput] = [
        "value": .object([
            (
                "oneOf",
                .array([
                    .object([("type", .string("boolean"))]), .object([("type", .string("string"))]),
                    .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))]),
                ])
            ),
            ("description", .string("The field's new value: true/false, a string or an array of ids.")),
        ]),
        "setState.value": S.string("The value to store under the key."),
        "select.value": S.string("The value to select, as Type:id.", pattern: S.pathValuePattern),
        "item": S.string("The sheet's item, as Type:id.", pattern: S.pathValuePattern),
        "itemFrom": S.string("The focused value that holds the sheet's item."),
        "id": S.string("The new scene's id."),
        "of": S.string("The focused value whose record holds the field."),
        "userInfo": S.map(
            S.string("An id or a link.", nonEmpty: false),
            "The activity's userInfo: the id of each step it holds ({\"recipe\": \"apple-pie\"}), a tab, or a webpageURL."
        ),
        "toolbar": S.string("The toolbar's id (default: the focused view's customizable toolbar)."),
        "customizeToolbar.item": S.string("The item's id, or space / flexibleSpace (add, remove and move)."),
        "at": S.integer("The position to add the item at (1 is the first; default: the end).", maximum: 1000),
        "to": S.integer("The position to move the item to (1 is the first).", maximum: 1000),
        "tab": S.string("The tab to hide, show or move."),
        "in": S.oneOf(
            values: AdaptableTabBarPlacement.allCases.map(\.rawValue),
            "Where to hide or show it (default: where the tabs show)."),
        "before": S.string("Move the tab before this one of its section."),
        "after": S.string("Move the tab after this one of its section."),
    ]

    /// The members a form's object must have besides its name.
    static let requiredFormMembers: [String: [String]] = [
        "setState": ["value"], "select": ["value"], "setField": ["of", "value"], "toggleField": ["of"],
    ]

    /// The rules a form's object keeps across its members, beyond ``requiredFormMembers``.
    static let formRules: [String: [(String, JSONOutput)]] = [
        "customizeToolbar": [
            (
                "allOf",
                .array([
                    S.when(
                        S.member("customizeToolbar", in: ["add", "remove", "move"].map(JSONOutput.string)),
                        then: S.has("item")),
                    S.when(S.member("customizeToolbar", in: [.string("move")]), then: S.has("to")),
                ])
            )
        ],
        "customizeTabs": [
            (
                "allOf",
                .array([
                    S.when(
                        S.member("customizeTabs", in: ["hide", "show", "move"].map(JSONOutput.string)),
                        then: S.has("tab")),
                    S.when(
                        S.member("customizeTabs", in: [.string("move")]),
                        then: .object([("oneOf", .array([S.has("before"), S.has("after")]))])),
                ])
            )
        ],
    ]

    /// A form's argument, as its ``Effect/Form/Argument`` kind says.
    static func argument(of form: Effect.Form) -> JSONOutput {
        switch form.argument {
        case .none: return .object([])
        case .count: return S.integer("A whole number of at least 1.", maximum: 1_000_000)
        case .text: return S.string("A non-empty text.")
        case .value(let role):
            return S.string(
                "\(role.prefix(1).uppercased() + role.dropFirst()), as Type:id.", pattern: S.pathValuePattern)
        case .choice(let what, let options): return S.oneOf(values: options, "The \(what).")
        case .members: return memberArguments[form.name] ?? .object([])
        }
    }

    /// One effect: a word or one of the forms' objects.
    static var effect: JSONOutput {
        let words = Effect.forms.filter { $0.argument == .none }.map(\.name)
        var objects: [JSONOutput] = []
        for form in Effect.forms where form.argument != .none {
            var types = [form.name: argument(of: form)]
            for member in form.members {
                types[member] = formMemberTypes["\(form.name).\(member)"] ?? formMemberTypes[member]
            }
            objects.append(
                S.object(
                    "{\"\(form.name)\": …}", keys: [form.name] + form.members, types: types,
                    required: [form.name] + (requiredFormMembers[form.name] ?? []),
                    extra: formRules[form.name] ?? []))
        }
        return S.either(
            [S.oneOf(values: words, "An effect without an argument.")] + objects,
            "An effect: a word (\"popToRoot\") or an object named by its first member ({\"push\": \"Type:id\"}).")
    }
}
