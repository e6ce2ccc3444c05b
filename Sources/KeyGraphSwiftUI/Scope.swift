import SwiftSyntax

/// What names mean where the reader evaluates code, and what is being read there: the file,
/// the type whose member is read, the parameters bound to the expressions a call site passed
/// (a custom view's `title`, a `ForEach` element), each with the scope it was written in, and
/// whether the controls read are the menu bar's or a view's. A value handed down the
/// recognizers (never a flag on the reader), so what one reads cannot leak into the next.
struct Scope {
    var file: SwiftFile
    var type: SwiftType?
    var bindings: [String: Bound] = [:]
    var reading: Reading = .menuBar

    /// What the controls being read are part of.
    enum Reading: Hashable {
        /// The menu bar: `.commands`, a main menu (SwiftUI looks there last).
        case menuBar
        /// A view: a toolbar's menu, a sheet's or dialog's buttons, a context menu, a
        /// MenuBarExtra, a control with a shortcut.
        case views
    }

    /// Whether a control read here is a menu bar item (else a control in a view).
    var isMenuBar: Bool { reading == .menuBar }

    /// The expression `name` stands for here, with its own scope.
    func bound(_ name: String) -> Bound? { bindings[name] }

    /// This scope, reading the controls of `reading`.
    func reading(_ reading: Reading) -> Scope {
        var scope = self
        scope.reading = reading
        return scope
    }

    /// The scope of a member of `type` in `file` (a custom view's body, a function's), reading
    /// what this scope reads.
    func entering(_ file: SwiftFile, type: SwiftType?, bindings: [String: Bound] = [:]) -> Scope {
        Scope(file: file, type: type, bindings: bindings, reading: reading)
    }
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
