import KeyGraph
import SwiftSyntax

/// `.toolbar { }`: `ToolbarItem(placement:)`, `ToolbarItemGroup`, `ToolbarSpacer`, buttons and
/// menus, `if` branches and the project's own `ToolbarContent` types.
extension SwiftUIReader {
    mutating func readToolbar(_ call: FunctionCallExprSyntax) {
        guard let content = call.trailingClosure ?? call.closure("content") else { return }
        let type = enclosingType(of: call)
        let scope = Scope(file: file(of: call), type: type)
        let pieces = toolbarPieces(content.statements, scope: scope, placement: nil)
        guard !pieces.isEmpty else { return }
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        if call.argument("id") != nil {
            note(
                name.map { Syntax($0) } ?? Syntax(call),
                "a customizable toolbar (.toolbar(id:)): read as a fixed one; its customization is not modelled")
        }
        app.toolbars.append(
            ReadToolbar(target: type?.name ?? "*", pieces: pieces, at: name.map { location($0) } ?? location(call)))
    }

    /// The `ToolbarItemPlacement` as the app file names it: the deprecated `navigationBarLeading`
    /// and `navigationBarTrailing` are `topBarLeading` and `topBarTrailing`; one the app model does
    /// not have is noted and read as `automatic`.
    private mutating func placement(of call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.argument("placement") else { return nil }
        let name = argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        switch name {
        case "navigationBarLeading": return "topBarLeading"
        case "navigationBarTrailing": return "topBarTrailing"
        case let name? where ToolbarPlacement(rawValue: name) != nil: return name
        default:
            note(
                argument,
                "the toolbar placement '\(argument.trimmedDescription)' is not one the app model has: read as automatic"
            )
            return "automatic"
        }
    }

    private mutating func toolbarPieces(
        _ list: CodeBlockItemListSyntax, scope: Scope, placement outer: String?
    ) -> [ReadToolbarPiece] {
        var out: [ReadToolbarPiece] = []
        for item in statements(list) {
            guard let statement = expression(of: item) else { continue }
            if let branch = statement.as(IfExprSyntax.self) {
                readBranches(of: branch) { reader, list in
                    out += reader.toolbarPieces(list, scope: scope, placement: outer)
                }
                continue
            }
            out += toolbarPiece(statement, scope: scope, placement: outer)
        }
        return out
    }

    private mutating func toolbarPiece(_ statement: ExprSyntax, scope: Scope, placement outer: String?)
        -> [ReadToolbarPiece]
    {
        let (root, modifiers) = split(statement)
        guard let call = root.as(FunctionCallExprSyntax.self), let name = call.calledName else { return [] }
        let place = "toolbar of \(scope.type?.name ?? "?")"
        let at = location(call.calledExpression)
        switch call.role {
        case .toolbar(.item)?:
            guard let body = call.trailingClosure ?? call.closure("content") else { return [] }
            return toolbarPieces(body.statements, scope: scope, placement: placement(of: call) ?? outer)
        case .toolbar(.itemGroup)?:
            guard let body = call.trailingClosure ?? call.closure("content") else { return [] }
            // A group's items take its placement; a spacer or group inside it is not one of its items.
            let inner = toolbarPieces(body.statements, scope: scope, placement: nil).flatMap { piece in
                if case .group(_, let nested, _) = piece { return nested }
                return [piece]
            }.filter {
                if case .spacer = $0 { return false }
                return true
            }
            guard !inner.isEmpty else { return [] }
            return [.group(placement: placement(of: call) ?? outer ?? "automatic", pieces: inner, at: at)]
        case .toolbar(.spacer)?:
            let size = call.unlabelled.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return [
                .spacer(size: size == "fixed" ? "fixed" : "flexible", placement: placement(of: call) ?? outer, at: at)
            ]
        case .control(.button)?, .control(.toggle)?:
            let command = readControl(call, modifiers: modifiers, scope: scope, place: place, isMenuItem: false)
            return command.map { [.item(command: $0, placement: outer)] } ?? []
        case .menuForm(.menu)?:
            return readItem(statement, scope: scope.reading(.views), place: place).compactMap { item in
                guard case .menu(let title, let icon, let items, let at) = item else { return nil }
                return .menu(title: title, icon: icon, items: items, placement: outer, at: at)
            }
        case .container(.group)?:
            guard let body = call.trailingClosure else { return [] }
            return toolbarPieces(body.statements, scope: scope, placement: outer)
        default:
            // The project's own `ToolbarContent`: its body, with the call's arguments bound.
            guard let type = index.types[name], type.conforms(to: .toolbarContent),
                let body = type.property("body"), let list = self.body(of: body), depth < 8
            else { return [] }
            depth += 1
            defer { depth -= 1 }
            let inner = scope.entering(
                file(of: body), type: type, bindings: bindings(for: call, to: type, scope: scope))
            return toolbarPieces(list, scope: inner, placement: outer)
        }
    }
}
