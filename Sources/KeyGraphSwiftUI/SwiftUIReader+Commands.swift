import KeyGraph
import SwiftSyntax

/// `.commands { }` content: `CommandMenu`, `CommandGroup`, the standard sets, `Commands`
/// types, and properties or functions that return commands.
extension SwiftUIReader {
    static let placements: Set<String> = Set(CommandGroupPlacement.allCases.map(\.rawValue))

    mutating func readCommandsContent(_ list: CodeBlockItemListSyntax, scope: Scope) {
        for item in statements(list) {
            guard let expression = expression(of: item) else { continue }
            readCommandsElement(expression, scope: scope)
        }
    }

    private mutating func readCommandsElement(_ expression: ExprSyntax, scope: Scope) {
        if let branch = expression.as(IfExprSyntax.self) {
            readBranches(of: branch) { reader, list in reader.readCommandsContent(list, scope: scope) }
            return
        }
        let (root, _) = split(expression)
        if let reference = root.as(DeclReferenceExprSyntax.self) {
            readCommandsMember(reference.baseName.text, node: reference, call: nil, scope: scope)
            return
        }
        guard let call = root.as(FunctionCallExprSyntax.self), let name = call.calledName else {
            note(expression, "commands the reader does not follow")
            return
        }
        let at = location(call.calledExpression)
        switch call.role {
        case .commands(.menu)?:
            let title = call.unlabelled.first.flatMap { titles(of: $0, scope: scope)?.first } ?? "Menu"
            let content = call.trailingClosure ?? call.closure("content")
            let items = content.map { readItems($0.statements, scope: scope, place: title) } ?? []
            app.menus.append(ReadMenu(title: title, items: items, at: at))
        case .commands(.group)?:
            readGroup(call, scope: scope)
        case .commands(.standard)?:
            if !app.builtIns.contains(where: { $0.name == name }) { app.builtIns.append((name, at)) }
        case .commands(.empty)?, .container(.group)?:
            if let content = call.trailingClosure { readCommandsContent(content.statements, scope: scope) }
        case .commands(.unmodelled)?:
            note(call.calledExpression, "'\(name)' (File › Import from iPhone or iPad) is not modelled")
        default:
            readCommandsMember(name, node: call.calledExpression, call: call, scope: scope)
        }
    }

    /// A `Commands` type, or a property or function of the enclosing type that returns commands.
    private mutating func readCommandsMember(
        _ name: String, node: some SyntaxProtocol, call: FunctionCallExprSyntax?, scope: Scope
    ) {
        guard depth < 8, expand(at: node, name) else { return }
        depth += 1
        defer { depth -= 1 }
        if let type = index.types[name], let body = type.property("body"), let list = self.body(of: body) {
            let bound = call.map { bindings(for: $0, to: type, scope: scope) } ?? [:]
            readCommandsContent(list, scope: Scope(file: file(of: body), type: type, bindings: bound))
        } else if call == nil, let property = scope.type?.property(name), let list = self.body(of: property) {
            readCommandsContent(list, scope: scope)
        } else if let function = scope.type?.function(name) ?? index.functions[name],
            let list = function.body?.statements
        {
            readCommandsContent(list, scope: Scope(file: file(of: function), type: scope.type))
        } else {
            note(node, "'\(name)': commands declared outside the sources read")
        }
    }

    private mutating func readGroup(_ call: FunctionCallExprSyntax, scope: Scope) {
        let at = location(call.calledExpression)
        guard let argument = call.arguments.first, let relation = argument.label?.text,
            ["replacing", "before", "after"].contains(relation)
        else {
            note(call.calledExpression, "a CommandGroup without 'replacing:', 'before:' or 'after:'")
            return
        }
        let placement = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        guard Self.placements.contains(placement) else {
            note(argument.expression, "'\(argument.expression.trimmedDescription)' is not a placement KeyGraph knows")
            return
        }
        let menu = CommandGroupPlacement(rawValue: placement)?.menu.title(appName: app.appName ?? app.name) ?? placement
        let content = call.trailingClosure ?? call.closure("addition") ?? call.closure("content")
        let first = app.commands.count
        let items = content.map { readItems($0.statements, scope: scope, place: menu) } ?? []
        if relation == "replacing", let replaced = CommandGroupPlacement(rawValue: placement) {
            adoptStandardItems(of: replaced, commands: first..<app.commands.count)
        }
        app.groups.append(ReadGroup(relation: relation, placement: placement, items: items, at: at))
    }

    /// A button that replaces a standard item with the item's own shortcut (Settings… ⌘, in
    /// place of `.appSettings`, Close Tab ⌘W in place of `.saveItem`'s Close) is that item
    /// now: it takes the item's selector, as `Command(selector:)` does. Not where the
    /// standard item's title is made by state (Undo {action}, Show/Hide Sidebar) and the
    /// button has a title of its own: the menu shows the app's title (`Undo Removal`).
    mutating func adoptStandardItems(of placement: CommandGroupPlacement, commands: Range<Int>) {
        let group: AppScenes.Group = app.windowGroup?.isDocument == true ? .documentGroup : .windowGroup
        for item in placement.standardItems(on: .macos, group: group) {
            guard case .standard(let selector) = item,
                let standard = SystemCommands.command(id: selector), let shortcut = standard.shortcut
            else { continue }
            for index in commands
            where app.commands[index].shortcut == shortcut
                && app.commands[index].selector.flatMap(StandardSelector.row(for:)) == nil
            {
                if Self.titledByState.contains(selector), app.commands[index].title != standard.title { continue }
                app.commands[index].selector = selector
            }
        }
    }

    /// The standard items whose title the menu bar makes from the app's state.
    static let titledByState: Set<String> = [
        "undo:", "redo:", "toggleSidebar:", "toggleToolbarShown:", "toggleTabBar:", "toggleFullScreen:",
    ]
}
