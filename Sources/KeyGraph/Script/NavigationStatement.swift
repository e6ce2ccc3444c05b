/// The script verbs that reach scenes, navigation containers, focus, sheets,
/// deep links, state files, focused bindings and history (SPEC §10).
public enum NavigationStatement: Sendable, Hashable {
    /// `focus scene ID|next|previous`
    case focusScene(Effect.SceneTarget)
    /// `focus COLUMN`
    case focusColumn(String)
    /// `focus next|previous`: the next visible column.
    case moveFocus(forward: Bool)
    /// `scene new [ID]`
    case newScene(String?)
    /// `scene close`
    case closeScene
    /// `scene list`
    case listScenes
    /// `select COLUMN TYPE:ID`
    case select(column: String, value: PathValue)
    /// `tab ID`, `tab hide ID`, `tab show ID`
    case tab(String)
    case setTabHidden(String, Bool)
    /// `columns all|doubleColumn|detailOnly|automatic`
    case columns(ColumnVisibility)
    /// `width regular|compact`
    case width(WidthClass)
    /// `sheet NAME [TYPE:ID]`
    case sheet(String, item: PathValue?)
    /// `dismiss`, and its answers `dismiss discard` / `dismiss keep`
    case dismiss
    case answerDismissal(discard: Bool)
    /// `open URL`
    case open(String)
    /// `state save [FILE]`, `state restore [FILE]`
    case saveState(String?)
    case restoreState(String?)
    /// `toggle FOCUSED.FIELD`
    case toggle(focused: String, field: String)
    /// `set FOCUSED.FIELD VALUE`
    case set(focused: String, field: String, value: FieldValue)
    /// `undo`, `redo`
    case undo
    case redo

    /// The effect the statement applies, when it is one.
    var effect: Effect? {
        switch self {
        case .focusScene(let target): .focusScene(target)
        case .focusColumn(let name): .focusColumn(name)
        case .moveFocus(let forward): .moveFocus(forward: forward)
        case .newScene(let id): .newScene(id)
        case .closeScene: .closeScene
        case .select(let column, let value): .select(column: column, value: value)
        case .tab(let id): .selectTab(id)
        case .setTabHidden(let id, let hidden): .setTabHidden(id, hidden)
        case .columns(let visibility): .columns(visibility)
        case .width(let width): .width(width)
        case .sheet(let name, let item): .presentSheet(name, item: item)
        case .dismiss: .dismiss
        case .answerDismissal(let discard): .answerDismissal(discard: discard)
        case .open(let url): .open(url)
        case .toggle(let focused, let field): .toggleField(focused: focused, field: field)
        case .set(let focused, let field, let value): .setField(focused: focused, field: field, value: value)
        case .listScenes, .saveState, .restoreState, .undo, .redo: nil
        }
    }
}

/// The `expect` checks of navigation state.
public enum NavigationExpectation: Sendable, Hashable {
    /// `expect tab == library` (`none` when the scene has no TabView)
    case tab(String?)
    /// `expect columns == detailOnly`
    case columns(ColumnVisibility)
    /// `expect width == compact`
    case width(WidthClass)
    /// `expect sheet == NewRecipe` (`none` when no sheet is presented)
    case sheet(String?)
    /// `expect column == detail`: the focused split-view column
    case column(String?)
    /// `expect scenes == 2`: how many scenes are open
    case sceneCount(Int)
    /// `expect Recipe:apple-pie.isFavorite == true`
    case field(PathValue, field: String, value: String)
}

extension Verb {
    /// The synopsis of the navigation verbs.
    var navigationSynopsis: String {
        switch self {
        case .focus: "focus scene ID|next|previous, focus COLUMN|next|previous   move focus"
        case .scene: "scene new [ID]|close|list   open, close or list scenes (windows)"
        case .select: "select COLUMN TYPE:ID   select in a split-view column (select content Recipe:apple-pie)"
        case .tab: "tab ID | tab hide ID | tab show ID   switch, hide or show tabs"
        case .columns: "columns all|doubleColumn|detailOnly|automatic   split-view column visibility"
        case .width: "width regular|compact   the width class (compact collapses a split view)"
        case .sheet: "sheet NAME [TYPE:ID]   present a sheet (sheet EditRecipe Recipe:apple-pie)"
        case .dismiss: "dismiss [discard|keep]   dismiss the sheet, or answer its confirmation"
        case .open: "open URL               open a deep link (open recipes://category/desserts)"
        case .state: "state save|restore [FILE]   save or restore the scenes' navigation state"
        case .toggle: "toggle FOCUSED.FIELD   flip a field through a focused value (toggle selectedRecipe.isFavorite)"
        case .set: "set FOCUSED.FIELD VALUE   write a field through a focused value"
        case .undo: "undo                   undo the last change (⌘Z)"
        case .redo: "redo                   redo the last undone change (⇧⌘Z)"
        default: rawValue
        }
    }
}
