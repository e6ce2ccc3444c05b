/// What the person does in a customizable toolbar's palette (View › Customize Toolbar…):
/// the ``Effect/customizeToolbar(_:_:)`` effect's payload.
public enum ToolbarCustomizationChange: Hashable, Sendable {
    /// Show the palette: what the toolbar shows, and what can be added.
    case showPalette
    /// Add an item that is not shown, or a space (`space`, `flexibleSpace`), at a 1-based
    /// position (the end when nil).
    case add(String, at: Int?)
    /// Remove an entry.
    case remove(Reference)
    /// Move an entry to a 1-based position.
    case move(Reference, to: Int)
    /// Back to the declared arrangement.
    case reset

    /// An entry named by its key (an item's id, `space`, `flexibleSpace`) or its 1-based position.
    public enum Reference: Hashable, Sendable, CustomStringConvertible {
        case key(String)
        case position(Int)

        public var description: String {
            switch self {
            case .key(let key): key
            case .position(let n): String(n)
            }
        }
    }
}

extension ToolbarCustomizationChange: CustomStringConvertible {
    /// `add share at 2`, `remove 3`, `move favorite to 1`, `reset`, `palette`.
    public var description: String {
        switch self {
        case .showPalette: "palette"
        case .add(let key, let at): "add \(key)" + (at.map { " at \($0)" } ?? "")
        case .remove(let reference): "remove \(reference)"
        case .move(let reference, let to): "move \(reference) to \(to)"
        case .reset: "reset"
        }
    }
}
