import SwiftSyntax

extension LintContext {
    mutating func checkNavigation() {
        checkNestedStacks()
        checkDestinations()
        checkDeprecatedNavigationView()
    }

    /// A `NavigationStack` inside another one's content (not in a sheet, popover or inspector,
    /// which present their own), directly or through a view of the project whose body has one.
    private mutating func checkNestedStacks() {
        var reported: Set<SyntaxIdentifier> = []
        for (file, outer) in allCalls where outer.typeRole == .navigation(.stack) {
            let outerAt = file.location(of: outer.calledExpression).summary
            for closure in outer.closures {
                for call in UnpresentedCalls.calls(in: closure) where !reported.contains(call.id) {
                    if call.typeRole == .navigation(.stack) {
                        reported.insert(call.id)
                        report(
                            .navigationNestedStack, call.calledExpression, in: file,
                            "NavigationStack inside the NavigationStack at \(outerAt)")
                    } else if let name = call.typeName, isView(name), name != call.enclosingTypeName,
                        let inner = stack(inView: name, visited: [])
                    {
                        reported.insert(call.id)
                        report(
                            .navigationNestedStack, call.calledExpression, in: file,
                            "'\(name)' has its own NavigationStack (\(inner)) and is shown inside the "
                                + "NavigationStack at \(outerAt)")
                    }
                }
            }
        }
    }

    /// Where the body of view `name` (or of a view it shows) has a `NavigationStack`, outside
    /// presented content; nil if it has none.
    private func stack(inView name: String, visited: Set<String>) -> String? {
        guard visited.count < 6, let body = index.types[name]?.property("body") else { return nil }
        let calls = UnpresentedCalls.calls(in: body)
        if let stack = calls.first(where: { $0.typeRole == .navigation(.stack) }) {
            return location(of: stack.calledExpression)
        }
        for call in calls {
            guard let inner = call.typeName, isView(inner), !visited.contains(inner), inner != name else { continue }
            if let found = stack(inView: inner, visited: visited.union([name])) { return found }
        }
        return nil
    }

    /// `File.swift:LINE:COL` of a node in any file.
    func location(of node: some SyntaxProtocol) -> String {
        let root = node.root.id
        return (files.first { Syntax($0.tree).id == root }?.location(of: node).summary) ?? "?"
    }

    /// Pushed values whose type no `.navigationDestination(for:)` of the project registers,
    /// and views stored in a path.
    private mutating func checkDestinations() {
        var registered: Set<String> = []
        var undecidedAt: [(SwiftFile, FunctionCallExprSyntax)] = []
        // Also a helper's own `navigationDestination(for:)`, called on its implicit self.
        for (file, call) in allCalls where call.calledName == "navigationDestination" {
            guard let forType = call.argument("for") else { continue }
            if let access = forType.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
                let base = access.base?.trimmedDescription, !isGenericParameter(base, at: call)
            {
                registered.insert(base.split(separator: ".").last.map(String.init) ?? base)
            } else {
                undecidedAt.append((file, call))
            }
        }
        for (file, call) in undecidedAt {
            undecided(
                .navigationMissingDestination, call.calledExpression, in: file,
                "a destination registered for '\(call.argument("for")?.trimmedDescription ?? "")' here: "
                    + "which types it covers is not known, so pushed values are not checked")
        }
        let paths = pathElementTypes()
        for (file, call) in allCalls {
            let pushed: ExprSyntax
            var elementType: String? = nil
            // SwiftUI's `NavigationLink(value:)` takes a title, the value and a label, nothing else
            // (a project's own initializer with `value:` may mean something else).
            if call.typeRole == .navigation(.link), let value = call.argument("value"),
                call.arguments.allSatisfy({ $0.label == nil || $0.label?.text == "value" || $0.label?.text == "label" })
            {
                if selects(call) { continue }  // a selection in a split view's list, not a push
                pushed = value
            } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "append", let receiver = access.base,
                let path = lastName(receiver), let known = paths[path], call.arguments.count == 1,
                let value = call.arguments.first?.expression
            {
                pushed = value
                elementType = known
            } else {
                continue
            }
            if let view = pushed.as(FunctionCallExprSyntax.self)?.typeName, view == "AnyView" || isView(view) {
                report(
                    .navigationViewInPath, pushed, in: file,
                    "the view '\(view)' is pushed as a navigation value: push the route data it shows")
                continue
            }
            guard undecidedAt.isEmpty,
                let type = valueType(pushed, in: call) ?? (elementType == "" ? nil : elementType),
                !registered.contains(type)
            else { continue }
            report(
                .navigationMissingDestination, pushed, in: file,
                "a '\(type)' value is pushed, but no .navigationDestination(for: \(type).self) is registered")
        }
    }

    /// Whether `node` sits in a split view or a `List(selection:)`, where a `NavigationLink(value:)`
    /// selects rather than pushes: in its own view's code, or in a view of the project whose every
    /// use is (CodeEdit's `SettingsPageView`, a link that its settings sidebar's list shows).
    private func selects(_ node: some SyntaxProtocol, depth: Int = 0) -> Bool {
        if node.enclosingCalls.contains(where: {
            $0.typeRole == .navigation(.splitView)
                || ($0.typeRole == .navigation(.list) && $0.argument("selection") != nil)
        }) {
            return true
        }
        guard depth < 4, let type = node.enclosingTypeName, isView(type) else { return false }
        // In a function of the view (CodeEdit's `results(_:_:)`, called in its sidebar's list): its calls.
        if let function = Self.enclosingFunction(of: Syntax(node)) {
            let calls = allCalls.filter {
                $0.call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == function
                    && $0.call.enclosingTypeName == type
            }
            return !calls.isEmpty && calls.allSatisfy { selects($0.call, depth: depth + 1) }
        }
        let uses = allCalls.filter { $0.call.typeName == type && !$0.call.isInPreview }
        return !uses.isEmpty && uses.allSatisfy { selects($0.call, depth: depth + 1) }
    }

    /// The name of the function declaration `node` is in, up to its type's declaration.
    private static func enclosingFunction(of node: Syntax) -> String? {
        var current = node.parent
        while let parent = current, !parent.is(StructDeclSyntax.self), !parent.is(ClassDeclSyntax.self),
            !parent.is(ExtensionDeclSyntax.self)
        {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            current = parent.parent
        }
        return nil
    }

    /// The paths the project's stacks bind (`NavigationStack(path: $model.path)` → `path`) and the
    /// properties of type `NavigationPath`, each with its element type ("" when type-erased).
    private func pathElementTypes() -> [String: String] {
        var names: Set<String> = []
        for (_, call) in allCalls where call.typeRole == .navigation(.stack) {
            if let path = call.argument("path"), let name = lastName(path) { names.insert(name) }
        }
        var out: [String: String] = [:]
        for type in index.types.values {
            for member in type.members {
                for binding in member.as(VariableDeclSyntax.self)?.bindings ?? [] {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let annotated = binding.typeAnnotation?.type
                    let initial = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.typeRole
                    if SwiftUINames.role(of: annotated?.trimmedDescription) == .navigation(.path)
                        || initial == .navigation(.path)
                    {
                        out[name] = ""
                    } else if names.contains(name), let array = annotated?.as(ArrayTypeSyntax.self) {
                        out[name] = array.element.trimmedDescription
                    }
                }
            }
        }
        for name in names where out[name] == nil { out[name] = "" }
        return out
    }

    /// The type of a pushed value when the source says it: a literal, `Route.detail(…)`,
    /// `Recipe(…)`, or a property of the view with a type annotation.
    private func valueType(_ value: ExprSyntax, in call: FunctionCallExprSyntax) -> String? {
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        var expression = value
        if let inner = value.as(FunctionCallExprSyntax.self) {
            if let name = inner.typeName { return index.types[name] != nil ? name : nil }
            expression = inner.calledExpression
        }
        if let access = expression.as(MemberAccessExprSyntax.self),
            let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            base.first?.isUppercase == true, index.types[base] != nil
        {
            return base
        }
        if let reference = value.as(DeclReferenceExprSyntax.self), let owner = call.enclosingTypeName,
            let type = index.types[owner]?.property(reference.baseName.text)?.typeAnnotation?.type
                .as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil
        {
            return index.types[type.name.text] != nil ? type.name.text : nil
        }
        return nil
    }

    /// Whether `name` is a generic parameter of a function or type around `node`.
    private func isGenericParameter(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            let clause =
                parent.as(FunctionDeclSyntax.self)?.genericParameterClause
                ?? parent.as(StructDeclSyntax.self)?.genericParameterClause
                ?? parent.as(ClassDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            current = parent.parent
        }
        return false
    }

    /// `NavigationView` where every deployment target has `NavigationStack` (iOS 16, macOS 13),
    /// outside the fallback of an availability check.
    private mutating func checkDeprecatedNavigationView() {
        let introduced = ["iOS": 1600, "macOS": 1300, "tvOS": 1600, "watchOS": 900]
        guard !targets.predates(introduced) else { return }
        for (file, call) in allCalls where call.typeRole == .navigation(.legacyStack) && !call.isAvailabilityFallback {
            let unknown = targets.isEmpty ? " (no deployment target found)" : ""
            report(
                .navigationViewDeprecated, call.calledExpression, in: file,
                "NavigationView is deprecated: use NavigationStack or NavigationSplitView\(unknown)")
        }
    }
}

/// The last name of a path expression: `$model.path` → `path`, `router.path` → `path`.
func lastName(_ expression: ExprSyntax) -> String? {
    if let access = expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        return name.hasPrefix("$") ? String(name.dropFirst()) : name
    }
    return nil
}
