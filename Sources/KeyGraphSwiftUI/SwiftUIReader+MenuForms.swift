import KeyGraph
import SwiftSyntax

/// The collections a `ForEach` (or a `Picker`'s options) can be read over: literal arrays and
/// ranges, an enum's `allCases` whose cases the sources list, `.enumerated()` and `.indices`
/// of those; and what an enum case's `rawValue` or a computed property of it says.
extension SwiftUIReader {
    /// One element of a collection read from the source, and its offset.
    struct Element {
        var offset: Int
        var value: ExprSyntax
    }

    /// `scope` with a `ForEach` or `Picker` closure's parameters bound to one element: the
    /// offset and the value for `enumerated()`'s two parameters, else the value to the first.
    static func binding(_ element: Element, to parameters: [String], enumerated: Bool, in scope: Scope) -> Scope {
        var inner = scope
        if enumerated, parameters.count == 2 {
            inner.bindings[parameters[0]] = Bound(expression: integer(element.offset), scope: scope)
            inner.bindings[parameters[1]] = Bound(expression: element.value, scope: scope)
        } else if let parameter = parameters.first {
            inner.bindings[parameter] = Bound(expression: element.value, scope: scope)
        }
        return inner
    }

    /// The elements of `expression` and whether each comes with its offset (`enumerated()`:
    /// a closure of two parameters); nil when the source does not state them.
    func forEachElements(_ expression: ExprSyntax) -> (elements: [Element], isEnumerated: Bool)? {
        // `Array(x)`, `(x)`.
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledName == "Array", call.arguments.count == 1,
            let inner = call.unlabelled.first
        {
            return forEachElements(inner)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
            access.declName.baseName.text == "enumerated", let inner = forEachElements(base)
        {
            return (inner.elements, true)
        }
        // `x.map { $0 }`, `x.map(\.self)`: the same elements.
        if let call = expression.as(FunctionCallExprSyntax.self), Self.isIdentityMap(call),
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        {
            return forEachElements(base)
        }
        // A `let` of the code around: `let values = Format.allCases.map { $0 }`.
        if let reference = expression.as(DeclReferenceExprSyntax.self), let value = localValue(of: reference) {
            return forEachElements(value)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            switch access.declName.baseName.text {
            case "allCases":
                guard let cases = enumCases(base.trimmedDescription) else { return nil }
                return (cases.enumerated().map { Element(offset: $0.offset, value: $0.element) }, false)
            case "indices":
                guard let inner = forEachElements(base) else { return nil }
                return (inner.elements.map { Element(offset: $0.offset, value: Self.integer($0.offset)) }, false)
            default:
                return nil
            }
        }
        guard let elements = literalElements(expression) else { return nil }
        return (elements.enumerated().map { Element(offset: $0.offset, value: $0.element) }, false)
    }

    /// `Type.name` for each case of the enum `typeName`, in declaration order; nil when the
    /// sources do not declare it or it has no cases.
    func enumCases(_ typeName: String) -> [ExprSyntax]? {
        let name = typeName.split(separator: ".").last.map(String.init) ?? typeName
        guard let type = index.types[name] else { return nil }
        var out: [ExprSyntax] = []
        for member in type.members {
            guard let declaration = member.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements where element.parameterClause == nil {
                out.append(
                    ExprSyntax(
                        MemberAccessExprSyntax(
                            base: DeclReferenceExprSyntax(baseName: .identifier(name)),
                            declName: DeclReferenceExprSyntax(baseName: .identifier(element.name.text)))))
            }
        }
        return out.isEmpty ? nil : out
    }

    /// `x.map { $0 }` or `x.map(\.self)`.
    private static func isIdentityMap(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "map" else {
            return false
        }
        if let closure = call.trailingClosure, call.arguments.isEmpty, closure.statements.count == 1 {
            return closure.statements.first?.item.trimmedDescription == "$0"
        }
        return call.trailingClosure == nil && call.arguments.count == 1
            && call.arguments.first?.expression.trimmedDescription == "\\.self"
    }

    /// The value a `let` before `reference`, in a block around it, gives its name
    /// (`let values = …` in the closure the `ForEach` is in); nil when there is none.
    func localValue(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        let name = reference.baseName.text
        var child = Syntax(reference)
        while let parent = child.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.asProtocol(DeclGroupSyntax.self) != nil { return nil }
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.id == child.id { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindingSpecifier.tokenKind == .keyword(.let)
                    else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            child = parent
        }
        return nil
    }

    /// `values.firstIndex(of: value)` (`!` or not) where the sources state the collection's
    /// elements and `value` is bound to one of them: its offset.
    func firstIndex(_ expression: ExprSyntax, scope: Scope) -> Int? {
        let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        guard let call = unwrapped.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == "firstIndex", let base = access.base, let wanted = call.argument("of"),
            let (elements, _) = forEachElements(base)
        else { return nil }
        var value = wanted
        var valueScope = scope
        for _ in 0..<Self.maximumReferences {
            guard let reference = value.as(DeclReferenceExprSyntax.self),
                let bound = valueScope.bound(reference.baseName.text)
            else { break }
            value = bound.expression
            valueScope = bound.scope
        }
        let text = value.trimmedDescription
        return elements.first { $0.value.trimmedDescription == text }?.offset
    }

    static func integer(_ value: Int) -> ExprSyntax {
        ExprSyntax(IntegerLiteralExprSyntax(literal: .integerLiteral(String(value))))
    }

    /// The names a closure's parameters bind, in order: `{ index, theme in … }`.
    func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map(\.firstName.text)
        case nil: return []
        @unknown default: return []
        }
    }

    /// The title an enum case gives through a member: `theme.rawValue` (its raw value, else its
    /// name) or a computed property whose body switches over `self` and returns a title for it.
    func titles(ofMember member: String, of value: MemberAccessExprSyntax, scope: Scope) -> [String]? {
        guard let typeName = value.base?.trimmedDescription, let type = index.types[typeName] else { return nil }
        let caseName = value.declName.baseName.text
        if member == "rawValue" {
            for declaration in type.members.compactMap({ $0.as(EnumCaseDeclSyntax.self) }) {
                for element in declaration.elements where element.name.text == caseName {
                    guard let raw = element.rawValue?.value else { return [caseName] }
                    return titles(of: raw, scope: scope)
                }
            }
            return nil
        }
        guard let property = type.property(member), let list = body(of: property) else { return nil }
        for item in list {
            guard let switched = expression(of: item.item)?.as(SwitchExprSyntax.self),
                switched.subject.trimmedDescription == "self"
            else { continue }
            for element in switched.cases {
                guard case .switchCase(let switchCase) = element,
                    case .case(let label) = switchCase.label,
                    label.caseItems.contains(where: {
                        $0.pattern.trimmedDescription.split(separator: ".").last.map(String.init) == caseName
                    }),
                    let first = switchCase.statements.first
                else { continue }
                return expression(of: first.item).flatMap { titles(of: $0, scope: scope) }
            }
        }
        return nil
    }

    /// An integer the source states: a literal, a name bound to one, or `a + b`, `a - b`, `a * b` of those.
    func integer(of expression: ExprSyntax, scope: Scope) -> Int? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text) }
        if let index = firstIndex(expression, scope: scope) { return index }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let bound = scope.bound(reference.baseName.text)
        {
            return integer(of: bound.expression, scope: bound.scope)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            return integer(of: inner.expression, scope: scope)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            guard let a = integer(of: parts[0], scope: scope), let b = integer(of: parts[2], scope: scope),
                let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text
            else { return nil }
            switch op {
            case "+": return a.addingReportingOverflow(b).overflow ? nil : a + b
            case "-": return a.subtractingReportingOverflow(b).overflow ? nil : a - b
            case "*": return a.multipliedReportingOverflow(by: b).overflow ? nil : a * b
            default: return nil
            }
        }
        return nil
    }
}
