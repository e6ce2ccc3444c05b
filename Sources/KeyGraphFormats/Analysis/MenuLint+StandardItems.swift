import KeyGraph

/// The lints about the standard items: a standard item's shortcut taken by another command,
/// and an enabled item that performs nothing.
extension MenuLint {
    /// A standard item the menu bar shows with a shortcut (Edit › Undo ⌘Z) whose chord a
    /// binding gives to a command that does not carry the item's selector: one chord, two
    /// items. Reserved shortcuts are left to `reserved-shortcut`.
    static func standardShortcutWarnings(_ app: AppModel, keymaps: [Keymap]) -> [Diagnostic] {
        var owners: [KeyboardShortcut: StandardSelector] = [:]
        for selector in app.standardSelectorsShown {
            guard let row = StandardSelector.row(for: selector), let chord = row.shortcut, owners[chord] == nil,
                !reservedShortcuts.contains(where: { $0.shortcut == chord })
            else { continue }
            owners[chord] = row
        }
        var out: [Diagnostic] = []
        for entry in shortcuts(of: app, keymaps: keymaps) {
            if owners[entry.chord] == nil, let misused = conventionWarning(entry, appName: app.menus.appName) {
                out.append(misused)
                continue
            }
            guard let row = owners[entry.chord], entry.commandID != row.selector,
                entry.command?.selector != row.selector
            else { continue }
            let item = itemPath(of: row, appName: app.menus.appName)
            out.append(
                warning(
                    entry.location,
                    "'\(entry.commandID)' takes \(entry.chord.formatted(.glyphs)), the shortcut of the standard item \(item) (\(row.selector))",
                    .standardShortcut,
                    hint:
                        "give '\(entry.commandID)' the selector \(row.selector) to make it that item, replace the item's group, or choose another shortcut"
                ))
        }
        return out
    }

    /// A command that is a standard item (by its selector, effect or title: Toggle Sidebar) on
    /// another standard item's shortcut, where the HIG gives it one of its own: ⌘S on Toggle
    /// Sidebar, whose shortcut is ⌃⌘S, ⌘S being Save. A command of the app's own (no
    /// standard role) may take any shortcut no shown item has.
    static func conventionWarning(_ entry: Shortcut, appName: String) -> Diagnostic? {
        guard let role = StandardRole.selector(of: entry.command, id: entry.commandID),
            let own = StandardSelector.row(for: role), let ownChord = own.shortcut, ownChord != entry.chord,
            let taken = conventions[entry.chord], taken.selector != role,
            ReservedShortcuts.row(for: entry.chord) == nil
        else { return nil }
        let glyphs = entry.chord.formatted(.glyphs)
        return warning(
            entry.location,
            "'\(entry.commandID)' (\(own.title(appName: appName))) takes \(glyphs), the standard shortcut of \(itemPath(of: taken, appName: appName)) (\(taken.selector))",
            .standardShortcut,
            hint: "\(own.title(appName: appName))'s standard shortcut is \(ownChord.formatted(.glyphs))")
    }

    /// Each shortcut the standard items' table gives, to its first item (alternates aside).
    static let conventions: [KeyboardShortcut: StandardSelector] = {
        var out: [KeyboardShortcut: StandardSelector] = [:]
        for row in StandardSelector.table where row.alternateOf == nil {
            if let chord = row.shortcut, out[chord] == nil { out[chord] = row }
        }
        return out
    }()

    /// `Edit › Undo`, `Edit › Find › Find Next`: where a standard item shows.
    static func itemPath(of row: StandardSelector, appName: String) -> String {
        let menu = row.placement?.menu.title(appName: appName) ?? "?"
        let title = row.title(appName: appName)
        return row.placement == .textEditing ? "\(menu) › Find › \(title)" : "\(menu) › \(title)"
    }

    /// Items that are enabled and perform nothing: a command with no effects in a menu, a
    /// context menu or a toolbar. (Standard items nothing performs are dimmed, not reported.)
    static func performsNothingWarnings(_ app: AppModel) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var reported: Set<String> = []
        func report(_ id: String, at path: String, _ location: @autoclosure () -> Location) {
            guard let command = app.commands.command(id: id), command.effects.isEmpty,
                reported.insert(path + id).inserted
            else { return }
            out.append(
                warning(
                    location(), "\(path): '\(id)' performs nothing: it has no effects", .performsNothing,
                    hint: "give it an effect, or leave it out"))
        }
        func walk(_ items: [MenuItem], path: String, at parent: ItemPath, file: String? = nil) {
            for (index, item) in items.enumerated() {
                let at = parent.appending(index)
                switch item {
                case .button(let id, let title, _):
                    report(
                        id,
                        at:
                            "\(path) › \(title ?? app.commands.command(id: id)?.title.replacingAPP(with: app.menus.appName) ?? id)",
                        location(app, item: at, file: file))
                case .toggle(let id):
                    report(
                        id,
                        at:
                            "\(path) › \(app.commands.command(id: id)?.title.replacingAPP(with: app.menus.appName) ?? id)",
                        location(app, item: at, file: file))
                case .menu(let title, _, let children):
                    walk(children, path: "\(path) › \(title)", at: at, file: file)
                case .section(_, let children):
                    walk(children, path: path, at: at, file: file)
                case .standard, .picker, .divider, .system, .windowList:
                    break  // standard items below; the rest perform what they show
                }
            }
        }
        let bar = app.menus
        for (index, group) in bar.groups.enumerated() {
            walk(group.items, path: group.placement.menu.title(appName: bar.appName), at: ItemPath(.group(index)))
        }
        for (index, menu) in bar.menus.enumerated() { walk(menu.items, path: menu.title, at: ItemPath(.menu(index))) }
        for (index, menu) in app.contextMenus.enumerated() {
            walk(menu.items, path: "context menu \(menu.target)", at: ItemPath(.contextMenu(index)), file: menu.source)
        }
        for (index, toolbar) in app.toolbars.enumerated() {
            for (item, at) in indexedItems(of: toolbar, at: index) {
                if let command = item.command {
                    report(command, at: "toolbar \(toolbar.target)", location(app, item: at, file: toolbar.source))
                }
                if let menu = item.menu {
                    walk(menu, path: "toolbar \(toolbar.target) › \(item.name)", at: at, file: toolbar.source)
                }
            }
        }
        // A standard item the app's own command performs (Edit › Copy as 'note.copy').
        for selector in app.standardSelectorsShown {
            guard let row = StandardSelector.row(for: selector),
                let command = app.commands.commands.first(where: { $0.selector == selector })
            else { continue }
            report(command.id, at: itemPath(of: row, appName: bar.appName), location(app) { $0.commands[command.id] })
        }
        return out
    }
}
