extension Effect {
    /// The effects on the focused scene's split view.
    public enum Split: Hashable, Sendable {
        /// Select a value in a column (`select content Recipe:apple-pie`).
        case select(column: String, value: PathValue)
        /// Set the column visibility.
        case columns(ColumnVisibility)
        /// Set the width class (compact collapses a split view into one stack).
        case width(WidthClass)
        /// Show or hide the sidebar, as AppKit's `toggleSidebar:` does.
        case toggleSidebar
        /// Move focus to a column by name.
        case focusColumn(String)
        /// Move focus to the next (or previous) visible column.
        case moveFocus(forward: Bool)
    }

    /// The words `focus` takes besides a column's name.
    package enum FocusDirection: String, CaseIterable {
        case next, previous
    }
}

extension Effect.Split: CustomStringConvertible {
    public var description: String {
        switch self {
        case .select(let column, let value): "select \(column) \(value)"
        case .columns(let visibility): "columns \(visibility.rawValue)"
        case .width(let width): "width \(width.rawValue)"
        case .toggleSidebar: "toggleSidebar"
        case .focusColumn(let column): "focus \(column)"
        case .moveFocus(let forward): "focus \(forward ? "next" : "previous")"
        }
    }
}

extension Effect.Split {
    static let specs: [EffectSpec] = [
        EffectSpec(
            "select", "Select in a split-view column.",
            argument: .init("select", .name(.column), required: true, "The split-view column to select in."),
            members: [
                .init(
                    "value", .value(role: "a selected value"), required: true, "The value to select, as Type:id.",
                    hint: #"add "value": "Recipe:apple-pie""#)
            ]
        ) { a in
            guard let column = a.text, let value = a.value("value") else { return nil }
            return .split(.select(column: column, value: value))
        },
        .choosing(
            "columns", "Set the column visibility.", ColumnVisibility.self, what: "column visibility",
            "The column visibility."
        ) {
            .split(.columns($0))
        },
        .choosing("width", "Set the width class.", WidthClass.self, what: "width class", "The width class.") {
            .split(.width($0))
        },
        .word("toggleSidebar", "Show or hide the split view's sidebar (Show/Hide Sidebar).", .split(.toggleSidebar)),
        .taking(
            "focus", "Focus a split-view column, or move focus between columns.",
            .name(.column, or: Effect.FocusDirection.allCases.map(\.rawValue)),
            "A split-view column's name, or next / previous."
        ) {
            guard case .text(let target) = $0 else { return nil }
            guard let direction = Effect.FocusDirection(rawValue: target) else { return .split(.focusColumn(target)) }
            switch direction {
            case .next: return .split(.moveFocus(forward: true))
            case .previous: return .split(.moveFocus(forward: false))
            }
        },
    ]
}
