/// Showing and performing context menus (`context TARGET [ITEM]`).
extension Session {
    /// A context menu as shown for a target: the view kind's menu, and the value it was opened on.
    public struct ShownContextMenu: Hashable, Sendable {
        public var menu: ContextMenu
        public var value: PathValue?
        /// Available items only, no shortcuts, destructive items last.
        public var entries: [MenuEntry]
    }

    /// The context menu for `target`: a view kind (`RecipeRow`) or a value (`Recipe:apple-pie`).
    public func contextMenu(for target: String) throws(MenuPathError) -> ShownContextMenu {
        let menus = app.contextMenus
        if let menu = menus.first(where: { $0.target == target }) {
            return ShownContextMenu(menu: menu, value: nil, entries: contextEntries(menu, value: nil))
        }
        if let value = try? PathValue(parsing: target) {
            guard let menu = menus.first(where: { $0.valueType == value.type }) else {
                throw MenuPathError(message: "no context menu for \(value.type) values")
            }
            // The live records: an inserted one has rows, a deleted one none.
            guard state.record(value) != nil else {
                throw MenuPathError(message: state.records.missingRecordMessage(value))
            }
            return ShownContextMenu(menu: menu, value: value, entries: contextEntries(menu, value: value))
        }
        throw MenuPathError(
            message: "no context menu for '\(target.escapedForDisplay)'",
            hint: MenuBar.titleSuggestion(for: target, among: menus.map(\.target))
                ?? (menus.isEmpty ? nil : "targets: " + menus.map(\.target).joined(separator: ", ")))
    }

    func contextEntries(_ menu: ContextMenu, value: PathValue?) -> [MenuEntry] {
        var scratch = self
        if let value { for name in menu.publishes { scratch.contextValues[name] = value } }
        let entries = scratch.resolve(menu.items, platform: .macos, hidesUnavailable: true)
        return Self.destructiveLast(entries)
    }

    /// Moves destructive items to the end, after a divider, keeping the rest in order.
    static func destructiveLast(_ entries: [MenuEntry]) -> [MenuEntry] {
        let destructive = entries.filter { $0.role == .destructive }
        guard !destructive.isEmpty else { return entries }
        var rest: [MenuEntry] = []
        for entry in entries where entry.role != .destructive {
            if entry.kind == .divider, rest.last.map({ $0.kind == .divider }) ?? true { continue }
            rest.append(entry)
        }
        while rest.last?.kind == .divider { rest.removeLast() }
        return rest.isEmpty ? destructive : rest + [.divider] + destructive
    }

    /// Performs the item titled `path` (`Toggle Favorite`, or `Menu > Item`) of `target`'s
    /// context menu, with the menu's value as the focused values its view publishes.
    public mutating func performContextItem(_ path: String, of target: String) -> [Event] {
        do {
            let shown = try contextMenu(for: target)
            var parts = MenuBar.components(path)
            let last = parts.popLast() ?? path
            var entries = shown.entries
            var parent = shown.menu.target
            for part in parts {
                let entry = try MenuBar.child(part, of: entries, in: parent)
                entries = entry.children
                parent = entry.title
            }
            let entry = try MenuBar.child(last, of: entries, in: parent)
            let saved = contextValues
            if let value = shown.value { for name in shown.menu.publishes { contextValues[name] = value } }
            let events = perform(entry)
            contextValues = saved
            return events
        } catch {
            return [.failed(error.message + (error.hint.map { " (\($0))" } ?? ""))]
        }
    }
}
