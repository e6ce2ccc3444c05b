/// How a scene lays out its navigation: the root container of each window.
public enum SceneLayout: Hashable, Sendable {
    /// One `NavigationStack` whose root is the app's `rootView`.
    case stack
    /// A `NavigationSplitView` with two or three columns.
    case splitView(SplitLayout)
    /// A `TabView` with a stack per tab.
    case tabView(TabLayout)
}

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

    public init(name: String, contextName: String, view: ViewDeclaration, lists: String? = nil, filterField: String? = nil) {
        self.name = name
        self.contextName = contextName
        self.view = view
        self.lists = lists
        self.filterField = filterField
    }
}

/// Which split-view columns show: SwiftUI's `NavigationSplitViewVisibility`.
public enum ColumnVisibility: String, Hashable, Sendable, CaseIterable {
    case all, doubleColumn, detailOnly, automatic
}

/// The horizontal size class: in `compact` a split view collapses into one stack.
public enum WidthClass: String, Hashable, Sendable, CaseIterable {
    case regular, compact
}

/// A `TabView`: tabs in declaration order, each with its own stack.
public struct TabLayout: Hashable, Sendable {
    public var tabs: [TabDeclaration]

    public init(tabs: [TabDeclaration]) {
        precondition(!tabs.isEmpty, "a TabView has at least one tab")
        self.tabs = tabs
    }

    public func tab(id: String) -> TabDeclaration? { tabs.first { $0.id == id } }
}

/// One `Tab(_:systemImage:value:)`.
public struct TabDeclaration: Hashable, Sendable {
    /// The tab's value (`library`): what `tab ID` and `tab ==` name.
    public var id: String
    public var title: String
    /// The `TabSection` it belongs to, if any.
    public var section: String?
    /// `Tab(role: .search)`.
    public var isSearch: Bool
    /// Hidden at launch (`.hidden(true)`); a hidden tab keeps its state.
    public var isInitiallyHidden: Bool
    /// The root view of the tab's `NavigationStack`.
    public var root: ViewDeclaration

    public init(
        id: String, title: String, section: String? = nil, isSearch: Bool = false, isInitiallyHidden: Bool = false,
        root: ViewDeclaration
    ) {
        self.id = id
        self.title = title
        self.section = section
        self.isSearch = isSearch
        self.isInitiallyHidden = isInitiallyHidden
        self.root = root
    }
}

/// A sheet the app can present (`sheet(item:)`).
public struct SheetDeclaration: Hashable, Sendable {
    /// The name `sheet NAME` and `sheet ==` use (`NewRecipe`).
    public var name: String
    /// The view inside the sheet.
    public var view: ViewDeclaration
    /// The item type of `sheet(item:)` (`Recipe`); nil when the sheet takes no item.
    public var itemType: String?
    /// Whether the sheet asks before discarding unsaved changes (`dismissalConfirmationDialog`).
    public var confirmsDismissal: Bool

    public init(name: String, view: ViewDeclaration, itemType: String? = nil, confirmsDismissal: Bool = false) {
        self.name = name
        self.view = view
        self.itemType = itemType
        self.confirmsDismissal = confirmsDismissal
    }
}
