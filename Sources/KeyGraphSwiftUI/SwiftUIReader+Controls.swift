import KeyGraph
import SwiftSyntax

/// A `Button` or `Toggle` as a command: its title and icon, role, what it does, its
/// shortcut and the focused values it needs.
extension SwiftUIReader {
    /// Reads the control `call` with its `modifiers` as a command; nil when it has no title
    /// the source states (noted).
    mutating func readControl(
        _ call: FunctionCallExprSyntax, modifiers: [Modifier], scope: Scope, place: String, isMenuItem: Bool
    ) -> Int? {
        readControls.insert(call.id)
        let (titles, icon) = labelAlternatives(call, scope: scope)
        let at = location(call.calledExpression)
        var title = titles?.joined(separator: " / ") ?? ""
        if title.isEmpty {
            // A hidden control that only carries a shortcut has no title: VoiceOver's label
            // names it, else a placeholder for what the title is made of.
            let label = modifiers.first { $0.name == "accessibilityLabel" }?.call?.unlabelled.first
            if let named = label.flatMap({ self.titles(of: $0, scope: scope)?.first }) {
                title = named
            } else {
                let made = call.unlabelled.first?.trimmedDescription ?? "label"
                title = titles == nil ? "{\(made)}" : "{untitled}"
                // `Button("")`: the source states the title, and it is empty.
                let why = titles == nil ? "whose title is made at run time" : "with an empty title"
                note(call.calledExpression, "a \(call.calledName ?? "control") \(why): read as '\(title)'")
            }
        }
        var command = ReadCommand(
            id: commandID(for: title), title: title, icon: icon, at: at, place: "\(place) › \(title)",
            isMenuItem: isMenuItem)
        if !isMenuItem {
            command.view = scope.type?.name
            command.anchor = Syntax(call)
        }
        if let role = call.argument("role")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            ["destructive", "cancel"].contains(role)
        {
            command.role = role
        }
        if call.role == .control(.toggle) {
            let key = call.argument("isOn").flatMap(stateKey) ?? command.id
            command.checkedState = key
            command.effects = [.toggleState(key)]
        } else if call.role == .control(.link) || call.role == .control(.shareLink) {
            // SwiftUI's controls that open a URL or the share sheet: no code of the app's runs.
            let what =
                call.role == .control(.link)
                ? "opens \(call.argument("destination")?.trimmedDescription ?? "its link")" : "shows the share sheet"
            command.effects = [.app(.message("\(title): \(what)"))]
        } else {
            readAction(of: call, into: &command, scope: scope)
        }
        let index = add(command)
        apply(modifiers, to: index, scope: scope)
        return index
    }

    /// The modifiers that change a command: `.keyboardShortcut` (the one nearest the control wins, as in SwiftUI),
    /// `.disabled(x == nil)` on a focused value, a custom modifier that applies a shortcut.
    mutating func apply(_ modifiers: [Modifier], to index: Int, scope: Scope) {
        for modifier in modifiers {
            switch modifier.role {
            case .keyboardShortcut?:
                readShortcuts.insert(modifier.node.id)
                guard let call = modifier.call else { continue }
                guard let shortcut = shortcut(of: call, scope: scope) else { continue }
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
                if let earlier = app.commands[index].shortcut {
                    // The shortcut is an environment value the button reads
                    // (`EnvironmentValues.keyboardShortcut`): the modifier nearest it wins.
                    note(
                        name.map { Syntax($0) } ?? Syntax(call),
                        "a second .keyboardShortcut on '\(app.commands[index].title)': "
                            + "\(shortcut.formatted(.glyphs)) is not used, \(earlier.formatted(.glyphs)) "
                            + "nearer the control is, as in SwiftUI",
                        rule: .shortcutNotBound)
                    continue
                }
                app.commands[index].shortcut = shortcut
                app.commands[index].shortcutAt = name.map { location($0) } ?? location(call)
            case .disabled?:
                if let condition = modifier.call?.unlabelled.first {
                    for key in focusedKeys(in: condition, scope: scope)
                    where !app.commands[index].requires.contains(key) {
                        app.commands[index].requires.append(key)
                    }
                }
            default:
                applyCustomModifier(modifier, to: index, scope: scope)
            }
        }
    }

    /// A modifier the project declares in `extension View`: its body's `.keyboardShortcut`,
    /// with the call's arguments bound to its parameters.
    private mutating func applyCustomModifier(_ modifier: Modifier, to command: Int, scope: Scope) {
        guard let call = modifier.call,
            let function = index.types[SwiftUIProtocol.view.rawValue]?.function(modifier.name),
            let list = function.body?.statements, depth < 8
        else { return }
        guard let bindings = self.bindings(for: call, to: function, scope: scope),
            expand(at: call.calledExpression, modifier.name)
        else { return }
        depth += 1
        defer { depth -= 1 }
        let inner = scope.entering(file(of: function), type: scope.type, bindings: bindings)
        for item in statements(list) {
            guard let expression = expression(of: item) else { continue }
            let (_, modifiers) = split(expression)
            var found = modifiers.filter { $0.role == .keyboardShortcut }
            if let bare = split(expression).root.as(FunctionCallExprSyntax.self),
                SwiftUINames.modifierRole(of: bare.calledName) == .keyboardShortcut,
                bare.calledExpression.is(DeclReferenceExprSyntax.self), let name = bare.calledName
            {
                found.insert(Modifier(name: name, call: bare, node: ExprSyntax(bare)), at: 0)
            }
            apply(found, to: command, scope: inner)
        }
    }

    /// The parameters of `function` bound to the arguments of `call` (by label, `_` in order),
    /// defaults where the call leaves one out; nil when the call does not fit (another overload).
    func bindings(for call: FunctionCallExprSyntax, to function: FunctionDeclSyntax, scope: Scope) -> [String: Bound]? {
        var bindings: [String: Bound] = [:]
        let parameters = function.signature.parameterClause.parameters.map {
            ($0.firstName.text, ($0.secondName ?? $0.firstName).text)
        }
        var positional = call.arguments.compactMap { $0.label == nil ? $0.expression : nil }.makeIterator()
        for (label, name) in parameters {
            if let given = call.argument(label) ?? (label == "_" ? positional.next() : nil) {
                bindings[name] = Bound(expression: given, scope: scope)
            } else if let value = function.signature.parameterClause.parameters.first(where: {
                ($0.secondName ?? $0.firstName).text == name
            })?.defaultValue?.value {
                bindings[name] = Bound(expression: value, scope: scope)
            }
        }
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        guard labels.isSubset(of: Set(parameters.map(\.0))),
            !call.arguments.contains(where: { $0.label == nil }) || parameters.contains(where: { $0.0 == "_" })
        else { return nil }
        if let trailing = call.trailingClosure, let last = parameters.last {
            bindings[last.1] = Bound(expression: ExprSyntax(trailing), scope: scope)
        }
        return bindings
    }

    /// The focused values a `.disabled` condition tests: properties of the enclosing type
    /// declared `@FocusedValue(\.key)`, `@FocusedBinding(\.key)` or `@FocusedObject`.
    func focusedKeys(in condition: ExprSyntax, scope: Scope) -> [String] {
        guard let type = scope.type else { return [] }
        var keys: [String] = []
        for property in type.storedProperties {
            guard let attribute = property.attributes.first(where: { $0.hasPrefix("Focused") }) else { continue }
            let mentioned = condition.tokens(viewMode: .sourceAccurate).contains { $0.text == property.name }
            guard mentioned else { continue }
            if let key = focusedKey(property.binding, attribute: attribute, in: type) { keys.append(key) }
        }
        return keys
    }

    private func focusedKey(_ binding: PatternBindingSyntax, attribute: String, in type: SwiftType) -> String? {
        guard let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        for element in variable.attributes {
            guard let syntax = element.as(AttributeSyntax.self), syntax.attributeName.trimmedDescription == attribute
            else { continue }
            if case .argumentList(let arguments)? = syntax.arguments,
                let path = arguments.first?.expression.as(KeyPathExprSyntax.self)
            {
                return path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
            }
            // `@FocusedObject var model: Model?`: keyed by its type.
            return binding.typeAnnotation?.type.trimmedDescription.replacingOccurrencesOfOptional
        }
        return nil
    }
}

extension String {
    fileprivate var replacingOccurrencesOfOptional: String { hasSuffix("?") ? String(dropLast()) : self }
}
