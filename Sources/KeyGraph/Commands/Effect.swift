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
    /// Flip a field of the record a focused value names (`selectedRecipe.isFavorite`).
    case toggleFocusedField(value: String, field: String)
}
