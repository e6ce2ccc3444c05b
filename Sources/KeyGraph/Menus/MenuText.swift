/// Menus as text trees, one line per entry: what `keygraph menu` prints, what
/// `KeyGraphFormats.MenuRenderer` draws, and what ``MenuBar`` and ``ResolvedMenu`` print as.
///
/// Two spaces of indent per level: the mark (`✓` checked or the key window, `◆` a minimized
/// window, `•` unsaved changes), `[icon]` before the title, `▸` after a submenu,
/// `(alternate)` after an ⌥ alternate, `(dimmed)` after a disabled item, and the shortcut
/// right-aligned in a column shared by the entry's siblings. Dividers are `────`; section
/// headers are `— Title —`.
package struct MenuText: Sendable {
    package var style: ShortcutStyle
    package var showsIcons: Bool

    package init(style: ShortcutStyle, showsIcons: Bool = true) {
        self.style = style
        self.showsIcons = showsIcons
    }

    /// The whole bar: each menu's tree, separated by blank lines.
    package func text(_ bar: MenuBar) -> String {
        bar.menus.map(text).joined(separator: "\n\n")
    }

    /// One menu: its title, then its entries indented.
    package func text(_ menu: ResolvedMenu) -> String {
        ([menu.title.escapedForDisplay] + lines(menu.entries, indent: 1)).joined(separator: "\n")
    }

    /// Entries at one level, their shortcuts aligned.
    package func lines(_ entries: [MenuEntry], indent: Int) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        let labels = entries.map(label)
        let shortcuts = entries.map { $0.shortcut.map { $0.formatted(style) } ?? "" }
        let labelWidth = labels.map(\.count).max() ?? 0
        let shortcutWidth = shortcuts.map(\.count).max() ?? 0
        var out: [String] = []
        for (i, entry) in entries.enumerated() {
            switch entry.kind {
            case .divider:
                out.append(pad + "  ────")
            case .header:
                out.append(pad + "  — \(entry.title.escapedForDisplay) —")
            default:
                var line = pad + labels[i]
                if shortcutWidth > 0 {
                    line += String(repeating: " ", count: labelWidth - labels[i].count + 2)
                    line += String(repeating: " ", count: shortcutWidth - shortcuts[i].count) + shortcuts[i]
                }
                if entry.isAlternate { line += "  (alternate)" }
                if !entry.isEnabled { line += "  (dimmed)" }
                out.append(line.trimmingTrailingSpaces())
                if !entry.children.isEmpty { out += lines(entry.children, indent: indent + 1) }
            }
        }
        return out
    }

    /// `✓ [icon] Title ▸`, without the shortcut.
    package func label(_ entry: MenuEntry) -> String {
        guard entry.kind != .divider, entry.kind != .header else { return "" }
        var text = (entry.mark?.rawValue ?? " ") + " "
        if showsIcons, let icon = entry.icon { text += "[\(icon)] " }
        text += entry.title.escapedForDisplay
        if entry.kind == .submenu || entry.kind == .system { text += " ▸" }
        return text
    }
}

extension MenuBar: CustomStringConvertible {
    /// The bar as `keygraph menu` prints it, shortcuts as its platform shows them: each menu
    /// a title and its entries indented, separated by blank lines.
    public var description: String { MenuText(style: platform.shortcutStyle).text(self) }
}

extension ResolvedMenu: CustomStringConvertible {
    /// The menu as `keygraph menu TITLE` prints it on Linux (shortcuts as text, `Super+N`): its
    /// title, then its entries indented. A menu bar prints its menus in its platform's style.
    public var description: String { MenuText(style: .text).text(self) }
}
