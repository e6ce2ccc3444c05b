extension Effect {
    /// The effects on the focused scene's tab view.
    public enum Tabs: Hashable, Sendable {
        /// Switch to a tab (`tab library`).
        case selectTab(String)
        /// Hide or show a tab; a hidden tab keeps its stack.
        case setTabHidden(String, Bool)
        /// Customize the `sidebarAdaptable` tab view: show, hide or move a tab, as the sidebar's Edit does.
        case customizeTabs(TabCustomizationChange)
    }

    /// What `customizeTabs` does.
    enum TabCustomization: String, CaseIterable, Sendable {
        case editor, reset, hide, show, move
    }
}

extension Effect.Tabs: CustomStringConvertible {
    public var description: String {
        switch self {
        case .selectTab(let tab): "tab \(tab)"
        case .setTabHidden(let tab, let hidden): "\(hidden ? "hideTab" : "showTab") \(tab)"
        case .customizeTabs(let change): "customizeTabs \(change)"
        }
    }
}

extension Effect.Tabs {
    static let specs: [EffectSpec] = [
        .taking("tab", "Switch tab.", .name(.tab), "The tab to select.") {
            if case .text(let tab) = $0 { .tabs(.selectTab(tab)) } else { nil }
        },
        .taking("showTab", "Show a tab.", .name(.tab), "The tab to show.") {
            if case .text(let tab) = $0 { .tabs(.setTabHidden(tab, false)) } else { nil }
        },
        .taking("hideTab", "Hide a tab.", .name(.tab), "The tab to hide (it keeps its stack).") {
            if case .text(let tab) = $0 { .tabs(.setTabHidden(tab, true)) } else { nil }
        },
        customizeTabs,
    ]

    private static let customizeTabs = EffectSpec(
        "customizeTabs", "Customize the sidebarAdaptable tab view.",
        argument: .init(
            "customizeTabs",
            .choice(what: "tab customization", options: Effect.TabCustomization.allCases.map(\.rawValue)),
            required: true, "Customize the sidebarAdaptable tab view: show the editor, reset, hide, show or move a tab."
        ),
        members: [
            .init("tab", .name(.tab), "The tab to hide, show or move."),
            .init(
                "in", .choice(what: "tab bar placement", options: AdaptableTabBarPlacement.allCases.map(\.rawValue)),
                "Where to hide or show it (default: where the tabs show)."),
            .init("before", .name(.tab), "Move the tab before this one of its section."),
            .init("after", .name(.tab), "Move the tab after this one of its section."),
        ],
        rules: [
            .init(when: ["hide", "show", "move"], requires: ["tab"]),
            .init(when: ["move"], requires: ["before", "after"], exactlyOne: true),
        ]
    ) { a in
        guard let action = a.text.flatMap(Effect.TabCustomization.init(rawValue:)) else { return nil }
        switch action {
        case .editor: return .tabs(.customizeTabs(.showEditor))
        case .reset: return .tabs(.customizeTabs(.reset))
        case .hide, .show:
            guard let tab = a.text("tab") else { return nil }
            let placement = a.text("in").flatMap(AdaptableTabBarPlacement.init(rawValue:))
            return .tabs(.customizeTabs(.setVisible(tab, action == .show, in: placement)))
        case .move:
            guard let tab = a.text("tab"), let other = a.text("before") ?? a.text("after") else { return nil }
            return .tabs(.customizeTabs(.move(tab, before: a.text("before") != nil, other)))
        }
    }
}
