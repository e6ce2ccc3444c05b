/// The customizations a person makes to a `sidebarAdaptable` tab view: SwiftUI's
/// `TabViewCustomization`, which apps keep in `@AppStorage`. Tabs are named by their
/// `customizationID`. It is app state: every window shares it, undo leaves it alone, and
/// state files keep it.
public struct TabViewCustomization: Hashable, Sendable {
    /// The person's order of customizable tabs, by customization id; each moves within its section.
    public var order: [String] = []
    /// The visibility the person chose for a tab in each placement, by customization id.
    public var visibility: [AdaptableTabBarPlacement: [String: TabVisibility]] = [:]

    public init(order: [String] = [], visibility: [AdaptableTabBarPlacement: [String: TabVisibility]] = [:]) {
        self.order = order
        self.visibility = visibility
    }

    /// Whether the person changed nothing.
    public var isEmpty: Bool { order.isEmpty && visibility.values.allSatisfy(\.isEmpty) }

    /// Whether `tab` shows in `placement` as far as customization goes: the person's choice,
    /// else its `defaultVisibility` there.
    public func isVisible(_ tab: TabDeclaration, in placement: AdaptableTabBarPlacement) -> Bool {
        if let id = tab.customizationID, let chosen = visibility[placement]?[id], chosen != .automatic {
            return chosen == .visible
        }
        return tab.defaultVisibility[placement] != .hidden
    }

    /// The tabs in the order they show in `placement`: the declared order, with the tabs a person
    /// may move (a customization id, a behavior other than `disabled`) rearranged within their
    /// section as ``order`` says.
    public func ordered(_ tabs: [TabDeclaration], in placement: AdaptableTabBarPlacement) -> [TabDeclaration] {
        guard !order.isEmpty else { return tabs }
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func movable(_ tab: TabDeclaration) -> Bool {
            tab.customizationID != nil && tab.behavior(in: placement) != .disabled
        }
        var out = tabs
        for section in Set(tabs.map(\.section)) {
            let slots = tabs.indices.filter { tabs[$0].section == section && movable(tabs[$0]) }
            let sorted = slots.map { tabs[$0] }.enumerated().sorted { a, b in
                let ra = a.element.customizationID.flatMap { rank[$0] } ?? Int.max
                let rb = b.element.customizationID.flatMap { rank[$0] } ?? Int.max
                return ra != rb ? ra < rb : a.offset < b.offset
            }.map(\.element)
            for (slot, tab) in zip(slots, sorted) { out[slot] = tab }
        }
        return out
    }
}

/// What a person does to a customizable tab view (the sidebar's Edit, dragging tabs to the tab
/// bar): the ``Effect/customizeTabs(_:)`` effect's payload.
public enum TabCustomizationChange: Hashable, Sendable, CustomStringConvertible {
    /// Show what can be customized.
    case showEditor
    /// Show or hide a tab in a placement (nil: where the tabs show now).
    case setVisible(String, Bool, in: AdaptableTabBarPlacement?)
    /// Move a tab before (or after) another of its section.
    case move(String, before: Bool, String)
    /// Back to the declared arrangement.
    case reset

    /// `hide radio tabBar`, `move radio before library`, `reset`, `editor`.
    public var description: String {
        switch self {
        case .showEditor: "editor"
        case .setVisible(let tab, let visible, let placement):
            "\(visible ? "show" : "hide") \(tab)" + (placement.map { " \($0.rawValue)" } ?? "")
        case .move(let tab, let before, let other): "move \(tab) \(before ? "before" : "after") \(other)"
        case .reset: "reset"
        }
    }
}
