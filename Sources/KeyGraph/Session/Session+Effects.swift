/// The one place effects are applied: each case hands its change to the reducer
/// of the state it changes (the scene's stack, split view, tab view or sheet; the
/// app's scenes or records), as TCA's `Scope` hands an action to a child reducer.
extension Session {
    /// Applies `effect` to `state`. `depth` counts how deep `run` effects have nested.
    ///
    /// - Throws: why the effect cannot be applied; `state` is then a scratch copy the
    ///   caller drops (``transact(into:actionName:_:)``).
    func apply(_ effect: Effect, to state: inout AppState, events: inout [Event], depth: Int)
        throws(NavigationError)
    {
        let model = app.navigation
        if effect.needsKeyScene, let reason = state.noKeySceneReason { throw NavigationError(reason) }
        if effect.isBlockedByDialog, let dialog = state.focusedScene.dialog {
            throw NavigationError(model.waitingMessage(for: dialog))
        }
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
            if let tab = model.tabLayout?.tab(id: id), let action = tab.action {
                // Choosing it runs its command instead of switching (a compose tab).
                if let tabs = state.focusedScene.tabs, !tabs.isShown(id) {
                    throw NavigationError(tabs.unavailable[id] ?? "the tab '\(id)' is hidden")
                }
                try state.focusedScene.requireNoSheet(doing: "switch tabs")
                if let command = app.commands.command(id: action), let reason = disabledReason(command) {
                    throw NavigationError(reason)
                }
                try run(action, keys: nil, state: &state, events: &events, depth: depth + 1)
            } else {
                try state.focusedScene.selectTab(id, in: model)
            }
        case .customizeTabs(let change):
            events.append(.message(try state.customizeTabs(change, in: model)))
        case .setTabHidden(let id, let hidden):
            try state.focusedScene.setTab(id, hidden: hidden, in: model)
        case .columns(let visibility):
            try state.focusedScene.setColumns(visibility, in: model)
        case .width(let width):
            try state.focusedScene.setWidth(width, in: model)
        case .toggleSidebar:
            try state.focusedScene.toggleSidebar(in: model)
        case .customizeToolbar(let id, let change):
            events.append(.message(try customizeToolbar(id, change, in: &state)))
        case .focusColumn(let name):
            try state.focusedScene.focusColumn(name, in: model)
        case .moveFocus(let forward):
            try state.focusedScene.moveFocus(forward: forward, in: model)
        case .presentSheet, .presentSheetForFocused, .dismiss, .interactiveDismiss, .answerDismissal, .editSheet,
            .saveSheet, .selectDetent, .presentDialog, .answerDialog:
            try applyToPresentations(effect, to: &state, events: &events, depth: depth)
        case .newScene, .closeScene, .focusScene, .minimize, .zoom, .toggleFullScreen, .toggleToolbar, .toggleTabBar,
            .openSettings, .showAboutPanel, .quit, .bringAllToFront, .saveDocument, .duplicateDocument:
            try applyToWindows(effect, to: &state, events: &events)
        case .setField(let focused, let field, let new):
            try state.setField(field, of: try focusedRecord(focused, in: state, doing: "set"), to: new)
        case .toggleField(let focused, let field):
            try state.toggleField(field, of: try focusedRecord(focused, in: state, doing: "toggle"))
        case .open(let url):
            events.append(.message(try state.open(url, in: model)))
        case .continueActivity(let type, let userInfo):
            events.append(.message(try state.continueActivity(type, userInfo: userInfo, in: model)))
        case .search(let text):
            try state.search(text, in: model)
        case .find(let action):
            if let note = try state.find(action, in: model) { events.append(.message(note)) }
        case .undo, .redo:
            throw NavigationError("undo and redo must be a command's only effect")
        }
    }

    /// The effects on the key window's presentations: its sheet and its dialog.
    private func applyToPresentations(_ effect: Effect, to state: inout AppState, events: inout [Event], depth: Int)
        throws(NavigationError)
    {
        let model = app.navigation
        switch effect {
        case .presentSheet(let name, let item):
            try state.focusedScene.presentSheet(name, item: item, in: model, records: state.records)
        case .presentSheetForFocused(let name, let focused):
            let value = try focusedRecord(focused, in: state, doing: "show")
            try state.focusedScene.presentSheet(name, item: value, in: model, records: state.records)
        case .dismiss, .interactiveDismiss:
            events.append(
                .message(try state.focusedScene.dismissSheet(in: model, interactively: effect == .interactiveDismiss)))
        case .answerDismissal(let discard):
            report(try state.answerDismissal(discard: discard, in: model), into: &events)
        case .editSheet:
            try state.focusedScene.editSheet()
        case .saveSheet:
            events.append(.message(try state.focusedScene.saveSheet()))
        case .selectDetent(let detent):
            try state.focusedScene.selectDetent(detent, in: model)
        case .presentDialog(let name):
            try state.focusedScene.presentDialog(name, in: model)
            if let dialog = model.dialogs[name] { events.append(.message(dialogText(dialog))) }
        case .answerDialog(let title):
            try answerDialog(title, state: &state, events: &events, depth: depth)
        default:
            preconditionFailure("not a presentation effect: \(effect)")
        }
    }

    /// The effects on the app's windows: opening, closing and focusing them, and what each
    /// window shows of itself.
    private func applyToWindows(_ effect: Effect, to state: inout AppState, events: inout [Event])
        throws(NavigationError)
    {
        let model = app.navigation
        let appName = app.menus.appName
        switch effect {
        case .newScene(let id):
            events.append(.message(try state.newScene(id, in: model)))
        case .closeScene:
            report(try state.closeScene(in: model), into: &events)
        case .quit:
            report(try state.quit(in: model), into: &events)
        case .bringAllToFront:
            events.append(.message(try state.bringAllToFront()))
        case .saveDocument:
            events.append(.message(try state.saveDocument()))
        case .duplicateDocument:
            events.append(.message(try state.duplicateDocument()))
        case .focusScene(let target):
            try state.focusScene(target)
        case .minimize:
            events.append(.message(try state.minimize()))
        case .zoom:
            try state.focusedScene.toggleZoom()
        case .toggleFullScreen:
            try state.focusedScene.toggleFullScreen()
        case .toggleToolbar:
            try state.focusedScene.toggleToolbar(hasToolbar: !app.toolbars.isEmpty)
        case .toggleTabBar:
            try state.focusedScene.toggleTabBar()
        case .openSettings:
            if let note = try state.openSettings(appName: appName, in: model) { events.append(.message(note)) }
        case .showAboutPanel:
            if let note = state.showAboutPanel(appName: appName) { events.append(.message(note)) }
        default:
            preconditionFailure("not a window effect: \(effect)")
        }
    }

    /// A Close or Quit's notes, then `quit` when the app quits.
    private func report(_ closing: AppState.Closing, into events: inout [Event]) {
        events += closing.notes.map(Event.message)
        if closing.quits { events.append(.quit) }
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
