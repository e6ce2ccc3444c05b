import KeyGraphTestSupport
import Testing

@testable import KeyGraph

@Suite("Undo and redo")
struct UndoTests {
    @Test func undoAndRedoStepThroughNavigation() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "go.desserts"))
        _ = session.handle(.apply(.push(v("Recipe:apple-pie"))))
        _ = session.handle(.apply(.undo))
        #expect(session.state.focusedScene.path == [v("Category:desserts")])
        _ = session.handle(.apply(.undo))
        #expect(session.state.focusedScene.path == [])
        expectFailure(.apply(.undo), on: &session, "nothing to undo")
        _ = session.handle(.apply(.redo))
        _ = session.handle(.apply(.redo))
        #expect(session.state.focusedScene.path == [v("Category:desserts"), v("Recipe:apple-pie")])
        expectFailure(.apply(.redo), on: &session, "nothing to redo")
    }

    @Test("undo and redo report what they took back: the command's title, or the typed verb's effect")
    func undoReportsWhatItUndid() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "go.desserts"))
        _ = session.handle(.apply(.push(v("Recipe:apple-pie"))))
        let undid = session.handle(.apply(.undo))
        #expect(undid == [.undone("push Recipe:apple-pie")])
        #expect(undid.first?.formatted(.text) == "Undid push Recipe:apple-pie")
        #expect(session.handle(.apply(.undo)) == [.undone("Desserts")])
        #expect(session.handle(.apply(.redo)).first?.formatted(.text) == "Redid Desserts")
        // ⌘Z fires Edit › Undo, then reports the change.
        let keyed = session.handle(.perform(command: "edit.undo"))
        #expect(keyed.dropFirst() == [.undone("Desserts")])
    }

    @Test func undoCoversDataChangesAndANewChangeClearsRedo() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        _ = session.handle(.perform(command: "recipe.toggleFavorite"))
        #expect(session.state.record(v("Recipe:apple-pie"))?.fields["isFavorite"] == .bool(true))
        _ = session.handle(.apply(.undo))
        #expect(session.state.record(v("Recipe:apple-pie"))?.fields["isFavorite"] == .bool(false))
        _ = session.handle(.apply(.push(v("Chef:nigella"))))
        expectFailure(.apply(.redo), on: &session, "nothing to redo")
    }

    @Test func failuresAndNoOpsLeaveNoHistory() throws {
        var session = try makeSession()
        _ = session.handle(.apply(.pop(1)))
        _ = session.handle(.apply(.popToRoot))
        #expect(session.undoStack.isEmpty)
    }

    @Test func commandZAndShiftCommandZFireTheHistoryCommands() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "go.desserts"))
        let undo = session.handle(.key(KeyboardShortcut("z")))
        #expect(
            undo == [.fired(command: "edit.undo", keys: KeySequence([KeyboardShortcut("z")])), .undone("Desserts")])
        #expect(session.state.focusedScene.path == [])
        #expect(session.lastCommand == "edit.undo")
        _ = session.handle(.key(KeyboardShortcut("z", modifiers: [.command, .shift])))
        #expect(session.state.focusedScene.path == [v("Category:desserts")])
        _ = session.handle(.perform(command: "edit.redo"))
        #expect(failures(session.handle(.perform(command: "edit.redo"))) == ["nothing to redo"])
        #expect(session.lastCommand == "edit.redo")
    }

    @Test func historyIsBounded() throws {
        var session = try makeSession()
        for _ in 0..<(Session.maximumHistory + 5) {
            _ = session.handle(.perform(command: "go.desserts"))
            _ = session.handle(.perform(command: "go.breakfast"))
        }
        #expect(session.undoStack.count == Session.maximumHistory)
    }
}

@Suite("Undo skips focus moves")
struct UndoFocusTests {
    @Test func movingFocusRecordsNoUndoStep() throws {
        var session = try makeSession()
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        let steps = session.undoStack.count
        apply(.focusColumn("sidebar"), to: &session)
        apply(.newScene(nil), to: &session)
        apply(.focusScene(.next), to: &session)
        #expect(session.undoStack.count == steps + 1, "only the new scene is a step")
    }

    /// The quick answer (a path, sheet, value or record that changed) must agree with the
    /// whole comparison without focus, for every pair of states a session passes through.
    @Test func theQuickComparisonAgreesWithTheWholeOne() throws {
        var session = try makeSession()
        var states = [session.state]
        func step(_ input: Session.Input) {
            _ = session.handle(input)
            states.append(session.state)
        }
        step(.perform(command: "go.desserts"))
        step(.apply(.push(v("Recipe:apple-pie"))))
        step(.apply(.focusColumn("sidebar")))
        step(.perform(command: "recipe.showApplePie"))
        step(.apply(.newScene(nil)))
        step(.apply(.focusScene(.next)))
        step(.apply(.pop(1)))
        step(.apply(.undo))
        step(.apply(.redo))
        var differing = 0
        for a in states {
            for b in states {
                let whole = a.ignoringFocus != b.ignoringFocus
                #expect(a.differsIgnoringFocus(from: b) == whole)
                if whole { differing += 1 }
            }
        }
        #expect(differing > 0 && differing < states.count * states.count)
    }
}
