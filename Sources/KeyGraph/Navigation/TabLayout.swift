/// A `TabView`: tabs in declaration order, each with its own stack, and its style.
public struct TabLayout: Hashable, Sendable {
    public var tabs: [TabDeclaration]
    /// `.tabViewStyle(_:)`.
    public var style: TabViewStyle

    public init(tabs: [TabDeclaration], style: TabViewStyle = .automatic) {
        precondition(!tabs.isEmpty, "a TabView has at least one tab")
        self.tabs = tabs
        self.style = style
    }

    /// The tab whose value is `id`.
    ///
    /// - Complexity: O(n) in the tabs.
    public func tab(id: String) -> TabDeclaration? { tabs.first { $0.id == id } }

    /// The search-role tab (`Tab(role: .search)`), if there is one: it owns the window's search
    /// field.
    public var searchTab: TabDeclaration? { tabs.first(where: \.isSearch) }

    /// Where the tabs show at `width`: a sidebar with sections for a `sidebarAdaptable` tab view
    /// at regular width, else a tab bar.
    public func placement(at width: WidthClass) -> AdaptableTabBarPlacement {
        style == .sidebarAdaptable && width == .regular ? .sidebar : .tabBar
    }
}

/// `.tabViewStyle(_:)`.
public enum TabViewStyle: String, Hashable, Sendable, CaseIterable {
    /// The platform's: a tab bar.
    case automatic
    /// A sidebar with the tab sections at regular width, a tab bar at compact; customizable.
    case sidebarAdaptable
    /// Always a tab bar.
    case tabBarOnly
}

/// Where adaptable tabs show: SwiftUI's `AdaptableTabBarPlacement`.
public enum AdaptableTabBarPlacement: String, Hashable, Sendable, CaseIterable {
    case sidebar, tabBar

    /// How messages name it: `the sidebar`, `the tab bar`.
    public var name: String { self == .sidebar ? "the sidebar" : "the tab bar" }
}

/// `.tabPlacement(_:)`.
public enum TabPlacement: String, Hashable, Sendable, CaseIterable {
    case automatic
    /// Only in the sidebar: not in the tab bar (compact width).
    case sidebarOnly
}

/// What a person may do to a tab in a customizable tab view: SwiftUI's `TabCustomizationBehavior`.
public enum TabCustomizationBehavior: String, Hashable, Sendable, CaseIterable {
    /// Hidden, shown and moved.
    case automatic
    /// Moved, never hidden.
    case reorderable
    /// Neither.
    case disabled
}

/// A tab's visibility, as SwiftUI's `Visibility`.
public enum TabVisibility: String, Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// A tab's badge (`.badge(_:)`): a number, a text, or an app state key's value.
public enum TabBadge: Hashable, Sendable {
    /// `.badge(3)`: no badge at 0.
    case count(Int)
    /// `.badge("New")`.
    case text(String)
    /// The value of an app state key (`setState`): no badge while it is unset, empty or `0`.
    case state(String)

    /// The text the badge shows with the app state `values`, or nil for none.
    public func shown(with values: [String: String]) -> String? {
        switch self {
        case .count(let n): n == 0 ? nil : String(n)
        case .text(let text): text.isEmpty ? nil : text
        case .state(let key):
            values[key].flatMap { $0.isEmpty || $0 == "0" ? nil : $0 }
        }
    }
}

/// A condition on app state (`values`): `.hidden(!isSignedIn)` as `{"state": "signedIn", "is": false}`.
public struct StateCondition: Hashable, Sendable, CustomStringConvertible {
    /// The app state key.
    public var key: String
    /// The value it holds while the condition holds (`true`, `false` or any text). An unset key
    /// reads as `false`.
    public var value: String

    public init(key: String, value: String = "true") {
        self.key = key
        self.value = value
    }

    /// Whether it holds with the app state `values`.
    public func holds(in values: [String: String]) -> Bool { (values[key] ?? "false") == value }

    /// `signedIn is false`.
    public var description: String { "\(key) is \(value)" }
}

/// One `Tab(_:systemImage:value:)`, with its modifiers.
public struct TabDeclaration: Hashable, Sendable {
    /// The tab's value (`library`): what `tab ID` and `tab ==` name.
    public var id: String
    public var title: String
    /// Its SF Symbol.
    public var systemImage: String?
    /// `.badge(_:)`.
    public var badge: TabBadge?
    /// The `TabSection` it belongs to, if any.
    public var section: String?
    /// `Tab(role: .search)`.
    public var isSearch: Bool
    /// Hidden at launch (`.hidden(true)`); a hidden tab keeps its state.
    public var isInitiallyHidden: Bool
    /// `.hidden(CONDITION)` on app state: hidden while it holds (a feature flag, signed out).
    public var hiddenWhen: StateCondition?
    /// `.tabPlacement(_:)`.
    public var placement: TabPlacement
    /// `.customizationID(_:)`: a person may customize it (in a `sidebarAdaptable` tab view).
    public var customizationID: String?
    /// `.customizationBehavior(_:for:)`, per placement (automatic where not set).
    public var customizationBehavior: [AdaptableTabBarPlacement: TabCustomizationBehavior]
    /// `.defaultVisibility(_:for:)`, per placement (automatic where not set).
    public var defaultVisibility: [AdaptableTabBarPlacement: TabVisibility]
    /// A command choosing the tab runs instead of switching to it (a compose tab); such a tab is
    /// never selected and shows no content.
    public var action: String?
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
        self.placement = .automatic
        self.customizationBehavior = [:]
        self.defaultVisibility = [:]
        self.root = root
    }

    /// What a person may do to it in `placement`.
    public func behavior(in placement: AdaptableTabBarPlacement) -> TabCustomizationBehavior {
        customizationBehavior[placement] ?? .automatic
    }

    /// The view an action tab declares in place of a root: it shows no content.
    public static let noContent = ViewDeclaration(contextName: "EmptyView")
}
