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
}
