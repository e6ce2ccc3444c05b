import KeyGraph

/// Toolbars in the app schema: `.toolbar { … }` and `.toolbar(id:) { … }`, from
/// ``AppFileReader``'s `toolbarKeys`, `toolbarItemKeys`, `toolbarMenuKeys`, `toolbarGroupKeys`
/// and `toolbarSpacerKeys`.
extension AppSchema {
    static let toolbarTypes: [String: JSONOutput] = [
        "target": S.string("Required: the view it attaches to, or * for every view."),
        "content": S.array(
            S.either(
                [S.ref("toolbarItem"), S.ref("toolbarMenu"), toolbarGroup, toolbarSpacer],
                "An item, a menu, a group or a spacer."),
            "Required: its items, menus, groups and spacers, in order."),
        "id": S.string(
            ".toolbar(id:): a customizable toolbar, unique; it holds items and menus with an \"id\" and spacers, no groups."
        ),
    ]

    /// The members a toolbar item and a toolbar menu share.
    static let toolbarSharedTypes: [String: JSONOutput] = [
        "placement": S.oneOf(
            values: ToolbarPlacement.allCases.map(\.rawValue),
            "Where the item goes (ToolbarItemPlacement; default automatic, or its group's)."),
        "label": S.oneOf(values: ToolbarItem.Label.allCases.map(\.rawValue), "How its label is drawn (default: icon)."),
        "icon": S.string("Overrides the command's icon."),
        "accessibilityLabel": S.string("The VoiceOver label of an icon-only item."),
        "hidden": S.boolean(".hidden(): the item takes no slot."),
        "prominent": S.boolean(".buttonStyle(.borderedProminent): a prominent (tinted) item."),
        "id": S.string(
            "ToolbarItem(id:): the item's id in a customizable toolbar, unique there; neither space nor flexibleSpace."),
        "showsByDefault": S.boolean("false leaves the item out until the person adds it (needs an \"id\")."),
        "customizationBehavior": S.oneOf(
            values: ToolbarCustomizationBehavior.allCases.map(\.rawValue),
            "ToolbarCustomizationBehavior: default (moved, removed, added back), reorderable (moved, never removed) or disabled (stays; always shown). Needs an \"id\"."
        ),
    ]

    static let toolbarItemTypes: [String: JSONOutput] = toolbarSharedTypes.merging([
        "item": S.string("Required: the command the item performs."),
        "title": S.string("Overrides the command's title."),
    ]) { _, new in new }

    static let toolbarMenuTypes: [String: JSONOutput] = toolbarSharedTypes.merging([
        "menu": S.string("Required: the Menu's title."),
        "items": S.array(S.ref("menuItem"), "Required: the menu's items (buttons, toggles, pickers, sections, …)."),
    ]) { _, new in new }

    /// A toolbar placement, for groups and spacers.
    static let toolbarPlacement = S.oneOf(
        values: ToolbarPlacement.allCases.map(\.rawValue), "A toolbar placement (ToolbarItemPlacement).")

    static var toolbarGroup: JSONOutput {
        S.object(
            "A ToolbarItemGroup: items sharing a placement (one plate).", keys: AppFileReader.toolbarGroupKeys,
            types: [
                "group": toolbarPlacement,
                "items": S.array(
                    S.either([S.ref("toolbarItem"), S.ref("toolbarMenu")]), "The group's items and menus."),
            ], required: ["group", "items"])
    }

    static var toolbarSpacer: JSONOutput {
        S.object(
            "A ToolbarSpacer: it splits plates.", keys: AppFileReader.toolbarSpacerKeys,
            types: [
                "spacer": S.oneOf(values: ToolbarSpacerSize.allCases.map(\.rawValue), "The spacer's size."),
                "placement": toolbarPlacement,
            ], required: ["spacer"])
    }

    /// `showsByDefault` and `customizationBehavior` are for an item with an `id`.
    static let needsID = JSONOutput.object([
        ("showsByDefault", .array([.string("id")])), ("customizationBehavior", .array([.string("id")])),
    ])

    /// A toolbar: its target and content; with an `id`, every piece is a spacer or has an `id`.
    static var toolbar: JSONOutput {
        let customizable = JSONOutput.object([
            ("items", .object([("anyOf", .array([S.has("spacer"), S.has("id")]))]))
        ])
        return S.object(
            "A toolbar.", keys: AppFileReader.toolbarKeys, types: toolbarTypes, required: ["target", "content"],
            extra: [
                ("if", S.has("id")), ("then", .object([("properties", .object([("content", customizable)]))])),
            ])
    }

    /// `$defs` for toolbars, their items and menus.
    static var toolbarDefinitions: [(String, JSONOutput)] {
        [
            ("toolbar", toolbar),
            (
                "toolbarItem",
                S.object(
                    "A toolbar item: a ToolbarItem with a Button.", keys: AppFileReader.toolbarItemKeys,
                    types: toolbarItemTypes, required: ["item"], extra: [("dependentRequired", needsID)])
            ),
            (
                "toolbarMenu",
                S.object(
                    "A Menu in a toolbar: {\"menu\": TITLE, \"items\": [ … ], …}.",
                    keys: AppFileReader.toolbarMenuKeys,
                    types: toolbarMenuTypes, required: ["menu", "items"], extra: [("dependentRequired", needsID)])
            ),
        ]
    }
}
