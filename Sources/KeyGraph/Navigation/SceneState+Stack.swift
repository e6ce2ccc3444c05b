/// The NavigationStack reducer: push, pop and pop to the root of a scene's path.
extension SceneState {
    /// Pushes `value`: onto the stack; in a split view, a value of the next unselected
    /// column's type selects it (what a collapsed split does), else it goes on the
    /// detail column's stack.
    public mutating func push(_ value: PathValue, in model: NavigationModel, records: [String: [Record]])
        throws(NavigationError)
    {
        try requireNoSheet(doing: "push")
        if let split = model.splitLayout, let splitState = self.split {
            let k = splitState.selections.count
            if k < splitState.listedTypes.count {
                guard value.type == splitState.listedTypes[k] else {
                    if model.destinations[value.type] == nil && !splitState.listedTypes.contains(value.type) {
                        throw NavigationError(
                            "no navigationDestination for type '\(value.type)'; the push does nothing")
                    }
                    throw NavigationError(
                        "cannot push \(value) yet: select a \(splitState.listedTypes[k]) in the \(split.columns[k].name) column first"
                    )
                }
                try select(column: split.columns[k].name, value: value, in: model, records: records)
                return
            }
        }
        guard model.destinations[value.type] != nil else {
            throw NavigationError("no navigationDestination for type '\(value.type)'; the push does nothing")
        }
        guard records.record(value) != nil else { throw NavigationError("no \(value.type) with id '\(value.id)'") }
        path.append(value)
        self.split?.focusedColumn = nil
    }

    /// Pops `n` values (at least 1).
    public mutating func pop(_ n: Int) throws(NavigationError) {
        try requireNoSheet(doing: "pop")
        let count = path.count
        guard n >= 1 else { throw NavigationError("pop needs a count of at least 1") }
        guard count >= n else {
            throw NavigationError(
                count == 0 ? "the path is already at its root" : "cannot pop \(n): the path holds only \(count)")
        }
        path.removeLast(n)
        split?.focusedColumn = nil
    }

    /// Pops to the root of the stack.
    public mutating func popToRoot() throws(NavigationError) {
        try requireNoSheet(doing: "pop to the root")
        path.removeAll()
        split?.focusedColumn = nil
    }

    /// Fails while a sheet is presented: it has focus, and the scene under it does not change.
    /// The Settings window and the About panel have no NavigationStack to change.
    func requireNoSheet(doing what: String) throws(NavigationError) {
        guard kind == .window else { throw NavigationError("\(kind.name) has no navigation: it cannot \(what)") }
        if let sheet {
            throw NavigationError("cannot \(what) while the sheet '\(sheet.name)' is presented; dismiss it first")
        }
    }
}
