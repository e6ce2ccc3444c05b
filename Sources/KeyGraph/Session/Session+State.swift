/// Toggles, pickers and record fields: the state menus show as checkmarks.
extension Session {
    /// The app state key a record field lives under (`Recipe:apple-pie.isFavorite`).
    static func fieldKey(_ value: PathValue, _ field: String) -> String { "\(value).\(field)" }

    /// Whether `command`'s toggle is on now; false for a command that is not a toggle.
    public func isChecked(_ command: Command) -> Bool {
        switch command.checked {
        case nil:
            return false
        case .state(let key):
            return state.values[key] == "true"
        case .focusedField(let name, let field):
            guard let value = focusedValues[name] else { return false }
            return state.values[Self.fieldKey(value, field)] == "true"
        }
    }

    /// The value of an app state key, if set.
    public func value(of key: String) -> String? { state.values[key] }

    func applyStateEffect(_ effect: Effect, to state: inout AppState) throws(Failure) {
        switch effect {
        case .toggleState(let key):
            state.values[key] = state.values[key] == "true" ? "false" : "true"
        case .setState(let key, let value):
            state.values[key] = value
        case .toggleFocusedField(let name, let field):
            guard let value = focusedValues[name] else {
                throw Failure(message: "no focused value '\(name)' to change")
            }
            let key = Self.fieldKey(value, field)
            state.values[key] = state.values[key] == "true" ? "false" : "true"
        default:
            break
        }
    }
}
