/// Toggles, pickers and record fields: the state menus show as checkmarks.
/// App-wide toggles and pickers live in ``AppState/values``; record fields
/// (`Recipe:apple-pie.isFavorite`) live in the records themselves, written
/// through focused values by ``Effect/toggleField(focused:field:)``.
extension Session {
    /// Whether `command`'s toggle is on now; false for a command that is not a toggle.
    public func isChecked(_ command: Command) -> Bool {
        switch command.checked {
        case nil:
            return false
        case .state(let key):
            return state.values[key] == "true"
        case .focusedField(let name, let field):
            guard let value = focusedValues[name] else { return false }
            return state.record(value)?.fields[field] == .bool(true)
        }
    }

    /// The value of an app state key, if set.
    public func value(of key: String) -> String? { state.values[key] }
}
