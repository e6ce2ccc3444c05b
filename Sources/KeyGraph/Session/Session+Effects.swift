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
        if effect.needsKeyScene, !state.hasKeyScene, let reason = state.noKeySceneReason {
            throw NavigationError(reason)
        }
        if effect.isBlockedByDialog, let dialog = state.focusedDialog {
            throw NavigationError(model.waitingMessage(for: dialog))
        }
        switch effect {
        case .stack(let effect):
            let records = state.records
            try state.changeFocusedScene { scene throws(NavigationError) in
                try apply(effect, to: &scene, records: records)
            }
        case .split(let effect):
            let records = state.records
            try state.changeFocusedScene { scene throws(NavigationError) in
                try apply(effect, to: &scene, records: records)
            }
        case .tabs(let effect): try apply(effect, to: &state, events: &events, depth: depth)
        case .presentation(let effect): try apply(effect, to: &state, events: &events, depth: depth)
        case .window(let effect): try apply(effect, to: &state, events: &events)
        case .data(let effect): try apply(effect, to: &state, events: &events)
        case .app(let effect): try apply(effect, to: &state, events: &events, depth: depth)
        }
    }

    /// The effects on the focused scene's stack.
    private func apply(_ effect: Effect.Stack, to scene: inout SceneState, records: [String: [Record]])
        throws(NavigationError)
    {
        switch effect {
        case .push(let value): try scene.push(value, in: app.navigation, records: records)
        case .pop(let n): try scene.pop(n)
        case .popToRoot: try scene.popToRoot()
        }
    }

    /// The effects on the focused scene's split view.
    private func apply(_ effect: Effect.Split, to scene: inout SceneState, records: [String: [Record]])
        throws(NavigationError)
    {
        let model = app.navigation
        switch effect {
        case .select(let column, let value):
            try scene.select(column: column, value: value, in: model, records: records)
        case .columns(let visibility): try scene.setColumns(visibility, in: model)
        case .width(let width): try scene.setWidth(width, in: model)
        case .toggleSidebar: try scene.toggleSidebar(in: model)
        case .focusColumn(let name): try scene.focusColumn(name, in: model)
        case .moveFocus(let forward): try scene.moveFocus(forward: forward, in: model)
        }
    }

    /// The effects on the focused scene's tab view.
    private func apply(_ effect: Effect.Tabs, to state: inout AppState, events: inout [Event], depth: Int)
        throws(NavigationError)
    {
        let model = app.navigation
        switch effect {
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
        case .setTabHidden(let id, let hidden): try state.focusedScene.setTab(id, hidden: hidden, in: model)
        case .customizeTabs(let change): events.append(.message(try state.customizeTabs(change, in: model)))
        }
    }

    /// The effects on the app's data: state keys and the fields of focused records.
    private func apply(_ effect: Effect.Data, to state: inout AppState, events: inout [Event])
        throws(NavigationError)
    {
        switch effect {
        case .toggleState(let key): state.values[key] = state.values[key] == "true" ? "false" : "true"
        case .setState(let key, let value): state.values[key] = value
        case .setField(let focused, let field, let new):
            try state.setField(field, of: try focusedRecord(focused, in: state, doing: "set"), to: new)
        case .toggleField(let focused, let field):
            try state.toggleField(field, of: try focusedRecord(focused, in: state, doing: "toggle"))
        case .insertRecord(let type, let title):
            events.append(.message(try state.insertRecord(type, title: title, in: app.navigation)))
        case .deleteRecord(let focused):
            events.append(.message(try state.deleteRecord(try focusedRecord(focused, in: state, doing: "delete"))))
        }
    }

    /// The effects on the app as a whole.
    private func apply(_ effect: Effect.App, to state: inout AppState, events: inout [Event], depth: Int)
        throws(NavigationError)
    {
        let model = app.navigation
        let appName = app.menus.appName
        switch effect {
        case .run(let other): try run(other, keys: nil, state: &state, events: &events, depth: depth + 1)
        case .message(let text): events.append(.message(text))
        case .open(let url): events.append(.message(try state.open(url, in: model)))
        case .continueActivity(let type, let userInfo):
            events.append(.message(try state.continueActivity(type, userInfo: userInfo, in: model)))
        case .openSettings:
            if let note = try state.openSettings(appName: appName, in: model) { events.append(.message(note)) }
        case .showAboutPanel:
            if let note = state.showAboutPanel(appName: appName) { events.append(.message(note)) }
        case .quit: report(try state.quit(in: model), into: &events)
        case .bringAllToFront: events.append(.message(try state.bringAllToFront()))
        case .hide: events.append(.message(state.hide(appName: appName)))
        case .hideOthers: throw NavigationError("KeyGraph models one app: there are no other apps to hide")
        case .showAll: events.append(.message(try state.showAll(appName: appName)))
        case .undo, .redo: throw NavigationError("undo and redo must be a command's only effect")
        }
    }

    /// The effects on the key window's presentations: its sheet and its dialog.
    private func apply(_ effect: Effect.Presentation, to state: inout AppState, events: inout [Event], depth: Int)
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
        case .editSheet: try state.focusedScene.editSheet()
        case .saveSheet: events.append(.message(try state.focusedScene.saveSheet()))
        case .selectDetent(let detent): try state.focusedScene.selectDetent(detent, in: model)
        case .presentDialog(let name, _):
            try state.focusedScene.presentDialog(name, in: model)
            // Presented from a context menu's item: its buttons act on that row, not the selection.
            state.focusedScene.dialogValues = contextValues
            if let dialog = model.dialogs[name] { events.append(.message(dialogText(dialog))) }
        case .answerDialog(let title):
            try answerDialog(title, state: &state, events: &events, depth: depth)
        }
    }

    /// The effects on the app's windows: opening, closing and focusing them, and what each
    /// window shows of itself.
    private func apply(_ effect: Effect.Window, to state: inout AppState, events: inout [Event])
        throws(NavigationError)
    {
        let model = app.navigation
        switch effect {
        case .newScene(let id): events.append(.message(try state.newScene(id, in: model)))
        case .closeScene: report(try state.closeScene(in: model), into: &events)
        case .focusScene(let target): try state.focusScene(target)
        case .minimize: events.append(.message(try state.minimize()))
        case .zoom: try state.focusedScene.toggleZoom()
        case .toggleFullScreen: try state.focusedScene.toggleFullScreen()
        case .toggleToolbar: try state.focusedScene.toggleToolbar(hasToolbar: !app.toolbars.isEmpty)
        case .toggleTabBar: try state.focusedScene.toggleTabBar()
        case .customizeToolbar(let id, let change):
            events.append(.message(try customizeToolbar(id, change, in: &state)))
        case .saveDocument: events.append(.message(try state.saveDocument()))
        case .duplicateDocument: events.append(.message(try state.duplicateDocument()))
        case .search(let text): try state.search(text, in: model)
        case .find(let action):
            if let note = try state.find(action, in: model) { events.append(.message(note)) }
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

/// Running a command: its effects, in order, on the state a transaction changes.
extension Session {
    /// Runs `command`, found already (a keystroke's command is looked up once).
    func run(
        _ command: Command, keys: KeySequence?, state: inout AppState, events: inout [Event], depth: Int
    ) throws(NavigationError) {
        let id = command.id
        guard depth < Command.maximumRunDepth else {
            throw NavigationError("'\(id)' runs commands more than \(Command.maximumRunDepth) deep")
        }
        // One of a presented dialog's buttons answers it: it acts on what the dialog was
        // presented with, and the dialog goes first.
        let answers =
            depth == 0
            && state.focusedDialog.map { name in
                app.navigation.dialogs[name]?.actions.contains(where: { $0.command == id }) == true
            } == true
        let values = answers ? state.focusedScene.dialogValues : [:]
        if values.isEmpty {
            try fire(command, keys: keys, answering: answers, state: &state, events: &events, depth: depth)
        } else {
            try presenting(values).fire(
                command, keys: keys, answering: answers, state: &state, events: &events, depth: depth)
        }
    }

    /// Runs `command`'s effects (checked first at the top level), dismissing the dialog it
    /// answers first.
    private func fire(
        _ command: Command, keys: KeySequence?, answering: Bool, state: inout AppState, events: inout [Event],
        depth: Int
    ) throws(NavigationError) {
        if depth == 0, let reason = disabledReason(command) { throw NavigationError(reason) }
        if answering {
            state.focusedScene.dialog = nil
            state.focusedScene.dialogValues = [:]
        }
        events.append(.fired(command: command.id, keys: depth == 0 ? keys : nil))
        for effect in command.effects { try apply(effect, to: &state, events: &events, depth: depth) }
    }
}
