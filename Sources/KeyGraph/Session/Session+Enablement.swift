/// Whether a command is enabled here: the one decision, as AppKit's `validateMenuItem(_:)`
/// is the one answer every menu item, toolbar item and key equivalent gets.
///
/// The menu bar, context menus and toolbars show it (dimmed or hidden, with the reason);
/// a dialog's button, a key binding, a typed `run`, an action tab, `expect enabled`,
/// `explain` and the cheat sheet ask it before they run, explain or list a command.
/// Nothing else decides.
extension Session {
    /// Why a command is disabled: the rule that decided, and the reason shown for it.
    public struct Validation: Hashable, Sendable {
        /// The rules, in the order they are asked; the first that objects decides.
        public enum Rule: String, Hashable, Sendable, CaseIterable {
            /// A dialog is presented over the key window, and the command is not one of its buttons.
            case dialog
            /// Undo or redo with nothing to undo or redo.
            case history
            /// A sheet's own command (dismiss, save, detent) with no sheet presented.
            case sheet
            /// A window item (every effect validated by trying): doing it now would fail.
            case tried
            /// A focused value the command requires is missing.
            case focusedValue
            /// A condition on the focused records' fields or app state does not hold.
            case condition
        }

        public var rule: Rule
        /// What the person is told: `'recipe.edit' is disabled: it needs the focused value 'selectedRecipe'`.
        public var reason: String
    }

    /// Why `command` cannot run now, or nil when it is enabled: each rule of
    /// ``Validation/Rule`` asked in order.
    ///
    /// - Complexity: O(r + e + c) for r required focused values, e effects and c conditions'
    ///   size; a command validated by trying applies its effects to a scratch copy of the state.
    public func validate(_ command: Command) -> Validation? {
        for rule in Validation.Rule.allCases {
            if let reason = reason(command, failing: rule) { return Validation(rule: rule, reason: reason) }
        }
        return nil
    }

    /// Why `command` cannot run now, or nil when it is enabled (``validate(_:)``'s reason).
    public func disabledReason(_ command: Command) -> String? {
        validate(command)?.reason
    }

    /// Why the command with `id` cannot run now; nil when it is enabled or the app has no
    /// such command (an imported keymap's opaque name).
    public func disabledReason(forCommand id: String) -> String? {
        app.commands.command(id: id).flatMap { disabledReason($0) }
    }

    /// Whether the command with `id` exists and is enabled now.
    public func isEnabled(_ id: String) -> Bool {
        guard let command = app.commands.command(id: id) else { return false }
        return validate(command) == nil
    }

    /// The reason `rule` gives for disabling `command`, or nil when it does not object.
    private func reason(_ command: Command, failing rule: Validation.Rule) -> String? {
        switch rule {
        case .dialog:
            // Only the dialog's buttons can run while it waits.
            guard state.hasKeyScene, let name = state.focusedDialog, let dialog = app.navigation.dialogs[name],
                !dialog.actions.contains(where: { $0.command == command.id })
            else { return nil }
            return "'\(command.id)' is disabled: " + app.navigation.waitingMessage(for: name)
        case .history:
            guard let back = command.historyStep, (back ? undoStack : redoStack).isEmpty else { return nil }
            return back ? "nothing to undo" : "nothing to redo"
        case .sheet:
            let sheetOnly = command.effects.contains {
                if case .presentation(let effect) = $0 { effect.actsOnSheet } else { false }
            }
            guard sheetOnly, state.focusedScene.sheet == nil else { return nil }
            return "'\(command.id)' is disabled: no sheet is presented"
        case .tried:
            // As AppKit validates a standard window item: dimmed where doing it would fail.
            guard !command.effects.isEmpty, command.effects.allSatisfy(\.isValidatedByTrying) else { return nil }
            var scratch = state
            var events: [Event] = []
            do {
                for effect in command.effects { try apply(effect, to: &scratch, events: &events, depth: 0) }
            } catch {
                return "'\(command.id)' is disabled: \(error.message)"
            }
            return nil
        case .focusedValue:
            guard !command.requiredFocusedValues.isEmpty else { return nil }
            let values = focusedValues
            let missing = command.requiredFocusedValues.filter { values[$0] == nil }
            guard !missing.isEmpty else { return nil }
            let names = missing.map { "'\($0)'" }.joined(separator: ", ")
            return "'\(command.id)' is disabled: it needs the focused value \(names)"
        case .condition:
            guard !command.conditions.isEmpty else { return nil }
            let context = conditionContext
            guard let failed = command.conditions.first(where: { $0.clause.evaluate(in: context) == nil }) else {
                return nil
            }
            var seen: Set<String> = []
            let values = failed.clause.identifiers.filter { seen.insert($0).inserted }.map { name in
                "\(name) is " + (context.attributes[name].map { $0.isEmpty ? "empty" : $0 } ?? "unset")
            }
            return "'\(command.id)' is disabled: it requires \(failed.text) (\(values.joined(separator: ", ")))"
        }
    }

    /// Whether `condition` holds now.
    public func holds(_ condition: DataCondition) -> Bool {
        condition.clause.evaluate(in: conditionContext) != nil
    }

    /// What data conditions test: each focused value (`selectedNote` → `Note:groceries`), each
    /// field of its record (`selectedNote.isPinned` → `false`; a list's ids joined by commas),
    /// and each app state key (`state.showFavoritesOnly`).
    ///
    /// - Complexity: O(v + f + s) in focused values, their records' fields and state keys.
    var conditionContext: KeyContext {
        var attributes: [String: String] = [:]
        for (key, value) in state.values { attributes["state." + key] = value }
        for (name, value) in focusedValues {
            attributes[name] = value.description
            for (field, content) in state.record(value)?.fields ?? [:] {
                if case .list(let ids) = content {
                    attributes[name + "." + field] = ids.joined(separator: ",")
                } else {
                    attributes[name + "." + field] = content.description
                }
            }
        }
        return KeyContext(attributes: attributes)
    }
}
