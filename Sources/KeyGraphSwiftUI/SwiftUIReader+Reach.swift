import KeyGraph
import SwiftSyntax

/// Where a view is on screen: SwiftUI performs a control's `.keyboardShortcut` only there.
enum ShownIn: Hashable, Comparable {
    /// The window of the app's window scene (or of an AppKit/UIKit host).
    case window
    /// The Settings window.
    case settings
    /// A sheet or full-screen cover, by the app file's name.
    case sheet(String)
    /// An alert or confirmation dialog, by the app file's name.
    case dialog(String)
    /// A presentation the app model has no place for (a sheet, popover or inspector whose
    /// content the reader does not model), described.
    case unmodelled(String)
}

/// Which view shows which: the edges of the app's view tree, from the scenes' content down
/// through the project's views and functions, with the presentations that start a new place.
struct ViewTree {
    /// A node is a type's name or a free function's (`name()`).
    var edges: [String: [(to: String, presentation: ShownIn?)]] = [:]
    /// The views each scene shows first.
    var roots: [(node: String, in: ShownIn)] = []
    /// Views made inside `AnyView(…)`: where they show cannot be read from the types.
    var erased: [(node: String, at: Syntax, parent: String)] = []

    /// The places each node is shown in.
    func reach() -> [String: Set<ShownIn>] {
        var shown: [String: Set<ShownIn>] = [:]
        var pending: [(String, ShownIn)] = roots.map { ($0.node, $0.in) }
        while let (node, place) = pending.popLast() {
            guard shown[node, default: []].insert(place).inserted else { continue }
            for edge in edges[node] ?? [] { pending.append((edge.to, edge.presentation ?? place)) }
        }
        return shown
    }
}

extension SwiftUIReader {
    /// Gives each control in a view the `when` clause of the places its view is on screen; a
    /// control no scene shows loses its shortcut (one note per view), and one shown only in a
    /// presentation the app model lacks is noted. A project with no scene and no hosting view (a
    /// package of views) keeps its shortcuts everywhere.
    mutating func scopeViewShortcuts() {
        let tree = viewTree()
        guard !tree.roots.isEmpty else { return }
        let reach = tree.reach()
        let withShortcuts = Set(
            app.commands.filter { !$0.isMenuItem && $0.shortcut != nil }.compactMap { $0.anchor.flatMap(container) })
        for erased in tree.erased where withShortcuts.contains(erased.node) {
            note(
                erased.at,
                "'\(erased.node)' is passed as AnyView: where it shows cannot be read from the types, "
                    + "so its shortcuts are bound at its nearest known parent, '\(erased.parent)'", rule: .anyView)
        }
        var unreached: [String: [Int]] = [:]
        for index in app.commands.indices where !app.commands[index].isMenuItem && app.commands[index].shortcut != nil {
            // A MenuBarExtra menu's item: already placed in its menu.
            guard app.commands[index].shortcutWhen == nil else { continue }
            guard let anchor = app.commands[index].anchor else { continue }
            var places: Set<ShownIn> = []
            if let presentation = presentation(around: anchor) {
                // Inside a presentation's content: shown there, once its presenter is on screen.
                let presenter = container(of: anchor)
                if presenter == nil || reach[presenter!] != nil { places = [presentation] }
            } else if let node = container(of: anchor) {
                places = reach[node] ?? scenePlace(of: anchor).map { [$0] } ?? []
            } else {
                continue
            }
            if places.isEmpty {
                unreached[container(of: anchor) ?? "?", default: []].append(index)
                continue
            }
            let modelled = places.filter { if case .unmodelled = $0 { false } else { true } }
            guard !modelled.isEmpty else {
                let command = app.commands[index]
                let kinds = places.compactMap { if case .unmodelled(let kind) = $0 { kind } else { nil } }.sorted()
                notes.append(
                    (command.shortcutAt ?? command.at).diagnostic(
                        .note,
                        "'\(command.title)' is shown only in \(kinds.joined(separator: " and ")), which the app model "
                            + "does not present: its shortcut \(command.shortcut!.formatted(.glyphs)) is not bound",
                        rule: .shortcutNotBound))
                app.commands[index].shortcut = nil
                continue
            }
            app.commands[index].shortcutWhen = whenClause(modelled)
        }
        for (node, indices) in unreached.sorted(by: { $0.key < $1.key }) {
            let listed = indices.map { "'\(app.commands[$0].title)' \(app.commands[$0].shortcut!.formatted(.glyphs))" }
            let at = index.types[node]?.at ?? app.commands[indices[0]].at
            notes.append(
                at.diagnostic(
                    .note,
                    "'\(node)' is not shown by any scene: its shortcuts are not bound (\(listed.joined(separator: ", ")))",
                    rule: .viewNotShown))
            for index in indices { app.commands[index].shortcut = nil }
        }
    }

    /// The `when` clause of `places`: the window's layout container with no dialog up, a
    /// sheet's, popover's or inspector's name, a dialog's, the Settings view. The window's clause
    /// holds beside an inspector (focus stays in the window's content), not under a sheet or popover.
    private func whenClause(_ places: Set<ShownIn>) -> String {
        let clauses = places.sorted().compactMap { place -> String? in
            switch place {
            case .window: (app.tabs.isEmpty ? "NavigationStack" : "TabView") + " && !dialog"
            case .settings: app.settingsView.map(\.name)
            case .sheet(let name): "sheet == \(name) && !dialog"
            case .dialog(let name): "dialog == \(name)"
            case .unmodelled: nil
            }
        }
        return clauses.count == 1 ? clauses[0] : clauses.map { "(\($0))" }.joined(separator: " || ")
    }

    /// The node whose code holds `node`: its type, else its free function (`name()`).
    func container(of node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let named = parent.asProtocol(NamedDeclSyntax.self), parent.asProtocol(DeclGroupSyntax.self) != nil {
                return named.name.text
            }
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                return extensionDecl.extendedType.trimmedDescription
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                if index.functions[function.name.text] == function { return function.name.text + "()" }
                // A method of an extension of SwiftUI's own `View` (a modifier the project adds):
                // a node of its own, reached from each view that calls it.
                if let owner = externalExtension(holding: function) { return "\(owner).\(function.name.text)()" }
            }
            current = parent.parent
        }
        return nil
    }

    /// The presentation whose content holds `node` (the innermost), if any.
    func presentation(around node: Syntax) -> ShownIn? {
        var child = node
        while let parent = child.parent {
            if let place = presentationRegions[parent.id] { return place }
            if parent.asProtocol(DeclGroupSyntax.self) != nil || parent.is(FunctionDeclSyntax.self) { return nil }
            if let call = parent.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id {
                if case .presentation? = call.modifierRole { return presentation(of: call) }
                if call.modifierRole == .contextMenu { return contextMenuPlace(call) }
            }
            child = parent
        }
        return nil
    }

    /// The place a presentation modifier's content is in: the sheet or dialog the reader read
    /// there, else a description of what the app model lacks.
    private func presentation(of call: FunctionCallExprSyntax) -> ShownIn {
        let at = location(modifierName(call))
        let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        if let sheet = app.sheets.first(where: { $0.at == at }) { return .sheet(sheet.name) }
        if let dialog = app.dialogs.first(where: { $0.at == at }) { return .dialog(dialog.name) }
        return .unmodelled("a .\(modifier) the reader does not model (\(at.summary))")
    }

    /// How the presentation modifier `call` presents its content: a popover, an inspector, else a sheet.
    func presentationStyle(of call: FunctionCallExprSyntax) -> PresentationStyle {
        switch call.modifierRole {
        case .presentation(.popover)?: .popover
        case .presentation(.inspector)?: .inspector
        default: .sheet
        }
    }

    /// The app's view tree: every type's and free function's calls of the project's views and
    /// functions; the scenes' content and hosting views as roots.
    func viewTree() -> ViewTree {
        var tree = ViewTree()
        let extensions = viewExtensions()
        let sceneTypes = index.types.values.filter { $0.conforms(to: .app) || $0.conforms(to: .scene) }
        for type in index.types.values {
            let isScene = type.conforms(to: .app) || type.conforms(to: .scene)
            for member in type.members {
                if type.at == nil, let function = member.as(FunctionDeclSyntax.self) {
                    addEdges(
                        from: "\(type.name).\(function.name.text)()", in: Syntax(member), isScene: false,
                        extensions: extensions, to: &tree)
                } else {
                    addEdges(from: type.name, in: Syntax(member), isScene: isScene, extensions: extensions, to: &tree)
                }
            }
        }
        for (name, function) in index.functions {
            addEdges(from: name + "()", in: Syntax(function), isScene: false, extensions: extensions, to: &tree)
        }
        // The scenes' content: a window's, else Settings'.
        for type in sceneTypes {
            for edge in tree.edges[type.name] ?? [] { tree.roots.append((edge.to, edge.presentation ?? .window)) }
        }
        if app.windowGroup != nil, !tree.roots.contains(where: { $0.node == app.rootView }) {
            tree.roots.append((app.rootView, .window))
        }
        for file in files {
            for call in file.calls
            where call.role == .host {
                let argument = call.argument("rootView") ?? call.unlabelled.first
                if let view = argument.flatMap({
                    $0.splitModifiers { _ in [] }.root.as(FunctionCallExprSyntax.self)?.calledName
                }),
                    index.types[view] != nil
                {
                    tree.roots.append((view, .window))
                }
            }
        }
        return tree
    }

    /// The edges from `node` to the views and functions called in `code`. In a scene type, the
    /// content of `Settings { }` is the Settings window's.
    private func addEdges(
        from node: String, in code: Syntax, isScene: Bool, extensions: [String: String], to tree: inout ViewTree
    ) {
        for call in calls(in: code) {
            guard let name = call.calledName else { continue }
            let target: String
            if let type = index.types[name], !type.isAppPart {
                target = name
            } else if call.calledExpression.is(DeclReferenceExprSyntax.self), index.functions[name] != nil {
                target = name + "()"
            } else if call.calledExpression.is(MemberAccessExprSyntax.self), let owner = extensions[name] {
                target = "\(owner).\(name)()"
            } else {
                continue
            }
            guard target != node else { continue }
            var presentation = self.presentation(around: Syntax(call))
            if isScene, presentation == nil, isInside(call, role: .scene(.settings)) { presentation = .settings }
            tree.edges[node, default: []].append((target, presentation))
            if isInside(call, role: .erased) { tree.erased.append((target, Syntax(call), node)) }
        }
    }

    /// The methods the project adds to types it does not declare (`extension View { func sheets(…) }`),
    /// by name: the extended type.
    private func viewExtensions() -> [String: String] {
        var out: [String: String] = [:]
        for type in index.types.values where type.at == nil {
            for member in type.members {
                if let function = member.as(FunctionDeclSyntax.self) { out[function.name.text] = type.name }
            }
        }
        return out
    }

    /// The type not declared in the sources whose extension holds `function`, if any.
    private func externalExtension(holding function: FunctionDeclSyntax) -> String? {
        var current = function.parent
        while let parent = current, parent.asProtocol(DeclGroupSyntax.self) == nil { current = parent.parent }
        guard let extensionDecl = current?.as(ExtensionDeclSyntax.self) else { return nil }
        let name = extensionDecl.extendedType.trimmedDescription
        return index.types[name]?.at == nil ? name : nil
    }

    /// Whether `call` is inside an argument or closure of a call whose name plays `role`.
    private func isInside(_ call: FunctionCallExprSyntax, role: SwiftUIRole) -> Bool {
        var current = call.parent
        while let parent = current {
            if let outer = parent.as(FunctionCallExprSyntax.self), outer.role == role { return true }
            if parent.asProtocol(DeclGroupSyntax.self) != nil { return false }
            current = parent.parent
        }
        return false
    }
}
