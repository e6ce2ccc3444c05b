/// The closing reducer: Close (⌘W) and Quit (⌘Q), which ask first when a window's sheet
/// has unsaved changes, and what closing the last window does.
extension AppState {
    /// What closing a window or quitting did.
    public struct Closing: Hashable, Sendable {
        /// The notes a person sees, in order.
        public var notes: [String] = []
        /// The app quits: hosts end the REPL or the script.
        public var quits = false

        public init(notes: [String] = [], quits: Bool = false) {
            self.notes = notes
            self.quits = quits
        }
    }

    /// Closes the key window (`performClose:`) and focuses the nearest one that shows. A
    /// sheet with unsaved changes that confirms dismissal asks first; closing waits for the
    /// answer. When the last window closes, the app quits if it declares
    /// `terminatesAfterLastWindowClosed`, else it keeps running with no window.
    public mutating func closeScene(in model: NavigationModel) throws(NavigationError) -> Closing {
        if let question = try askBeforeClosing(focusedSceneIndex, for: .window, in: model) {
            return Closing(notes: [question])
        }
        return removeFocusedScene(in: model)
    }

    /// Quits the app (`terminate:`), after the same confirmations as Close: the first window
    /// whose sheet has unsaved changes is focused and asks, and Quit waits for the answer.
    /// The windows stay as they are, for state restoration to save.
    public mutating func quit(in model: NavigationModel) throws(NavigationError) -> Closing {
        for index in scenes.indices {
            if let question = try askBeforeClosing(index, for: .app, in: model) {
                scenes[index].window.isMinimized = false
                focusedSceneIndex = index
                return Closing(notes: [question])
            }
        }
        return Closing(quits: true)
    }

    /// Answers the key window's dismissal confirmation; when a Close or Quit waits on it,
    /// discarding goes on with it and keeping the changes gives it up.
    public mutating func answerDismissal(discard: Bool, in model: NavigationModel) throws(NavigationError)
        -> Closing
    {
        let pending = focusedScene.pendingClose
        var closing = Closing(notes: [try focusedScene.answerDismissal(discard: discard)])
        focusedScene.pendingClose = nil
        switch (pending, discard) {
        case (.window?, true):
            let closed = removeFocusedScene(in: model)
            closing.notes += closed.notes
            closing.quits = closed.quits
        case (.app?, true):
            let quit = try quit(in: model)
            closing.notes += quit.notes
            closing.quits = quit.quits
        case (.app?, false):
            closing.notes.append("The app keeps running")
        default:
            break
        }
        return closing
    }

    /// The question a close of scene `index` must ask first, if its sheet has unsaved changes
    /// and confirms dismissal; the confirmation then shows and `pending` waits on it.
    private mutating func askBeforeClosing(
        _ index: Int, for pending: SceneState.PendingClose, in model: NavigationModel
    ) throws(NavigationError) -> String? {
        guard let sheet = scenes[index].sheet, model.sheets[sheet.name]?.confirmsDismissal == true,
            sheet.hasUnsavedChanges
        else { return nil }
        if sheet.isConfirmingDismissal, scenes[index].pendingClose == pending {
            throw NavigationError(
                "the sheet '\(sheet.name)' is waiting for an answer: dismiss discard, or dismiss keep")
        }
        scenes[index].sheet?.isConfirmingDismissal = true
        scenes[index].pendingClose = pending
        return "'\(sheet.name)' has unsaved changes. Discard them? (dismiss discard, or dismiss keep)"
    }

    /// Removes the focused scene and focuses the nearest one that shows (the one before it
    /// first); the last window's closing quits the app or leaves it with none.
    private mutating func removeFocusedScene(in model: NavigationModel) -> Closing {
        let index = focusedSceneIndex
        let next = nearestShownScene(to: index) ?? max(0, index - 1)
        let closed = scenes.remove(at: index)
        focusedSceneIndex = next > index ? next - 1 : next
        if scenes.isEmpty { focusedSceneIndex = 0 }
        var note = "Closed scene '\(closed.id)'"
        // Panels (the About panel) are not windows that keep an app running.
        let isLastWindow = closed.kind != .about && !scenes.contains { $0.kind != .about }
        if isLastWindow, model.appScenes.terminatesAfterLastWindowClosed {
            return Closing(notes: [note + ", the last window: the app quits"], quits: true)
        }
        if scenes.isEmpty { note += "; no window is open" }
        return Closing(notes: [note])
    }
}
