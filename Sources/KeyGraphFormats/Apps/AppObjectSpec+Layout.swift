import KeyGraph

/// The layout, a TabView's tabs and TabSections, a tab's badge and hidden condition, declared once.
extension AppObjectSpec {
    /// `{"splitView": [columns]}` or `{"tabView": [tabs], "tabViewStyle": STYLE}` (a layout is also `"stack"`).
    package static let layout = AppObjectSpec(
        "layout", "A NavigationSplitView, or a TabView and its style.",
        members: [
            M("splitView", .splitColumns, "Two or three columns; every one but the last lists a record type."),
            M(
                "tabView", .tabItems,
                "Tab(_:systemImage:value:)s and TabSections, in order; at least one tab shows content (not every tab runs an action)."
            ),
            M(
                "tabViewStyle", .choice(TabViewStyle.allCases.map(\.rawValue)),
                ".tabViewStyle(_:): automatic (the default, a tab bar), sidebarAdaptable (a sidebar at regular width, a tab bar at compact; customizable) or tabBarOnly. Only beside \"tabView\"."
            ),
        ])

    /// A tab: `Tab(_:systemImage:value:)` and its modifiers.
    package static let tab = AppObjectSpec(
        "tab", "A tab: Tab(_:systemImage:value:) and its modifiers.",
        members: [
            M(
                "value", .text(),
                "The tab's value (Tab(_:systemImage:value:)): what tab, showTab and hideTab name; unique."),
            M("id", .text(), "The older spelling of \"value\" (one or the other, not both)."),
            M("title", .text(), "The tab's title (default: its value)."),
            M("systemImage", .text(), "Its SF Symbol name."),
            M(
                "badge",
                .either([
                    .init(.integer(minimum: 0, maximum: 1_000_000)), .init(.text(nonEmpty: false)),
                    .init(.object(badgeState)),
                ]), ".badge(_:): a whole number (none at 0), a text, or {\"state\": KEY}."),
            M("section", .text(), "Its TabSection's title (not for a tab inside a {\"TabSection\": …})."),
            M("role", .choice(["search"]), "Tab(role: .search): it owns the window's search field; one per tab view."),
            M("search", .flag, "The older spelling of \"role\": \"search\"."),
            M(
                "hidden", .either([.init(.flag), .init(.object(tabCondition))]),
                "true hides the tab at launch (commands show and hide it; it keeps its stack); {\"state\": KEY, \"is\": VALUE} hides it while KEY holds VALUE."
            ),
            M(
                "tabPlacement", .choice(TabPlacement.allCases.map(\.rawValue)),
                ".tabPlacement(_:): sidebarOnly keeps it out of the tab bar (sidebarAdaptable only)."),
            M("customizationID", .text(), "Lets a person customize the tab; unique (sidebarAdaptable only)."),
            M(
                "customizationBehavior", perPlacement(TabCustomizationBehavior.allCases.map(\.rawValue)),
                "What a person may do to the tab: automatic (hide, show, move), reorderable (move only) or disabled (neither); for both placements or {\"sidebar\": …, \"tabBar\": …} (sidebarAdaptable only)."
            ),
            M(
                "defaultVisibility", perPlacement(TabVisibility.allCases.map(\.rawValue)),
                "Whether the tab shows before a person customizes: automatic, visible or hidden; for both placements or {\"sidebar\": …, \"tabBar\": …} (sidebarAdaptable only)."
            ),
            M("action", .text(), "A command choosing the tab runs instead of switching; such a tab has no \"root\"."),
            M(
                "root", .defined("view"),
                "The root of the tab's own NavigationStack (required unless the tab runs an action)."),
        ])

    /// The members only a `sidebarAdaptable` tab view has a use for.
    package static let adaptableTabMembers = [
        "customizationID", "customizationBehavior", "defaultVisibility", "tabPlacement",
    ]

    /// `{"TabSection": TITLE, "tabs": [ … ]}`
    package static let tabSection = AppObjectSpec(
        "tabSection", "A TabSection: {\"TabSection\": TITLE, \"tabs\": [ … ]}.",
        argument: M("TabSection", .text(), required: true, "Required: the section's title."),
        members: [
            M(
                "tabs", .list([.definedLacking("tab", member: "section")]), required: true,
                "Required: its tabs, which take their section from it.")
        ])

    /// A badge's `{"state": KEY}`.
    package static let badgeState = AppObjectSpec(
        "badgeState", "The value of an app state key (none while unset, empty or 0).",
        members: [M("state", .text(), required: true, "The app state key.")])

    /// A tab's `"hidden": {"state": KEY, "is": VALUE}`.
    package static let tabCondition = AppObjectSpec(
        "tabCondition", ".hidden(CONDITION): hidden while the app state key holds the value.",
        members: [
            M("state", .text(), required: true, "Required: the app state key."),
            M("is", .flagOrText, "The value that hides the tab (default true; an unset key is false)."),
        ])

    /// One of `values` for both adaptable placements, or `{"sidebar": …, "tabBar": …}`.
    static func perPlacement(_ values: [String]) -> Kind {
        .either([
            .init(.choice(values), "The value."),
            .init(
                .object(
                    AppObjectSpec(
                        "perPlacement", "Per placement.",
                        members: AdaptableTabBarPlacement.allCases.map { M($0.rawValue, .choice(values), "The value.") }
                    ))),
        ])
    }
}
