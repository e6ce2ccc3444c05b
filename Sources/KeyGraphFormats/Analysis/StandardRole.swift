import KeyGraph

/// The standard action a command performs, when it is recognisably one even without its
/// selector: SwiftUI apps say `openSettings()` or title a button "Toggle Sidebar", and the
/// shortcut lints judge such a command as the standard item it is (docs/menus.md, "Lints").
package enum StandardRole {
    /// The standard selector `command` acts as: its own selector, else its effect's
    /// (`openSettings` is `showSettings:`, `toggleSidebar` is `toggleSidebar:`), else its
    /// title's or id's when it names the item (`Settings…`, `Preferences…`, `Show Sidebar`,
    /// `app.settings`), or, given the app's name, a title the table writes with it (`Sorty Help`
    /// is `APP Help`, `showHelp:`). Nil for a command that is its own.
    package static func selector(of command: Command?, id: String, appName: String? = nil) -> String? {
        if let selector = command?.selector { return selector }
        for effect in command?.effects ?? [] {
            if case .app(.openSettings) = effect { return "showSettings:" }
            if case .split(.toggleSidebar) = effect { return "toggleSidebar:" }
        }
        let title = normalized(command?.title ?? "")
        if let selector = byTitle[title] { return selector }
        if let appName = appName.map(normalized), !appName.isEmpty, title.contains(appName),
            let selector = byAppTitle[title.replacing(appName, with: "app")]
        {
            return selector
        }
        let last = id.split(whereSeparator: { $0 == "." || $0 == "/" || $0 == ":" }).last.map { $0.lowercased() } ?? ""
        if ["settings", "preferences", "opensettings", "showsettings", "showpreferences"].contains(last) {
            return "showSettings:"
        }
        if ["togglesidebar", "toggle-sidebar"].contains(last) { return "toggleSidebar:" }
        return nil
    }

    /// A title without its ellipsis, lowercased: `Settings…` → `settings`.
    static func normalized(_ title: String) -> String {
        var text = Substring(title)
        if text.hasSuffix("…") { text = text.dropLast() } else if text.hasSuffix("...") { text = text.dropLast(3) }
        return text.trimmingCharacters(while: { $0 == " " }).lowercased()
    }

    /// Titles of standard items → their selectors: the table's own, and the names apps give
    /// Settings, the sidebar's item and Quit.
    private static let byTitle: [String: String] = {
        var titles: [String: String] = [
            "settings": "showSettings:", "preferences": "showSettings:", "toggle sidebar": "toggleSidebar:",
            "show sidebar": "toggleSidebar:", "hide sidebar": "toggleSidebar:", "show/hide sidebar": "toggleSidebar:",
            // A menu bar extra's own Quit (Loop's `Button("Quit") { NSApp.terminate(nil) }` ⌘Q):
            // a menu-bar app has no App menu, so its menu's Quit is the app's.
            "quit": "terminate:",
        ]
        for row in StandardSelector.table where !row.title.contains("APP") && row.alternateOf == nil {
            let title = normalized(row.title)
            if titles[title] == nil { titles[title] = row.selector }
        }
        return titles
    }()

    /// The table's titles that name the app (`APP Help`, `Quit APP`), with `app` for its name.
    private static let byAppTitle: [String: String] = {
        var titles: [String: String] = [:]
        for row in StandardSelector.table where row.title.contains("APP") && row.alternateOf == nil {
            titles[normalized(row.title)] = titles[normalized(row.title)] ?? row.selector
        }
        return titles
    }()
}

extension Substring {
    fileprivate func trimmingCharacters(while predicate: (Character) -> Bool) -> Substring {
        var text = self
        while let first = text.first, predicate(first) { text = text.dropFirst() }
        while let last = text.last, predicate(last) { text = text.dropLast() }
        return text
    }
}
