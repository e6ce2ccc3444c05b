extension Session {
    /// The cheat sheet on `platform`: every menu of ``menuBar(platform:)`` with
    /// its enabled items that show a shortcut (submenus included), in menu order;
    /// then "Other", the bound commands no menu holds (an imported keymap's commands, titled
    /// by their ids, with their last binding's keys). Shortcuts follow the ONE
    /// display rule (``displayedShortcut(for:declared:)``) through the menu bar.
    ///
    /// - Complexity: O(m + c · b) in menu entries, commands and bindings.
    package func cheatSheet(platform: TargetPlatform) -> CheatSheet {
        var sections: [CheatSheet.Section] = []
        var inMenus: Set<String> = []
        func collect(_ entries: [MenuEntry], into out: inout [CheatSheet.Entry]) {
            for entry in entries {
                if case .command(let id) = entry.action { inMenus.insert(id) }
                if entry.kind == .submenu { collect(entry.children, into: &out) }
                guard entry.isEnabled, let shortcut = entry.shortcut, entry.kind == .button || entry.kind == .toggle
                else { continue }
                out.append(CheatSheet.Entry(title: entry.title, shortcut: shortcut))
            }
        }
        for menu in menuBar(platform: platform).menus {
            var entries: [CheatSheet.Entry] = []
            collect(menu.entries, into: &entries)
            if !entries.isEmpty { sections.append(CheatSheet.Section(title: menu.title, entries: entries)) }
        }
        var others: [CheatSheet.Entry] = []
        var seen: Set<String> = []
        for layer in layers {
            for binding in layer.bindings {
                guard let id = binding.commandID, !inMenus.contains(id), seen.insert(id).inserted,
                    let command = app.commands.command(id: id), isEnabled(id), let shortcut = displayedShortcut(for: id)
                else { continue }
                others.append(
                    CheatSheet.Entry(title: title(of: command), shortcut: shortcut))
            }
        }
        // Imported keymaps' commands are not the app's: each with its last binding's keys.
        others += CheatSheet.importedEntries(
            layers, excluding: inMenus.union(seen.filter { app.commands.command(id: $0) != nil }))
        if !others.isEmpty { sections.append(CheatSheet.Section(title: "Other", entries: others)) }
        return CheatSheet(sections: sections)
    }
}
