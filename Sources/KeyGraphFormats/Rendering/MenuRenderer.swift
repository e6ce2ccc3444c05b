import KeyGraph

/// Draws menus as text trees and JSON. The text form is the core's (`MenuText`, which
/// `MenuBar` and `ResolvedMenu` print as): one line per entry, two spaces of indent per
/// level, marks, `[icon]`s, `▸` after a submenu, `(dimmed)`, shortcuts right-aligned.
public struct MenuRenderer: Sendable {
    /// How shortcuts are written (``TargetPlatform/shortcutStyle``).
    public var style: ShortcutStyle
    /// Whether icon names are shown (macOS 26 draws them; later versions may not).
    public var showsIcons: Bool

    public init(style: ShortcutStyle = .glyphs, showsIcons: Bool = true) {
        self.style = style
        self.showsIcons = showsIcons
    }

    private var drawer: MenuText { MenuText(style: style, showsIcons: showsIcons) }

    /// The whole bar: each menu's tree, separated by blank lines.
    public func text(_ bar: MenuBar) -> String { drawer.text(bar) }

    /// One menu: its title, then its entries indented.
    public func text(_ menu: ResolvedMenu) -> String { drawer.text(menu) }

    /// Entries at one level, their shortcuts aligned.
    public func textLines(_ entries: [MenuEntry], indent: Int) -> [String] { drawer.lines(entries, indent: indent) }

    /// `✓ [icon] Title ▸`, without the shortcut.
    func label(_ entry: MenuEntry) -> String { drawer.label(entry) }

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
