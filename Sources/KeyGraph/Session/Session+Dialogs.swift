/// Alerts and confirmation dialogs: what they show, what a presented one allows, and the
/// buttons that answer it (each a command of the app).
extension Session {
    /// The buttons of `dialog` as shown, titled as their commands.
    public func buttons(of dialog: DialogDeclaration) -> [DialogDeclaration.Button] {
        dialog.buttons { id in
            app.commands.command(id: id).map { (title(of: $0), $0.role == .cancel) }
        }
    }

    /// The dialog presented over the key window, if any.
    public var presentedDialog: DialogDeclaration? {
        state.keyScene?.dialog.flatMap { app.navigation.dialogs[$0] }
    }

    /// How a presented dialog reads: `Alert: Delete this recipe? — It cannot be undone. [Delete] [Cancel]`.
    func dialogText(_ dialog: DialogDeclaration) -> String {
        let head = dialog.kind == .alert ? "Alert" : "Confirmation dialog"
        let buttons = buttons(of: dialog).map { "[\($0.title)]" }.joined(separator: " ")
        return "\(head): \(dialog.title)" + (dialog.message.map { " — \($0)" } ?? "") + " \(buttons)"
    }

    /// Presses the button titled `title` (ignoring case and a trailing `…`) of the dialog over
    /// the key window: the dialog goes, then the button's command runs (checked as a menu item
    /// would be); Cancel only dismisses it.
    func answerDialog(_ title: String, state: inout AppState, events: inout [Event], depth: Int)
        throws(NavigationError)
    {
        guard let name = state.focusedScene.dialog, let dialog = app.navigation.dialogs[name] else {
            throw NavigationError("no alert or confirmation dialog is presented")
        }
        let buttons = buttons(of: dialog)
        guard let button = button(titled: title, in: buttons) else {
            throw NavigationError(
                "the \(dialog.kind == .alert ? "alert" : "confirmation dialog") '\(dialog.title)' has no button '\(title)' "
                    + "(buttons: \(buttons.map(\.title).joined(separator: ", ")))")
        }
        // The button acts on what the dialog was presented with.
        let session = presenting(state.focusedScene.dialogValues)
        if let id = button.command, let command = app.commands.command(id: id),
            let reason = session.disabledReason(command)
        {
            throw NavigationError(reason)
        }
        _ = try state.focusedScene.dismissDialog(in: app.navigation)
        guard let id = button.command else {
            events.append(.message("Dismissed '\(dialog.title)'"))
            return
        }
        try session.run(id, keys: nil, state: &state, events: &events, depth: depth + 1)
    }

    /// This session with `values` (a presented dialog's) as the focused values of a context
    /// menu's row, winning over the focused view's.
    func presenting(_ values: [String: PathValue]) -> Session {
        guard !values.isEmpty else { return self }
        var session = self
        for (name, value) in values { session.contextValues[name] = value }
        return session
    }

    /// The button of `buttons` titled `title`, ignoring case and a trailing `…`.
    func button(titled title: String, in buttons: [DialogDeclaration.Button]) -> DialogDeclaration.Button? {
        func key(_ text: String) -> String {
            var text = text.lowercased()
            while text.hasSuffix("…") || text.hasSuffix(".") { text.removeLast() }
            return text
        }
        return buttons.first { key($0.title) == key(title) }
    }

    /// The title of the command `answer TITLE` runs (the undo step's name: `Undo Delete`), if
    /// a presented dialog has that button and it runs a command.
    func answeredCommandTitle(_ effect: Effect) -> String? {
        guard case .presentation(.answerDialog(let title)) = effect, let dialog = presentedDialog,
            let id = button(titled: title, in: buttons(of: dialog))?.command,
            let command = app.commands.command(id: id)
        else { return nil }
        return self.title(of: command)
    }
}
