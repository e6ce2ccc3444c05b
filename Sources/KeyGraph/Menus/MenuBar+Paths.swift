/// A menu path that names no item (`File > Nw Recipe`).
public struct MenuPathError: Error, Hashable, Sendable {
    public var message: String
    public var hint: String?
}

/// Finding and performing items by path: `menu "File > New Recipe"`.
extension MenuBar {
    /// Splits `File > New Recipe` into its titles.
    package static func components(_ path: String) -> [String] {
        path.split(separator: ">", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
    }

    /// Whether `title` names an entry titled `candidate`; a trailing "…" (or "...") may be left off.
    static func matches(_ title: String, _ candidate: String) -> Bool {
        func bare(_ s: String) -> String {
            if s.hasSuffix("…") { return String(s.dropLast()) }
            if s.hasSuffix("...") { return String(s.dropLast(3)) }
            return s
        }
        return bare(title).lowercased() == bare(candidate).lowercased()
    }

    /// The entries under a path: a menu's entries, or a submenu's.
    ///
    /// - Complexity: O(n) in the entries along the path.
    public func entries(at path: String) throws(MenuPathError) -> (title: String, entries: [MenuEntry]) {
        try entries(at: MenuPath(parsing: path))
    }

    /// The entries under a path: a menu's entries, or a submenu's.
    ///
    /// - Complexity: O(n) in the entries along the path.
    public func entries(at path: MenuPath) throws(MenuPathError) -> (title: String, entries: [MenuEntry]) {
        let parts = path.titles
        guard let first = parts.first, !first.isEmpty else { throw MenuPathError(message: "expected a menu title") }
        var lastError: MenuPathError? = nil
        for menu in menus where Self.matches(first, menu.title) {
            var entries = menu.entries
            var title = menu.title
            do throws(MenuPathError) {
                for part in parts.dropFirst() {
                    let entry = try Self.child(part, of: entries, in: title)
                    guard !entry.children.isEmpty || entry.kind == .submenu else {
                        throw MenuPathError(message: "'\(entry.title)' is not a submenu")
                    }
                    entries = entry.children
                    title = entry.title
                }
                return (title, entries)
            } catch {
                lastError = error
            }
        }
        if let lastError { throw lastError }
        throw MenuPathError(
            message: "no menu '\(first.escapedForDisplay)'",
            hint: Self.titleSuggestion(for: first, among: menus.map(\.title))
                ?? "menus: " + menus.map(\.title).joined(separator: ", "))
    }

    /// The entry a path names (`File > New Recipe`, `Recipes > Sort By > Title`).
    public func entry(at path: String) throws(MenuPathError) -> MenuEntry {
        try entry(at: MenuPath(parsing: path))
    }

    /// The entry a path names (`MenuPath("File", "New Recipe")`).
    public func entry(at path: MenuPath) throws(MenuPathError) -> MenuEntry {
        var parts = path.titles
        guard parts.count >= 2, let last = parts.popLast() else {
            throw MenuPathError(
                message: "'\(path.description.escapedForDisplay)' names a menu, not an item", hint: "write Menu > Item")
        }
        let parent = try entries(at: MenuPath(parts))
        return try Self.child(last, of: parent.entries, in: parent.title)
    }

    static func child(_ title: String, of entries: [MenuEntry], in parent: String) throws(MenuPathError) -> MenuEntry {
        let named = entries.filter { $0.kind != .divider && $0.kind != .header }
        if let entry = named.first(where: { matches(title, $0.title) }) { return entry }
        throw MenuPathError(
            message: "no item '\(title.escapedForDisplay)' in '\(parent.escapedForDisplay)'",
            hint: titleSuggestion(for: title, among: named.map(\.title)))
    }

    /// "did you mean" for a menu title, ignoring case and a trailing ellipsis.
    static func titleSuggestion(for title: String, among titles: [String]) -> String? {
        Suggestion.didYouMean(title, among: titles)
    }
}
