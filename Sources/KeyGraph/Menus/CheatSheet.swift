/// The bindings grouped by menu, like iPadOS's hold-⌘ overlay: each menu's
/// title, then its available commands with the shortcut each displays.
public struct CheatSheet: Sendable, Hashable {
    /// One command line of the sheet.
    public struct Entry: Sendable, Hashable {
        public var title: String
        public var shortcut: KeySequence
    }

    /// One menu's part of the sheet.
    public struct Section: Sendable, Hashable {
        public var title: String
        public var entries: [Entry]
    }

    public var sections: [Section]

    /// The sheet as text: menu titles flush left, commands indented, shortcuts aligned.
    public func text(style: ShortcutStyle) -> String {
        let width = sections.flatMap(\.entries).map(\.title.count).max() ?? 0
        var lines: [String] = []
        for section in sections {
            if !lines.isEmpty { lines.append("") }
            lines.append(section.title)
            for entry in section.entries {
                let pad = String(repeating: " ", count: width - entry.title.count + 2)
                lines.append("  \(entry.title)\(pad)\(entry.shortcut.formatted(style))")
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension Session {
    /// The cheat sheet on `platform`: every menu of ``menuBar(platform:)`` with
    /// its enabled items that show a shortcut (submenus included), in menu order;
    /// then "Other", the bound commands no menu holds. Shortcuts follow the ONE
    /// display rule (``displayedShortcut(for:declared:)``) through the menu bar.
    ///
    /// - Complexity: O(m + c · b) in menu entries, commands and bindings.
    public func cheatSheet(platform: TargetPlatform) -> CheatSheet {
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
                    CheatSheet.Entry(title: command.title.replacingAPP(with: app.menus.appName), shortcut: shortcut))
            }
        }
        if !others.isEmpty { sections.append(CheatSheet.Section(title: "Other", entries: others)) }
        return CheatSheet(sections: sections)
    }

    /// Every binding of every layer, lowest layer first, one per line:
    /// `KEYS  COMMAND  when EXPR  (FILE)`; a blocked key shows `null`, a removal `-COMMAND`.
    public func bindingList() -> String {
        var rows: [(String, String, String, String)] = []
        for layer in layers {
            for binding in layer.bindings {
                let action: String
                switch binding.action {
                case .command(let id): action = id
                case .block: action = "null"
                case .remove(let id): action = "-" + id
                }
                rows.append(
                    (
                        binding.sequence.canonical, action, binding.whenSource.map { "when " + $0 } ?? "",
                        "(\(layer.file))"
                    ))
            }
        }
        let keyWidth = rows.map(\.0.count).max() ?? 0
        let commandWidth = rows.map(\.1.count).max() ?? 0
        let whenWidth = rows.map(\.2.count).max() ?? 0
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: width - text.count) }
        return rows.map { row in
            [
                padded(row.0, keyWidth), padded(row.1, commandWidth), whenWidth == 0 ? nil : padded(row.2, whenWidth),
                row.3,
            ]
            .compactMap { $0 }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
