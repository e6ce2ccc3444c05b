import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The modifier's name when this call is one (`.sheet(…)` → `sheet`), else nil.
    var modifierName: String? {
        guard let access = calledExpression.as(MemberAccessExprSyntax.self), access.base != nil else { return nil }
        return access.declName.baseName.text
    }

    /// Whether this call presents its content in a new context: `.sheet(…)`, also with the
    /// implicit base a postfix `#if` clause gives it.
    var isPresentation: Bool {
        // The modifiers whose content SwiftUI presents in a new context (its own navigation), so a
        // stack inside them is not nested in the stack around them.
        switch modifierRole {
        case .presentation(.sheet)?, .presentation(.fullScreenCover)?, .presentation(.popover)?,
            .presentation(.inspector)?:
            return true
        default: return false
        }
    }

    /// The type's name when this call is a plain initializer (`NavigationStack { … }`), else nil.
    var typeName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text.first?.isUppercase == true
        {
            return reference.baseName.text
        }
        if let generic = calledExpression.as(GenericSpecializationExprSyntax.self) {
            return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    /// What the type ``typeName`` names is (``SwiftUINames``): the lints' one way to know a
    /// SwiftUI type, as the reader's ``role`` is.
    var typeRole: SwiftUIRole? { SwiftUINames.role(of: typeName) }

    /// The modifier ``modifierName`` names, from the same table.
    var namedModifierRole: SwiftUIModifierRole? { SwiftUINames.modifierRole(of: modifierName) }

    /// The view the modifier is applied to (`x` in `x.sheet(…)`).
    var modifiedView: ExprSyntax? { calledExpression.as(MemberAccessExprSyntax.self)?.base }

    /// Every closure passed to the call: arguments and trailing closures.
    var closures: [ClosureExprSyntax] {
        arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + (trailingClosure.map { [$0] } ?? [])
            + additionalTrailingClosures.map(\.closure)
    }

    /// The modifiers applied to this call's result, innermost first (`Button(…).a().b()` → a, b).
    var appliedModifiers: [FunctionCallExprSyntax] {
        var out: [FunctionCallExprSyntax] = []
        var current = Syntax(self)
        while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id,
            let call = access.parent?.as(FunctionCallExprSyntax.self)
        {
            out.append(call)
            current = Syntax(call)
        }
        return out
    }
}

extension SyntaxProtocol {
    /// The calls whose closures hold this node, innermost first (`.sheet` for its content).
    var enclosingCalls: [FunctionCallExprSyntax] {
        var out: [FunctionCallExprSyntax] = []
        var current = parent
        while let node = current {
            if node.is(ClosureExprSyntax.self), let call = owningCall(of: node) { out.append(call) }
            current = node.parent
        }
        return out
    }

    /// The innermost type declaration around this node.
    var enclosingTypeName: String? {
        var current = parent
        while let node = current {
            if let type = node.asProtocol(NamedDeclSyntax.self),
                node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self)
            {
                return type.name.text
            }
            if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                return extensionDecl.extendedType.trimmedDescription
            }
            current = node.parent
        }
        return nil
    }

    /// Whether this node is the fallback of an availability check: the `else` of
    /// `if #available`, the body of `guard #available … else`, or the body of `if #unavailable`.
    var isAvailabilityFallback: Bool {
        var current = Syntax(self)
        while let parent = current.parent {
            if let ifExpression = parent.as(IfExprSyntax.self) {
                let kinds = ifExpression.conditions.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }
                if kinds.contains(where: { $0.availabilityKeyword.tokenKind == .poundAvailable }),
                    ifExpression.elseBody?.id == current.id
                {
                    return true
                }
                if kinds.contains(where: { $0.availabilityKeyword.tokenKind == .poundUnavailable }),
                    ifExpression.body.id == current.id
                {
                    return true
                }
            }
            if let guardStatement = parent.as(GuardStmtSyntax.self), guardStatement.body.id == current.id,
                guardStatement.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) })
            {
                return true
            }
            current = parent
        }
        return false
    }
}

/// The call a closure is passed to, as an argument or a trailing closure.
func owningCall(of closure: Syntax) -> FunctionCallExprSyntax? {
    var node = closure.parent
    if node?.is(LabeledExprSyntax.self) == true || node?.is(MultipleTrailingClosureElementSyntax.self) == true {
        node = node?.parent?.parent
    }
    return node?.as(FunctionCallExprSyntax.self)
}

/// The calls under `node` that are not in a presented context (a sheet's, popover's … content).
final class UnpresentedCalls: SyntaxVisitor {
    private var calls: [FunctionCallExprSyntax] = []

    static func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let visitor = UnpresentedCalls(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.calls
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        guard node.isPresentation else { return .visitChildren }
        walk(node.calledExpression)
        return .skipChildren
    }
}
