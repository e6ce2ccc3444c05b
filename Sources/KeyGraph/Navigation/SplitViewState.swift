/// The state of a `NavigationSplitView`: a selection per column, the detail
/// column's stack, column visibility, the width class and the focused column.
public struct SplitViewState: Hashable, Sendable {
    /// The record types the selectable columns list, in column order (`Category`, `Recipe`).
    public var listedTypes: [String]
    /// The selection of each selectable column; only a prefix is set (no content
    /// selection without a sidebar selection).
    public var selections: [PathValue]
    /// The detail column's NavigationStack path.
    public var detailPath: [PathValue] = []
    public var visibility: ColumnVisibility = .automatic
    public var width: WidthClass = .regular
    /// The index of the column focus is in (regular width); nil means "follow navigation".
    public var focusedColumn: Int?

    public init(listedTypes: [String]) {
        self.listedTypes = listedTypes
        self.selections = []
    }

    /// Selections then the detail stack: what a compact width shows as one stack.
    public var path: [PathValue] {
        get { selections + detailPath }
        set {
            var rest = newValue[...]
            selections = []
            for type in listedTypes {
                guard let next = rest.first, next.type == type else { break }
                selections.append(next)
                rest = rest.dropFirst()
            }
            detailPath = Array(rest)
        }
    }

    /// The number of columns, including detail.
    public var columnCount: Int { listedTypes.count + 1 }

    /// The indices of the columns that show at regular width.
    public var visibleColumns: [Int] {
        let detail = columnCount - 1
        switch visibility {
        case .all, .automatic: return Array(0..<columnCount)
        case .doubleColumn: return [detail - 1, detail]
        case .detailOnly: return [detail]
        }
    }

    /// The column that shows the deepest navigation: the one after the last selection.
    public var navigationColumn: Int { min(selections.count, columnCount - 1) }

    /// The focused column at regular width: the chosen one while it is visible,
    /// else the column navigation reached, else the detail column.
    public var effectiveFocusedColumn: Int {
        let visible = visibleColumns
        if let focusedColumn, visible.contains(focusedColumn) { return focusedColumn }
        let target = navigationColumn
        return visible.first { $0 >= target } ?? (columnCount - 1)
    }
}
