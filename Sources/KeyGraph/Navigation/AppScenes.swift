/// The scenes an app's `body` declares, as SwiftUI's `App.body` does: the group its
/// windows belong to (`WindowGroup` or `DocumentGroup`), an optional `Settings` scene,
/// and what closing the last window does.
public struct AppScenes: Hashable, Sendable {
    /// The scene a new window comes from.
    public enum Group: String, Hashable, Sendable, CaseIterable {
        /// `WindowGroup`: File › New Window opens another window of the app.
        case windowGroup = "WindowGroup"
        /// `DocumentGroup`: each window shows a document; the File menu is the document one.
        case documentGroup = "DocumentGroup"
    }

    public var group: Group
    /// A `WindowGroup`'s title, which its windows show (`Recipes`; a window is titled by
    /// its scene id when nil), or the name a `DocumentGroup` gives a new document (`Untitled`
    /// when nil). A second window of the same title is `Recipes 2`.
    public var title: String?
    /// The view the `Settings` scene shows, when the app declares one.
    public var settings: ViewDeclaration?
    /// AppKit's `applicationShouldTerminateAfterLastWindowClosed(_:)`: whether closing the
    /// last window quits the app; otherwise it keeps running with no window.
    public var terminatesAfterLastWindowClosed: Bool

    public init(
        group: Group = .windowGroup, title: String? = nil, settings: ViewDeclaration? = nil,
        terminatesAfterLastWindowClosed: Bool = false
    ) {
        self.group = group
        self.title = title
        self.settings = settings
        self.terminatesAfterLastWindowClosed = terminatesAfterLastWindowClosed
    }

    /// The title a new window gets, given the titles of the windows open: the group's title,
    /// else `Title 2`, `Title 3`, … (as AppKit numbers untitled documents); nil when
    /// windows are titled by their scene ids.
    func newWindowTitle(among taken: Set<String>) -> String? {
        guard let base = title ?? (group == .documentGroup ? "Untitled" : nil) else { return nil }
        if !taken.contains(base) { return base }
        var n = 2
        while taken.contains("\(base) \(n)") { n += 1 }
        return "\(base) \(n)"
    }
}
