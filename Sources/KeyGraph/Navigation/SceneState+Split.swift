/// The NavigationSplitView reducer, reached through the scene that holds it: the
/// scene refuses while a sheet covers it, the split view checks the rest.
extension SceneState {
    /// Selects `value` in the split-view column named `column`.
    public mutating func select(
        column: String, value: PathValue, in model: NavigationModel, records: [String: [Record]]
    )
        throws(NavigationError)
    {
        try requireNoSheet(doing: "select")
        try withSplit(model) { (split, layout) throws(NavigationError) in
            try split.select(column: column, value: value, in: layout, records: records)
        }
    }

    /// Moves focus to the split-view column named `column`.
    public mutating func focusColumn(_ column: String, in model: NavigationModel) throws(NavigationError) {
        try requireNoSheet(doing: "move focus")
        try withSplit(model) { (split, layout) throws(NavigationError) in try split.focusColumn(column, in: layout) }
    }

    /// Moves focus to the next (or previous) visible split-view column.
    public mutating func moveFocus(forward: Bool, in model: NavigationModel) throws(NavigationError) {
        try requireNoSheet(doing: "move focus")
        try withSplit(model) { (split, layout) throws(NavigationError) in
            try split.moveFocus(forward: forward, in: layout)
        }
    }

    /// Sets which columns show (a sheet does not stop it: it changes the window, not the focus).
    public mutating func setColumns(_ visibility: ColumnVisibility, in model: NavigationModel) throws(NavigationError) {
        try withSplit(model) { (split, _) in split.visibility = visibility }
    }

    /// Sets the width class; compact collapses the split view into one stack, and shows a
    /// `sidebarAdaptable` tab view's tab bar instead of its sidebar.
    public mutating func setWidth(_ width: WidthClass, in model: NavigationModel) throws(NavigationError) {
        if model.tabLayout != nil, tabs != nil {
            tabs?.width = width
            return
        }
        try withSplit(model) { (split, _) in split.width = width }
    }

    /// Shows or hides the sidebar (`toggleSidebar:`); like `columns`, a sheet does not stop it.
    public mutating func toggleSidebar(in model: NavigationModel) throws(NavigationError) {
        try withSplit(model) { (split, _) throws(NavigationError) in try split.toggleSidebar() }
    }

    /// Applies `change` to the scene's split view; fails when the scene has none.
    mutating func withSplit(
        _ model: NavigationModel, _ change: (inout SplitViewState, SplitLayout) throws(NavigationError) -> Void
    ) throws(NavigationError) {
        guard let layout = model.splitLayout, var split else {
            throw NavigationError("the scene '\(id)' has no NavigationSplitView")
        }
        try change(&split, layout)
        self.split = split
    }
}

extension SplitViewState {
    /// Selects `value` in the column named `name`; deeper selections and the detail
    /// stack are cleared unless the selected row is selected again.
    public mutating func select(
        column name: String, value: PathValue, in layout: SplitLayout, records: [String: [Record]]
    )
        throws(NavigationError)
    {
        let (index, column) = try layout.requireColumn(named: name)
        guard let listed = column.lists else {
            throw NavigationError("the \(name) column has no selection; push onto its stack instead")
        }
        guard value.type == listed else {
            throw NavigationError("the \(name) column lists \(listed), not \(value.type)")
        }
        guard let record = records.record(value) else {
            throw records.missingRecord(value)
        }
        guard selections.count >= index else {
            let previous = layout.columns[index - 1]
            throw NavigationError("select a \(previous.lists ?? "value") in the \(previous.name) column first")
        }
        if let field = column.filterField, index > 0 {
            let parent = selections[index - 1]
            guard record.fields[field] == .text(parent.id) else {
                throw NavigationError("\(value) is not in the \(name) column's list for \(parent)")
            }
        }
        if index < selections.count, selections[index] == value {
            // Selecting the selected row again changes nothing deeper.
        } else {
            // In place: a new array made from the prefix and the value would be two more.
            selections.removeSubrange(index...)
            selections.append(value)
            detailPath.removeAll()
        }
        focusedColumn = nil
    }

    /// Moves focus to the column named `name`, which must be visible at regular width.
    public mutating func focusColumn(_ name: String, in layout: SplitLayout) throws(NavigationError) {
        let (index, _) = try layout.requireColumn(named: name)
        try requireRegularWidth()
        guard visibleColumns.contains(index) else {
            throw NavigationError("the \(name) column is hidden (columns == \(visibility.rawValue))")
        }
        focusedColumn = index
    }

    /// Moves focus to the next (or previous) visible column, wrapping around.
    public mutating func moveFocus(forward: Bool, in layout: SplitLayout) throws(NavigationError) {
        try requireRegularWidth()
        let visible = visibleColumns
        guard visible.count > 1, let position = visible.firstIndex(of: effectiveFocusedColumn) else {
            throw NavigationError("only the \(layout.columns[effectiveFocusedColumn].name) column is visible")
        }
        let next = (position + (forward ? 1 : visible.count - 1)) % visible.count
        focusedColumn = visible[next]
    }

    /// Whether the sidebar (the first column) shows at regular width.
    public var isSidebarVisible: Bool { visibleColumns.contains(0) }

    /// Hides the sidebar, leaving the content and detail columns (the detail alone in a
    /// two-column split), or shows it with every column, as SwiftUI's sidebar button does.
    public mutating func toggleSidebar() throws(NavigationError) {
        guard width == .regular else {
            throw NavigationError("the split view is collapsed (width == compact): it has no sidebar to show or hide")
        }
        visibility = isSidebarVisible ? (columnCount == 3 ? .doubleColumn : .detailOnly) : .all
    }

    private func requireRegularWidth() throws(NavigationError) {
        guard width == .regular else {
            throw NavigationError("the split view is collapsed (width == compact): it shows one column")
        }
    }
}

extension SplitLayout {
    /// The column named `name`, with its index; fails listing the columns there are.
    func requireColumn(named name: String) throws(NavigationError) -> (index: Int, column: SplitColumn) {
        guard let found = column(named: name) else {
            throw NavigationError(
                "no column '\(name)'" + Suggestion.parenthetical(for: name, among: columns.map(\.name), kind: "columns")
            )
        }
        return found
    }
}
