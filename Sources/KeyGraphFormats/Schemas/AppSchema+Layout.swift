import KeyGraph

/// The layout in the app schema: a stack, a NavigationSplitView's columns (with their
/// ContentUnavailableView placeholders), or a TabView's tabs and TabSections with
/// `.tabViewStyle(_:)`, from ``AppFileReader``'s `layoutKeys`, `tabKeys` … and, for columns and
/// placeholders, their ``AppObjectSpec``s.
extension AppSchema {
    static let layoutTypes: [String: JSONOutput] = [
        "splitView": .object([
            ("type", .string("array")), ("minItems", .int(2)), ("maxItems", .int(3)),
            (
                "oneOf",
                .array([
                    .object([("maxItems", .int(2)), ("prefixItems", .array([listingColumn, detailColumn]))]),
                    .object([
                        ("minItems", .int(3)), ("prefixItems", .array([listingColumn, listingColumn, detailColumn])),
                    ]),
                ])
            ),
            ("description", .string("Two or three columns; every one but the last lists a record type.")),
        ]),
        "tabView": .object([
            ("type", .string("array")), ("items", S.either([S.ref("tab"), S.ref("tabSection")])),
            // At least one tab with content (not every tab runs an action), maybe inside a section.
            (
                "contains",
                .object([
                    (
                        "anyOf",
                        .array([
                            .object([("not", .object([("anyOf", .array([S.has("TabSection"), S.has("action")]))]))]),
                            .object([
                                ("required", .array([.string("tabs")])),
                                (
                                    "properties",
                                    .object([("tabs", .object([("contains", .object([("not", S.has("action"))]))]))])
                                ),
                            ]),
                        ])
                    )
                ])
            ),
            (
                "description",
                .string(
                    "Tab(_:systemImage:value:)s and TabSections, in order; at least one tab shows content (not every tab runs an action)."
                )
            ),
        ]),
        "tabViewStyle": S.oneOf(
            values: TabViewStyle.allCases.map(\.rawValue),
            ".tabViewStyle(_:): automatic (the default, a tab bar), sidebarAdaptable (a sidebar at regular width, a tab bar at compact; customizable) or tabBarOnly. Only beside \"tabView\"."
        ),
    ]

    /// A column that lists a record type, and the detail, which lists nothing.
    static let listingColumn = JSONOutput.object([
        ("$ref", .string("#/$defs/column")), ("required", .array([.string("lists")])),
    ])
    static let detailColumn = JSONOutput.object([("$ref", .string("#/$defs/column")), ("not", S.has("lists"))])

    static let tabTypes: [String: JSONOutput] = [
        "value": S.string("The tab's value (Tab(_:systemImage:value:)): what tab, showTab and hideTab name; unique."),
        "id": S.string("The older spelling of \"value\" (one or the other, not both)."),
        "title": S.string("The tab's title (default: its value)."), "systemImage": S.string("Its SF Symbol name."),
        "badge": S.either(
            [
                .object([("type", .string("integer")), ("minimum", .int(0)), ("maximum", .int(1_000_000))]),
                .object([("type", .string("string"))]),
                S.object(
                    "The value of an app state key (none while unset, empty or 0).", keys: ["state"],
                    types: ["state": S.string("The app state key.")], required: ["state"]),
            ], ".badge(_:): a whole number (none at 0), a text, or {\"state\": KEY}."),
        "section": S.string("Its TabSection's title (not for a tab inside a {\"TabSection\": …})."),
        "role": S.oneOf(values: ["search"], "Tab(role: .search): it owns the window's search field; one per tab view."),
        "search": S.boolean("The older spelling of \"role\": \"search\"."),
        "hidden": S.either(
            [
                .object([("type", .string("boolean"))]),
                S.object(
                    ".hidden(CONDITION): hidden while the app state key holds the value.",
                    keys: AppFileReader.tabConditionKeys, types: tabConditionTypes, required: ["state"]),
            ],
            "true hides the tab at launch (commands show and hide it; it keeps its stack); {\"state\": KEY, \"is\": VALUE} hides it while KEY holds VALUE."
        ),
        "tabPlacement": S.oneOf(
            values: TabPlacement.allCases.map(\.rawValue),
            ".tabPlacement(_:): sidebarOnly keeps it out of the tab bar (sidebarAdaptable only)."),
        "customizationID": S.string("Lets a person customize the tab; unique (sidebarAdaptable only)."),
        "customizationBehavior": perPlacement(
            TabCustomizationBehavior.allCases.map(\.rawValue),
            "What a person may do to the tab: automatic (hide, show, move), reorderable (move only) or disabled (neither); for both placements or {\"sidebar\": …, \"tabBar\": …} (sidebarAdaptable only)."
        ),
        "defaultVisibility": perPlacement(
            TabVisibility.allCases.map(\.rawValue),
            "Whether the tab shows before a person customizes: automatic, visible or hidden; for both placements or {\"sidebar\": …, \"tabBar\": …} (sidebarAdaptable only)."
        ),
        "action": S.string("A command choosing the tab runs instead of switching; such a tab has no \"root\"."),
        "root": S.ref("view", "The root of the tab's own NavigationStack (required unless the tab runs an action)."),
    ]

    static let tabConditionTypes: [String: JSONOutput] = [
        "state": S.string("Required: the app state key."),
        "is": .object([
            ("type", .array([.string("boolean"), .string("string")])),
            ("description", .string("The value that hides the tab (default true; an unset key is false).")),
        ]),
    ]

    static let tabSectionTypes: [String: JSONOutput] = [
        "TabSection": S.string("Required: the section's title."),
        "tabs": .object([
            ("type", .string("array")),
            ("items", .object([("$ref", .string("#/$defs/tab")), ("not", S.has("section"))])),
            ("description", .string("Required: its tabs, which take their section from it.")),
        ]),
    ]

    /// One of `values` for both adaptable placements, or one per placement.
    static func perPlacement(_ values: [String], _ description: String) -> JSONOutput {
        let value = S.oneOf(values: values, "The value.")
        var types: [String: JSONOutput] = [:]
        for placement in AdaptableTabBarPlacement.allCases { types[placement.rawValue] = value }
        return S.either(
            [value, S.object("Per placement.", keys: AdaptableTabBarPlacement.allCases.map(\.rawValue), types: types)],
            description)
    }

    /// A tab: a value (or id, not both); a root unless it runs an action, and then no root
    /// and no search role.
    static var tab: JSONOutput {
        let searchRole = JSONOutput.object([
            (
                "anyOf",
                .array([S.member("role", in: [.string("search")]), S.member("search", in: [.bool(true)])])
            )
        ])
        return S.object(
            "A tab: Tab(_:systemImage:value:) and its modifiers.", keys: AppFileReader.tabKeys, types: tabTypes,
            extra: [
                ("oneOf", .array([S.has("value"), S.has("id")])),
                ("if", S.has("action")),
                ("then", .object([("not", .object([("anyOf", .array([S.has("root"), searchRole]))]))])),
                ("else", S.has("root")),
            ])
    }

    /// `"stack"`, `{"splitView": [columns]}` or `{"tabView": [tabs], "tabViewStyle": STYLE}`.
    static var layout: JSONOutput {
        // A tab's members that only a sidebarAdaptable tab view has a use for, on it or a section's tab.
        let adaptable = JSONOutput.object([
            ("anyOf", .array(AppFileReader.adaptableTabKeys.map { .object([("required", .array([.string($0)]))]) }))
        ])
        let notAdaptable = JSONOutput.object([
            (
                "not",
                .object([
                    (
                        "anyOf",
                        .array([
                            adaptable,
                            .object([("properties", .object([("tabs", .object([("contains", adaptable)]))]))]),
                        ])
                    )
                ])
            )
        ])
        return S.either(
            [
                .object([("const", .string("stack")), ("description", .string("One NavigationStack."))]),
                S.object(
                    "A NavigationSplitView, or a TabView and its style.", keys: AppFileReader.layoutKeys,
                    types: layoutTypes,
                    extra: [
                        ("oneOf", .array([S.has("splitView"), S.has("tabView")])),
                        ("dependentRequired", .object([("tabViewStyle", .array([.string("tabView")]))])),
                        (
                            "if",
                            .object([("not", S.member("tabViewStyle", in: [.string("sidebarAdaptable")]))])
                        ),
                        ("then", .object([("properties", .object([("tabView", .object([("items", notAdaptable)]))]))])),
                    ]),
            ], "The scene's root: \"stack\", {\"splitView\": [...]} or {\"tabView\": [...]}.")
    }

    /// `$defs` for the layout, its columns and placeholders, tabs and tab sections.
    static var layoutDefinitions: [(String, JSONOutput)] {
        [
            ("layout", layout),
            ("column", schema(of: .column)),
            ("placeholder", schema(of: .placeholder)),
            ("tab", tab),
            (
                "tabSection",
                S.object(
                    "A TabSection: {\"TabSection\": TITLE, \"tabs\": [ … ]}.", keys: AppFileReader.tabSectionKeys,
                    types: tabSectionTypes, required: ["TabSection", "tabs"])
            ),
        ]
    }
}
