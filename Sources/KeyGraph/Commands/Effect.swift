/// What a command does, as a value: the engine applies it to the app state and
/// reports what happened; the host performs any I/O.
public enum Effect: Hashable, Sendable {
    /// Push a value onto the focused scene's NavigationStack.
    case push(PathValue)
    /// Pop `n` values (at least 1).
    case pop(Int)
    /// Pop to the root of the stack.
    case popToRoot
    /// Run another command: the edge of the command graph.
    case run(String)
    /// Print a message.
    case message(String)
    /// Flip an app state key between "true" and "false" (a toggle's state).
    case toggleState(String)
    /// Set an app state key (a picker's selection).
    case setState(String, String)

    /// Select a value in a split-view column (`select content Recipe:apple-pie`).
    case select(column: String, value: PathValue)
    /// Switch to a tab (`tab library`).
    case selectTab(String)
    /// Hide or show a tab; a hidden tab keeps its stack.
    case setTabHidden(String, Bool)
    /// Set the split view's column visibility.
    case columns(ColumnVisibility)
    /// Set the width class (compact collapses a split view into one stack).
    case width(WidthClass)
    /// Show or hide the split view's sidebar, as AppKit's `toggleSidebar:` does.
    case toggleSidebar
    /// Present a sheet, with its `sheet(item:)` item when it takes one.
    case presentSheet(String, item: PathValue?)
    /// Present a sheet whose item is the named focused value (`recipe.edit`).
    case presentSheetForFocused(String, focused: String)
    /// Dismiss the sheet, as its own code does (SwiftUI's `dismiss()`); one with unsaved
    /// changes asks first.
    case dismiss
    /// The person dismisses the sheet (Escape, a swipe down): as ``dismiss``, but refused by a
    /// sheet with `interactiveDismissDisabled`. The `dismiss` verb.
    case interactiveDismiss
    /// Move the sheet to one of its detents, as dragging its grabber does.
    case selectDetent(PresentationDetent)
    /// Present an alert or a confirmation dialog over the key window.
    case presentDialog(String)
    /// Press a button of the presented dialog by its title: its command runs and the dialog
    /// goes; Cancel only dismisses it.
    case answerDialog(String)
    /// Customize the `sidebarAdaptable` tab view: show, hide or move a tab, as the sidebar's Edit does.
    case customizeTabs(TabCustomizationChange)
    /// Customize a `toolbar(id:)` (nil: the key window's focused view's customizable toolbar),
    /// as View › Customize Toolbar… does.
    case customizeToolbar(String?, ToolbarCustomizationChange)
    /// Answer the dismissal confirmation: discard the changes, or keep editing.
    case answerDismissal(discard: Bool)
    /// Mark the sheet's content as edited (unsaved changes).
    case editSheet
    /// Save the sheet's changes and dismiss it without asking.
    case saveSheet
    /// Move focus to a split-view column by name.
    case focusColumn(String)
    /// Move focus to the next (or previous) visible column.
    case moveFocus(forward: Bool)
    /// Open a new scene (window), optionally with an id, and focus it.
    case newScene(String?)
    /// Close the key window (`performClose:`), asking first when its sheet has unsaved changes.
    case closeScene
    /// Focus another scene.
    case focusScene(SceneTarget)
    /// Minimize the key window to the Dock (`performMiniaturize:`).
    case minimize
    /// Zoom the key window, or unzoom it (`performZoom:`).
    case zoom
    /// Enter or exit full screen (`toggleFullScreen:`).
    case toggleFullScreen
    /// Show or hide the key window's toolbar (`toggleToolbarShown:`).
    case toggleToolbar
    /// Show or hide the key window's tab bar (`toggleTabBar:`).
    case toggleTabBar
    /// Open the Settings window, or focus it (SwiftUI's `openSettings`; `showSettings:`).
    case openSettings
    /// Show the standard About panel (`orderFrontStandardAboutPanel:`).
    case showAboutPanel
    /// Quit the app (`terminate:`), after the confirmations Close asks.
    case quit
    /// Bring every window of the app to the front (`arrangeInFront:`).
    case bringAllToFront
    /// Save the key window's document (`saveDocument:`).
    case saveDocument
    /// Open a copy of the key window's document in a new window (`duplicateDocument:`).
    case duplicateDocument
    /// Type in the key window's search field (`search pie`).
    case search(String)
    /// A Find menu action on the key window's search field (`performFindPanelAction:`).
    case find(FindAction)
    /// Write a field of the record a focused value holds (FocusedBinding).
    case setField(focused: String, field: String, value: FieldValue)
    /// Flip a boolean field of the record a focused value holds.
    case toggleField(focused: String, field: String)
    /// Route a deep link to a fresh path.
    case open(String)
    /// Continue a user activity of a type the app declares (`onContinueUserActivity`): its
    /// `userInfo` is routed like a deep link.
    case continueActivity(type: String, userInfo: [String: String])
    /// Undo the last state change; must be a command's only effect.
    case undo
    /// Redo the last undone change; must be a command's only effect.
    case redo
}

extension Effect {
    /// How a scene is chosen by `focus scene`.
    public typealias SceneTarget = AppState.SceneTarget

    /// Whether the effect acts on the key window, so fails while none is key (no window
    /// is open, or the focused one is minimized).
    public var needsKeyScene: Bool {
        switch self {
        case .run, .message, .toggleState, .setState, .newScene, .focusScene, .undo, .redo, .openSettings,
            .showAboutPanel, .quit, .bringAllToFront:
            false
        default: true
        }
    }

    /// Whether the effect changes the key window's navigation or presentations, which a
    /// presented dialog (modal over the window) refuses until it is answered. Window chrome
    /// (minimize, zoom, full screen, toolbar and tab bar), other windows and app state are not.
    public var isBlockedByDialog: Bool {
        switch self {
        case .answerDialog, .minimize, .zoom, .toggleFullScreen, .toggleToolbar, .toggleTabBar, .run: false
        default: needsKeyScene
        }
    }

    /// Whether a command whose effects are all such effects is dimmed while trying them would
    /// fail, as AppKit validates the standard window items (Minimize is dimmed in full screen).
    public var isValidatedByTrying: Bool {
        switch self {
        case .toggleSidebar, .minimize, .zoom, .toggleFullScreen, .toggleToolbar, .toggleTabBar, .closeScene,
            .openSettings, .bringAllToFront, .saveDocument, .duplicateDocument, .find, .customizeToolbar:
            true
        default: false
        }
    }

    /// True for `undo`, false for `redo`, nil for any other effect: the two that step
    /// through the session's history instead of changing the state.
    public var historyStep: Bool? {
        switch self {
        case .undo: true
        case .redo: false
        default: nil
        }
    }
}

extension Effect: CustomStringConvertible {
    /// The effect as one short line (`push Category:desserts`, `scene new`): graph labels,
    /// and what `explain` and the docs show.
    public var description: String {
        switch self {
        case .push(let value): "push \(value)"
        case .pop(let n): "pop \(n)"
        case .popToRoot: "popToRoot"
        case .run(let id): "run \(id)"
        case .message(let text): "message \"\(text)\""
        case .toggleState(let key): "toggleState \(key)"
        case .setState(let key, let value): "setState \(key) = \(value)"
        case .select(let column, let value): "select \(column) \(value)"
        case .selectTab(let tab): "tab \(tab)"
        case .setTabHidden(let tab, let hidden): "\(hidden ? "hideTab" : "showTab") \(tab)"
        case .columns(let visibility): "columns \(visibility.rawValue)"
        case .width(let width): "width \(width.rawValue)"
        case .toggleSidebar: "toggleSidebar"
        case .presentSheet(let name, let item): "sheet \(name)" + (item.map { " \($0)" } ?? "")
        case .presentSheetForFocused(let name, let focused): "sheet \(name) item=\(focused)"
        case .dismiss: "dismiss"
        case .interactiveDismiss: "interactiveDismiss"
        case .selectDetent(let detent): "detent \(detent)"
        case .presentDialog(let name): "present \(name)"
        case .answerDialog(let title): "answer \(title)"
        case .customizeTabs(let change): "customizeTabs \(change)"
        case .customizeToolbar(let id, let change): "customizeToolbar " + (id.map { "\($0) " } ?? "") + "\(change)"
        case .answerDismissal(let discard): "answerDismissal \(discard ? "discard" : "keep")"
        case .editSheet: "editSheet"
        case .saveSheet: "saveSheet"
        case .focusColumn(let column): "focus \(column)"
        case .moveFocus(let forward): "focus \(forward ? "next" : "previous")"
        case .newScene(let id): "scene new" + (id.map { " \($0)" } ?? "")
        case .closeScene: "scene close"
        case .focusScene(.next): "scene next"
        case .focusScene(.previous): "scene previous"
        case .focusScene(.id(let id)): "focusScene \(id)"
        case .minimize: "minimize"
        case .zoom: "zoom"
        case .toggleFullScreen: "toggleFullScreen"
        case .toggleToolbar: "toggleToolbar"
        case .toggleTabBar: "toggleTabBar"
        case .openSettings: "openSettings"
        case .showAboutPanel: "showAboutPanel"
        case .quit: "quit"
        case .bringAllToFront: "bringAllToFront"
        case .saveDocument: "saveDocument"
        case .duplicateDocument: "duplicateDocument"
        case .search(let text): "search \"\(text)\""
        case .find(let action): "find \(action.rawValue)"
        case .setField(let focused, let field, let value): "setField \(focused).\(field) = \(value)"
        case .toggleField(let focused, let field): "toggleField \(focused).\(field)"
        case .open(let url): "open \(url)"
        case .continueActivity(let type, let userInfo):
            "continue \(type) {"
                + userInfo.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
                + "}"
        case .undo: "undo"
        case .redo: "redo"
        }
    }
}

extension Effect {
    /// How an effect is written: its name in app files (a bare word `"NAME"`, or an
    /// object `{"NAME": ARGUMENT, …}`) and, for an effect that has one, its script verb
    /// (`VERB ARGUMENT`). Readers of both formats look effects up here, so a new effect
    /// is declared once: its case, its line in ``description`` and its row in ``forms``.
    public struct Form: Sendable {
        /// What follows the name.
        public enum Argument: Sendable, Hashable {
            /// Nothing: the effect is a bare word.
            case none
            /// A whole number of at least 1.
            case count
            /// A non-empty text.
            case text
            /// A `Type:id` value; `role` names it in messages (`a pushed value`).
            case value(role: String)
            /// One of `options`; `what` names the kind in messages (`column visibility`).
            case choice(what: String, options: [String])
            /// Several members, each read by the format's reader by hand (`select`, `sheet`, `scene` …).
            case members
        }

        /// An argument as read: the value the ``Argument`` kind describes.
        public enum Value: Sendable, Hashable {
            case none
            case count(Int)
            case text(String)
            case value(PathValue)
        }

        /// The name app files use.
        public var name: String
        public var argument: Argument
        /// The other members an app file's object may have (`{"setState": KEY, "value": …}`).
        public var members: [String]
        /// The script verb that applies the effect directly, for effects read from this
        /// table (the older verbs have grammars of their own: `focus scene next`).
        public var verb: String?
        /// `help`'s line for ``verb``.
        public var synopsis: String?
        /// Builds the effect from its argument; nil for ``Argument/members`` forms.
        public var make: (@Sendable (Value) -> Effect?)?

        public init(
            _ name: String, _ argument: Argument = .none, members: [String] = [], verb: String? = nil,
            synopsis: String? = nil, make: (@Sendable (Value) -> Effect?)? = nil
        ) {
            self.name = name
            self.argument = argument
            self.members = members
            self.verb = verb
            self.synopsis = synopsis
            self.make = make
        }

        /// A bare-word effect.
        static func word(_ name: String, _ effect: Effect) -> Form {
            Form(name, .none) { _ in effect }
        }
    }

    /// Every effect's written form, in the order the docs list them.
    public static let forms: [Form] = [
        Form("push", .value(role: "a pushed value")) { if case .value(let v) = $0 { .push(v) } else { nil } },
        Form("pop", .count) { if case .count(let n) = $0 { .pop(n) } else { nil } },
        .word("popToRoot", .popToRoot),
        Form("run", .members),
        Form("message", .text) { if case .text(let s) = $0 { .message(s) } else { nil } },
        Form("toggleState", .text) { if case .text(let s) = $0 { .toggleState(s) } else { nil } },
        Form("setState", .members, members: ["value"]),
        Form("select", .members, members: ["value"]),
        Form("tab", .members),
        Form("showTab", .members),
        Form("hideTab", .members),
        Form("columns", .choice(what: "column visibility", options: ColumnVisibility.allCases.map(\.rawValue))) {
            if case .text(let s) = $0 { ColumnVisibility(rawValue: s).map(Effect.columns) } else { nil }
        },
        Form("width", .choice(what: "width class", options: WidthClass.allCases.map(\.rawValue))) {
            if case .text(let s) = $0 { WidthClass(rawValue: s).map(Effect.width) } else { nil }
        },
        .word("toggleSidebar", .toggleSidebar),
        Form("sheet", .members, members: ["item", "itemFrom"]),
        .word("dismiss", .dismiss),
        .word("interactiveDismiss", .interactiveDismiss),
        Form("detent", .members),
        Form("alert", .members),
        Form("confirmationDialog", .members),
        Form("answerDialog", .text) { if case .text(let s) = $0 { .answerDialog(s) } else { nil } },
        Form("customizeToolbar", .members, members: ["toolbar", "item", "at", "to"]),
        Form("customizeTabs", .members, members: ["tab", "in", "before", "after"]),
        Form("answerDismissal", .members),
        .word("editSheet", .editSheet),
        .word("saveSheet", .saveSheet),
        Form("focus", .members),
        Form("scene", .members, members: ["id"]),
        Form("focusScene", .text) { if case .text(let s) = $0 { .focusScene(.id(s)) } else { nil } },
        .word("minimize", .minimize),
        .word("zoom", .zoom),
        .word("toggleFullScreen", .toggleFullScreen),
        .word("toggleToolbar", .toggleToolbar),
        .word("toggleTabBar", .toggleTabBar),
        .word("openSettings", .openSettings),
        .word("showAboutPanel", .showAboutPanel),
        .word("quit", .quit),
        .word("bringAllToFront", .bringAllToFront),
        .word("saveDocument", .saveDocument),
        .word("duplicateDocument", .duplicateDocument),
        Form(
            "search", .text, verb: "search",
            synopsis: "search TEXT            type in the window's search field; Edit › Find acts on it"
        ) { if case .text(let s) = $0 { .search(s) } else { nil } },
        Form("find", .choice(what: "find action", options: FindAction.allCases.map(\.rawValue))) {
            if case .text(let s) = $0 { FindAction(rawValue: s).map(Effect.find) } else { nil }
        },
        Form("setField", .members, members: ["of", "value"]),
        Form("toggleField", .members, members: ["of"]),
        Form("open", .members),
        Form("continueUserActivity", .members, members: ["userInfo"]),
        .word("undo", .undo),
        .word("redo", .redo),
    ]

    /// The form named `name` in app files.
    ///
    /// - Complexity: O(n) in the forms.
    public static func form(named name: String) -> Form? { forms.first { $0.name == name } }

    /// The form whose script verb is `verb`.
    public static func form(verb: String) -> Form? { forms.first { $0.verb == verb } }
}
