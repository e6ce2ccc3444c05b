/// A menu item's place in the menu bar, by the titles a person clicks through: `Go > Back`,
/// `Recipes > Sort By > Title`. Written as text, or built from titles (a title may then hold
/// `>`); a title matches an item's ignoring case and a trailing `…`.
public struct MenuPath: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The titles from the menu bar's menu down to the item.
    public var titles: [String]

    /// The path through `titles`: `MenuPath(["Go", "Back"])`.
    public init(_ titles: [String]) {
        self.titles = titles
    }

    /// The path through `titles`: `MenuPath("Go", "Back")`.
    public init(_ first: String, _ rest: String...) {
        self.init([first] + rest)
    }

    /// Reads `Go > Back`: titles separated by `>`, spaces around them ignored.
    public init(parsing text: String) {
        self.init(text.split(separator: ">", omittingEmptySubsequences: false).map { $0.trimmingSpaces() })
    }

    public init(stringLiteral text: String) {
        self.init(parsing: text)
    }

    /// The path as menus write it: `Go > Back`.
    public var description: String { titles.joined(separator: " > ") }

    /// The path to an item in this menu or submenu: `MenuPath("Go").appending("Back")`.
    public func appending(_ title: String) -> MenuPath { MenuPath(titles + [title]) }
}
