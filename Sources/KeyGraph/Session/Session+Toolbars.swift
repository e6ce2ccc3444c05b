/// One toolbar item as shown now.
public struct ShownToolbarItem: Hashable, Sendable {
    public var item: ToolbarItem
    /// Title, icon, enabled state and checkmark, as a menu entry has them.
    public var entry: MenuEntry
    /// The item's VoiceOver label, else its command's; nil when neither has one.
    public var accessibilityLabel: String?
}

/// Items that share one Liquid Glass plate.
public struct ToolbarPlate: Hashable, Sendable {
    public var placement: ToolbarPlacement
    public var items: [ShownToolbarItem]
}

/// Laying out toolbars (`toolbar`).
extension Session {
    /// The toolbars that apply to a view kind: those for every view (`*`), then its own.
    public func toolbars(for view: String) -> [Toolbar] {
        app.toolbars.filter { $0.target == "*" } + app.toolbars.filter { $0.target == view }
    }

    /// The plates of the focused view's toolbars (or `view`'s), in placement order.
    ///
    /// Consecutive visible items with one placement share a plate; a `ToolbarSpacer`
    /// starts a new one. Items hidden at the item level take no slot.
    public func toolbarPlates(for view: String? = nil) -> [ToolbarPlate] {
        var plates: [ToolbarPlate] = []
        var breakNext = true
        func add(_ item: ToolbarItem) {
            guard !item.isHidden else { return }
            var entry = self.entry(forCommand: item.command, title: item.title)
            if let icon = item.icon { entry.icon = icon }
            let shown = ShownToolbarItem(
                item: item, entry: entry,
                accessibilityLabel: item.accessibilityLabel
                    ?? app.commands.command(id: item.command)?.accessibilityLabel)
            if !breakNext, let last = plates.indices.last(where: { plates[$0].placement == item.placement }),
                last == plates.indices.last
            {
                plates[last].items.append(shown)
            } else {
                plates.append(ToolbarPlate(placement: item.placement, items: [shown]))
            }
            breakNext = false
        }
        for toolbar in toolbars(for: view ?? focusedView.contextName) {
            breakNext = true
            for content in toolbar.content {
                switch content {
                case .item(let item):
                    add(item)
                case .group(let placement, let items):
                    for var item in items {
                        item.placement = placement
                        add(item)
                    }
                case .spacer:
                    breakNext = true
                }
            }
        }
        // Placement order, keeping the order of plates within a placement.
        return ToolbarPlacement.allCases.flatMap { placement in plates.filter { $0.placement == placement } }
    }
}
