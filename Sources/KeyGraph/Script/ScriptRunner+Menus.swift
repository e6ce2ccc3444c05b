/// The `menu`, `context` and `toolbar` verbs.
extension ScriptRunner {
    /// The platform the session shows menus for (`--platform`).
    var menuPlatform: TargetPlatform { TargetPlatform(rawValue: session.platform) ?? .macos }

    /// The renderer for this platform: glyphs on Apple platforms, text on Linux.
    var menuRenderer: MenuRenderer { MenuRenderer(style: menuPlatform.shortcutStyle) }

    /// Runs a menu verb; returns the events and the printed lines.
    mutating func runMenuVerb(_ statement: Statement) -> ([Session.Event], [String]) {
        switch statement {
        case .menu(let path):
            return menu(path)
        case .context(let target, let item):
            return context(target, item: item)
        case .toolbar(let view):
            let name = view ?? session.focusedView.contextName
            return ([], menuRenderer.text(toolbar: session.toolbarPlates(for: name), view: name).split(separator: "\n").map(String.init))
        default:
            return ([], [])
        }
    }

    /// `menu`: the bar; `menu File`: one menu; `menu "File > New Recipe"`: perform the item
    /// (a submenu's path shows the submenu).
    mutating func menu(_ path: String?) -> ([Session.Event], [String]) {
        let bar = session.menuBar(platform: menuPlatform)
        let renderer = menuRenderer
        guard let path else { return ([], lines(renderer.text(bar))) }
        let parts = MenuBar.components(path)
        if parts.count > 1, let entry = try? bar.entry(at: path), entry.kind != .submenu, entry.kind != .system {
            return (session.perform(entry), [])
        }
        do {
            let found = try bar.entries(at: path)
            return ([], lines(renderer.text(ResolvedMenu(title: found.title, entries: found.entries))))
        } catch {
            // Report the item-level error when the path is deeper than a menu.
            if parts.count > 1 {
                do {
                    _ = try bar.entry(at: path)
                } catch let itemError {
                    return ([.failed(Self.message(itemError))], [])
                }
            }
            return ([.failed(Self.message(error))], [])
        }
    }

    /// `context TARGET`: the menu (available items only, no shortcuts); with ITEM, perform it.
    mutating func context(_ target: String, item: String?) -> ([Session.Event], [String]) {
        if let item { return (session.performContextItem(item, of: target), []) }
        do {
            let shown = try session.contextMenu(for: target)
            let title = shown.value.map { "\(shown.menu.target) (\($0))" } ?? shown.menu.target
            var text = [title.escapedForDisplay]
            text += shown.entries.isEmpty ? ["  (no available items)"] : menuRenderer.textLines(shown.entries, indent: 1)
            return ([], text)
        } catch {
            return ([.failed(Self.message(error))], [])
        }
    }

    static func message(_ error: MenuPathError) -> String {
        error.message + (error.hint.map { " (\($0))" } ?? "")
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
