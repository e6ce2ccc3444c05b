extension Session {
    /// How many states undo keeps.
    public static let maximumHistory = 100

    /// Why a history, sheet or window command cannot run now: nothing to undo or redo,
    /// a sheet's own command with no sheet presented, or a window command that would fail.
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
        if !command.effects.isEmpty, command.effects.allSatisfy(\.isValidatedByTrying) {
            // As AppKit validates a standard window item: dimmed where doing it would fail.
            var scratch = state
            var events: [Event] = []
            do {
                for effect in command.effects { try apply(effect, to: &scratch, events: &events, depth: 0) }
            } catch {
                return "'\(command.id)' is disabled: \(error.message)"
            }
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
            state = previous.keepingWindows(of: state)
        } else {
            guard let next = redoStack.popLast() else {
                events.append(.failed("nothing to redo"))
                return false
            }
            undoStack.append(state)
            state = next.keepingWindows(of: state)
        }
        refreshFocus()
        return true
    }
}
