import KeyGraph

/// Draws menus as text trees and JSON.
///
/// Text form, one line per entry, two spaces of indent per level:
/// the mark (`✓` checked or the key window, `◆` a minimized window, `•` unsaved changes),
/// `[icon]` before the title, `▸` after a submenu, `(alternate)` after an ⌥ alternate,
/// `(dimmed)` after a disabled item, and the shortcut right-aligned in a column
/// shared by the entry's siblings. Dividers are `────`; section headers are `— Title —`.
public struct MenuRenderer: Sendable {
    /// How shortcuts are written (``TargetPlatform/shortcutStyle``).
    public var style: ShortcutStyle
    /// Whether icon names are shown (macOS 26 draws them; later versions may not).
    public var showsIcons: Bool

    public init(style: ShortcutStyle = .glyphs, showsIcons: Bool = true) {
        self.style = style
        self.showsIcons = showsIcons
    }

    /// The whole bar: each menu's tree, separated by blank lines.
    public func text(_ bar: MenuBar) -> String {
        bar.menus.map(text).joined(separator: "\n\n")
    }

    /// One menu: its title, then its entries indented.
    public func text(_ menu: ResolvedMenu) -> String {
        var lines = [menu.title.escapedForDisplay]
        lines += textLines(menu.entries, indent: 1)
        return lines.joined(separator: "\n")
    }

    /// Entries at one level, their shortcuts aligned.
    public func textLines(_ entries: [MenuEntry], indent: Int) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        let labels = entries.map(label)
        let shortcuts = entries.map { $0.shortcut.map { $0.formatted(style) } ?? "" }
        let labelWidth = labels.map(\.count).max() ?? 0
        let shortcutWidth = shortcuts.map(\.count).max() ?? 0
        var lines: [String] = []
        for (i, entry) in entries.enumerated() {
            switch entry.kind {
            case .divider:
                lines.append(pad + "  ────")
            case .header:
                lines.append(pad + "  — \(entry.title.escapedForDisplay) —")
            default:
                var line = pad + labels[i]
                if shortcutWidth > 0 {
                    line += String(repeating: " ", count: labelWidth - labels[i].count + 2)
                    line += String(repeating: " ", count: shortcutWidth - shortcuts[i].count) + shortcuts[i]
                }
                if entry.isAlternate { line += "  (alternate)" }
                if !entry.isEnabled { line += "  (dimmed)" }
                lines.append(line.trimmingTrailingSpaces())
                if !entry.children.isEmpty { lines += textLines(entry.children, indent: indent + 1) }
            }
        }
        return lines
    }

    /// `✓ [icon] Title ▸`, without the shortcut.
    func label(_ entry: MenuEntry) -> String {
        guard entry.kind != .divider, entry.kind != .header else { return "" }
        var text = (entry.mark?.rawValue ?? " ") + " "
        if showsIcons, let icon = entry.icon { text += "[\(icon)] " }
        text += entry.title.escapedForDisplay
        if entry.kind == .submenu || entry.kind == .system { text += " ▸" }
        return text
    }

    // MARK: - JSON

    /// The bar as one JSON object: `{"platform": …, "menus": [{"title": …, "items": […]}]}`.
    package func json(_ bar: MenuBar) -> JSONOutput {
        .object([
            ("platform", .string(bar.platform.rawValue)),
            ("menus", .array(bar.menus.map(json))),
        ])
    }

    package func json(_ menu: ResolvedMenu) -> JSONOutput {
        .object([("title", .string(menu.title)), ("items", .array(menu.entries.map(json)))])
    }

    /// One entry: `kind`, `title`, then only the members that apply.
    package func json(_ entry: MenuEntry) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("kind", .string(entry.kind.rawValue))]
        if entry.kind == .divider { return .object(members) }
        members.append(("title", .string(entry.title)))
        if showsIcons, let icon = entry.icon { members.append(("icon", .string(icon))) }
        if let shortcut = entry.shortcut {
            members.append(("shortcut", .string(shortcut.formatted(style))))
            members.append(("keys", .string(shortcut.canonical)))
        }
        if entry.kind != .header {
            members.append(("enabled", .bool(entry.isEnabled)))
        }
        if entry.kind == .toggle || entry.kind == .option { members.append(("checked", .bool(entry.isChecked))) }
        if let mark = entry.mark, mark != .checkmark { members.append(("mark", .string(mark.rawValue))) }
        if entry.isAlternate { members.append(("alternate", .bool(true))) }
        if let role = entry.role { members.append(("role", .string(role.rawValue))) }
        switch entry.action {
        case .command(let id): members.append(("command", .string(id)))
        case .system(let selector): members.append(("selector", .string(selector)))
        case .setState(let key, let value): members.append(("set", .object([(key, .string(value))])))
        case .effect(let effect): members.append(("effect", .string(effect.description)))
        case nil: break
        }
        if let tag = entry.findPanelTag {
            members.append(("action", .string("performFindPanelAction:")))
            members.append(("tag", .int(tag)))
        }
        if !entry.children.isEmpty { members.append(("items", .array(entry.children.map(json)))) }
        return .object(members)
    }
}
