import SwiftSyntax

extension LintContext {
    mutating func checkTabsAndSheets() {
        checkSharedPaths()
        checkTabItems()
        checkSheets()
    }

    /// One path bound to the stacks of two tabs of a `TabView`: directly
    /// (`NavigationStack(path: $path)` in two tabs) or passed to a tab's view whose stack binds it.
    private mutating func checkSharedPaths() {
        for (file, tabView) in allCalls where tabView.typeRole == .navigation(.tabView) {
            guard let content = tabView.trailingClosure ?? tabView.closures.first else { continue }
            var firstTab: [String: String] = [:]
            for (number, tab) in content.statements.enumerated() {
                var seen: Set<String> = []
                for (path, node) in boundPaths(in: tab) where !seen.contains(path) {
                    seen.insert(path)
                    if let first = firstTab[path] {
                        report(
                            .tabSharedPath, node, in: file,
                            "the path '\(path)' is bound to this tab's NavigationStack and to the one at \(first)")
                    } else {
                        firstTab[path] = "\(location(of: node)) (tab \(number + 1))"
                    }
                }
            }
        }
    }

    /// The paths a tab's stacks bind, each with where it is written (`$path` → `path`).
    private func boundPaths(in tab: some SyntaxProtocol) -> [(String, ExprSyntax)] {
        var out: [(String, ExprSyntax)] = []
        for call in UnpresentedCalls.calls(in: tab) {
            if call.typeRole == .navigation(.stack), let path = call.argument("path") {
                out.append((pathKey(path), path))
            } else if let name = call.typeName, isView(name), let body = index.types[name]?.property("body") {
                // A view given the path: `HomeView(path: $path)` whose body has `NavigationStack(path: $path)`.
                let bound = Set(
                    UnpresentedCalls.calls(in: body).filter { $0.typeRole == .navigation(.stack) }
                        .compactMap { $0.argument("path").flatMap(lastName) })
                for argument in call.arguments {
                    if let label = argument.label?.text, bound.contains(label) {
                        out.append((pathKey(argument.expression), argument.expression))
                    }
                }
            }
        }
        return out
    }

    private func pathKey(_ path: ExprSyntax) -> String {
        let text = path.trimmedDescription
        return text.hasPrefix("$") ? String(text.dropFirst()) : text
    }

    /// `.tabItem` where every deployment target has `Tab(value:)` (iOS 18, macOS 15).
    private mutating func checkTabItems() {
        let introduced = ["iOS": 1800, "macOS": 1500, "tvOS": 1800, "watchOS": 1100]
        guard !targets.predates(introduced) else { return }
        for (file, call) in allCalls where call.namedModifierRole == .tabItem && !call.isAvailabilityFallback {
            guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName else { continue }
            let unknown = targets.isEmpty ? " (no deployment target found)" : ""
            report(.tabItem, name, in: file, ".tabItem is the older tab API: use Tab(value:) in TabView\(unknown)")
        }
    }

    /// `.sheet(isPresented:)` (or `.fullScreenCover`) whose content unwraps an optional property
    /// of its view: the optional is the presented model.
    private mutating func checkSheets() {
        for (file, call) in allCalls
        where call.namedModifierRole == .presentation(.sheet)
            || call.namedModifierRole == .presentation(.fullScreenCover)
        {
            guard let flag = call.argument("isPresented"),
                let content = call.closure("content") ?? call.trailingClosure,
                let owner = call.enclosingTypeName, let type = index.types[owner],
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
            else { continue }
            let model = UnwrappedNames.names(in: content).first { name in
                // An optional of a type the project declares (not only extends): its model, which a
                // `UIImage?` is not.
                guard let annotated = type.property(name)?.typeAnnotation?.type else { return false }
                let wrapped =
                    annotated.as(OptionalTypeSyntax.self)?.wrappedType
                    ?? annotated.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
                return wrapped.map { index.types[$0.trimmedDescription]?.at != nil } ?? false
            }
            guard let model else { continue }
            report(
                .sheetItem, name, in: file,
                "'.\(name.baseName.text)(isPresented: \(flag.trimmedDescription))' shows '\(model)', an optional "
                    + "this view holds: present it with .\(name.baseName.text)(item: $\(model))")
        }
    }
}

/// The names a closure unwraps: `if let x`, `if let y = x`, `guard let y = x`, `x!`.
final class UnwrappedNames: SyntaxVisitor {
    private var names: [String] = []

    static func names(in node: some SyntaxProtocol) -> [String] {
        let visitor = UnwrappedNames(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.names
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value {
            if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? value.as(MemberAccessExprSyntax.self).flatMap({
                    $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil
                })
            {
                names.append(name)
            }
        } else if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            names.append(name)
        }
        return .visitChildren
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text { names.append(name) }
        return .visitChildren
    }
}
