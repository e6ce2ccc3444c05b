import KeyGraph
import SwiftSyntax

/// The views: controls with a shortcut outside the menus (toolbar, sheet and hidden
/// buttons), toolbars, and the focused values views publish.
extension SwiftUIReader {
    mutating func readViews() {
        var found = ViewModifierCalls(viewMode: .sourceAccurate)
        for file in files { found.walk(file.tree) }
        for (key, isScene) in found.published {
            if isScene {
                if !app.publishedForScene.contains(key) { app.publishedForScene.append(key) }
            } else if !app.published.contains(key) {
                app.published.append(key)
            }
        }
        for toolbar in found.toolbars { readToolbar(toolbar) }
        var parameterized: Set<String> = []
        for call in found.shortcuts where !readShortcuts.contains(call.id) {
            readShortcutInView(call, parameterized: &parameterized)
        }
        guard !parameterized.isEmpty else { return }
        // A view that applies `.keyboardShortcut` to its parameter: read at each call site.
        var sites = CallSites(names: parameterized, viewMode: .sourceAccurate)
        for file in files { sites.walk(file.tree) }
        for site in sites.calls {
            let scope = Scope(file: file(of: site), type: enclosingType(of: site))
            readingViews = true
            _ = readItem(chainTop(of: site), scope: scope, place: "view \(scope.type?.name ?? "?")")
            readingViews = false
        }
    }

    private mutating func readShortcutInView(_ call: FunctionCallExprSyntax, parameterized: inout Set<String>) {
        let type = enclosingType(of: call)
        // The App, its scenes and commands are read from the `@main` App's body, and only
        // where it uses them.
        if let type, !type.inherited.isDisjoint(with: ["App", "Scene", "Commands"]) { return }
        let scope = Scope(file: file(of: call), type: type)
        if let type, let key = call.unlabelled.first?.as(DeclReferenceExprSyntax.self),
            type.storedProperties.contains(where: { $0.name == key.baseName.text })
        {
            readShortcuts.insert(call.id)
            parameterized.insert(type.name)
            return
        }
        let top = chainTop(of: call)
        let root = split(top).root
        guard let control = root.as(FunctionCallExprSyntax.self), !readControls.contains(control.id) else { return }
        let before = app.commands.count
        readingViews = true
        _ = readItem(top, scope: scope, place: "view \(type?.name ?? "?")")
        readingViews = false
        if app.commands.count == before, !readShortcuts.contains(call.id) {
            note(
                call.calledExpression,
                "a shortcut on '\(control.calledName ?? root.trimmedDescription)', which the reader does not follow")
        }
        readShortcuts.insert(call.id)
    }

    /// `.toolbar { ToolbarItem(placement:) { Button } ToolbarItemGroup { … } Button }`.
    private mutating func readToolbar(_ call: FunctionCallExprSyntax) {
        guard let content = call.trailingClosure ?? call.closure("content") else { return }
        let type = enclosingType(of: call)
        let scope = Scope(file: file(of: call), type: type)
        var items: [(command: Int, placement: String?)] = []
        func placement(_ call: FunctionCallExprSyntax) -> String? {
            call.argument("placement")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        for item in statements(content.statements) {
            guard let statement = expression(of: item),
                let inner = split(statement).root.as(FunctionCallExprSyntax.self)
            else { continue }
            switch inner.calledName {
            case "ToolbarItem", "ToolbarItemGroup":
                guard let body = inner.trailingClosure ?? inner.closure("content") else { continue }
                for element in statements(body.statements) {
                    guard let child = expression(of: element) else { continue }
                    items += toolbarButtons(child, scope: scope).map { ($0, placement(inner)) }
                }
            default:
                items += toolbarButtons(statement, scope: scope).map { ($0, nil) }
            }
        }
        guard !items.isEmpty else { return }
        app.toolbars.append(ReadToolbar(target: type?.name ?? "*", items: items, at: location(call.calledExpression)))
    }

    private mutating func toolbarButtons(_ expression: ExprSyntax, scope: Scope) -> [Int] {
        let (root, modifiers) = split(expression)
        guard let call = root.as(FunctionCallExprSyntax.self), call.calledName == "Button" else { return [] }
        return readControl(
            call, modifiers: modifiers, scope: scope, place: "toolbar of \(scope.type?.name ?? "?")", isMenuItem: false
        ).map { [$0] } ?? []
    }

    /// The outermost expression of the modifier chain `node` is in.
    func chainTop(of node: FunctionCallExprSyntax) -> ExprSyntax {
        var current = ExprSyntax(node)
        while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id,
            let call = access.parent?.as(FunctionCallExprSyntax.self)
        {
            current = ExprSyntax(call)
        }
        return current
    }

    /// The type whose declaration (or extension) holds `node`.
    func enclosingType(of node: some SyntaxProtocol) -> SwiftType? {
        var current = node.parent
        while let parent = current {
            if let named = parent.asProtocol(NamedDeclSyntax.self), parent.asProtocol(DeclGroupSyntax.self) != nil {
                return index.types[named.name.text]
            }
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                return index.types[extensionDecl.extendedType.trimmedDescription]
            }
            current = parent.parent
        }
        return nil
    }
}

/// Finds the modifier calls the view scan reads.
private final class ViewModifierCalls: SyntaxVisitor {
    var shortcuts: [FunctionCallExprSyntax] = []
    var toolbars: [FunctionCallExprSyntax] = []
    var published: [(key: String, isScene: Bool)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let access = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        switch access.declName.baseName.text {
        case "keyboardShortcut": shortcuts.append(node)
        case "toolbar" where node.trailingClosure != nil: toolbars.append(node)
        case "focusedValue", "focusedSceneValue":
            if let path = node.arguments.first?.expression.as(KeyPathExprSyntax.self),
                let key = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName
                    .text
            {
                published.append((key, access.declName.baseName.text == "focusedSceneValue"))
            }
        default: break
        }
        return .visitChildren
    }
}

/// Finds the calls of the named types.
private final class CallSites: SyntaxVisitor {
    let names: Set<String>
    var calls: [FunctionCallExprSyntax] = []

    init(names: Set<String>, viewMode: SyntaxTreeViewMode) {
        self.names = names
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(name) {
            calls.append(node)
        }
        return .visitChildren
    }
}
