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
    /// Present a sheet, with its `sheet(item:)` item when it takes one.
    case presentSheet(String, item: PathValue?)
    /// Present a sheet whose item is the named focused value (`recipe.edit`).
    case presentSheetForFocused(String, focused: String)
    /// Dismiss the sheet; one with unsaved changes asks first.
    case dismiss
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
    /// Close the focused scene.
    case closeScene
    /// Focus another scene.
    case focusScene(SceneTarget)
    /// Write a field of the record a focused value holds (FocusedBinding).
    case setField(focused: String, field: String, value: FieldValue)
    /// Flip a boolean field of the record a focused value holds.
    case toggleField(focused: String, field: String)
    /// Route a deep link to a fresh path.
    case open(String)
    /// Undo the last state change; must be a command's only effect.
    case undo
    /// Redo the last undone change; must be a command's only effect.
    case redo
}

// MARK: - Navigation, focus, scenes, data (issue 4)

extension Effect {
    /// How a scene is chosen by `focus scene`.
    public enum SceneTarget: Hashable, Sendable {
        case id(String)
        case next
        case previous
    }
}
