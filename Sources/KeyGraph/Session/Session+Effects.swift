/// The one place effects are applied: each case hands its change to the reducer
/// of the state it changes (the scene's stack, split view, tab view or sheet; the
/// app's scenes or records), as TCA's `Scope` hands an action to a child reducer.
extension Session {
    /// Applies `effect` to `state`. `depth` counts how deep `run` effects have nested.
    ///
    /// - Throws: why the effect cannot be applied; `state` is then a scratch copy the
    ///   caller drops (``transact(into:_:)``).
    func apply(_ effect: Effect, to state: inout AppState, events: inout [Event], depth: Int)
        throws(NavigationError)
    {
        let model = app.navigation
        switch effect {
        case .push(let value):
            try state.focusedScene.push(value, in: model, records: state.records)
        case .pop(let n):
            try state.focusedScene.pop(n)
        case .popToRoot:
            try state.focusedScene.popToRoot()
        case .run(let other):
            try run(other, keys: nil, state: &state, events: &events, depth: depth + 1)
        case .message(let text):
            events.append(.message(text))
        case .toggleState(let key):
            state.values[key] = state.values[key] == "true" ? "false" : "true"
        case .setState(let key, let value):
            state.values[key] = value
        case .select(let column, let value):
            try state.focusedScene.select(column: column, value: value, in: model, records: state.records)
        case .selectTab(let id):
            try state.focusedScene.selectTab(id, in: model)
        case .setTabHidden(let id, let hidden):
            try state.focusedScene.setTab(id, hidden: hidden, in: model)
        case .columns(let visibility):
            try state.focusedScene.setColumns(visibility, in: model)
        case .width(let width):
            try state.focusedScene.setWidth(width, in: model)
        case .presentSheet(let name, let item):
            try state.focusedScene.presentSheet(name, item: item, in: model, records: state.records)
        case .presentSheetForFocused(let name, let focused):
            let value = try focusedRecord(focused, in: state, doing: "show")
            try state.focusedScene.presentSheet(name, item: value, in: model, records: state.records)
        case .dismiss:
            events.append(.message(try state.focusedScene.dismissSheet(in: model)))
        case .answerDismissal(let discard):
            events.append(.message(try state.focusedScene.answerDismissal(discard: discard)))
        case .editSheet:
            try state.focusedScene.editSheet()
        case .saveSheet:
            events.append(.message(try state.focusedScene.saveSheet()))
        case .focusColumn(let name):
            try state.focusedScene.focusColumn(name, in: model)
        case .moveFocus(let forward):
            try state.focusedScene.moveFocus(forward: forward, in: model)
        case .newScene(let id):
            events.append(.message(try state.newScene(id, in: model)))
        case .closeScene:
            events.append(.message(try state.closeScene()))
        case .focusScene(let target):
            try state.focusScene(target)
        case .setField(let focused, let field, let new):
            try state.setField(field, of: try focusedRecord(focused, in: state, doing: "set"), to: new)
        case .toggleField(let focused, let field):
            try state.toggleField(field, of: try focusedRecord(focused, in: state, doing: "toggle"))
        case .open(let url):
            events.append(.message(try state.open(url, in: model)))
        case .undo, .redo:
            throw NavigationError("undo and redo must be a command's only effect")
        }
    }

    /// The record a focused value names in `state`, for writing through it.
    private func focusedRecord(_ name: String, in state: AppState, doing what: String) throws(NavigationError)
        -> PathValue
    {
        // A context menu's row provides its own values while its item runs; they win.
        guard let value = contextValues[name] ?? app.navigation.tree(of: state.focusedScene).focusedValues[name] else {
            throw NavigationError("the focused value '\(name)' is nil; nothing to \(what)")
        }
        guard state.records.record(value) != nil else {
            throw state.records.missingRecord(value)
        }
        return value
    }
}
