import KeyGraph

/// Alerts and confirmation dialogs in an app file.
extension AppFileReader {
    /// `"alerts"` or `"confirmationDialogs"`: `[{"name", "title", "message", "actions": [{"button": COMMAND}]}]`,
    /// added to `dialogs` (a name is unique across both).
    mutating func readDialogs(
        _ node: JSONNode, kind: DialogDeclaration.Kind, into dialogs: inout [String: DialogDeclaration]
    ) {
        let what = kind == .alert ? "an alert" : "a confirmation dialog"
        guard let elements = array(node, kind == .alert ? "alerts" : "confirmationDialogs") else { return }
        for element in elements {
            guard let object = object(element, what, allowed: AppObjectSpec.dialog.names),
                let name = string("name", in: object, what, required: true),
                let title = string(
                    "title", in: object, what, required: true, hint: #"add "title": "Delete this recipe?""#)
            else { continue }
            if dialogs[name] != nil {
                error("duplicate dialog '\(name)'", at: object["name"]?.position ?? object.position)
                continue
            }
            var actions: [DialogDeclaration.Action] = []
            if let list = object["actions"], let items = array(list, "actions") {
                for item in items {
                    guard let action = self.object(item, "a dialog button", allowed: AppObjectSpec.dialogAction.names)
                    else {
                        continue
                    }
                    guard let commandNode = action["button"] else {
                        error(
                            "a dialog button needs \"button\": the command it runs", at: action.position,
                            hint: #"write {"button": "recipe.confirmDelete"}"#)
                        continue
                    }
                    guard let command = commandName(commandNode, "button") else { continue }
                    actions.append(.init(command, title: string("title", in: action, "a dialog button")))
                }
            }
            dialogs[name] = DialogDeclaration(
                name: name, kind: kind, title: title, message: string("message", in: object, what), actions: actions)
        }
    }

    /// Every dialog an effect presents exists, and is of the kind the effect says.
    mutating func checkDialogs(_ dialogs: [String: DialogDeclaration]) {
        for reference in references(to: .declared(.alert), .declared(.confirmationDialog)) {
            let kind = (reference.target == .declared(.alert) ? EffectSpec.Declaration.alert : .confirmationDialog)
                .rawValue
            guard let dialog = dialogs[reference.name] else {
                error(
                    "unknown \(kind == "alert" ? "alert" : "confirmation dialog") '\(reference.name)'",
                    at: reference.textPosition, length: reference.length,
                    hint: Suggestion.didYouMean(reference.name, among: dialogs.keys.sorted())
                        ?? "declare it under \"\(kind)s\"")
                continue
            }
            if dialog.kind.rawValue != kind {
                error(
                    "'\(reference.name)' is \(dialog.kind == .alert ? "an alert" : "a confirmation dialog")",
                    at: reference.textPosition, length: reference.length,
                    hint: "write {\"\(dialog.kind.rawValue)\": \"\(reference.name)\"}")
            }
        }
    }
}
