/// The navigation state of one scene (window): its stack, split view, tab
/// view and sheet, as IDs. Which of them apply depends on the app's ``SceneLayout``.
public struct SceneState: Hashable, Sendable {
    /// The scene's identifier (`main`).
    public var id: String
    /// Which window the scene is: one of the app's windows, or its Settings window or About panel.
    public var kind: Kind
    /// The title its title bar and the Window menu show (`Recipes`, `Recipes 2`, `Untitled`).
    public var title: String
    /// The path of a `.stack` layout's NavigationStack, root first.
    public var stack: [PathValue]
    /// The split view's state, for a `.splitView` layout.
    public var split: SplitViewState?
    /// The tab view's state, for a `.tabView` layout.
    public var tabs: TabViewState?
    /// The presented sheet, if any.
    public var sheet: SheetState?
    /// The alert or confirmation dialog presented over the window (and its sheet), by name.
    public var dialog: String?
    /// The focused values the dialog was presented with: a context menu's row's (the note
    /// whose menu asked "Delete this note?"), which its buttons act on, as SwiftUI's
    /// `confirmationDialog(_:isPresented:presenting:)` hands its buttons the data it presents.
    public var dialogValues: [String: PathValue] = [:]
    /// The window's own state: minimized, zoomed, full screen, toolbar and tab bar shown.
    public var window = WindowState()
    /// What waits for the sheet's dismissal confirmation: closing this window, or quitting.
    public var pendingClose: PendingClose?
    /// The document a `DocumentGroup` window shows; nil in a `WindowGroup` app.
    public var document: DocumentState?
    /// The window's search field and the match Find reached.
    public var search = SearchState()

    /// A scene titled `title` (its id when nil).
    public init(id: String, path: [PathValue] = [], kind: Kind = .window, title: String? = nil) {
        self.id = id
        self.kind = kind
        self.title = title ?? id
        self.stack = path
    }

    /// A document window's document, as `NSDocument` tracks it: its name is the window's title.
    public struct DocumentState: Hashable, Sendable {
        /// Changed since it was last saved (or since it was created): what undo recorded while
        /// the window was key, as NSDocument counts changes through its undo manager.
        public var isEdited = false
        /// Saved at least once (Save): it has a file.
        public var isSaved = false

        public init(isEdited: Bool = false, isSaved: Bool = false) {
            self.isEdited = isEdited
            self.isSaved = isSaved
        }
    }

    /// What a dismissal confirmation holds up until it is answered.
    public enum PendingClose: String, Hashable, Sendable {
        /// Close (⌘W) of this window.
        case window
        /// Quit (⌘Q) of the app.
        case app
    }

    /// The kinds of window a scene can be.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A window of the app's `WindowGroup` or `DocumentGroup`: its navigation is the app's layout.
        case window
        /// The `Settings` scene's window: the settings view, no navigation.
        case settings
        /// The standard About panel (`orderFrontStandardAboutPanel:`).
        case about

        /// How messages name a window of the kind that is not one of the app's own.
        var name: String {
            switch self {
            case .window: "the window"
            case .settings: "the Settings window"
            case .about: "the About panel"
            }
        }
    }

    /// The scene's navigation path, root first: the stack's path; in a split
    /// view the column selections in column order, then the detail stack; in a
    /// tab view the selected tab's stack.
    ///
    /// Setting it distributes the values the same way (leading values of the
    /// columns' listed types become selections).
    public var path: [PathValue] {
        get {
            if let tabs { return tabs.path }
            if let split { return split.path }
            return stack
        }
        set {
            if tabs != nil {
                tabs?.path = newValue
            } else if split != nil {
                split?.path = newValue
            } else {
                stack = newValue
            }
        }
    }
}
