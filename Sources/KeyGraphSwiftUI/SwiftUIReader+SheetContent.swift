import KeyGraph
import SwiftSyntax

/// One view a sheet's content can show: the content itself, one case of a `switch` over the
/// sheet's item, one branch of an `if`, or the body of a property or function of the project
/// that the content names.
struct PresentedAlternative {
    var view: String
    var modifiers: [Modifier]
    /// The view's call, where the sheet it makes is located.
    var call: FunctionCallExprSyntax
    /// The code that holds it (a case, a branch, a member's declaration): what is written there
    /// is on screen in this sheet. Nil when it is the whole content.
    var region: Syntax?
    /// A `switch` case's name (`packageInstallation` for `case .packageInstallation(let x):`).
    var label: String?
}

extension SwiftUIReader {
    /// How many properties and functions a sheet's content is followed through.
    static let maximumContentDepth = 8

    /// The views a sheet's content shows: one per case of a `switch`, per branch of an `if`,
    /// through a property or function of the project returning `some View`; nil when the
    /// content is none of these (a case or branch that is not is noted, the others kept).
    mutating func presentedAlternatives(
        in list: CodeBlockItemListSyntax, type: SwiftType?, depth: Int = 0
    ) -> [PresentedAlternative]? {
        guard depth <= Self.maximumContentDepth else { return nil }
        for item in statements(list) {
            // Statements before a function's `return` (`renderer.scale = 3`) make no view.
            guard let expression = expression(of: item), !isAssignment(expression) else { continue }
            return alternatives(of: expression, type: type, depth: depth)
        }
        return nil
    }

    private mutating func alternatives(
        of expression: ExprSyntax, type: SwiftType?, depth: Int
    ) -> [PresentedAlternative]? {
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return caseAlternatives(switchExpression, type: type, depth: depth)
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return branchAlternatives(ifExpression, type: type, depth: depth)
        }
        var (root, modifiers) = split(expression)
        // `Namespace.View(…)`: the view is the namespace's member, not a modifier of it.
        if root.is(DeclReferenceExprSyntax.self), let first = modifiers.first, let call = first.call,
            first.name.first?.isUppercase == true
        {
            root = ExprSyntax(call)
            modifiers.removeFirst()
        }
        if let member = memberContent(root, type: type) {
            // A property or function of the project: what its body shows, held in its declaration.
            guard let found = presentedAlternatives(in: member.body, type: type, depth: depth + 1) else { return nil }
            return found.map { alternative in
                var alternative = alternative
                alternative.modifiers += modifiers
                if alternative.region == nil { alternative.region = member.declaration }
                return alternative
            }
        }
        guard let call = root.as(FunctionCallExprSyntax.self), let name = call.calledName else { return nil }
        if call.role?.isStack == true || call.role == .container(.group) {
            guard let inner = call.trailingClosure ?? call.closure("root") ?? call.closure("content"),
                let found = presentedAlternatives(in: inner.statements, type: type, depth: depth)
            else { return nil }
            return found.map { alternative in
                var alternative = alternative
                alternative.modifiers += modifiers
                return alternative
            }
        }
        if call.role == .content(.empty) { return [] }
        guard name.first?.isUppercase == true else { return nil }
        return [PresentedAlternative(view: name, modifiers: modifiers, call: call)]
    }

    /// `switch item { case .a: A() case .b: B() }`: each case's views, held in its case.
    private mutating func caseAlternatives(
        _ switchExpression: SwitchExprSyntax, type: SwiftType?, depth: Int
    ) -> [PresentedAlternative]? {
        var out: [PresentedAlternative] = []
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else {
                note(element, "a '#if' among a sheet's cases: its cases are not read")
                continue
            }
            out += heldAlternatives(
                switchCase.statements, in: Syntax(switchCase), label: caseName(switchCase),
                noting: Syntax(switchCase.label), "case", type: type, depth: depth)
        }
        return out
    }

    /// `if condition { A() } else if … { B() } else { C() }`: each branch's views, held in its block.
    private mutating func branchAlternatives(
        _ ifExpression: IfExprSyntax, type: SwiftType?, depth: Int
    ) -> [PresentedAlternative]? {
        var out: [PresentedAlternative] = []
        var blocks = [ifExpression.body]
        var next = ifExpression.elseBody
        while let body = next {
            switch body {
            case .ifExpr(let inner):
                blocks.append(inner.body)
                next = inner.elseBody
            case .codeBlock(let block):
                blocks.append(block)
                next = nil
            @unknown default:
                next = nil
            }
        }
        for block in blocks {
            out += heldAlternatives(
                block.statements, in: Syntax(block), noting: Syntax(block.leftBrace), "branch", type: type,
                depth: depth)
        }
        return out
    }

    /// The views one `case` or branch (`what`) shows, each held in `region` unless held deeper,
    /// and named `label` unless named deeper; none, with a note at `at`, when its content is not
    /// a view the reader can name.
    private mutating func heldAlternatives(
        _ statements: CodeBlockItemListSyntax, in region: Syntax, label: String? = nil, noting at: Syntax,
        _ what: String, type: SwiftType?, depth: Int
    ) -> [PresentedAlternative] {
        guard let found = presentedAlternatives(in: statements, type: type, depth: depth) else {
            note(at, "a \(what) of a sheet's content that is not a view the reader can name: not modelled")
            return []
        }
        return found.map { alternative in
            var alternative = alternative
            if alternative.region == nil { alternative.region = region }
            alternative.label = alternative.label ?? label
            return alternative
        }
    }

    /// `x = y`, `x.y = z`, `x += y`, as parsed (a sequence) or folded.
    private func isAssignment(_ expression: ExprSyntax) -> Bool {
        func assigns(_ element: ExprSyntax) -> Bool {
            if element.is(AssignmentExprSyntax.self) { return true }
            guard let name = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            return name.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(name)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return sequence.elements.contains(where: assigns) }
        return expression.as(InfixOperatorExprSyntax.self).map { assigns($0.operator) } ?? false
    }

    /// `.packageInstallation` (or `.massAppAdoption(let apps)`) of the case's first pattern.
    private func caseName(_ switchCase: SwitchCaseSyntax) -> String? {
        guard case .case(let label) = switchCase.label, let pattern = label.caseItems.first?.pattern else { return nil }
        var expression = pattern.as(ExpressionPatternSyntax.self)?.expression
        if let call = expression?.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        return expression?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The body and declaration of the computed property (`draftsList`, `self.draftsList`) or the
    /// function (`makeSheet()`, or `makeSheet` passed as the content) `expression` names: a
    /// member of `type`, else a free function of the project.
    func memberContent(
        _ expression: ExprSyntax, type: SwiftType?
    ) -> (body: CodeBlockItemListSyntax, declaration: Syntax)? {
        var called = expression
        var isCall = false
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
            called = call.calledExpression
            isCall = true
        }
        let name: String
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = called.as(MemberAccessExprSyntax.self),
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        guard name.first?.isLowercase == true else { return nil }
        if !isCall, let binding = type?.property(name), let body = body(of: binding) {
            return (body, Syntax(binding))
        }
        let function = type?.function(name) ?? (called.is(DeclReferenceExprSyntax.self) ? index.functions[name] : nil)
        guard let function, let body = function.body?.statements else { return nil }
        return (body, Syntax(function))
    }
}

extension SwiftUIReader {
    /// A context menu's content: on screen only while the menu is open, a place the app model
    /// does not present.
    func contextMenuPlace(_ call: FunctionCallExprSyntax) -> ShownIn {
        .unmodelled("a context menu (\(location(modifierName(call)).summary))")
    }

    /// The properties and functions of the view that a context menu's content names
    /// (`contextMenu(for: item)`, `self.previewButton`): what they make is in that menu.
    mutating func markContextMenuMembers(_ calls: [FunctionCallExprSyntax]) {
        for call in calls {
            guard let content = call.closure("menuItems") ?? call.closure("menu") ?? call.trailingClosure,
                let type = enclosingType(of: call)
            else { continue }
            let place = contextMenuPlace(call)
            // In a protocol's extension, `self.x` is each conforming type's `x`.
            let owners = type.at == nil ? conformers(of: type.name) : []
            for token in content.statements.tokens(viewMode: .sourceAccurate) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                var named = ExprSyntax(reference)
                if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                    named = ExprSyntax(access)
                }
                if let call = named.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == named.id {
                    named = ExprSyntax(call)
                }
                for owner in [type] + owners {
                    // A view, not an action (`Button("Reload", action: reload)`).
                    guard let member = memberContent(named, type: owner), makesView(member.declaration) else {
                        continue
                    }
                    presentationRegions[member.declaration.id] = presentationRegions[member.declaration.id] ?? place
                }
            }
        }
    }

    /// Whether a property or function is declared to make a view (`some View`, `AnyView`,
    /// `@ViewBuilder`).
    private func makesView(_ declaration: Syntax) -> Bool {
        let attributes: AttributeListSyntax?
        let type: TypeSyntax?
        if let function = declaration.as(FunctionDeclSyntax.self) {
            attributes = function.attributes
            type = function.signature.returnClause?.type
        } else if let binding = declaration.as(PatternBindingSyntax.self) {
            attributes = binding.parent?.parent?.as(VariableDeclSyntax.self)?.attributes
            type = binding.typeAnnotation?.type
        } else {
            return false
        }
        if attributes?.contains(where: { isAttribute($0, "ViewBuilder") }) == true { return true }
        return type?.trimmedDescription.hasSuffix("View") == true
    }

    /// The project's types that conform to the protocol `name`, directly or through protocols
    /// that refine it (`struct BrewPackage: Package`, `protocol Package: PackageNameDisplayable`).
    /// A type the sources do not declare and that is no protocol of theirs (`View`) has none here.
    private func conformers(of name: String) -> [SwiftType] {
        var refining: [String: Set<String>] = [:]
        var declared = false
        for file in files {
            for item in file.tree.statements {
                guard case .decl(let decl) = item.item, let proto = decl.as(ProtocolDeclSyntax.self) else { continue }
                declared = declared || proto.name.text == name
                for inherited in proto.inheritanceClause?.inheritedTypes ?? [] {
                    refining[inherited.type.trimmedDescription, default: []].insert(proto.name.text)
                }
            }
        }
        guard declared else { return [] }
        var protocols: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            for refined in refining[next] ?? [] where protocols.insert(refined).inserted { pending.append(refined) }
        }
        return index.types.values.filter { !$0.inherited.isDisjoint(with: protocols) }
    }
}
