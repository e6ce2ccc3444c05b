import KeyGraph
import SwiftSyntax

/// The App: `@main` (for the platform), its body's scenes and their `.commands`.
extension SwiftUIReader {
    mutating func readApp() {
        guard let main = entryApp(), let body = main.property("body") else {
            if readWithoutApp() {
                finishScenes(menuBarExtra: nil)
            } else {
                readCommandTypesAlone()
            }
            return
        }
        if !main.name.isEmpty {
            app.name = main.name
            app.appName = main.name.hasSuffix("App") && main.name.count > 3 ? String(main.name.dropLast(3)) : main.name
        }
        let scope = Scope(file: file(of: body), type: main)
        if let list = self.body(of: body) { readScenes(list, scope: scope) }
        readInterfaceFiles(mainMenu: false)
        readCodeMenus()
        finishScenes(menuBarExtra: app.menuBarExtra)
    }

    /// A project with no `@main` App (a package of views and commands): every `Commands`
    /// type is read as if the app's `.commands` held it.
    private mutating func readCommandTypesAlone() {
        let types = index.types(conformingTo: .commands)
        if let first = files.first {
            notes.append(
                first.location(at: first.tree.positionAfterSkippingLeadingTrivia, utf8Length: 1).diagnostic(
                    .note,
                    "no '@main' App in the sources: \(types.isEmpty ? "nothing to read" : "the Commands types are read on their own")",
                    rule: .notModelled))
        }
        for type in types {
            guard let body = type.property("body"), let list = self.body(of: body) else { continue }
            readCommandsContent(list, scope: Scope(file: file(of: body), type: type))
        }
    }

    mutating func readScenes(_ list: CodeBlockItemListSyntax, scope: Scope) {
        for item in statements(list) {
            guard let expression = expression(of: item) else { continue }
            readScene(expression, scope: scope)
        }
    }

    mutating func readScene(_ expression: ExprSyntax, scope: Scope) {
        if let branch = expression.as(IfExprSyntax.self) {
            readBranches(of: branch) { reader, list in reader.readScenes(list, scope: scope) }
            return
        }
        let (root, modifiers) = split(expression)
        // `var body: some Scene { appScene }`: a property of the App (or scene) that holds scenes.
        if let reference = root.as(DeclReferenceExprSyntax.self),
            let property = scope.type?.property(reference.baseName.text), let list = body(of: property), depth < 8
        {
            depth += 1
            readScenes(list, scope: scope)
            depth -= 1
        }
        for modifier in modifiers {
            switch modifier.role {
            case .commands?:
                if let closure = modifier.call?.trailingClosure ?? modifier.call?.closure("content") {
                    readCommandsContent(closure.statements, scope: scope)
                }
            case .commandsChange?:
                note(
                    modifier.nameNode, "'.\(modifier.name)' changes the standard menus; KeyGraph keeps them", hint: nil)
            default: break
            }
        }
        guard let call = root.as(FunctionCallExprSyntax.self), let name = call.calledName else { return }
        let at = location(call.calledExpression)
        switch call.role {
        case .scene(.windowGroup)?, .scene(.window)?, .scene(.utilityWindow)?:
            let title = call.unlabelled.first.flatMap { titles(of: $0, scope: scope)?.first }
            if app.windowGroup == nil {
                app.windowGroup = (title ?? app.appName ?? app.name, false, at)
                app.windowKind = call.role
                if let content = call.trailingClosure ?? call.closure("content") { readRootView(content) }
            } else {
                note(call.calledExpression, "a second window scene: KeyGraph models one window group, the first")
            }
        case .container(.group)?:
            if let content = call.trailingClosure { readScenes(content.statements, scope: scope) }
        case .scene(.documentGroup)?:
            if call.argument("viewing") != nil {
                note(
                    call.calledExpression,
                    "a viewing DocumentGroup: its File menu is read as a document app's (New and Save included)")
            }
            if app.windowGroup == nil {
                app.windowGroup = ("Untitled", true, at)
                app.windowKind = call.role
                if let content = call.trailingClosure ?? call.closure("editor") ?? call.closure("viewer") {
                    readRootView(content)
                }
            }
        case .scene(.settings)?:
            if let content = call.trailingClosure, let view = firstCallName(in: content.statements) {
                app.settingsView = (view, at)
            }
        case .scene(.menuBarExtra)?:
            readMenuBarExtra(call, modifiers: modifiers, scope: scope)
        default:
            if let type = index.types[name], type.conforms(to: .scene), depth < 8,
                let body = type.property("body"), let list = self.body(of: body)
            {
                depth += 1
                readScenes(
                    list,
                    scope: Scope(
                        file: file(of: body), type: type, bindings: bindings(for: call, to: type, scope: scope)))
                depth -= 1
            } else if index.types[name] == nil {
                note(call.calledExpression, "'\(name)' is declared outside the sources read: its commands are unknown")
            } else {
                note(call.calledExpression, "'\(name)' is not a scene KeyGraph reads")
            }
        }
    }

    private mutating func readRootView(_ content: ClosureExprSyntax) {
        if let view = firstCallName(in: content.statements) { app.rootView = view }
    }

    /// The name of the first view a closure builds: `ContentView` in `{ ContentView().frame(…) }`,
    /// and in `{ NavigationStack(path: $path) { ContentView() } }`: a stack the scene wraps round
    /// the project's view is the window's layout, not its view.
    mutating func firstCallName(in list: CodeBlockItemListSyntax) -> String? {
        for item in statements(list) {
            guard let expression = expression(of: item) else { continue }
            if let call = split(expression).root.as(FunctionCallExprSyntax.self), let name = call.calledName {
                if call.role?.isStack == true, let content = call.trailingClosure ?? call.closure("root"),
                    let inner = firstCallName(in: content.statements), index.types[inner] != nil
                {
                    return inner
                }
                return name
            }
        }
        return nil
    }

    /// The parameters of `type` bound to the arguments of `call`: labelled ones by name, unlabelled
    /// and trailing closures in declaration order of the stored properties not given by name.
    func bindings(for call: FunctionCallExprSyntax, to type: SwiftType, scope: Scope) -> [String: Bound] {
        var out: [String: Bound] = [:]
        var free = type.storedProperties.map(\.name)
        for argument in call.arguments {
            if let label = argument.label?.text {
                out[label] = Bound(expression: argument.expression, scope: scope)
                free.removeAll { $0 == label }
            }
        }
        var positional = call.arguments.compactMap { $0.label == nil ? $0.expression : nil }
        if let trailing = call.trailingClosure { positional.append(ExprSyntax(trailing)) }
        for closure in call.additionalTrailingClosures {
            out[closure.label.text] = Bound(expression: ExprSyntax(closure.closure), scope: scope)
            free.removeAll { $0 == closure.label.text }
        }
        for (name, expression) in zip(free, positional) { out[name] = Bound(expression: expression, scope: scope) }
        return out
    }

    /// Reads each branch of an `if`/`else if`/`else` as a branch: `#available` takes its
    /// first branch (the newest system), other conditions both.
    mutating func readBranches(
        of statement: IfExprSyntax, _ read: (inout SwiftUIReader, CodeBlockItemListSyntax) -> Void
    ) {
        let at = location(statement.ifKeyword)
        var number = 0
        var current: IfExprSyntax? = statement
        while let branch = current {
            let availability = branch.conditions.lazy.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }
                .first
            let isUnavailable = availability?.availabilityKeyword.text == "#unavailable"
            if !isUnavailable {
                branches.append(Branch(statement: at, index: number))
                read(&self, branch.body.statements)
                branches.removeLast()
                // `#available`: the newest system, so this branch alone.
                if availability != nil { return }
            }
            number += 1
            switch branch.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?:
                branches.append(Branch(statement: at, index: number))
                read(&self, block.statements)
                branches.removeLast()
                current = nil
            case nil: current = nil
            @unknown default: current = nil
            }
        }
    }
}
