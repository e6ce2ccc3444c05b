import KeyGraph
import SwiftSyntax

/// The project's own functions that make a control whose shortcut is their parameter
/// (`func onKeyboardShortcut(_ shortcut:perform:)`), and those that pass a shortcut on to one
/// (Gifski's `onKeyboardShortcut(_ key:modifiers:isEnabled:perform:)`, which makes the shortcut
/// from its key and calls the first): each call that states the key is followed through the
/// chain, its arguments bound at each step, so the control is read at the caller's view.
extension SwiftUIReader {
    /// The most functions a shortcut is passed through, from the call that states it to the one
    /// that applies `.keyboardShortcut`.
    static let maximumShortcutRelays = 4

    /// The calls of the project's own functions that make a control with a shortcut from their
    /// parameters, directly or through others: the control, read at each call.
    mutating func readShortcutFunctionCalls() {
        let relays = ShortcutRelays(files: files, direct: Array(shortcutFunctions.values))
        var read: Set<String> = []
        for file in files {
            for site in file.calls {
                guard let name = relays.calledName(site), relays.byName[name] != nil, !relays.isPassingOn(site)
                else { continue }
                let scope = Scope(file: file, type: enclosingType(of: site), reading: .views)
                let first = app.commands.count
                readShortcutCall(site, scope: scope, relays: relays, visiting: [], read: &read)
                guard app.commands.count > first else { continue }
                let at = site.calledExpression.as(MemberAccessExprSyntax.self).map { location($0.declName) }
                for index in first..<app.commands.count {
                    app.commands[index].at = at ?? location(site)
                    app.commands[index].anchor = Syntax(site)
                    if app.commands[index].shortcut != nil { app.commands[index].shortcutAt = at ?? location(site) }
                }
            }
        }
        noteUnreadShortcutFunctions(read: read)
    }

    /// `site`, a call of one of the functions, read: the function that applies the shortcut, with
    /// the call's arguments bound; one that passes it on, each of its calls of another such
    /// function (not one already on the way, at most ``maximumShortcutRelays`` deep). Of
    /// overloads the call's labels fit, the first (those that apply the shortcut first, then in
    /// the order written) is the one read, as the reader does not know the arguments' types.
    /// Whether one was.
    @discardableResult
    private mutating func readShortcutCall(
        _ site: FunctionCallExprSyntax, scope: Scope, relays: ShortcutRelays, visiting: [SyntaxIdentifier],
        read: inout Set<String>
    ) -> Bool {
        guard let name = relays.calledName(site), visiting.count < Self.maximumShortcutRelays else { return false }
        for function in relays.byName[name] ?? [] where !visiting.contains(function.id) {
            guard let list = function.body?.statements,
                let bindings = bindings(for: site, to: function, scope: scope)
            else { continue }
            let inner = scope.entering(self.file(of: function), type: scope.type, bindings: bindings)
            if relays.direct.contains(function.id) {
                let first = app.commands.count
                _ = readItems(list, scope: inner, place: "view \(scope.type?.name ?? "?")")
                if app.commands[first...].contains(where: { $0.shortcut != nil }) { read.insert(name) }
                return true
            }
            var found = false
            for call in calls(in: list) where relays.calledName(call).flatMap({ relays.byName[$0] }) != nil {
                found =
                    readShortcutCall(
                        call, scope: inner, relays: relays, visiting: visiting + [function.id], read: &read)
                    || found
            }
            if found { return true }
        }
        return false
    }

    /// A function no call site of which the reader could bind (its shortcut made at run time,
    /// or passed on by a function nothing calls): one located note.
    private mutating func noteUnreadShortcutFunctions(read: Set<String>) {
        for (name, function) in shortcutFunctions.sorted(by: { $0.key < $1.key }) where !read.contains(name) {
            let made = calls(in: function).filter { $0.calledName == "keyboardShortcut" }
            guard let call = made.first else { continue }
            note(
                call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call),
                "a shortcut '\(name)' takes as a parameter: no call of '\(name)' the reader reads states the key, "
                    + "so it is not bound")
        }
    }
}

/// The project's functions a shortcut reaches its control through: those that apply a
/// parameter with `.keyboardShortcut` (`direct`), and those that pass a parameter on to one of
/// these, however many steps back (bounded by ``SwiftUIReader/maximumShortcutRelays``).
struct ShortcutRelays {
    /// Each such function by name (overloads share it).
    private(set) var byName: [String: [FunctionDeclSyntax]] = [:]
    let direct: Set<SyntaxIdentifier>
    /// The functions that pass a parameter on.
    private var passing: Set<SyntaxIdentifier> = []

    init(files: [SwiftFile], direct functions: [FunctionDeclSyntax]) {
        direct = Set(functions.map(\.id))
        for function in functions { byName[function.name.text, default: []].append(function) }
        var all: [(function: FunctionDeclSyntax, file: SwiftFile)] = []
        for file in files { all += Self.functions(in: file.tree).map { ($0, file) } }
        // Each round adds the functions that call one found in the rounds before.
        for _ in 0..<SwiftUIReader.maximumShortcutRelays {
            var added = false
            for (function, file) in all where !direct.contains(function.id) && !passing.contains(function.id) {
                guard let body = function.body else { continue }
                let parameters = Set(
                    function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
                let passesOn = file.calls(in: body).contains { call in
                    guard let name = calledName(call), byName[name] != nil else { return false }
                    return Self.mentions(call.arguments, parameters)
                }
                guard passesOn else { continue }
                passing.insert(function.id)
                byName[function.name.text, default: []].append(function)
                added = true
            }
            if !added { break }
        }
    }

    /// The name a call calls: `f` in `f(…)`, `self.f(…)` and `view.f(…)`.
    func calledName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether `call` is inside a function that passes its own parameters on with it: read from
    /// that function's callers, where they are stated.
    func isPassingOn(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard passing.contains(function.id) else { return false }
                let parameters = Set(
                    function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
                return Self.mentions(call.arguments, parameters)
            }
            current = parent.parent
        }
        return false
    }

    /// Whether an argument other than a closure names one of `parameters`.
    private static func mentions(_ arguments: LabeledExprListSyntax, _ parameters: Set<String>) -> Bool {
        arguments.contains { argument in
            !argument.expression.is(ClosureExprSyntax.self)
                && argument.expression.tokens(viewMode: .sourceAccurate).contains { parameters.contains($0.text) }
        }
    }

    /// Every function declared in `tree`, at any depth.
    private static func functions(in tree: SourceFileSyntax) -> [FunctionDeclSyntax] {
        var out: [FunctionDeclSyntax] = []
        var pending: [Syntax] = [Syntax(tree)]
        while let node = pending.popLast() {
            if let function = node.as(FunctionDeclSyntax.self) { out.append(function) }
            // A function's body holds no function the chain needs (local functions are left out).
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) { continue }
            pending += node.children(viewMode: .sourceAccurate)
        }
        return out
    }
}
