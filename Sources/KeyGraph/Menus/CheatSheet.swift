/// The bindings grouped by menu, like iPadOS's hold-⌘ overlay: each menu's
/// title, then its available commands with the shortcut each displays.
package struct CheatSheet: Sendable, Hashable {
    /// One command line of the sheet.
    public struct Entry: Sendable, Hashable {
        public var title: String
        public var shortcut: KeySequence

        public init(title: String, shortcut: KeySequence) {
            self.title = title
            self.shortcut = shortcut
        }
    }

    /// One menu's part of the sheet.
    public struct Section: Sendable, Hashable {
        public var title: String
        public var entries: [Entry]

        public init(title: String, entries: [Entry]) {
            self.title = title
            self.entries = entries
        }
    }

    public var sections: [Section]

    public init(sections: [Section]) {
        self.sections = sections
    }
}
