import KeyGraph
@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// Titles as written: literals, `Text`, `LocalizedStringKey`, `String(localized:)`,
/// `NSLocalizedString`, a ternary (both titles), interpolations (a placeholder), and
/// names bound to any of these.
extension SwiftUIReader {
    /// The titles `expression` can show; nil when it is made at run time.
    func titles(of expression: ExprSyntax, scope: Scope) -> [String]? {
        if let literal = expression.as(StringLiteralExprSyntax.self) { return titles(of: literal, scope: scope) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            guard let a = titles(of: ternary.thenExpression, scope: scope),
                let b = titles(of: ternary.elseExpression, scope: scope)
            else { return nil }
            return a + b
        }
        if let value = integer(of: expression, scope: scope), expression.is(SequenceExprSyntax.self) {
            return [String(value)]
        }
        // `theme.title` for a `ForEach` element bound to an enum case.
        if let access = expression.as(MemberAccessExprSyntax.self),
            let base = access.base?.as(DeclReferenceExprSyntax.self), let bound = scope.bound(base.baseName.text),
            let value = bound.expression.as(MemberAccessExprSyntax.self)
        {
            return titles(ofMember: access.declName.baseName.text, of: value, scope: bound.scope)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let constant = constant(access) {
            return titles(of: constant.value, scope: constant.scope)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // Unfolded `condition ? "A" : "B"`: the condition's elements, the `? "A" :`, then "B".
            let parts = Array(sequence.elements)
            if let joined = concatenation(parts, scope: scope) { return [joined] }
            guard let mark = parts.lastIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                mark == parts.count - 2,
                let then = parts[mark].as(UnresolvedTernaryExprSyntax.self)?.thenExpression,
                let a = titles(of: then, scope: scope), let b = titles(of: parts[mark + 1], scope: scope)
            else { return nil }
            return a + b
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = scope.bound(reference.baseName.text)
        {
            return titles(of: bound.expression, scope: bound.scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledName {
            // The English text a localized title shows is its `defaultValue:` where it has one
            // (`String(localized: "action.replace", defaultValue: "Replace")`), else its key.
            if let value = call.argument("defaultValue"),
                name == "String" || call.role == .localizedText
                    || Self.isLocalizedInit(call)
            {
                return titles(of: value, scope: scope)
            }
            switch call.role {
            case .content(.text)?, .localizedText?:
                return (call.unlabelled.first ?? call.argument("verbatim")).flatMap { titles(of: $0, scope: scope) }
            case nil where name == "String":
                return call.argument("localized").flatMap { titles(of: $0, scope: scope) }
            case nil where Self.isLocalizedInit(call):
                return call.unlabelled.first.flatMap { titles(of: $0, scope: scope) }
            default:
                return nil
            }
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return [integer.literal.text] }
        return nil
    }

    /// `.init("Restart Now", table: "Settings", comment: "…")` where a title goes: the type is
    /// the title's (`LocalizedStringResource`, `LocalizedStringKey`), whose first argument is a
    /// string literal and whose others are a localization's (CotEditor's dialog buttons).
    private static func isLocalizedInit(_ call: FunctionCallExprSyntax) -> Bool {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil,
            access.declName.baseName.text == "init", let first = call.arguments.first, first.label == nil,
            first.expression.is(StringLiteralExprSyntax.self)
        else { return false }
        let localization: Set<String> = ["defaultValue", "table", "comment", "bundle", "locale"]
        return call.arguments.dropFirst().allSatisfy { $0.label.map { localization.contains($0.text) } == true }
    }

    /// `title + "…"`: each operand one title, every operator `+`.
    private func concatenation(_ parts: [ExprSyntax], scope: Scope) -> String? {
        guard parts.count >= 3, parts.count % 2 == 1 else { return nil }
        var joined = ""
        for (number, part) in parts.enumerated() {
            if number % 2 == 1 {
                guard part.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
            } else {
                guard let one = titles(of: part, scope: scope), one.count == 1 else { return nil }
                joined += one[0]
            }
        }
        return joined
    }

    /// `Strings.save`: a `static let` of a type the project declares whose value is a literal or
    /// a localization call on one (`NSLocalizedString("menu.save", comment: …)`); nil otherwise,
    /// so a constant made of other constants is not followed (it could name itself).
    private func constant(_ access: MemberAccessExprSyntax) -> (value: ExprSyntax, scope: Scope)? {
        guard let base = access.base?.as(DeclReferenceExprSyntax.self), let type = index.types[base.baseName.text],
            let binding = type.property(access.declName.baseName.text),
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.let),
            variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            let value = binding.initializer?.value
        else { return nil }
        let literal = { (expression: ExprSyntax?) in expression?.is(StringLiteralExprSyntax.self) == true }
        if let call = value.as(FunctionCallExprSyntax.self) {
            guard literal(call.unlabelled.first) || literal(call.argument("localized")) else { return nil }
        } else if !literal(value) {
            return nil
        }
        return (value, Scope(file: file(of: binding), type: type))
    }

    private func titles(of literal: StringLiteralExprSyntax, scope: Scope) -> [String]? {
        var results = [""]
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                let value = literal.value(of: text)
                results = results.map { $0 + value }
            case .expressionSegment(let interpolation):
                guard let inner = interpolation.expressions.first?.expression else { continue }
                // A ternary in the interpolation gives each title (Show/Hide); a name bound to a
                // literal its text; anything else a placeholder naming the expression.
                let options = titles(of: inner, scope: scope) ?? ["{\(inner.trimmedDescription)}"]
                results = results.flatMap { prefix in options.map { prefix + $0 } }
            @unknown default: return nil
            }
        }
        return results
    }

    /// The title(s) and SF Symbol of a control or menu: from its arguments, or its `label:` closure.
    func labelAlternatives(_ call: FunctionCallExprSyntax, scope: Scope) -> (titles: [String]?, icon: String?) {
        var icon = call.argument("systemImage").flatMap { titles(of: $0, scope: scope)?.first }
        if let first = call.unlabelled.first, let found = titles(of: first, scope: scope) {
            return (found, icon)
        }
        let labelClosure =
            call.closure("label")
            ?? (call.argument("action") != nil || call.argument("isOn") != nil ? call.trailingClosure : nil)
        guard let label = labelClosure else { return (nil, icon) }
        for item in label.statements {
            guard case .expr(let expression) = item.item, let inner = firstCall(expression) else { continue }
            switch inner.role {
            case .content(.label)?:
                icon = icon ?? inner.argument("systemImage").flatMap { titles(of: $0, scope: scope)?.first }
                if let first = inner.unlabelled.first { return (titles(of: first, scope: scope), icon) }
                if let title = inner.closure("title") ?? inner.trailingClosure {
                    return (firstTitle(in: title.statements, scope: scope).map { [$0] }, icon)
                }
            case .content(.text)?:
                return (titles(of: ExprSyntax(inner), scope: scope), icon)
            case .content(.image)?:
                icon = icon ?? inner.argument("systemName").flatMap { titles(of: $0, scope: scope)?.first }
            default:
                continue
            }
        }
        return (icon.map { [$0] }, icon)
    }

    /// The first title and the icon.
    func labelOf(_ call: FunctionCallExprSyntax, scope: Scope) -> (title: String?, icon: String?) {
        let (titles, icon) = labelAlternatives(call, scope: scope)
        return (titles?.joined(separator: " / "), icon)
    }

    /// The first `Text`'s title in a closure (a section header, a label's title).
    func firstTitle(in list: CodeBlockItemListSyntax, scope: Scope) -> String? {
        for item in list {
            guard case .expr(let expression) = item.item, let call = firstCall(expression) else { continue }
            if let found = titles(of: ExprSyntax(call), scope: scope)?.first { return found }
        }
        return nil
    }

    /// The call under an expression's modifiers.
    func firstCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else {
                return call
            }
            current = base
        }
        return nil
    }
}

extension StringLiteralExprSyntax {
    /// What one of this literal's text segments says to the program: its escapes resolved
    /// (`\"`, `\u{2026}`, `\#n` in a `#"…"#` literal) by swift-syntax's own lexer, which
    /// the compiler uses too. A segment that did not parse is taken as written.
    func value(of segment: StringSegmentSyntax) -> String {
        guard let kind = stringLiteralKind, !segment.hasError else { return segment.content.text }
        var value = ""
        segment.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: delimiterLength, to: &value)
        return value
    }
}
