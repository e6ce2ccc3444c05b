/// Shorthands that build an effect without naming its group: `.push(value)` for
/// `.stack(.push(value))`, as app code and tests write effects. They build values only;
/// a switch matches the groups, so the compiler checks that it handles every effect.
extension Effect {
    public static func push(_ value: PathValue) -> Effect { .stack(.push(value)) }
    public static func pop(_ n: Int) -> Effect { .stack(.pop(n)) }
    public static let popToRoot = Effect.stack(.popToRoot)

    public static func select(column: String, value: PathValue) -> Effect {
        .split(.select(column: column, value: value))
    }
    public static func columns(_ visibility: ColumnVisibility) -> Effect { .split(.columns(visibility)) }
    public static func width(_ width: WidthClass) -> Effect { .split(.width(width)) }
    public static let toggleSidebar = Effect.split(.toggleSidebar)
    public static func focusColumn(_ column: String) -> Effect { .split(.focusColumn(column)) }
    public static func moveFocus(forward: Bool) -> Effect { .split(.moveFocus(forward: forward)) }

    public static func selectTab(_ tab: String) -> Effect { .tabs(.selectTab(tab)) }
    public static func setTabHidden(_ tab: String, _ hidden: Bool) -> Effect { .tabs(.setTabHidden(tab, hidden)) }
    public static func customizeTabs(_ change: TabCustomizationChange) -> Effect { .tabs(.customizeTabs(change)) }

    public static func presentSheet(_ name: String, item: PathValue?) -> Effect {
        .presentation(.presentSheet(name, item: item))
    }
    public static func presentSheetForFocused(_ name: String, focused: String) -> Effect {
        .presentation(.presentSheetForFocused(name, focused: focused))
    }
    public static let dismiss = Effect.presentation(.dismiss)
    public static let interactiveDismiss = Effect.presentation(.interactiveDismiss)
    public static func selectDetent(_ detent: PresentationDetent) -> Effect { .presentation(.selectDetent(detent)) }
    public static func presentDialog(_ name: String, _ kind: DialogDeclaration.Kind) -> Effect {
        .presentation(.presentDialog(name, kind))
    }
    public static func answerDialog(_ title: String) -> Effect { .presentation(.answerDialog(title)) }
    public static func answerDismissal(discard: Bool) -> Effect { .presentation(.answerDismissal(discard: discard)) }
    public static let editSheet = Effect.presentation(.editSheet)
    public static let saveSheet = Effect.presentation(.saveSheet)

    public static func newScene(_ id: String?) -> Effect { .window(.newScene(id)) }
    public static let closeScene = Effect.window(.closeScene)
    public static func focusScene(_ target: SceneTarget) -> Effect { .window(.focusScene(target)) }
    public static let minimize = Effect.window(.minimize)
    public static let zoom = Effect.window(.zoom)
    public static let toggleFullScreen = Effect.window(.toggleFullScreen)
    public static let toggleToolbar = Effect.window(.toggleToolbar)
    public static let toggleTabBar = Effect.window(.toggleTabBar)
    public static func customizeToolbar(_ id: String?, _ change: ToolbarCustomizationChange) -> Effect {
        .window(.customizeToolbar(id, change))
    }
    public static let saveDocument = Effect.window(.saveDocument)
    public static let duplicateDocument = Effect.window(.duplicateDocument)
    public static func search(_ text: String) -> Effect { .window(.search(text)) }
    public static func find(_ action: FindAction) -> Effect { .window(.find(action)) }

    public static func toggleState(_ key: String) -> Effect { .data(.toggleState(key)) }
    public static func setState(_ key: String, _ value: String) -> Effect { .data(.setState(key, value)) }
    public static func setField(focused: String, field: String, value: FieldValue) -> Effect {
        .data(.setField(focused: focused, field: field, value: value))
    }
    public static func toggleField(focused: String, field: String) -> Effect {
        .data(.toggleField(focused: focused, field: field))
    }

    public static func run(_ command: String) -> Effect { .app(.run(command)) }
    public static func message(_ text: String) -> Effect { .app(.message(text)) }
    public static func open(_ url: String) -> Effect { .app(.open(url)) }
    public static func continueActivity(type: String, userInfo: [String: String]) -> Effect {
        .app(.continueActivity(type: type, userInfo: userInfo))
    }
    public static let openSettings = Effect.app(.openSettings)
    public static let showAboutPanel = Effect.app(.showAboutPanel)
    public static let quit = Effect.app(.quit)
    public static let bringAllToFront = Effect.app(.bringAllToFront)
    public static let undo = Effect.app(.undo)
    public static let redo = Effect.app(.redo)
}
