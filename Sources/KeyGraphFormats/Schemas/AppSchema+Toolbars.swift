import KeyGraph

/// Toolbars in the app schema: `.toolbar { … }` and `.toolbar(id:) { … }`, from their
/// ``AppObjectSpec``s, with their rules across members.
extension AppSchema {
    /// `showsByDefault` and `customizationBehavior` are for an item with an `id`.
    static let needsID = JSONOutput.object([
        ("showsByDefault", .array([.string("id")])), ("customizationBehavior", .array([.string("id")])),
    ])

    /// A toolbar: its target and content; with an `id`, every piece is a spacer or has an `id`.
    static var toolbar: JSONOutput {
        let customizable = JSONOutput.object([
            ("items", .object([("anyOf", .array([S.has("spacer"), S.has("id")]))]))
        ])
        return schema(
            of: .toolbar,
            extra: [("if", S.has("id")), ("then", .object([("properties", .object([("content", customizable)]))]))])
    }

    /// `$defs` for toolbars, their items and menus.
    static var toolbarDefinitions: [(String, JSONOutput)] {
        [
            ("toolbar", toolbar),
            ("toolbarItem", schema(of: .toolbarItem, extra: [("dependentRequired", needsID)])),
            ("toolbarMenu", schema(of: .toolbarMenu, extra: [("dependentRequired", needsID)])),
        ]
    }
}
