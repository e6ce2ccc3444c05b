import SwiftSyntax

extension LintContext {
    mutating func checkDeepLinks() {
        if rules.contains(.deepLinkScattered) { checkURLHandlers() }
        if rules.contains(.routerMainActor) { checkRouters() }
    }

    /// `.onOpenURL` in more than one place — more than one type of the project — unless each
    /// hands the URL to the same method (`router.handle(url)`: the parsing is in one place) or
    /// they are in different clauses of one `#if` (one place per platform). Handlers in one type
    /// (the branches of an app's root view) are one place.
    private mutating func checkURLHandlers() {
        let handlers = allCalls.filter { $0.call.memberName == "onOpenURL" && !$0.call.isInPreview }
        guard handlers.count > 1 else { return }
        let delegates = Set(handlers.map { $0.call.delegatedMethod ?? "" })
        guard delegates.count > 1 || delegates.contains("") else { return }
        var first: [(owner: String, call: FunctionCallExprSyntax)] = []
        for (file, call) in handlers {
            guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName else { continue }
            let owner = call.enclosingTypeName ?? file.name
            if let earlier = first.first(where: { $0.owner != owner && !call.isExclusive(with: $0.call) }),
                !first.contains(where: { $0.owner == owner }), let earlierName = earlier.call.memberToken
            {
                report(
                    .deepLinkScattered, name, in: file,
                    "URLs are handled here (\(owner)) and at \(location(of: earlierName)) "
                        + "(\(earlier.owner)): parse them in one place")
            }
            first.append((owner, call))
        }
    }

    /// An `@Observable` or `ObservableObject` class holding navigation state (a `NavigationPath`,
    /// a path array or a tab selection a view binds through it) that is not `@MainActor`.
    private mutating func checkRouters() {
        guard !targets.mainActorByDefault else { return }
        let bound = boundNavigationState()
        let declarations = files.map { ClassCollector.declarations(in: $0.tree) }
        let isolated = Set(declarations.flatMap(\.isolated))
        for (file, declaration) in zip(files, declarations).flatMap({ file, found in found.classes.map { (file, $0) } })
        {
            let name = declaration.name.text
            let attributes = declaration.attributes.compactMap {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            }
            let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            guard
                attributes.contains("Observable") || attributes.contains("Observation.Observable")
                    || inherited.contains("ObservableObject") || inherited.contains("Combine.ObservableObject"),
                !attributes.contains("MainActor")
            else { continue }
            let state = navigationState(of: declaration, bound: bound[name] ?? [])
            guard let (property, kind) = state.first else { continue }
            let plain: Set<String> = [
                "ObservableObject", "Combine.ObservableObject", "NSObject", "Observable", "Hashable", "Equatable",
                "Sendable", "@unchecked Sendable", "Identifiable", "Codable", "Decodable", "Encodable",
                "CustomStringConvertible",
            ]
            if inherited.contains(where: isolated.contains) { continue }
            if let other = inherited.first(where: { !plain.contains($0) && index.types[$0]?.at == nil }) {
                undecided(
                    .routerMainActor, declaration.name, in: file,
                    "'\(name)' holds navigation state ('\(property)') and inherits from '\(other)', "
                        + "which the sources do not declare: whether it is @MainActor is not known")
                continue
            }
            report(
                .routerMainActor, declaration.name, in: file,
                "'\(name)' holds navigation state ('\(property)', \(kind)) and is not @MainActor")
        }
    }

    /// The stored properties of a class that are navigation state and not `@MainActor` themselves.
    private func navigationState(of declaration: ClassDeclSyntax, bound: Set<String>) -> [(String, String)] {
        var out: [(String, String)] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.attributes.contains(where: { isAttribute($0, "MainActor") }),
                !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if case .getter? = binding.accessorBlock?.accessors { continue }
                let annotated = binding.typeAnnotation?.type
                let initial = binding.initializer?.value
                if SwiftUINames.role(of: annotated?.trimmedDescription) == .navigation(.path)
                    || initial?.as(FunctionCallExprSyntax.self)?.typeRole == .navigation(.path)
                {
                    out.append((name, "a NavigationPath"))
                } else if bound.contains(name) {
                    out.append((name, "bound to a NavigationStack or TabView"))
                }
            }
        }
        return out
    }

    /// Per class name, the properties that views bind as a stack's path or a tab view's
    /// selection (`NavigationStack(path: $router.path)`), where the view's property says the
    /// class (`@State var router = Router()`, `@Environment(Router.self)`, `var router: Router`).
    private func boundNavigationState() -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for (_, call) in allCalls {
            let argument: ExprSyntax?
            switch call.typeRole {
            case .navigation(.stack)?: argument = call.argument("path")
            case .navigation(.tabView)?: argument = call.argument("selection")
            default: argument = nil
            }
            guard let access = argument?.as(MemberAccessExprSyntax.self),
                let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let owner = call.enclosingTypeName, let holder = index.types[owner],
                let type = declaredClass(of: String(base.drop { $0 == "$" }), in: holder)
            else { continue }
            out[type, default: []].insert(access.declName.baseName.text)
        }
        return out
    }

    /// The type a view's property holds, as its declaration says.
    private func declaredClass(of property: String, in holder: SwiftType) -> String? {
        guard let binding = holder.property(property) else { return nil }
        if let type = binding.typeAnnotation?.type.trimmedDescription, index.types[type] != nil { return type }
        if let type = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.typeName { return type }
        let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
        for attribute in variable?.attributes ?? [] {
            guard let attribute = attribute.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription == "Environment",
                case .argumentList(let arguments)? = attribute.arguments,
                let access = arguments.first?.expression.as(MemberAccessExprSyntax.self),
                access.declName.baseName.text == "self", let base = access.base?.trimmedDescription
            else { continue }
            return base
        }
        return nil
    }
}

extension FunctionCallExprSyntax {
    /// The method a URL handler hands the URL to, when that is all it does:
    /// `.onOpenURL { router.handle($0) }` and `.onOpenURL(perform: router.handle)` → `handle`.
    var delegatedMethod: String? {
        if let reference = argument("perform"), !reference.is(ClosureExprSyntax.self) {
            return reference.trimmedDescription.split(separator: ".").last.map(String.init)
        }
        guard var closure = closure("perform") ?? trailingClosure else { return nil }
        while true {
            guard closure.statements.count == 1, case .expr(var expression)? = closure.statements.first?.item else {
                return nil
            }
            if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            if call.typeRole == .task, let inner = call.trailingClosure {
                closure = inner
                continue
            }
            return call.calledName
        }
    }

    /// Whether the two calls are in different clauses of one `#if` (never compiled together).
    func isExclusive(with other: FunctionCallExprSyntax) -> Bool {
        func clauses(_ node: some SyntaxProtocol) -> [SyntaxIdentifier: SyntaxIdentifier] {
            var out: [SyntaxIdentifier: SyntaxIdentifier] = [:]
            var current = Syntax(node)
            while let parent = current.parent {
                if let clause = parent.as(IfConfigClauseSyntax.self), let config = clause.parent?.parent {
                    out[config.id] = clause.id
                }
                current = parent
            }
            return out
        }
        let mine = clauses(self)
        return clauses(other).contains { config, clause in mine[config].map { $0 != clause } ?? false }
    }
}

/// Every class declaration of a file (nested ones too), and the classes and protocols it
/// declares `@MainActor` (a protocol's isolation passes to the classes that conform to it).
final class ClassCollector: SyntaxVisitor {
    private var classes: [ClassDeclSyntax] = []
    private var isolated: [String] = []

    static func declarations(in node: some SyntaxProtocol) -> (classes: [ClassDeclSyntax], isolated: [String]) {
        let collector = ClassCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return (collector.classes, collector.isolated)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        if node.attributes.contains(where: { isAttribute($0, "MainActor") }) { isolated.append(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: { isAttribute($0, "MainActor") }) { isolated.append(node.name.text) }
        return .skipChildren
    }
}
