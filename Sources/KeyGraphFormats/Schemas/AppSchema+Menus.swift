import KeyGraph

/// Menus and context menus in the app schema, from their ``AppObjectSpec``s.
extension AppSchema {
    /// `$defs` for the menu bar, menu items and context menus.
    static var menuDefinitions: [(String, JSONOutput)] {
        let onePosition = CommandGroup.Position.allCases.map {
            JSONOutput.object([("required", .array([.string($0.rawValue)]))])
        }
        return [
            ("menuBar", schema(of: .menuBar)),
            ("commandGroup", schema(of: .commandGroup, extra: [("oneOf", .array(onePosition))])),
            ("commandMenu", schema(of: .commandMenu)),
            ("menuItem", menuItem),
            ("pickerOption", schema(of: .pickerOption)),
            ("contextMenu", schema(of: .contextMenu)),
        ]
    }

    /// `"divider"`, `"windowList"`, or an object whose first member is its kind.
    static var menuItem: JSONOutput {
        S.either(
            [S.oneOf(values: AppObjectSpec.menuItemWords, "A divider or the window list.")]
                + AppObjectSpec.menuItemKinds.map { schema(of: $0) },
            "A menu item: \"divider\", \"windowList\" or an object named by its first member.")
    }
}
