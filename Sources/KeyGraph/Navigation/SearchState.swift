/// A scene's search field, as SwiftUI's `.searchable(text:isPresented:)` keeps it, and the
/// match Find Next and Find Previous reached. It is the window's, like its toolbar: undo
/// leaves it as it is.
public struct SearchState: Hashable, Sendable {
    /// What is typed in the field.
    public var text = ""
    /// The field has focus (Find…).
    public var isPresented = false
    /// The record Find Next or Find Previous found last (or Use Selection for Find took).
    public var match: PathValue?

    public init(text: String = "", isPresented: Bool = false, match: PathValue? = nil) {
        self.text = text
        self.isPresented = isPresented
        self.match = match
    }
}

/// What the Find menu asks of the search field: AppKit's `performFindPanelAction:` tags
/// (`NSTextFinder.Action`) and Jump to Selection (`centerSelectionInVisibleArea:`).
public enum FindAction: String, Hashable, Sendable, CaseIterable {
    /// Find… (tag 1): give the search field focus.
    case show
    /// Find and Replace… (tag 12): a search field has no replace.
    case replace
    /// Find Next (tag 2).
    case next
    /// Find Previous (tag 3).
    case previous
    /// Use Selection for Find (tag 7): search for the selected record's title.
    case useSelection
    /// Jump to Selection: show the match.
    case jumpToSelection
}
