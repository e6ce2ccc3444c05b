/// What a command does, as a value: the engine applies it to the app state and
/// reports what happened; the host performs any I/O.
///
/// Effects are grouped by the state they change, as TCA's `Scope` hands a child action to
/// the child's reducer: each group is an enumeration of its own, with its written forms
/// (``specs``) beside it, so every switch over effects is exhaustive.
public enum Effect: Hashable, Sendable {
    /// The focused scene's NavigationStack: push and pop.
    case stack(Stack)
    /// The split view: its selection, columns, width class, sidebar and column focus.
    case split(Split)
    /// The tab view: the selected tab, hidden tabs, the person's customization.
    case tabs(Tabs)
    /// The key window's sheet and dialog.
    case presentation(Presentation)
    /// The app's windows: opening, closing, focusing them, and what each shows of itself.
    case window(Window)
    /// The app's data: state keys and the fields of records.
    case data(Data)
    /// The app as a whole: other commands, messages, links, history, its standard panels.
    case app(App)
}

extension Effect {
    /// How a scene is chosen by `focus scene`.
    public typealias SceneTarget = AppState.SceneTarget

    /// Whether the effect acts on the key window, so fails while none is key (no window
    /// is open, or the focused one is minimized).
    public var needsKeyScene: Bool {
        switch self {
        case .stack, .split, .tabs, .presentation: true
        case .window(let effect): effect.needsKeyScene
        case .data(let effect): effect.needsKeyScene
        case .app(let effect): effect.needsKeyScene
        }
    }

    /// Whether the effect changes the key window's navigation or presentations, which a
    /// presented dialog (modal over the window) refuses until it is answered. Window chrome
    /// (minimize, zoom, full screen, toolbar and tab bar), other windows and app state are not.
    public var isBlockedByDialog: Bool {
        switch self {
        case .stack, .split, .tabs: true
        case .presentation(let effect): effect.isBlockedByDialog
        case .window(let effect): !effect.isChrome && effect.needsKeyScene
        case .data(let effect): effect.needsKeyScene
        case .app(let effect): effect.isBlockedByDialog
        }
    }

    /// Whether a command whose effects are all such effects is dimmed while trying them would
    /// fail, as AppKit validates the standard window items (Minimize is dimmed in full screen).
    public var isValidatedByTrying: Bool {
        switch self {
        case .stack, .tabs, .presentation, .data: false
        case .split(let effect): effect == .toggleSidebar
        case .window(let effect): effect.isValidatedByTrying
        case .app(let effect): effect.isValidatedByTrying
        }
    }

    /// True for `undo`, false for `redo`, nil for any other effect: the two that step
    /// through the session's history instead of changing the state.
    public var historyStep: Bool? {
        switch self {
        case .stack, .split, .tabs, .presentation, .window, .data: nil
        case .app(let effect): effect.historyStep
        }
    }
}

extension Effect: CustomStringConvertible {
    /// The effect as one short line, spelled as its app-file form (`push Category:desserts`,
    /// `scene new`, `alert SignOut`): graph labels, and what `explain` and the docs show.
    public var description: String {
        switch self {
        case .stack(let effect): effect.description
        case .split(let effect): effect.description
        case .tabs(let effect): effect.description
        case .presentation(let effect): effect.description
        case .window(let effect): effect.description
        case .data(let effect): effect.description
        case .app(let effect): effect.description
        }
    }
}
