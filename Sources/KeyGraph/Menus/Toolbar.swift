/// A view's toolbar, as SwiftUI's `.toolbar { … }`, or `.toolbar(id:) { … }` for one the
/// person can customize.
public struct Toolbar: Hashable, Sendable {
    /// The view kind it belongs to (`RecipeDetail`); `*` for every view of the scene.
    public var target: String
    public var content: [ToolbarContent]
    /// Where it was declared, for lint messages.
    public var source: String
    /// `toolbar(id:)`: the person may customize it (View › Customize Toolbar…), and its
    /// customization is kept under this id. Its items are `ToolbarItem(id:)`s; it has no groups.
    public var id: String?

    public init(target: String, content: [ToolbarContent], source: String = "<app>", id: String? = nil) {
        self.target = target
        self.content = content
        self.source = source
        self.id = id
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

/// Where toolbar items go, after SwiftUI's `ToolbarItemPlacement`, in the order a toolbar
/// shows them.
public enum ToolbarPlacement: String, Hashable, Sendable, CaseIterable, Codable {
    case navigation, topBarLeading, principal, primaryAction, secondaryAction, topBarTrailing, status
    case cancellationAction, destructiveAction, confirmationAction, bottomBar, keyboard, automatic
}

/// A `ToolbarSpacer`'s size.
public enum ToolbarSpacerSize: String, Hashable, Sendable, CaseIterable, Codable {
    case fixed, flexible
}

/// What a person may do to a customizable toolbar's item: SwiftUI's
/// `ToolbarCustomizationBehavior`.
public enum ToolbarCustomizationBehavior: String, Hashable, Sendable, CaseIterable {
    /// Moved and removed (and added back).
    case `default`
    /// Moved, never removed.
    case reorderable
    /// Neither: it stays where it is declared.
    case disabled
}

/// One toolbar item: a command shown as an icon, a title or both, or a `Menu` of items.
public struct ToolbarItem: Hashable, Sendable {
    /// How the item's label is drawn.
    public enum Label: String, Hashable, Sendable, CaseIterable, Codable {
        case icon, title, both
    }

    /// The command the item performs; nil for a menu.
    public var command: String?
    /// A `Menu(title) { … }`'s items: the item opens the menu (its label is `title` and `icon`).
    public var menu: [MenuItem]?
    public var placement: ToolbarPlacement
    public var label: Label
    /// Overrides the command's title and icon (a menu's own title and icon).
    public var title: String?
    public var icon: String?
    /// The VoiceOver label of an icon-only item; the command's own label otherwise.
    public var accessibilityLabel: String?
    /// `.hidden()` applied at the item level: the item takes no slot.
    public var isHidden: Bool
    /// `.buttonStyle(.borderedProminent)`: the one prominent action.
    public var isProminent: Bool
    /// `ToolbarItem(id:)`: its identity in a customizable toolbar.
    public var id: String?
    /// `ToolbarItem(id:showsByDefault:)`: false leaves it out until the person adds it.
    public var showsByDefault: Bool
    /// What the person may do to it in a customizable toolbar.
    public var customizationBehavior: ToolbarCustomizationBehavior

    public init(
        _ command: String, placement: ToolbarPlacement = .automatic, label: Label = .icon, title: String? = nil,
        icon: String? = nil, accessibilityLabel: String? = nil, isHidden: Bool = false, isProminent: Bool = false,
        id: String? = nil, showsByDefault: Bool = true, customizationBehavior: ToolbarCustomizationBehavior = .default
    ) {
        self.command = command
        self.placement = placement
        self.label = label
        self.title = title
        self.icon = icon
        self.accessibilityLabel = accessibilityLabel
        self.isHidden = isHidden
        self.isProminent = isProminent
        self.id = id
        self.showsByDefault = showsByDefault
        self.customizationBehavior = customizationBehavior
    }

    /// A `Menu(title) { items }` in a toolbar: the seed's `Menu("More") { … }`.
    public static func menu(
        _ title: String, icon: String? = nil, items: [MenuItem], placement: ToolbarPlacement = .automatic,
        label: Label = .icon, accessibilityLabel: String? = nil, id: String? = nil
    ) -> ToolbarItem {
        var item = ToolbarItem(
            "", placement: placement, label: label, title: title, icon: icon, accessibilityLabel: accessibilityLabel,
            id: id)
        item.command = nil
        item.menu = items
        return item
    }

    /// The command, else the menu's title: how messages name the item.
    public var name: String { command ?? title.flatMap { $0.isEmpty ? nil : $0 } ?? "Menu" }
}
