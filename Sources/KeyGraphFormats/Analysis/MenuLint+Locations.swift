import KeyGraph

/// Where a lint finding points: the token the app file wrote (``AppSourceMap``), or, for an
/// app declared in Swift, the declaration's `source` or the app's name (`<app:NAME>`).
extension MenuLint {
    typealias ItemPath = AppSourceMap.ItemPath

    /// A finding's file, position (line 0 when there is none) and caret length.
    struct Location {
        var file: String
        var position = SourcePosition(line: 0, column: 0)
        var length = 1
    }

    /// A lint finding at `location` by `rule`, at the rule's severity (a warning but for
    /// `missing-icon`): the message, then the rule's id in brackets.
    static func warning(_ location: Location, _ message: String, _ rule: Rule, hint: String? = nil) -> Diagnostic {
        Diagnostic(
            rule.descriptor.severity, file: location.file, position: location.position, length: location.length,
            message: "\(message) [\(rule.id)]", hint: hint, rule: rule.id)
    }

    /// The token `span` picks from the app's map; without one, `file` (the app's name by default).
    /// An app file's declaration the map has no token for is its file, at line 0.
    static func location(
        _ app: AppModel, file: String? = nil, _ span: (AppSourceMap) -> AppSourceMap.Span?
    ) -> Location {
        guard let map = app.sourceMap else { return Location(file: file ?? appFileName(of: app)) }
        guard let span = span(map) else { return Location(file: map.file) }
        return Location(file: map.file, position: span.position, length: span.length)
    }

    /// Where the item at `path` was written.
    static func location(_ app: AppModel, item path: ItemPath, file: String? = nil) -> Location {
        location(app, file: file) { $0.items[path] ?? $0.containers[path.container] }
    }

    /// Where the command group, menu, context menu or toolbar `container` was named.
    static func location(_ app: AppModel, container: AppSourceMap.Container, file: String? = nil) -> Location {
        location(app, file: file) { $0.containers[container] }
    }

    /// Where the menu bar gives `id` the shortcut `chord`: the command's own `"shortcut"` (or the
    /// `"selector"` it comes from), else the first menu button that sets it.
    static func shortcutLocation(_ app: AppModel, id: String, chord: KeyboardShortcut) -> Location {
        location(app) { map in
            if app.commands.command(id: id)?.shortcut == chord, let span = map.commandShortcuts[id] { return span }
            for (item, path) in barItems(of: app) {
                if case .button(id, _, chord?) = item, let span = map.itemShortcuts[path] { return span }
            }
            return nil
        }
    }

    /// Every item of the menu bar's command groups and menus, submenus' and sections' too, with its path.
    static func barItems(of app: AppModel) -> [(item: MenuItem, path: ItemPath)] {
        var out: [(MenuItem, ItemPath)] = []
        func walk(_ items: [MenuItem], _ path: ItemPath) {
            for (index, item) in items.enumerated() {
                out.append((item, path.appending(index)))
                switch item {
                case .menu(_, _, let children), .section(_, let children): walk(children, path.appending(index))
                default: break
                }
            }
        }
        for (index, group) in app.menus.groups.enumerated() { walk(group.items, ItemPath(.group(index))) }
        for (index, menu) in app.menus.menus.enumerated() { walk(menu.items, ItemPath(.menu(index))) }
        return out
    }

    /// A toolbar's items, each with its path (`[content]`, or `[content, item]` in a group).
    static func indexedItems(of toolbar: Toolbar, at index: Int) -> [(item: ToolbarItem, path: ItemPath)] {
        var out: [(ToolbarItem, ItemPath)] = []
        for (c, content) in toolbar.content.enumerated() {
            let path = ItemPath(.toolbar(index), [c])
            switch content {
            case .item(let item): out.append((item, path))
            case .group(_, let items): out += items.enumerated().map { ($1, path.appending($0)) }
            case .spacer: break
            }
        }
        return out
    }
}
