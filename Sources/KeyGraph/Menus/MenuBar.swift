/// One top-level menu as shown now.
public struct ResolvedMenu: Hashable, Sendable {
    public var title: String
    public var entries: [MenuEntry]

    public init(title: String, entries: [MenuEntry]) {
        self.title = title
        self.entries = entries
    }
}

/// The menu bar as shown now: top-level menus in order.
public struct MenuBar: Hashable, Sendable {
    public var menus: [ResolvedMenu]
    public var platform: TargetPlatform

    /// The menu titled `title`, if shown.
    public func menu(titled title: String) -> ResolvedMenu? { menus.first { $0.title == title } }

    /// The commands that become key commands: on iPadOS only items with shortcuts
    /// do, everywhere else every enabled item does, and its shortcut fires it.
    public var keyCommands: [MenuEntry] {
        var out: [MenuEntry] = []
        func walk(_ entries: [MenuEntry]) {
            for entry in entries {
                if entry.commandID != nil, entry.shortcut != nil || platform != .ipados { out.append(entry) }
                walk(entry.children)
            }
        }
        for menu in menus { walk(menu.entries) }
        return out
    }
}
