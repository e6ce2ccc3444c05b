/// Where a command's shortcut is live, as a `when` clause on the focus path. SwiftUI performs a
/// view's `.keyboardShortcut` only while the view that holds the control is on screen: in its
/// window (`NavigationStack && !dialog`), its sheet (`sheet == NewNote && !dialog`) or its
/// dialog (`dialog == SignOut`). A command without one binds its shortcut everywhere, as a
/// menu item's does.
public struct ShortcutScope: Hashable, Sendable, CustomStringConvertible {
    /// The clause as written.
    public var text: String
    public var clause: WhenClause

    public init(parsing text: String) throws(SyntaxError) {
        self.text = text
        self.clause = try WhenClause(parsing: text)
    }

    public var description: String { text }
}
