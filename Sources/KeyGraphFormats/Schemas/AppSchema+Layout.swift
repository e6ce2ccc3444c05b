import KeyGraph

/// The layout in the app schema: a stack, a NavigationSplitView's columns (with their
/// ContentUnavailableView placeholders), or a TabView's tabs and TabSections with
/// `.tabViewStyle(_:)`, each object from its ``AppObjectSpec``, and here the rules across
/// members and elements a schema can state.
extension AppSchema {
    /// `"splitView"`: two or three columns, every one but the last listing a record type.
    static func splitColumns(_ description: String) -> JSONOutput {
        .object([
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
            ("description", .string(description)),
        ])
    }

    /// `"tabView"`: tabs and tab sections, at least one tab with content (not every tab runs an
    /// action), maybe inside a section.
    static func tabItems(_ description: String) -> JSONOutput {
        .object([
            ("type", .string("array")), ("items", S.either([S.ref("tab"), S.ref("tabSection")])),
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
            ("description", .string(description)),
        ])
    }

    /// A column that lists a record type, and the detail, which lists nothing.
    static let listingColumn = JSONOutput.object([
        ("$ref", .string("#/$defs/column")), ("required", .array([.string("lists")])),
    ])
    static let detailColumn = JSONOutput.object([("$ref", .string("#/$defs/column")), ("not", S.has("lists"))])

    /// A tab: a value (or id, not both); a root unless it runs an action, and then no root
    /// and no search role.
    static var tab: JSONOutput {
        let searchRole = JSONOutput.object([
            (
                "anyOf",
                .array([S.member("role", in: [.string("search")]), S.member("search", in: [.bool(true)])])
            )
        ])
        return schema(
            of: .tab,
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
            ("anyOf", .array(AppObjectSpec.adaptableTabMembers.map { .object([("required", .array([.string($0)]))]) }))
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
                schema(
                    of: .layout,
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
            ("tabSection", schema(of: .tabSection)),
        ]
    }
}
