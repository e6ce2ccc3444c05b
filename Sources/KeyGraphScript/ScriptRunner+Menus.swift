import KeyGraph
import KeyGraphFormats

/// The `menu`, `context` and `toolbar` verbs.
extension ScriptRunner {
    /// The renderer for the session's platform: glyphs on Apple platforms, text on Linux.
    static func menuRenderer(for session: Session) -> MenuRenderer {
        MenuRenderer(style: session.platform.shortcutStyle)
    }

    /// Runs a menu verb: its events and the printed lines.
    func runMenuVerb(_ statement: Statement, on session: inout Session) -> Step {
        let (events, output): ([Session.Event], [String])
        switch statement {
        case .menu(let path):
            (events, output) = menu(path, on: &session)
        case .context(let target, let item):
            (events, output) = context(target, item: item, on: &session)
        case .toolbar(let view):
            let name = view ?? session.focusedView.contextName
            // Every view a toolbar can attach to: the layout's, and the sheets' (ImportForm).
            let declared = session.app.allViewDeclarations + session.app.sheets.values.map(\.view)
            let views = Set(declared.map(\.contextName)).sorted()
            guard view == nil || views.contains(name) else {
                let message =
                    "unknown view '\(name)'" + Suggestion.parenthetical(for: name, among: views, kind: "views")
                return Step(failure: message)
            }
            let text = Self.menuRenderer(for: session).text(toolbar: session.toolbarPlates(for: name), view: name)
            (events, output) = ([], text.split(separator: "\n").map(String.init))
        default:
            (events, output) = ([], [])
        }
        return Step(events: events, output: output)
    }

    /// `menu`: the bar; `menu File`: one menu; `menu "File > New Recipe"`: perform the item
    /// (a submenu's path shows the submenu).
    func menu(_ path: String?, on session: inout Session) -> ([Session.Event], [String]) {
        let bar = session.menuBar(platform: session.platform)
        let renderer = Self.menuRenderer(for: session)
        guard let path else { return ([], lines(renderer.text(bar))) }
        let parts = MenuBar.components(path)
        // A dimmed system submenu (Services) is not shown: performing it says why it is dimmed.
        if parts.count > 1, let entry = try? bar.entry(at: path), entry.kind != .submenu {
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
    func context(_ target: String, item: String?, on session: inout Session) -> ([Session.Event], [String]) {
        if let item { return (session.performContextItem(item, of: target), []) }
        do {
            let shown = try session.contextMenu(for: target)
            let title = shown.value.map { "\(shown.menu.target) (\($0))" } ?? shown.menu.target
            var text = [title.escapedForDisplay]
            text +=
                shown.entries.isEmpty
                ? ["  (no available items)"] : Self.menuRenderer(for: session).textLines(shown.entries, indent: 1)
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
