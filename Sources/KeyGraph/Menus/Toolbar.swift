/// A view's toolbar, as SwiftUI's `.toolbar { … }`.
public struct Toolbar: Hashable, Sendable {
    /// The view kind it belongs to (`RecipeDetail`); `*` for every view of the scene.
    public var target: String
    public var content: [ToolbarContent]
    /// Where it was declared, for lint messages.
    public var source: String

    public init(target: String, content: [ToolbarContent], source: String = "<app>") {
        self.target = target
        self.content = content
        self.source = source
    }
}

/// One piece of toolbar content: an item, a group of items, or a spacer.
public enum ToolbarContent: Hashable, Sendable {
    case item(ToolbarItem)
    /// A `ToolbarItemGroup`: its items share one placement.
    case group(placement: ToolbarPlacement, items: [ToolbarItem])
    /// A `ToolbarSpacer`: `.fixed` or `.flexible`, either splits plates.
    case spacer(ToolbarSpacerSize, placement: ToolbarPlacement)
}

/// Where toolbar items go, after SwiftUI's `ToolbarItemPlacement`.
public enum ToolbarPlacement: String, Hashable, Sendable, CaseIterable, Codable {
    case navigation, principal, primaryAction, secondaryAction, status, bottomBar, automatic
}

/// A `ToolbarSpacer`'s size.
public enum ToolbarSpacerSize: String, Hashable, Sendable, CaseIterable, Codable {
    case fixed, flexible
}

/// One toolbar item: a command shown as an icon, a title or both.
public struct ToolbarItem: Hashable, Sendable {
    /// How the item's label is drawn.
    public enum Label: String, Hashable, Sendable, CaseIterable, Codable {
        case icon, title, both
    }

    public var command: String
    public var placement: ToolbarPlacement
    public var label: Label
    /// Overrides the command's title and icon.
    public var title: String?
    public var icon: String?
    /// The VoiceOver label of an icon-only item; the command's own label otherwise.
    public var accessibilityLabel: String?
    /// `.hidden()` applied at the item level: the item takes no slot.
    public var isHidden: Bool
    /// `.buttonStyle(.borderedProminent)`: the one prominent action.
    public var isProminent: Bool

    public init(
        _ command: String, placement: ToolbarPlacement = .automatic, label: Label = .icon, title: String? = nil,
        icon: String? = nil, accessibilityLabel: String? = nil, isHidden: Bool = false, isProminent: Bool = false
    ) {
        self.command = command
        self.placement = placement
        self.label = label
        self.title = title
        self.icon = icon
        self.accessibilityLabel = accessibilityLabel
        self.isHidden = isHidden
        self.isProminent = isProminent
    }
}
