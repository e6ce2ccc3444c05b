/// The NavigationStack reducer: push, pop and pop to the root of a scene's path.
extension SceneState {
    /// Pushes `value`: onto the stack; in a split view, a value of the next unselected
    /// column's type selects it (what a collapsed split does), a value of an earlier
    /// column's type selects it there instead (another category in the sidebar), else
    /// it goes on the detail column's stack.
    public mutating func push(_ value: PathValue, in model: NavigationModel, records: [String: [Record]])
        throws(NavigationError)
    {
        // A value that names no record is named first, whatever else would stop the push.
        let isKnownType = model.destinations[value.type] != nil || self.split?.listedTypes.contains(value.type) == true
        if isKnownType, records.record(value) == nil { throw records.missingRecord(value) }
        try requireNoSheet(doing: "push")
        if let split = model.splitLayout, let splitState = self.split {
            let k = splitState.selections.count
            let listed = splitState.listedTypes
            // A value of a column's type selects it there: the next column's, or an
            // earlier one's when the detail stack has no place for it.
            let canSelect = k < listed.count || model.destinations[value.type] == nil
            if canSelect, let column = listed.prefix(k + 1).lastIndex(of: value.type) {
                try select(column: split.columns[column].name, value: value, in: model, records: records)
                return
            }
            if k < listed.count {
                if model.destinations[value.type] == nil && !listed.contains(value.type) {
                    throw Self.noDestination(for: value.type, in: model, listed: listed)
                }
                throw NavigationError(
                    "cannot push \(value) yet: select a \(listed[k]) in the \(split.columns[k].name) column first")
            }
        }
        guard model.destinations[value.type] != nil else {
            throw Self.noDestination(for: value.type, in: model, listed: self.split?.listedTypes ?? [])
        }
        guard records.record(value) != nil else { throw records.missingRecord(value) }
        path.append(value)
        self.split?.focusedColumn = nil
    }

    /// `no navigationDestination for type 'Categroy' (did you mean 'Category'?)`.
    static func noDestination(for type: String, in model: NavigationModel, listed: [String]) -> NavigationError {
        let types = Set(model.destinations.keys).union(listed).sorted()
        let hint = Suggestion.didYouMean(type, among: types).map { " (\($0))" } ?? ""
        return NavigationError("no navigationDestination for type '\(type)'\(hint); the push does nothing")
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

    /// Fails while a sheet or popover is presented: it has focus, and the scene under it does not
    /// change (an inspector beside the content does not stop it). The Settings window and the
    /// About panel have no NavigationStack to change.
    func requireNoSheet(doing what: String) throws(NavigationError) {
        guard kind == .window else { throw NavigationError("\(kind.name) has no navigation: it cannot \(what)") }
        if let sheet, !sheet.isBesideContent {
            throw NavigationError("cannot \(what) while the sheet '\(sheet.name)' is presented; dismiss it first")
        }
    }
}
