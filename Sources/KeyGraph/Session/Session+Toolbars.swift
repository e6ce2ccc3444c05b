/// One toolbar item as shown now.
public struct ShownToolbarItem: Hashable, Sendable {
    public var item: ToolbarItem
    /// Title, icon, enabled state and checkmark, as a menu entry has them; for a `Menu`, a
    /// submenu entry whose children are its items.
    public var entry: MenuEntry
    /// The item's VoiceOver label, else its command's; nil when neither has one.
    public var accessibilityLabel: String?
}

/// Items that share one Liquid Glass plate.
public struct ToolbarPlate: Hashable, Sendable {
    public var placement: ToolbarPlacement
    public var items: [ShownToolbarItem]
    /// A flexible space comes before it: it is pushed away from the plate before it.
    public var followsFlexibleSpace = false

    public init(placement: ToolbarPlacement, items: [ShownToolbarItem], followsFlexibleSpace: Bool = false) {
        self.placement = placement
        self.items = items
        self.followsFlexibleSpace = followsFlexibleSpace
    }
}

/// Laying out toolbars (`toolbar`).
extension Session {
    /// The toolbars that apply to a view kind: those for every view (`*`), then its own.
    public func toolbars(for view: String) -> [Toolbar] {
        app.toolbars.filter { $0.target == "*" } + app.toolbars.filter { $0.target == view }
    }

    /// What a toolbar shows now, in order: its declared content, or for a customizable one
    /// (`toolbar(id:)`) the person's arrangement.
    public func shownContent(of toolbar: Toolbar) -> [ToolbarContent] {
        guard let id = toolbar.id else { return toolbar.content }
        return toolbar.entries(customization: state.toolbarCustomizations[id]).map { entry in
            switch entry {
            case .item(let item): .item(item)
            case .spacer(let size): .spacer(size, placement: .automatic)
            }
        }
    }

    /// The item as shown now: its command's entry, or a `Menu`'s items resolved as a submenu.
    func shownItem(_ item: ToolbarItem) -> ShownToolbarItem {
        var entry: MenuEntry
        if let items = item.menu {
            entry = MenuEntry(
                kind: .submenu, title: item.title ?? "Menu", icon: item.icon,
                children: resolve(items, platform: platform, hidesUnavailable: false))
        } else {
            entry = self.entry(forCommand: item.command ?? "", title: item.title)
            if let icon = item.icon { entry.icon = icon }
        }
        return ShownToolbarItem(
            item: item, entry: entry,
            accessibilityLabel: item.accessibilityLabel
                ?? item.command.flatMap { app.commands.command(id: $0)?.accessibilityLabel })
    }

    /// The plates of the focused view's toolbars (or `view`'s), in placement order.
    ///
    /// Consecutive visible items with one placement share a plate; a `ToolbarSpacer` starts a
    /// new one (a flexible one marks the plate after it). Items hidden at the item level take no
    /// slot. A customizable toolbar is laid out as the person arranged it.
    public func toolbarPlates(for view: String? = nil) -> [ToolbarPlate] {
        var plates: [ToolbarPlate] = []
        var breakNext = true
        var flexible = false
        func add(_ item: ToolbarItem) {
            guard !item.isHidden else { return }
            let shown = shownItem(item)
            if !breakNext, let last = plates.indices.last(where: { plates[$0].placement == item.placement }),
                last == plates.indices.last
            {
                plates[last].items.append(shown)
            } else {
                plates.append(ToolbarPlate(placement: item.placement, items: [shown], followsFlexibleSpace: flexible))
            }
            breakNext = false
            flexible = false
        }
        for toolbar in toolbars(for: view ?? focusedView.contextName) {
            breakNext = true
            flexible = false
            for content in shownContent(of: toolbar) {
                switch content {
                case .item(let item):
                    add(item)
                case .group(let placement, let items):
                    for var item in items {
                        item.placement = placement
                        add(item)
                    }
                case .spacer(let size, _):
                    breakNext = true
                    if size == .flexible { flexible = true }
                }
            }
        }
        // Placement order, keeping the order of plates within a placement.
        return ToolbarPlacement.allCases.flatMap { placement in plates.filter { $0.placement == placement } }
    }
}
