/// The dialog reducer: presenting an alert or a confirmation dialog over a window (and its
/// sheet), and dismissing it once a button answers it.
extension SceneState {
    /// Presents the dialog `name`; one dialog at a time.
    public mutating func presentDialog(_ name: String, in model: NavigationModel) throws(NavigationError) {
        guard model.dialogs[name] != nil else {
            let names = model.dialogs.keys.sorted()
            throw NavigationError(
                "no alert or confirmation dialog named '\(name)'"
                    + (names.isEmpty ? "" : " (declared: \(names.joined(separator: ", ")))"))
        }
        guard kind == .window else { throw NavigationError("\(kind.name) cannot present a dialog") }
        if let presented = dialog {
            throw NavigationError(model.waitingMessage(for: presented, doing: "present '\(name)'"))
        }
        dialog = name
    }

    /// Dismisses the presented dialog, once a button answered it.
    /// - Returns: the dialog that was presented.
    public mutating func dismissDialog(in model: NavigationModel) throws(NavigationError) -> DialogDeclaration {
        guard let name = dialog, let declaration = model.dialogs[name] else {
            throw NavigationError("no alert or confirmation dialog is presented")
        }
        dialog = nil
        dialogValues = [:]
        return declaration
    }
}

extension DialogDeclaration {
    /// A button as shown: its title and the command it runs (nil: the system's Cancel or OK,
    /// which only dismiss).
    public struct Button: Hashable, Sendable {
        public var title: String
        public var command: String?
    }

    /// The buttons as shown: the declared ones, titled by `resolve` (a command's title, and
    /// whether it has the cancel role) unless they say otherwise, then Cancel when none cancels
    /// (OK for an alert with no buttons).
    public func buttons(_ resolve: (String) -> (title: String, cancels: Bool)?) -> [Button] {
        var cancels = false
        var out: [Button] = []
        for action in actions {
            let resolved = resolve(action.command)
            if resolved?.cancels == true { cancels = true }
            out.append(Button(title: action.title ?? resolved?.title ?? action.command, command: action.command))
        }
        if !cancels { out.append(Button(title: kind == .alert && actions.isEmpty ? "OK" : "Cancel", command: nil)) }
        return out
    }
}

extension NavigationModel {
    /// Why something waits while the dialog `name` is presented.
    func waitingMessage(for name: String, doing what: String? = nil) -> String {
        let declaration = dialogs[name]
        let noun = declaration?.kind.noun ?? "dialog"
        let title = declaration?.title ?? name
        return (what.map { "cannot \($0): " } ?? "") + "the \(noun) '\(title)' is waiting for an answer (answer BUTTON)"
    }
}
