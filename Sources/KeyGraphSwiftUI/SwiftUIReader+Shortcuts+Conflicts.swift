import KeyGraph

/// Two controls with one shortcut: SwiftUI silently performs the first it finds (a view's
/// control in the key window, then the main window's, then the menu bar in its order), so
/// the other never fires from the keyboard.
extension SwiftUIReader {
    /// The order SwiftUI finds `command` in: view controls first, then the menu bar's menus
    /// left to right, each top to bottom.
    private func searchOrder() -> [Int: Int] {
        var order: [Int: Int] = [:]
        var next = 0
        for (index, command) in app.commands.enumerated() where !command.isMenuItem {
            order[index] = next
            next += 1
        }
        func walk(_ items: [ReadItem]) {
            for item in items {
                switch item {
                case .button(let index), .toggle(let index):
                    if order[index] == nil {
                        order[index] = next
                        next += 1
                    }
                case .menu(_, _, let children, _), .section(_, let children, _): walk(children)
                default: break
                }
            }
        }
        let groups = app.groups.compactMap { group in
            CommandGroupPlacement(rawValue: group.placement).map { (group, $0) }
        }
        let menuOrder: [StandardMenu] = [.app, .file, .edit, .format, .view]
        for menu in menuOrder {
            for (group, placement) in groups where placement.menu == menu { walk(group.items) }
        }
        for menu in app.menus { walk(menu.items) }
        for menu in [StandardMenu.window, .help] {
            for (group, placement) in groups where placement.menu == menu { walk(group.items) }
        }
        return order
    }

    /// A warning for each control whose shortcut another control takes first; the commands
    /// reordered so that the one SwiftUI performs is the one KeyGraph binds (the last).
    mutating func checkSharedShortcuts() {
        let order = searchOrder()
        var byShortcut: [KeyboardShortcut: [Int]] = [:]
        for (index, command) in app.commands.enumerated() {
            if let shortcut = command.shortcut, order[index] != nil { byShortcut[shortcut, default: []].append(index) }
        }
        var winners: [Int] = []
        // In the order the commands were read: a dictionary's order changes from run to run, and
        // so did the notes' (found on Sorty).
        for (shortcut, indices) in byShortcut.sorted(by: { $0.value[0] < $1.value[0] }) where indices.count > 1 {
            let sorted = indices.sorted { order[$0] ?? 0 < order[$1] ?? 0 }
            let winner = sorted[0]
            for loser in sorted.dropFirst() where !exclusive(app.commands[winner], app.commands[loser]) {
                let chosen = app.commands[winner]
                let other = app.commands[loser]
                let glyphs = shortcut.formatted(.glyphs)
                let why =
                    chosen.isMenuItem
                    ? "SwiftUI performs '\(chosen.title)', the first in menu-bar order, so '\(other.title)' never fires from the keyboard"
                    : "SwiftUI performs the view's '\(chosen.title)' while its view is in the key window"
                let at = other.shortcutAt ?? other.at
                // A view's control on a menu item's shortcut mirrors the item, as the HIG asks of a
                // toolbar's (docs/swiftui.md, duplicate-shortcut): a note; two menu items, a warning.
                notes.append(
                    at.diagnostic(
                        chosen.isMenuItem ? .warning : .note,
                        "\(glyphs) is the shortcut of both '\(other.title)' (\(other.place)) and '\(chosen.title)' "
                            + "(\(chosen.place), \(chosen.at.summary)): \(why) [duplicate-shortcut]",
                        hint: "give one of them another shortcut", rule: .duplicateShortcut))
                winners.append(winner)
            }
        }
        // KeyGraph binds the last command with a shortcut: put SwiftUI's choice last.
        guard !winners.isEmpty else { return }
        let moved = Set(winners)
        let kept = app.commands.indices.filter { !moved.contains($0) }
        let newOrder = kept + moved.sorted()
        var position: [Int: Int] = [:]
        for (new, old) in newOrder.enumerated() { position[old] = new }
        app.commands = newOrder.map { app.commands[$0] }
        func renumber(_ items: [ReadItem]) -> [ReadItem] {
            items.map { item in
                switch item {
                case .button(let index): .button(command: position[index] ?? index)
                case .toggle(let index): .toggle(command: position[index] ?? index)
                case .menu(let title, let icon, let children, let at):
                    .menu(title: title, icon: icon, items: renumber(children), at: at)
                case .section(let title, let children, let at):
                    .section(title: title, items: renumber(children), at: at)
                default: item
                }
            }
        }
        for index in app.groups.indices { app.groups[index].items = renumber(app.groups[index].items) }
        for index in app.menus.indices { app.menus[index].items = renumber(app.menus[index].items) }
        app.renumberViews(position, items: renumber)
    }

    /// Whether two commands sit in different branches of one `if` or `switch`.
    private func exclusive(_ a: ReadCommand, _ b: ReadCommand) -> Bool {
        // Two controls in views: SwiftUI looks in the key window's views only, and the reader
        // cannot tell which show together (other sheets, `if` on state, `.showIf`): not decided.
        if !a.isMenuItem, !b.isMenuItem { return true }
        return a.branches.contains { one in
            b.branches.contains { $0.statement == one.statement && $0.index != one.index }
        }
    }
}
