/// A `NavigationSplitView`: two or three columns, the last of which (detail)
/// holds a `NavigationStack`.
public struct SplitLayout: Hashable, Sendable {
    /// The columns in order: sidebar, [content,] detail.
    public var columns: [SplitColumn]

    /// - Precondition: two or three columns; every column but the last lists a type.
    public init(columns: [SplitColumn]) {
        precondition(columns.count == 2 || columns.count == 3, "a split view has two or three columns")
        precondition(columns.dropLast().allSatisfy { $0.lists != nil }, "every column but the detail lists a type")
        self.columns = columns
    }

    /// The columns whose list has a selection (all but the detail column).
    public var selectableColumns: ArraySlice<SplitColumn> { columns.dropLast() }

    /// The column named `name`, with its index.
    public func column(named name: String) -> (index: Int, column: SplitColumn)? {
        columns.firstIndex { $0.name == name }.map { ($0, columns[$0]) }
    }
}

/// One column of a split view.
public struct SplitColumn: Hashable, Sendable {
    /// The name verbs and `column ==` use: `sidebar`, `content`, `detail`.
    public var name: String
    /// The container's context name on the focus path: `Sidebar`, `Content`, `Detail`.
    public var contextName: String
    /// The view the column shows. Its value is the previous column's selection.
    public var view: ViewDeclaration
    /// The record type the column lists and selects (`Category`); nil for the detail column.
    public var lists: String?
    /// When set, the column lists only records whose field of this name holds
    /// the previous column's selected id (recipes whose `category` is `desserts`).
    public var filterField: String?
    /// What the column shows while the previous column has no selection, in place of its
    /// view: SwiftUI's `ContentUnavailableView`. The detail column always shows one then
    /// (untitled unless declared); another column only when it declares one.
    public var placeholder: ContentUnavailable?

    public init(
        name: String, contextName: String, view: ViewDeclaration, lists: String? = nil, filterField: String? = nil,
        placeholder: ContentUnavailable? = nil
    ) {
        self.name = name
        self.contextName = contextName
        self.view = view
        self.lists = lists
        self.filterField = filterField
        self.placeholder = placeholder
    }
}

/// SwiftUI's `ContentUnavailableView(_:systemImage:description:)`: what a column shows
/// while there is nothing selected to show (`Select a Recipe`).
public struct ContentUnavailable: Hashable, Sendable {
    public var title: String
    public var systemImage: String?
    public var description: String?

    public init(_ title: String, systemImage: String? = nil, description: String? = nil) {
        self.title = title
        self.systemImage = systemImage
        self.description = description
    }

    /// The view on the focus path while a placeholder shows: `when` clauses see
    /// `ContentUnavailableView`, not the column's view, so `when RecipeDetail` does not hold
    /// with no recipe.
    public static let view = ViewDeclaration(contextName: "ContentUnavailableView")
}

/// Which split-view columns show: SwiftUI's `NavigationSplitViewVisibility`.
public enum ColumnVisibility: String, Hashable, Sendable, CaseIterable {
    case all, doubleColumn, detailOnly, automatic
}

/// The horizontal size class: in `compact` a split view collapses into one stack.
public enum WidthClass: String, Hashable, Sendable, CaseIterable {
    case regular, compact
}
