import KeyGraph

/// Toolbars, declared once: `.toolbar { … }` and `.toolbar(id:) { … }`, their items, menus,
/// groups and spacers.
extension AppObjectSpec {
    /// `"toolbars": [{"target": "RecipeDetail", "id": …, "content": [items, menus, groups, spacers]}]`
    package static let toolbar = AppObjectSpec(
        "toolbar", "A toolbar.",
        members: [
            M("target", .text(), required: true, "Required: the view it attaches to, or * for every view."),
            M(
                "content",
                .list(
                    [.defined("toolbarItem"), .defined("toolbarMenu"), .object(toolbarGroup), .object(toolbarSpacer)],
                    either: "An item, a menu, a group or a spacer."),
                required: true, "Required: its items, menus, groups and spacers, in order."),
            M(
                "id", .text(),
                ".toolbar(id:): a customizable toolbar, unique; it holds items and menus with an \"id\" and spacers, no groups."
            ),
        ])

    /// The members a toolbar item and a toolbar menu share, after their own.
    private static func shared(_ own: [Member]) -> [Member] {
        [
            M(
                "placement", .choice(ToolbarPlacement.allCases.map(\.rawValue)),
                "Where the item goes (ToolbarItemPlacement; default automatic, or its group's)."),
            M("label", .choice(ToolbarItem.Label.allCases.map(\.rawValue)), "How its label is drawn (default: icon)."),
        ] + own + [
            M("icon", .text(), "Overrides the command's icon."),
            M("accessibilityLabel", .text(), "The VoiceOver label of an icon-only item."),
            M("hidden", .flag, ".hidden(): the item takes no slot."),
            M("prominent", .flag, ".buttonStyle(.borderedProminent): a prominent (tinted) item."),
            M(
                "id", .text(),
                "ToolbarItem(id:): the item's id in a customizable toolbar, unique there; neither space nor flexibleSpace."
            ),
            M("showsByDefault", .flag, "false leaves the item out until the person adds it (needs an \"id\")."),
            M(
                "customizationBehavior", .choice(ToolbarCustomizationBehavior.allCases.map(\.rawValue)),
                "ToolbarCustomizationBehavior: default (moved, removed, added back), reorderable (moved, never removed) or disabled (stays; always shown). Needs an \"id\"."
            ),
        ]
    }

    /// `{"item": COMMAND, …}`: a ToolbarItem with a Button.
    package static let toolbarItem = AppObjectSpec(
        "toolbarItem", "A toolbar item: a ToolbarItem with a Button.",
        argument: M("item", .text(), required: true, "Required: the command the item performs."),
        members: shared([M("title", .text(), "Overrides the command's title.")]))

    /// `{"menu": TITLE, "items": [menu items], …}`: SwiftUI's `Menu` in a toolbar.
    package static let toolbarMenu = AppObjectSpec(
        "toolbarMenu", "A Menu in a toolbar: {\"menu\": TITLE, \"items\": [ … ], …}.",
        argument: M("menu", .text(), required: true, "Required: the Menu's title."),
        members: [
            M(
                "items", .list([.defined("menuItem")]), required: true,
                "Required: the menu's items (buttons, toggles, pickers, sections, …).")
        ] + shared([]))

    /// A toolbar placement, for groups and spacers.
    private static let placement = Kind.choice(ToolbarPlacement.allCases.map(\.rawValue))

    /// `{"group": PLACEMENT, "items": […]}`: a ToolbarItemGroup.
    package static let toolbarGroup = AppObjectSpec(
        "group", "A ToolbarItemGroup: items sharing a placement (one plate).",
        argument: M("group", placement, required: true, "A toolbar placement (ToolbarItemPlacement)."),
        members: [
            M(
                "items", .list([.defined("toolbarItem"), .defined("toolbarMenu")]), required: true,
                "The group's items and menus.")
        ])

    /// `{"spacer": "fixed"|"flexible", "placement": …}`: a ToolbarSpacer.
    package static let toolbarSpacer = AppObjectSpec(
        "spacer", "A ToolbarSpacer: it splits plates.",
        argument: M(
            "spacer", .choice(ToolbarSpacerSize.allCases.map(\.rawValue)), required: true, "The spacer's size."),
        members: [M("placement", placement, "A toolbar placement (ToolbarItemPlacement).")])

    /// Toolbar content, by its first member.
    package static let toolbarContentKinds = [toolbarItem, toolbarMenu, toolbarGroup, toolbarSpacer]
}
