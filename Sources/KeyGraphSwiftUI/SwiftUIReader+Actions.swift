import KeyGraph
import SwiftSyntax

/// What a button does, where the source says it plainly; anything else "runs app code":
/// the command fires and changes no modelled state.
extension SwiftUIReader {
    mutating func readAction(of call: FunctionCallExprSyntax, into command: inout ReadCommand, scope: Scope) {
        let closure =
            call.argument("action")?.as(ClosureExprSyntax.self)
            ?? (call.closure("label") != nil || !call.unlabelled.isEmpty ? call.trailingClosure : nil)
        var effects: [Effect] = []
        var plain = closure != nil
        for item in closure.map({ statements($0.statements) }) ?? [] {
            guard let effect = effect(of: item, command: &command, scope: scope) else {
                plain = false
                continue
            }
            effects += effect
        }
        if !plain || effects.isEmpty { effects.append(.message("\(command.title): runs app code")) }
        command.effects = effects
    }

    /// The effect of one statement; none for one that changes nothing modelled; nil for app code.
    private func effect(of item: CodeBlockItemSyntax.Item, command: inout ReadCommand, scope: Scope) -> [Effect]? {
        guard let expression = expression(of: item) else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            switch callee {
            case "openWindow":
                return [.newScene(nil)]
            case "dismiss", "dismissWindow":
                return [callee == "dismiss" ? .dismiss : .closeScene]
            case "NSApp.terminate", "NSApplication.shared.terminate":
                return [.quit]
            case "NSApp.sendAction", "NSApplication.shared.sendAction":
                if let selector = call.unlabelled.first.flatMap(selectorName) {
                    command.selector = selector
                    return selector == "toggleSidebar:" ? [.toggleSidebar] : []
                }
                return nil
            default:
                if let popped = stackMutation(call) { return popped }
                if callee.hasSuffix(".toggle"), call.arguments.isEmpty,
                    let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                    let key = stateProperty(base, scope: scope)
                {
                    return [.toggleState(key)]
                }
                return nil
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            Array(sequence.elements)[1].is(AssignmentExprSyntax.self)
        {
            let parts = Array(sequence.elements)
            let value = parts[2].trimmedDescription
            if value == "[]" || value == "NavigationPath()", isStackPath(parts[0]) { return [.popToRoot] }
            guard let key = stateProperty(parts[0], scope: scope), let written = stateValue(parts[2]) else {
                return nil
            }
            return [.setState(key, written)]
        }
        return nil
    }

    /// A change to a navigation stack's path: `path.removeLast()` pops one value,
    /// `path.removeLast(2)` two, `path.removeLast(path.count)` and `path.removeAll()` pop to the
    /// root. Only on a path a `NavigationStack(path:)` is bound to (``stackPaths``): the same
    /// calls on any other array change the app's data, which is app code; nil then.
    private func stackMutation(_ call: FunctionCallExprSyntax) -> [Effect]? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
            isStackPath(base)
        else { return nil }
        let argument = call.arguments.first?.expression
        switch access.declName.baseName.text {
        case "removeLast":
            guard let argument else { return [.pop(1)] }
            if let count = argument.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }), count >= 1 {
                return [.pop(count)]
            }
            return argument.trimmedDescription == base.trimmedDescription + ".count" ? [.popToRoot] : nil
        case "removeAll":
            return argument == nil ? [.popToRoot] : nil
        default:
            return nil
        }
    }

    /// Whether `expression` names a property a `NavigationStack(path:)` is bound to (`path`,
    /// `self.path`, `router.path`), by the property's name.
    private func isStackPath(_ expression: ExprSyntax) -> Bool {
        let name =
            expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.map { stackPaths.contains($0) } ?? false
    }

    /// The value an assignment writes, where the code states it: `true`, `false`, a number, an
    /// enum case (`.grid` → `grid`) or a non-empty string literal without interpolation. Any
    /// other right side (a variable, a call, `""`, `nil`) is app code: its value is not known
    /// here, and the app model's state holds no empty text.
    private func stateValue(_ expression: ExprSyntax) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self),
                !segment.content.text.isEmpty
            else { return nil }
            return literal.value(of: segment)
        }
        if expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self) {
            return expression.trimmedDescription
        }
        if let access = expression.as(MemberAccessExprSyntax.self), access.base == nil {
            return access.declName.baseName.text
        }
        return nil
    }

    /// The name of the view state `expression` names (`isShown`, `self.isShown`): a property of
    /// the enclosing type declared `@State`, `@Binding`, `@AppStorage` or `@SceneStorage`. A
    /// property of anything else (`panel.canChooseFiles`) is app code.
    private func stateProperty(_ expression: ExprSyntax, scope: Scope) -> String? {
        var name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let access = expression.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self" {
            name = access.declName.baseName.text
        }
        guard let name, let property = scope.type?.storedProperties.first(where: { $0.name == name }) else {
            return nil
        }
        let states: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage"]
        return property.attributes.contains { states.contains(String($0.prefix { $0 != "(" })) } ? name : nil
    }

    /// `#selector(NSSplitViewController.toggleSidebar(_:))` → `toggleSidebar:`.
    private func selectorName(_ expression: ExprSyntax) -> String? {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let target = macro.arguments.first?.expression
        else { return nil }
        let name: String
        if let access = target.as(MemberAccessExprSyntax.self) {
            name = access.declName.baseName.text + (access.declName.argumentNames.map { _ in ":" } ?? "")
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text + (reference.argumentNames.map { _ in ":" } ?? "")
        } else {
            return nil
        }
        return name.hasSuffix(":") ? name : name + ":"
    }
}
