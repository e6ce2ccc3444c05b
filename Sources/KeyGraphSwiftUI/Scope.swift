import SwiftSyntax

/// What names mean where the reader evaluates code: the file, the type whose member is
/// read, and the parameters bound to the expressions a call site passed (a custom view's
/// `title`, a `ForEach` element), each with the scope it was written in.
struct Scope {
    var file: SwiftFile
    var type: SwiftType?
    var bindings: [String: Bound] = [:]

    /// The expression `name` stands for here, with its own scope.
    func bound(_ name: String) -> Bound? { bindings[name] }
}

/// An expression passed to a parameter, and the scope it was written in.
struct Bound {
    var expression: ExprSyntax
    var scope: Scope
}

/// A modifier applied to a view or command: `.keyboardShortcut("n")`, `.disabled(x)`.
struct Modifier {
    var name: String
    var call: FunctionCallExprSyntax?
    var node: ExprSyntax

    /// The modifier's name as written (`keyboardShortcut` in `.keyboardShortcut("n")`), for locating it.
    var nameNode: Syntax {
        let access = (call?.calledExpression ?? node).as(MemberAccessExprSyntax.self)
        return access.map { Syntax($0.declName) } ?? Syntax(node)
    }
}

extension ExprSyntax {
    /// The expression under its modifiers, and the modifiers from the innermost out
    /// (`Button(…).keyboardShortcut("n").disabled(x)` → `Button(…)`, [keyboardShortcut, disabled]).
    /// A postfix `#if` adds the modifiers of the clauses `active` picks.
    func splitModifiers(active: (IfConfigDeclSyntax) -> [IfConfigClauseSyntax]) -> (
        root: ExprSyntax, modifiers: [Modifier]
    ) {
        var modifiers: [Modifier] = []
        var current = self
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
                let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base
            {
                modifiers.append(Modifier(name: access.declName.baseName.text, call: call, node: current))
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                var inner: [Modifier] = []
                for clause in active(postfix.config) {
                    if case .postfixExpression(let expression)? = clause.elements {
                        inner += expression.splitModifiers(active: active).modifiers
                    }
                }
                modifiers += inner.reversed()
                current = base
            } else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base,
                access.declName.baseName.text.first?.isLowercase == true, !base.is(DeclReferenceExprSyntax.self)
            {
                modifiers.append(Modifier(name: access.declName.baseName.text, call: nil, node: current))
                current = base
            } else {
                break
            }
        }
        if let call = current.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.base == nil
        {
            // A postfix `#if`'s own chain starts at an implicit base: `.keyboardShortcut("n")`.
            modifiers.append(Modifier(name: access.declName.baseName.text, call: call, node: current))
        }
        return (current, modifiers.reversed())
    }
}

extension FunctionCallExprSyntax {
    /// The name called: `Button` in `Button(…)` and `SwiftUI.Button(…)`.
    var calledName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = calledExpression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        if let generic = calledExpression.as(GenericSpecializationExprSyntax.self) {
            return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    /// The argument labelled `label`.
    func argument(_ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The unlabelled arguments, in order.
    var unlabelled: [ExprSyntax] {
        arguments.compactMap { $0.label == nil ? $0.expression : nil }
    }

    /// The closure labelled `label`: an argument, or a trailing closure after the first.
    func closure(_ label: String) -> ClosureExprSyntax? {
        if let argument = argument(label)?.as(ClosureExprSyntax.self) { return argument }
        return additionalTrailingClosures.first { $0.label.text == label }?.closure
    }
}
