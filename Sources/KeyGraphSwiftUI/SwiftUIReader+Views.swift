import KeyGraph
import SwiftSyntax

/// The views: controls with a shortcut outside the menus (toolbar, sheet and hidden
/// buttons), toolbars, and the focused values views publish.
extension SwiftUIReader {
    mutating func readViews() {
        var found = ViewModifierCalls()
        for file in files { found.walk(file.calls) }
        if !index.platformFolders.choices.isEmpty { found.keep { !isInLeftOutDeclaration($0) } }
        for (key, isScene) in found.published {
            if isScene {
                if !app.publishedForScene.contains(key) { app.publishedForScene.append(key) }
            } else if !app.published.contains(key) {
                app.published.append(key)
            }
        }
        readNavigation(tabViews: found.tabViews, splitViews: found.splitViews)
        for call in inSourceOrder(found.sheets) { readSheet(call) }
        for call in inSourceOrder(found.dialogs) { readDialog(call) }
        for call in inSourceOrder(found.unmodelled) { noteUnmodelled(call) }
        for call in inSourceOrder(found.contextMenus) { readContextMenu(call) }
        markContextMenuMembers(found.contextMenus)
        for toolbar in inSourceOrder(found.toolbars) { readToolbar(toolbar) }
        var parameterized: Set<String> = []
        for call in found.shortcuts where !readShortcuts.contains(call.id) {
            readShortcutInView(call, parameterized: &parameterized)
        }
        for call in found.thirdParty {
            note(
                call.calledExpression, "a shortcut of the KeyboardShortcuts package: the person records it at run time",
                hint: "it is not read")
        }
        if !shortcutFunctions.isEmpty { readShortcutFunctionCalls() }
        guard !parameterized.isEmpty else { return }
        // A view that applies `.keyboardShortcut` to its parameter: read at each call site.
        var sites = CallSites(names: parameterized)
        for file in files { sites.walk(file.calls) }
        for site in sites.calls {
            let scope = Scope(file: file(of: site), type: enclosingType(of: site), reading: .views)
            let first = app.commands.count
            _ = readItem(chainTop(of: site), scope: scope, place: "view \(scope.type?.name ?? "?")")
            for index in first..<app.commands.count { app.commands[index].anchor = Syntax(site) }
        }
    }

    private mutating func readShortcutInView(_ call: FunctionCallExprSyntax, parameterized: inout Set<String>) {
        let type = enclosingType(of: call)
        // The App, its scenes and commands are read from the `@main` App's body, and only
        // where it uses them; a control written in a scene's own content is the window's.
        if let type, type.isAppPart, scenePlace(of: Syntax(call)) == nil { return }
        let scope = Scope(file: file(of: call), type: type, reading: .views)
        if let function = enclosingFunction(of: call),
            let key = call.unlabelled.first?.as(DeclReferenceExprSyntax.self),
            function.signature.parameterClause.parameters.contains(where: {
                ($0.secondName ?? $0.firstName).text == key.baseName.text
            })
        {
            readShortcuts.insert(call.id)
            shortcutFunctions[function.name.text] = function
            return
        }
        if let type, let key = call.unlabelled.first?.as(DeclReferenceExprSyntax.self),
            type.storedProperties.contains(where: { $0.name == key.baseName.text })
        {
            readShortcuts.insert(call.id)
            parameterized.insert(type.name)
            return
        }
        if isInContextMenu(call) {
            readShortcuts.insert(call.id)
            note(
                call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call),
                "a context menu item's shortcut is shown in the menu and performed only while it is open: not bound",
                rule: .shortcutNotBound)
            return
        }
        let top = chainTop(of: call)
        let root = split(top).root
        guard let control = root.as(FunctionCallExprSyntax.self), !readControls.contains(control.id) else { return }
        if readInForEach(call, control: top, scope: scope, place: "view \(type?.name ?? "?")") {
            readShortcuts.insert(call.id)
            return
        }
        let before = app.commands.count
        _ = readItem(top, scope: scope, place: "view \(type?.name ?? "?")")
        if app.commands.count == before, !readShortcuts.contains(call.id) {
            note(
                call.calledExpression,
                "a shortcut on '\(control.calledName ?? root.trimmedDescription)', which the reader does not follow")
        }
        readShortcuts.insert(call.id)
    }

    /// Modifier calls in the order they are written: a chain's outer call comes first in the
    /// walk, so `.sheet(…).sheet(…)` is sorted by where each modifier's name is.
    private func inSourceOrder(_ calls: [FunctionCallExprSyntax]) -> [FunctionCallExprSyntax] {
        let keyed = calls.map { call in
            let at = location(modifierName(call))
            return (call, at.file, at.position.line, at.position.column)
        }
        return keyed.sorted { ($0.1, $0.2, $0.3) < ($1.1, $1.2, $1.3) }.map(\.0)
    }

    /// The function whose body holds `node`.
    func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function }
            current = parent.parent
        }
        return nil
    }

    /// Whether `node` is inside a `.contextMenu { }` (or a type whose name says it is one's content).
    func isInContextMenu(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            // Inside the menu's content, not in the view the menu is attached to.
            if let call = parent.as(FunctionCallExprSyntax.self),
                call.modifierRole == .contextMenu,
                child.id != call.calledExpression.id
            {
                return true
            }
            child = parent
        }
        return enclosingType(of: node)?.name.hasSuffix("ContextMenu") == true
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

    /// A control whose shortcut is made from the element of the `ForEach` it is in (`⌘1`… by
    /// `firstIndex(of:)` or the offset), over a collection the sources state: read once per
    /// element, the closure's parameters bound. Whether it was; if not, it is read as any control
    /// (a key made at run time is noted there).
    private mutating func readInForEach(
        _ call: FunctionCallExprSyntax, control: ExprSyntax, scope: Scope, place: String
    ) -> Bool {
        guard let (forEach, content) = enclosingForEach(of: call), let collection = forEach.unlabelled.first else {
            return false
        }
        let parameters = closureParameters(content)
        let mentioned = call.arguments.contains { argument in
            argument.expression.tokens(viewMode: .sourceAccurate).contains { parameters.contains($0.text) }
        }
        guard mentioned, let (elements, isEnumerated) = forEachElements(collection) else { return false }
        for element in elements {
            let inner = Self.binding(element, to: parameters, enumerated: isEnumerated, in: scope)
            _ = readItem(control, scope: inner, place: place)
        }
        return true
    }

    /// The `ForEach` whose content closure holds `node`, in the same declaration.
    private func enclosingForEach(of node: some SyntaxProtocol) -> (FunctionCallExprSyntax, ClosureExprSyntax)? {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.asProtocol(DeclGroupSyntax.self) != nil { return nil }
            if let closure = parent.as(ClosureExprSyntax.self) {
                let call =
                    closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                if let call, call.role == .menuForm(.forEach),
                    (call.trailingClosure ?? call.closure("content"))?.id == closure.id
                {
                    return (call, closure)
                }
            }
            current = parent.parent
        }
        return nil
    }

    /// Whether `node` is in another platform's declaration of a type (``PlatformFolders``).
    func isInLeftOutDeclaration(_ node: some SyntaxProtocol) -> Bool {
        let name = file(of: node).name
        var current = node.parent
        while let parent = current {
            let typeName =
                parent.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
                ?? (parent.asProtocol(DeclGroupSyntax.self) != nil
                    ? parent.asProtocol(NamedDeclSyntax.self)?.name.text : nil)
            if let typeName, index.platformFolders.isLeftOut(typeName, in: name) { return true }
            current = parent.parent
        }
        return false
    }

    /// The type whose declaration (or extension) holds `node`.
    /// The place of a control written in a scene's own content (`WindowGroup { Button(…) }`):
    /// the window, or Settings; nil outside a scene's content (its `.commands`, a
    /// `MenuBarExtra`'s menu, a view type).
    func scenePlace(of node: Syntax) -> ShownIn? {
        var child = node
        while let parent = child.parent {
            if parent.asProtocol(DeclGroupSyntax.self) != nil { return nil }
            if let call = parent.as(FunctionCallExprSyntax.self), case .scene(let kind)? = call.role,
                let content = call.trailingClosure ?? call.closure("content"), child.id == content.id
            {
                switch kind {
                case .settings: return .settings
                case .menuBarExtra: return nil
                case .windowGroup, .window, .utilityWindow, .documentGroup: return .window
                }
            }
            child = parent
        }
        return nil
    }

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

/// The modifier calls the view scan reads.
private struct ViewModifierCalls {
    var shortcuts: [FunctionCallExprSyntax] = []
    var toolbars: [FunctionCallExprSyntax] = []
    var contextMenus: [FunctionCallExprSyntax] = []
    var tabViews: [FunctionCallExprSyntax] = []
    var splitViews: [FunctionCallExprSyntax] = []
    var sheets: [FunctionCallExprSyntax] = []
    var dialogs: [FunctionCallExprSyntax] = []
    /// `.searchable`, `.onOpenURL`, `.handlesExternalEvents`: the app model has no place for them.
    var unmodelled: [FunctionCallExprSyntax] = []
    var published: [(key: String, isScene: Bool)] = []
    /// Calls of the KeyboardShortcuts package, whose shortcuts the person records.
    var thirdParty: [FunctionCallExprSyntax] = []

    /// Only the calls `isKept` keeps (those compiled for the platform read).
    mutating func keep(_ isKept: (FunctionCallExprSyntax) -> Bool) {
        shortcuts = shortcuts.filter(isKept)
        toolbars = toolbars.filter(isKept)
        contextMenus = contextMenus.filter(isKept)
        tabViews = tabViews.filter(isKept)
        splitViews = splitViews.filter(isKept)
        sheets = sheets.filter(isKept)
        dialogs = dialogs.filter(isKept)
        unmodelled = unmodelled.filter(isKept)
        thirdParty = thirdParty.filter(isKept)
    }

    /// Whether `expression` is spelt `KeyboardShortcuts.…` (with `member`, `KeyboardShortcuts.Name…`),
    /// the KeyboardShortcuts package's: read from its first tokens, not its text (an argument's
    /// text can be a long closure).
    private static func startsWithPackageName(_ expression: ExprSyntax, member: String?) -> Bool {
        guard let first = expression.firstToken(viewMode: .sourceAccurate), first.text == "KeyboardShortcuts",
            let dot = first.nextToken(viewMode: .sourceAccurate), dot.text == "."
        else { return false }
        guard let member else { return true }
        return dot.nextToken(viewMode: .sourceAccurate)?.text.hasPrefix(member) == true
    }

    mutating func walk(_ calls: [FunctionCallExprSyntax]) {
        for node in calls {
            if Self.startsWithPackageName(node.calledExpression, member: nil)
                || node.arguments.first.map({ Self.startsWithPackageName($0.expression, member: "Name") }) == true
            {
                thirdParty.append(node)
            }
            if node.calledExpression.is(DeclReferenceExprSyntax.self) {
                if node.role == .navigation(.tabView) { tabViews.append(node) }
                if node.role == .navigation(.splitView) { splitViews.append(node) }
            }
            guard let access = node.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            switch node.modifierRole {
            case .keyboardShortcut?: shortcuts.append(node)
            case .toolbar? where node.trailingClosure != nil || node.argument("content") != nil: toolbars.append(node)
            case .contextMenu?: contextMenus.append(node)
            case .presentation(.sheet)?, .presentation(.fullScreenCover)?, .presentation(.popover)?,
                .presentation(.inspector)?:
                sheets.append(node)
            case .presentation(.alert)?, .presentation(.confirmationDialog)?: dialogs.append(node)
            default: break
            }
            switch access.declName.baseName.text {
            case "searchable", "onOpenURL", "handlesExternalEvents": unmodelled.append(node)
            case "focusedValue", "focusedSceneValue":
                if let path = node.arguments.first?.expression.as(KeyPathExprSyntax.self),
                    let key = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName
                        .baseName.text
                {
                    published.append((key, access.declName.baseName.text == "focusedSceneValue"))
                }
            default: break
            }
        }
    }
}

/// The calls of the named types.
private struct CallSites {
    let names: Set<String>
    var calls: [FunctionCallExprSyntax] = []

    mutating func walk(_ fileCalls: [FunctionCallExprSyntax]) {
        for node in fileCalls {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(name) {
                calls.append(node)
            }
        }
    }
}
