extension Session {
    /// One step of the undo history: the state to go back to, and the name of the action
    /// that changed it, which Edit › Undo and Redo show (`Undo Toggle Favorite`), as
    /// `NSUndoManager.undoActionName` does.
    public struct UndoStep: Hashable, Sendable {
        public var state: AppState
        /// The command's title; nil for a change a typed verb made (the items say just Undo).
        public var actionName: String?
        /// The change in words, for the `undone` and `redone` events: the action name, or the
        /// effect a typed verb applied (`push Category:desserts`).
        public var change: String?

        public init(state: AppState, actionName: String? = nil, change: String? = nil) {
            self.state = state
            self.actionName = actionName
            self.change = change ?? actionName
        }
    }

    /// The name of the action undo would undo, if it has one.
    public var undoActionName: String? { undoStack.last?.actionName }
    /// The name of the action redo would redo, if it has one.
    public var redoActionName: String? { redoStack.last?.actionName }

    /// How many states undo keeps.
    public static let maximumHistory = 100

    // MARK: - History

    mutating func recordHistory(_ previous: AppState, actionName: String?, change: String? = nil) {
        undoStack.append(UndoStep(state: previous, actionName: actionName, change: change))
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
            redoStack.append(UndoStep(state: state, actionName: previous.actionName, change: previous.change))
            state = previous.state.keepingWindows(of: state)
            events.append(.undone(previous.change))
        } else {
            guard let next = redoStack.popLast() else {
                events.append(.failed("nothing to redo"))
                return false
            }
            undoStack.append(UndoStep(state: state, actionName: next.actionName, change: next.change))
            state = next.state.keepingWindows(of: state)
            events.append(.redone(next.change))
        }
        // The key document changed back (or forward): it is edited again.
        state.markKeyDocumentEdited()
        try? state.followTabs(from: nil, in: app.navigation, lenient: true)
        refreshFocus()
        return true
    }
}
