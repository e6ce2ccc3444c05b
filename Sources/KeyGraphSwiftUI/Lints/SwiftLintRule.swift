/// A rule of the SwiftUI documents KeyGraph models (`reference/seeds/`), checked on an app's
/// own Swift source: its stable id (what `// keygraph:ignore ID` names), the seed it comes
/// from and the seed's reason, which every finding carries as its hint (docs/swiftui-lints.md).
public enum SwiftLintRule: String, CaseIterable, Sendable {
    case navigationMissingDestination = "navigation-missing-destination"
    case navigationNestedStack = "navigation-nested-stack"
    case tabSharedPath = "tab-shared-path"
    case navigationViewInPath = "navigation-view-in-path"
    case navigationViewDeprecated = "navigation-view-deprecated"
    case tabItem = "tab-item"
    case sheetItem = "sheet-item"
    case tabBarMinimizeIPad = "tab-bar-minimize-ipad"
    case sheetFixedFrame = "sheet-fixed-frame"
    case toolbarMixedGroup = "toolbar-mixed-group"
    case iconWithoutLabel = "icon-without-label"
    case toolbarHiddenInsideItem = "toolbar-hidden-inside-item"
    case contextMenuSwipeAction = "context-menu-swipe-action"
    case deepLinkScattered = "deep-link-scattered"
    case routerMainActor = "router-main-actor"

    /// The seed document the rule is taken from.
    public var seed: String {
        switch self {
        case .navigationMissingDestination, .navigationNestedStack: "003 (menus and navigation)"
        case .tabSharedPath, .navigationViewInPath, .navigationViewDeprecated, .tabItem, .sheetItem,
            .tabBarMinimizeIPad, .sheetFixedFrame, .deepLinkScattered, .routerMainActor:
            "002 (navigation patterns: common mistakes)"
        case .toolbarMixedGroup, .iconWithoutLabel, .toolbarHiddenInsideItem, .contextMenuSwipeAction:
            "003 (menus and navigation)"
        }
    }

    /// The seed's reason, as its words give it: the hint of every finding.
    public var reason: String {
        switch self {
        case .navigationMissingDestination:
            "you need a .navigationDestination(for:) registered for each type you append; "
                + "if you append a value with no matching destination, the push silently fails: no crash, no error"
        case .navigationNestedStack:
            "do not nest NavigationStack inside another NavigationStack: "
                + "you get double navigation bars and broken behavior"
        case .tabSharedPath:
            "sharing one NavigationPath across all tabs is a common mistake: each tab needs its own path"
        case .navigationViewInPath:
            "do not store view instances in NavigationPath: store lightweight Hashable route data"
        case .navigationViewDeprecated:
            "NavigationView is deprecated (iOS 16): use NavigationStack or NavigationSplitView"
        case .tabItem:
            "prefer Tab(value:) with TabView(selection:) over the older .tabItem { } API"
        case .sheetItem:
            "prefer .sheet(item:) over .sheet(isPresented:) when the state represents a selected model"
        case .tabBarMinimizeIPad:
            "assuming tabBarMinimizeBehavior works on iPad is a common mistake: it is iPhone only"
        case .sheetFixedFrame:
            "do not hard-code sheet frame dimensions: use .presentationSizing(.form) instead (iOS 18, macOS 15)"
        case .deepLinkScattered:
            "handling deep links in multiple places is a common mistake: centralize URL parsing in the router"
        case .routerMainActor:
            "a router object must be @MainActor (and @Observable): required for Swift 6 concurrency safety"
        case .toolbarMixedGroup:
            "a single toolbar group should be all icons or all text, not a checkerboard of both"
        case .iconWithoutLabel:
            "every icon, no matter how obvious, needs an accessibility label: "
                + "VoiceOver and Voice Control users read the label"
        case .toolbarHiddenInsideItem:
            "apply .hidden(_:) at the item level, not inside it, "
                + "or the slot stays as a blank gap in the toolbar"
        case .contextMenuSwipeAction:
            "whatever you put at the top of a contextual menu should also be the swipe action on the same row"
        }
    }

    /// What the rule finds, in a line (`--list-rules`).
    public var summary: String {
        switch self {
        case .navigationMissingDestination:
            "a value pushed (NavigationLink(value:), path.append) whose type has no .navigationDestination(for:)"
        case .navigationNestedStack:
            "a NavigationStack inside another, directly or through a view that has its own stack"
        case .tabSharedPath: "one path bound to the NavigationStacks of several tabs of a TabView"
        case .navigationViewInPath: "a view instance appended to a navigation path, or a path of AnyView"
        case .navigationViewDeprecated:
            "NavigationView where the deployment target has NavigationStack, outside #available fallbacks"
        case .tabItem: ".tabItem where the deployment target has Tab(value:), outside #available fallbacks"
        case .sheetItem: ".sheet(isPresented:) whose content unwraps an optional the view holds"
        case .tabBarMinimizeIPad:
            ".tabBarMinimizeBehavior in an iPad branch (userInterfaceIdiom == .pad) or an iPad-only project"
        case .sheetFixedFrame:
            "a .sheet whose content has a numeric .frame, where the deployment target has .presentationSizing"
        case .deepLinkScattered: ".onOpenURL in several places that do not hand the URL to one method"
        case .routerMainActor:
            "an @Observable or ObservableObject class holding navigation state that is not @MainActor"
        case .toolbarMixedGroup: "a ToolbarItemGroup with both icon-only and text-only buttons"
        case .iconWithoutLabel: "a button whose label is only an Image, with no .accessibilityLabel"
        case .toolbarHiddenInsideItem: ".hidden inside a ToolbarItem's content"
        case .contextMenuSwipeAction:
            "a row with .contextMenu and .swipeActions whose first menu item is not one of its swipe actions"
        }
    }
}
