extension AppModel {
    /// `scene` with the containers its layout needs (a split view's or a tab view's state).
    public func prepared(_ scene: SceneState) -> SceneState {
        var scene = scene
        switch layout {
        case .stack:
            break
        case .splitView(let split):
            if scene.split == nil {
                let stack = scene.stack
                scene.stack = []
                scene.split = SplitViewState(listedTypes: split.selectableColumns.compactMap(\.lists))
                scene.split?.path = stack
            }
        case .tabView(let tabs):
            if scene.tabs == nil {
                let hidden = Set(tabs.tabs.filter(\.isInitiallyHidden).map(\.id))
                let first = tabs.tabs.first { !$0.isInitiallyHidden } ?? tabs.tabs[0]
                scene.tabs = TabViewState(order: tabs.tabs.map(\.id), selected: first.id, hidden: hidden)
                scene.tabs?.path = scene.stack
                scene.stack = []
            }
        }
        return scene
    }

    /// The split layout, when scenes use one.
    public var splitLayout: SplitLayout? {
        if case .splitView(let split) = layout { return split }
        return nil
    }

    /// The tab layout, when scenes use one.
    public var tabLayout: TabLayout? {
        if case .tabView(let tabs) = layout { return tabs }
        return nil
    }
}

extension AppState {
    /// The state with focus moves left out: undo history records navigation
    /// and data changes, not moves of focus between columns or scenes.
    var ignoringFocus: AppState {
        var copy = self
        copy.focusedSceneIndex = 0
        for i in copy.scenes.indices { copy.scenes[i].split?.focusedColumn = nil }
        return copy
    }
}

extension AppModel {
    /// Every context name this app's focus paths can contain: containers,
    /// columns, views, sheets. What `when` clauses may name besides attributes.
    public var declaredContextNames: Set<String> {
        var names: Set<String> = ["App", "Scene", "NavigationStack"]
        names.insert(rootView.contextName)
        for view in destinations.values { names.insert(view.contextName) }
        switch layout {
        case .stack:
            break
        case .splitView(let split):
            names.insert("NavigationSplitView")
            for column in split.columns {
                names.insert(column.contextName)
                names.insert(column.view.contextName)
            }
        case .tabView(let tabs):
            names.formUnion(["TabView", "Tab"])
            for tab in tabs.tabs {
                names.insert(tab.root.contextName)
                if tab.isSearch { names.insert("SearchTab") }
            }
        }
        if !sheets.isEmpty { names.formUnion(["Sheet"]) }
        for sheet in sheets.values {
            names.insert(sheet.view.contextName)
            if sheet.confirmsDismissal { names.insert("ConfirmationDialog") }
        }
        return names
    }

    /// The names of every focused value a view of this app can publish.
    public var declaredFocusedValues: Set<String> {
        var views = Array(destinations.values) + [rootView] + sheets.values.map(\.view)
        if case .splitView(let split) = layout { views += split.columns.map(\.view) }
        if case .tabView(let tabs) = layout { views += tabs.tabs.map(\.root) }
        return Set(views.flatMap { $0.publishes + $0.publishesForScene })
    }
}

extension Command {
    /// True for an undo command, false for redo, nil for any other.
    var historyStep: Bool? {
        switch effects {
        case [.undo]: true
        case [.redo]: false
        default: nil
        }
    }
}

extension Session {
    /// How many states undo keeps.
    public static let maximumHistory = 100

    /// Why a history or sheet command cannot run now: nothing to undo or redo,
    /// or a sheet's own command with no sheet presented.
    func navigationDisabledReason(_ command: Command) -> String? {
        if let back = command.historyStep, (back ? undoStack : redoStack).isEmpty {
            return back ? "nothing to undo" : "nothing to redo"
        }
        let sheetOnly = command.effects.contains {
            switch $0 {
            case .dismiss, .answerDismissal, .editSheet, .saveSheet: true
            default: false
            }
        }
        if sheetOnly, state.focusedScene.sheet == nil {
            return "'\(command.id)' is disabled: no sheet is presented"
        }
        return nil
    }

    // MARK: - History

    mutating func recordHistory(_ previous: AppState) {
        undoStack.append(previous)
        if undoStack.count > Self.maximumHistory { undoStack.removeFirst() }
        redoStack.removeAll()
    }

    /// Undoes (`back`) or redoes one state change. Returns false, with a failure, when there is none.
    @discardableResult
    mutating func stepHistory(back: Bool, into events: inout [Event]) -> Bool {
        if back {
            guard let previous = undoStack.popLast() else {
                events.append(.failed("nothing to undo"))
                return false
            }
            redoStack.append(state)
            state = previous
        } else {
            guard let next = redoStack.popLast() else {
                events.append(.failed("nothing to redo"))
                return false
            }
            undoStack.append(state)
            state = next
        }
        refreshFocus()
        return true
    }

    // MARK: - Stacks

    /// Pushes `value` on the focused scene: onto its stack; in a split view, a
    /// value of the next unselected column's type selects it (what a collapsed
    /// split does), else it goes on the detail column's stack.
    func push(_ value: PathValue, in state: inout AppState) throws(Failure) {
        try requireNoSheet(state, doing: "push")
        let scene = state.focusedScene
        if let split = app.splitLayout, let splitState = scene.split {
            let k = splitState.selections.count
            if k < splitState.listedTypes.count {
                guard value.type == splitState.listedTypes[k] else {
                    if app.destinations[value.type] == nil && !splitState.listedTypes.contains(value.type) {
                        throw Failure(message: "no navigationDestination for type '\(value.type)'; the push does nothing")
                    }
                    throw Failure(
                        message:
                            "cannot push \(value) yet: select a \(splitState.listedTypes[k]) in the \(split.columns[k].name) column first")
                }
                try select(column: split.columns[k].name, value: value, in: &state)
                return
            }
        }
        guard app.destinations[value.type] != nil else {
            throw Failure(message: "no navigationDestination for type '\(value.type)'; the push does nothing")
        }
        guard state.record(value) != nil else { throw Failure(message: "no \(value.type) with id '\(value.id)'") }
        state.focusedScene.path.append(value)
        state.focusedScene.split?.focusedColumn = nil
    }

    func pop(_ n: Int, in state: inout AppState) throws(Failure) {
        try requireNoSheet(state, doing: "pop")
        let count = state.focusedScene.path.count
        guard n >= 1 else { throw Failure(message: "pop needs a count of at least 1") }
        guard count >= n else {
            throw Failure(message: count == 0 ? "the path is already at its root" : "cannot pop \(n): the path holds only \(count)")
        }
        state.focusedScene.path.removeLast(n)
        state.focusedScene.split?.focusedColumn = nil
    }

    func popToRoot(in state: inout AppState) throws(Failure) {
        try requireNoSheet(state, doing: "pop to the root")
        state.focusedScene.path.removeAll()
        state.focusedScene.split?.focusedColumn = nil
    }

    private func requireNoSheet(_ state: AppState, doing what: String) throws(Failure) {
        if let sheet = state.focusedScene.sheet {
            throw Failure(message: "cannot \(what) while the sheet '\(sheet.name)' is presented; dismiss it first")
        }
    }

    // MARK: - Split view

    private func requireSplit(_ state: AppState) throws(Failure) -> (SplitLayout, SplitViewState) {
        guard let split = app.splitLayout, let splitState = state.focusedScene.split else {
            throw Failure(message: "the scene '\(state.focusedScene.id)' has no NavigationSplitView")
        }
        return (split, splitState)
    }

    func select(column name: String, value: PathValue, in state: inout AppState) throws(Failure) {
        try requireNoSheet(state, doing: "select")
        let (split, splitState) = try requireSplit(state)
        guard let (index, column) = split.column(named: name) else {
            throw Failure(message: "no column '\(name)' (columns: \(split.columns.map(\.name).joined(separator: ", ")))")
        }
        guard let listed = column.lists else {
            throw Failure(message: "the \(name) column has no selection; push onto its stack instead")
        }
        guard value.type == listed else { throw Failure(message: "the \(name) column lists \(listed), not \(value.type)") }
        guard let record = state.record(value) else { throw Failure(message: "no \(value.type) with id '\(value.id)'") }
        guard splitState.selections.count >= index else {
            let previous = split.columns[index - 1]
            throw Failure(message: "select a \(previous.lists ?? "value") in the \(previous.name) column first")
        }
        if let field = column.filterField, index > 0 {
            let parent = splitState.selections[index - 1]
            guard record.fields[field] == .text(parent.id) else {
                throw Failure(message: "\(value) is not in the \(name) column's list for \(parent)")
            }
        }
        var next = splitState
        if index < next.selections.count, next.selections[index] == value {
            // Selecting the selected row again changes nothing deeper.
        } else {
            next.selections = Array(next.selections.prefix(index)) + [value]
            next.detailPath = []
        }
        next.focusedColumn = nil
        state.focusedScene.split = next
    }

    private func focusColumn(_ name: String, in state: inout AppState) throws(Failure) {
        try requireNoSheet(state, doing: "move focus")
        let (split, splitState) = try requireSplit(state)
        guard let (index, _) = split.column(named: name) else {
            throw Failure(message: "no column '\(name)' (columns: \(split.columns.map(\.name).joined(separator: ", ")))")
        }
        guard splitState.width == .regular else {
            throw Failure(message: "the split view is collapsed (width == compact): it shows one column")
        }
        guard splitState.visibleColumns.contains(index) else {
            throw Failure(message: "the \(name) column is hidden (columns == \(splitState.visibility.rawValue))")
        }
        state.focusedScene.split?.focusedColumn = index
    }

    private func moveFocus(forward: Bool, in state: inout AppState) throws(Failure) {
        try requireNoSheet(state, doing: "move focus")
        let (split, splitState) = try requireSplit(state)
        guard splitState.width == .regular else {
            throw Failure(message: "the split view is collapsed (width == compact): it shows one column")
        }
        let visible = splitState.visibleColumns
        guard visible.count > 1, let position = visible.firstIndex(of: splitState.effectiveFocusedColumn) else {
            throw Failure(message: "only the \(split.columns[splitState.effectiveFocusedColumn].name) column is visible")
        }
        let next = (position + (forward ? 1 : visible.count - 1)) % visible.count
        state.focusedScene.split?.focusedColumn = visible[next]
    }

    // MARK: - Tabs

    private func requireTabs(_ state: AppState) throws(Failure) -> (TabLayout, TabViewState) {
        guard let tabs = app.tabLayout, let tabState = state.focusedScene.tabs else {
            throw Failure(message: "the scene '\(state.focusedScene.id)' has no TabView")
        }
        return (tabs, tabState)
    }

    private func selectTab(_ id: String, in state: inout AppState) throws(Failure) {
        try requireNoSheet(state, doing: "switch tabs")
        let (tabs, tabState) = try requireTabs(state)
        guard tabs.tab(id: id) != nil else {
            throw Failure(message: "no tab '\(id)' (tabs: \(tabs.tabs.map(\.id).joined(separator: ", ")))")
        }
        guard !tabState.hidden.contains(id) else { throw Failure(message: "the tab '\(id)' is hidden") }
        state.focusedScene.tabs?.selected = id
    }

    private func setTab(_ id: String, hidden: Bool, in state: inout AppState) throws(Failure) {
        let (tabs, tabState) = try requireTabs(state)
        guard tabs.tab(id: id) != nil else {
            throw Failure(message: "no tab '\(id)' (tabs: \(tabs.tabs.map(\.id).joined(separator: ", ")))")
        }
        var next = tabState
        if hidden {
            next.hidden.insert(id)
            guard let first = next.visibleTabs.first else { throw Failure(message: "cannot hide '\(id)': it is the only visible tab") }
            if next.selected == id { next.selected = first }
        } else {
            next.hidden.remove(id)
        }
        state.focusedScene.tabs = next
    }

    // MARK: - Sheets

    private func presentSheet(_ name: String, item: PathValue?, in state: inout AppState) throws(Failure) {
        guard let declaration = app.sheets[name] else {
            let names = app.sheets.keys.sorted()
            throw Failure(
                message: "no sheet named '\(name)'" + (names.isEmpty ? "" : " (sheets: \(names.joined(separator: ", ")))"))
        }
        if let presented = state.focusedScene.sheet {
            throw Failure(message: "the sheet '\(presented.name)' is already presented; dismiss it first")
        }
        switch (declaration.itemType, item) {
        case (nil, nil):
            break
        case (nil, .some):
            throw Failure(message: "the sheet '\(name)' takes no item")
        case (let type?, nil):
            throw Failure(message: "the sheet '\(name)' needs a \(type) item (sheet \(name) \(type):ID)")
        case (let type?, let value?):
            guard value.type == type else { throw Failure(message: "the sheet '\(name)' shows a \(type), not \(value.type)") }
            guard state.record(value) != nil else { throw Failure(message: "no \(value.type) with id '\(value.id)'") }
        }
        state.focusedScene.sheet = SheetState(name: name, item: item)
    }

    private func requireSheet(_ state: AppState) throws(Failure) -> SheetState {
        guard let sheet = state.focusedScene.sheet else { throw Failure(message: "no sheet is presented") }
        return sheet
    }

    private func dismiss(in state: inout AppState, events: inout [Event]) throws(Failure) {
        let sheet = try requireSheet(state)
        if sheet.isConfirmingDismissal {
            throw Failure(message: "the sheet '\(sheet.name)' is waiting for an answer: dismiss discard, or dismiss keep")
        }
        if sheet.hasUnsavedChanges, app.sheets[sheet.name]?.confirmsDismissal == true {
            state.focusedScene.sheet?.isConfirmingDismissal = true
            events.append(.message("'\(sheet.name)' has unsaved changes. Discard them? (dismiss discard, or dismiss keep)"))
            return
        }
        state.focusedScene.sheet = nil
        events.append(.message("Dismissed '\(sheet.name)'"))
    }

    private func answerDismissal(discard: Bool, in state: inout AppState, events: inout [Event]) throws(Failure) {
        let sheet = try requireSheet(state)
        guard sheet.isConfirmingDismissal else { throw Failure(message: "no dismissal is waiting for an answer") }
        if discard {
            state.focusedScene.sheet = nil
            events.append(.message("Discarded the changes; dismissed '\(sheet.name)'"))
        } else {
            state.focusedScene.sheet?.isConfirmingDismissal = false
            events.append(.message("Kept editing '\(sheet.name)'"))
        }
    }

    // MARK: - Scenes

    private func newScene(_ id: String?, in state: inout AppState, events: inout [Event]) throws(Failure) {
        let ids = Set(state.scenes.map(\.id))
        let name: String
        if let id {
            guard !ids.contains(id) else { throw Failure(message: "a scene named '\(id)' already exists") }
            guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw Failure(message: "a scene id has only letters, digits, '-' and '_': '\(id.escapedForDisplay)'")
            }
            name = id
        } else {
            var n = 2
            while ids.contains("scene\(n)") { n += 1 }
            name = "scene\(n)"
        }
        state.scenes.append(app.prepared(SceneState(id: name)))
        state.focusedSceneIndex = state.scenes.count - 1
        events.append(.message("Opened scene '\(name)'"))
    }

    private func closeScene(in state: inout AppState, events: inout [Event]) throws(Failure) {
        guard state.scenes.count > 1 else { throw Failure(message: "cannot close '\(state.focusedScene.id)': it is the last scene") }
        let closed = state.focusedScene.id
        state.scenes.remove(at: state.focusedSceneIndex)
        state.focusedSceneIndex = max(0, state.focusedSceneIndex - 1)
        events.append(.message("Closed scene '\(closed)'"))
    }

    private func focusScene(_ target: Effect.SceneTarget, in state: inout AppState) throws(Failure) {
        let count = state.scenes.count
        switch target {
        case .id(let id):
            guard let index = state.scenes.firstIndex(where: { $0.id == id }) else {
                throw Failure(message: "no scene '\(id)' (scenes: \(state.scenes.map(\.id).joined(separator: ", ")))")
            }
            state.focusedSceneIndex = index
        case .next:
            state.focusedSceneIndex = (state.focusedSceneIndex + 1) % count
        case .previous:
            state.focusedSceneIndex = (state.focusedSceneIndex + count - 1) % count
        }
    }

    // MARK: - FocusedBinding

    /// The record a focused value names in `state`, for writing through it.
    private func focusedRecord(_ name: String, in state: AppState, doing what: String) throws(Failure) -> PathValue {
        // A context menu's row provides its own values while its item runs; they win.
        guard let value = contextValues[name] ?? app.tree(of: state.focusedScene).focusedValues[name] else {
            throw Failure(message: "the focused value '\(name)' is nil; nothing to \(what)")
        }
        guard state.record(value) != nil else { throw Failure(message: "no \(value.type) with id '\(value.id)'") }
        return value
    }

    private func writeField(
        _ value: PathValue, _ field: String, in state: inout AppState, _ change: (FieldValue?) throws(Failure) -> FieldValue
    ) throws(Failure) {
        guard let index = state.records[value.type]?.firstIndex(where: { $0.id == value.id }),
            let old = state.records[value.type]?[index].fields[field]
        else { throw Failure(message: "\(value) has no field '\(field)'") }
        let new = try change(old)
        state.records[value.type]?[index].fields[field] = new
    }

    // MARK: - Effects

    /// Applies the navigation, focus, scene and data effects.
    func applyNavigation(_ effect: Effect, to state: inout AppState, events: inout [Event]) throws(Failure) {
        switch effect {
        case .push, .pop, .popToRoot, .run, .message, .toggleState, .setState:
            preconditionFailure("handled by apply")
        case .select(let column, let value):
            try select(column: column, value: value, in: &state)
        case .selectTab(let id):
            try selectTab(id, in: &state)
        case .setTabHidden(let id, let hidden):
            try setTab(id, hidden: hidden, in: &state)
        case .columns(let visibility):
            _ = try requireSplit(state)
            state.focusedScene.split?.visibility = visibility
        case .width(let width):
            _ = try requireSplit(state)
            state.focusedScene.split?.width = width
        case .presentSheet(let name, let item):
            try presentSheet(name, item: item, in: &state)
        case .presentSheetForFocused(let name, let focused):
            let value = try focusedRecord(focused, in: state, doing: "show")
            try presentSheet(name, item: value, in: &state)
        case .dismiss:
            try dismiss(in: &state, events: &events)
        case .answerDismissal(let discard):
            try answerDismissal(discard: discard, in: &state, events: &events)
        case .editSheet:
            _ = try requireSheet(state)
            state.focusedScene.sheet?.hasUnsavedChanges = true
        case .saveSheet:
            let sheet = try requireSheet(state)
            state.focusedScene.sheet = nil
            events.append(.message("Saved '\(sheet.name)'"))
        case .focusColumn(let name):
            try focusColumn(name, in: &state)
        case .moveFocus(let forward):
            try moveFocus(forward: forward, in: &state)
        case .newScene(let id):
            try newScene(id, in: &state, events: &events)
        case .closeScene:
            try closeScene(in: &state, events: &events)
        case .focusScene(let target):
            try focusScene(target, in: &state)
        case .setField(let focused, let field, let new):
            let value = try focusedRecord(focused, in: state, doing: "set")
            try writeField(value, field, in: &state) { (old) throws(Failure) in
                switch (old, new) {
                case (.bool, .bool), (.text, .text): return new
                case (.text, .bool(let b)): return .text(b ? "true" : "false")
                case (.bool, _): throw Failure(message: "\(value).\(field) is a boolean: write true or false, not '\(new)'")
                default: throw Failure(message: "\(value).\(field) is a list; it cannot be set")
                }
            }
        case .toggleField(let focused, let field):
            let value = try focusedRecord(focused, in: state, doing: "toggle")
            try writeField(value, field, in: &state) { (old) throws(Failure) in
                guard case .bool(let b) = old else { throw Failure(message: "\(value).\(field) is not a boolean") }
                return .bool(!b)
            }
        case .open(let url):
            try open(url, in: &state, events: &events)
        case .undo, .redo:
            throw Failure(message: "undo and redo must be a command's only effect")
        }
    }
}
