import KeyGraph
import SwiftSyntax

/// `.keyboardShortcut` in each of its forms, as SwiftUI reads it.
extension SwiftUIReader {
    /// SwiftUI's `KeyEquivalent` names.
    static let keyNames: [String: KeyEquivalent] = [
        "return": .return, "escape": .escape, "tab": .tab, "space": .space, "delete": .delete,
        "deleteForward": .deleteForward, "upArrow": .upArrow, "downArrow": .downArrow, "leftArrow": .leftArrow,
        "rightArrow": .rightArrow, "home": .home, "end": .end, "pageUp": .pageUp, "pageDown": .pageDown,
        "clear": .clear,
    ]

    /// SwiftUI's `EventModifiers` names.
    static let modifierNames: [String: EventModifiers] = [
        "command": .command, "shift": .shift, "option": .option, "control": .control, "capsLock": .capsLock,
        "numericPad": .numericPad, "function": .function, "all": [.command, .shift, .option, .control],
    ]

    /// The shortcut `.keyboardShortcut(…)` sets; nil (noted) when it is computed at run time.
    mutating func shortcut(of call: FunctionCallExprSyntax, scope: Scope) -> KeyboardShortcut? {
        guard let first = call.unlabelled.first else {
            note(call, "a .keyboardShortcut the reader cannot read")
            return nil
        }
        if call.unlabelled.count == 1, call.argument("modifiers") == nil,
            let value = shortcutValue(first, scope: scope)
        {
            return value
        }
        guard let key = keyEquivalent(first, scope: scope) else {
            if call.unlabelled.count == 1, call.argument("modifiers") == nil,
                let (condition, shortcuts) = eitherShortcut(first, scope: scope)
            {
                note(
                    first,
                    "a shortcut chosen at run time by '\(condition)': "
                        + shortcuts.map { $0.formatted(.glyphs) }.joined(separator: " or "),
                    hint: "its command is read without a shortcut")
                return nil
            }
            note(
                first, "a shortcut whose key is computed at run time ('\(first.trimmedDescription)')",
                hint: "its command is read without a shortcut")
            return nil
        }
        var modifiers = EventModifiers.command
        if let expression = call.argument("modifiers") {
            guard let read = eventModifiers(expression, scope: scope) else {
                note(
                    expression, "modifiers computed at run time ('\(expression.trimmedDescription)')",
                    hint: "its command is read without a shortcut")
                return nil
            }
            modifiers = read
        }
        return KeyboardShortcut(key, modifiers: modifiers)
    }

    /// A `KeyboardShortcut` value: `.defaultAction`, `.cancelAction`, `KeyboardShortcut("n", modifiers: …)`.
    private mutating func shortcutValue(_ expression: ExprSyntax, scope: Scope) -> KeyboardShortcut? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = scope.bound(reference.baseName.text)
        {
            return shortcutValue(bound.expression, scope: bound.scope)
        }
        if let chosen = chosenBranch(expression, scope: scope) {
            return shortcutValue(chosen.expression, scope: chosen.scope)
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            switch access.declName.baseName.text {
            case "defaultAction": return .defaultAction
            case "cancelAction": return .cancelAction
            default: return nil
            }
        }
        // `KeyboardShortcut("r", modifiers: …)`, and `.init("r", modifiers: …)` where the type is known.
        if let call = expression.as(FunctionCallExprSyntax.self),
            call.calledName == "KeyboardShortcut" || call.calledName == "init"
        {
            return shortcut(of: call, scope: scope)
        }
        return nil
    }

    /// The branch of `condition ? a : b` that holds: the one a condition bound to `true` or
    /// `false` picks, else the one that is not `nil` (`isEnabled ? .init(key) : nil`: the
    /// shortcut, when there is one). Nil for anything else.
    private func chosenBranch(_ expression: ExprSyntax, scope: Scope) -> Bound? {
        guard let parts = Self.ternary(expression) else { return nil }
        if let condition = parts.condition, let truth = truth(of: condition, scope: scope) {
            return Bound(expression: truth ? parts.then : parts.otherwise, scope: scope)
        }
        if parts.otherwise.is(NilLiteralExprSyntax.self) { return Bound(expression: parts.then, scope: scope) }
        if parts.then.is(NilLiteralExprSyntax.self) { return Bound(expression: parts.otherwise, scope: scope) }
        return nil
    }

    /// `condition ? a : b` whose two branches are shortcuts the reader reads (Cork's
    /// `selection != nil ? .defaultAction : .init(.end)`): the condition and both shortcuts, for a
    /// note that says what the person can press. Read on a copy, so the branches add no notes.
    private func eitherShortcut(
        _ expression: ExprSyntax, scope: Scope
    ) -> (condition: String, shortcuts: [KeyboardShortcut])? {
        guard let parts = Self.ternary(expression) else { return nil }
        var probe = self
        guard let then = probe.shortcutValue(parts.then, scope: scope),
            let otherwise = probe.shortcutValue(parts.otherwise, scope: scope)
        else { return nil }
        return (parts.conditionText, [then, otherwise])
    }

    /// The parts of `condition ? then : otherwise`, folded or as parsed (a sequence, whose
    /// condition can be several elements: `x != nil ? a : b`): the condition's text, and the
    /// condition itself when it is one expression.
    private static func ternary(
        _ expression: ExprSyntax
    ) -> (condition: ExprSyntax?, conditionText: String, then: ExprSyntax, otherwise: ExprSyntax)? {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return (
                ternary.condition, ternary.condition.trimmedDescription, ternary.thenExpression,
                ternary.elseExpression
            )
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        // `?:` binds loosest but for assignment: one mark, one expression after it.
        guard let at = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), at >= 1,
            at == elements.count - 2, let mark = elements[at].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        let text = elements[..<at].map(\.trimmedDescription).joined(separator: " ")
        return (at == 1 ? elements[0] : nil, text, mark.thenExpression, elements[at + 1])
    }

    /// `true` or `false`, written or bound to a name.
    private func truth(of expression: ExprSyntax, scope: Scope) -> Bool? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = scope.bound(reference.baseName.text)
        {
            return truth(of: bound.expression, scope: bound.scope)
        }
        return nil
    }

    /// A key: a character literal, a `KeyEquivalent` name, `KeyEquivalent("x")`, or a bound name.
    func keyEquivalent(_ expression: ExprSyntax, scope: Scope) -> KeyEquivalent? {
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            case .stringSegment(let segment)? = literal.segments.first
        {
            let text = literal.value(of: segment)
            guard text.count == 1, let scalar = text.unicodeScalars.first else { return nil }
            return KeyEquivalent(scalar)
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            return Self.keyNames[access.declName.baseName.text]
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            ["KeyEquivalent", "Character", "String", "init"].contains(call.calledName), call.arguments.count == 1,
            let inner = call.unlabelled.first
        {
            return keyEquivalent(inner, scope: scope)
        }
        // A literal made of known parts: `"\(index + 1)"` in a `ForEach` over a literal range.
        if let text = titles(of: expression, scope: scope), text.count == 1, let only = text.first,
            only.count == 1, !only.hasPrefix("{"), let scalar = only.unicodeScalars.first
        {
            return KeyEquivalent(scalar)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = scope.bound(reference.baseName.text)
        {
            return keyEquivalent(bound.expression, scope: bound.scope)
        }
        return nil
    }

    /// Modifiers: `.command`, `[.command, .shift]` in any order, `[]`, or a bound name.
    func eventModifiers(_ expression: ExprSyntax, scope: Scope) -> EventModifiers? {
        if let access = expression.as(MemberAccessExprSyntax.self) {
            return Self.modifierNames[access.declName.baseName.text]
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var out: EventModifiers = []
            for element in array.elements {
                guard let one = eventModifiers(element.expression, scope: scope) else { return nil }
                out.formUnion(one)
            }
            return out
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = scope.bound(reference.baseName.text)
        {
            return eventModifiers(bound.expression, scope: bound.scope)
        }
        return nil
    }
}
