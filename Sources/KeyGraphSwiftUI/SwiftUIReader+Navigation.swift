import KeyGraph
import SwiftSyntax

/// The window's layout — a `TabView` of `Tab`s (or views with `.tabItem`) in the root view —
/// and context menus on the views the app file declares.
extension SwiftUIReader {
    /// The root view's (or the window group's) first `TabView` is the window's layout; any other
    /// `TabView` and every `NavigationSplitView` a note. `NavigationStack` is the default layout.
    mutating func readNavigation(tabViews: [FunctionCallExprSyntax], splitViews: [FunctionCallExprSyntax]) {
        for call in tabViews {
            let type = enclosingType(of: call)
            let inWindow = type?.name == app.rootView || type?.conforms(to: .app) == true
            guard app.tabs.isEmpty, inWindow, let content = call.trailingClosure ?? call.closure("content") else {
                note(
                    call.calledExpression,
                    !inWindow
                        ? "a TabView in '\(type?.name ?? "?")', which is not the window's root view: the app model's tab view is the window's layout; not modelled"
                        : "a second TabView: the app model's tab view is the window's layout, the first; not modelled")
                continue
            }
            readTabs(content.statements, scope: Scope(file: file(of: call), type: type), section: nil)
            let (_, modifiers) = split(chainTop(of: call))
            if let style = modifiers.last(where: { $0.role == .tabViewStyle }),
                let name = style.call?.unlabelled.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            {
                if ["automatic", "sidebarAdaptable", "tabBarOnly"].contains(name) {
                    app.tabViewStyle = name
                } else {
                    note(
                        style.nameNode,
                        "'.tabViewStyle(.\(name))' is no tab view style the app model has: read as automatic")
                }
            }
        }
        for call in splitViews {
            note(
                call.calledExpression,
                "a NavigationSplitView in '\(enclosingType(of: call)?.name ?? "?")': the app model's split view columns "
                    + "each list a record type, and the sources hold no records: its columns are not modelled")
        }
    }

    private mutating func readTabs(_ list: CodeBlockItemListSyntax, scope: Scope, section: String?) {
        for item in statements(list) {
            guard let expression = expression(of: item) else { continue }
            if let branch = expression.as(IfExprSyntax.self) {
                readBranches(of: branch) { reader, list in reader.readTabs(list, scope: scope, section: section) }
                continue
            }
            let (root, modifiers) = split(expression)
            guard let call = root.as(FunctionCallExprSyntax.self), let name = call.calledName else { continue }
            switch call.role {
            case .navigation(.tab)?: readTab(call, scope: scope, section: section)
            case .navigation(.tabSection)?:
                let title = call.unlabelled.first.flatMap { titles(of: $0, scope: scope)?.first }
                if let content = call.closure("content") ?? call.trailingClosure {
                    readTabs(content.statements, scope: scope, section: title ?? section)
                }
            case .menuForm(.forEach)?:
                note(call.calledExpression, "tabs made by a ForEach: the tabs are made at run time and not read")
            default:
                guard let tabItem = modifiers.first(where: { $0.role == .tabItem }) else { continue }
                readTabItem(call, root: name, tabItem: tabItem, modifiers: modifiers, scope: scope)
            }
        }
    }

    /// `Tab("Library", systemImage: "books", value: .library) { LibraryView() }`, `Tab(role: .search)`.
    private mutating func readTab(_ call: FunctionCallExprSyntax, scope: Scope, section: String?) {
        let isSearch = call.argument("role")?.trimmedDescription == ".search"
        var title = call.unlabelled.first.flatMap { titles(of: $0, scope: scope)?.first }
        if title == nil, isSearch { title = "Search" }
        guard let content = call.trailingClosure ?? call.closure("content"),
            let root = presentedView(in: content.statements)?.name, let title
        else {
            note(call.calledExpression, "a Tab whose title or view the reader cannot read: not modelled")
            return
        }
        addTab(
            ReadTab(
                value: call.argument("value").flatMap(tabValue) ?? lowerCamel(title), title: title,
                icon: call.argument("systemImage").flatMap { titles(of: $0, scope: scope)?.first }, root: root,
                isSearch: isSearch, section: section, at: location(call.calledExpression)))
    }

    /// `LibraryView().tabItem { Label("Library", systemImage: "books") }.tag(Tab.library)`.
    private mutating func readTabItem(
        _ call: FunctionCallExprSyntax, root: String, tabItem: Modifier, modifiers: [Modifier], scope: Scope
    ) {
        var title: String?
        var icon: String?
        for statement in tabItem.call?.trailingClosure?.statements ?? [] {
            guard let expression = expression(of: statement.item), let label = firstCall(expression) else { continue }
            switch label.role {
            case .content(.label)?:
                title = title ?? label.unlabelled.first.flatMap { titles(of: $0, scope: scope)?.first }
                icon = icon ?? label.argument("systemImage").flatMap { titles(of: $0, scope: scope)?.first }
            case .content(.text)?: title = title ?? titles(of: ExprSyntax(label), scope: scope)?.first
            case .content(.image)?:
                icon = icon ?? label.argument("systemName").flatMap { titles(of: $0, scope: scope)?.first }
            default: continue
            }
        }
        guard let title = title ?? icon else {
            note(tabItem.nameNode, "a tab item whose title the reader cannot read: not modelled")
            return
        }
        let name =
            SwiftUINames.role(of: root)?.isStack == true
            ? call.trailingClosure.flatMap { presentedView(in: $0.statements)?.name } ?? root : root
        let tag = modifiers.first { $0.role == .tag }?.call?.unlabelled.first
        addTab(
            ReadTab(
                value: tag.flatMap(tabValue) ?? lowerCamel(title), title: title, icon: icon, root: name,
                at: location(call.calledExpression)))
    }

    private mutating func addTab(_ tab: ReadTab) {
        var tab = tab
        tab.value = uniqueName(tab.value, among: app.tabs.map(\.value))
        app.tabs.append(tab)
    }

    /// A tab's value as written: `.library` and `Tab.library` → `library`, a literal its text.
    private func tabValue(_ expression: ExprSyntax) -> String? {
        if let access = expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        {
            return literal.value(of: segment)
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return integer.literal.text }
        return nil
    }

    /// `.contextMenu { items }` on a view the app file declares (the view it modifies, if the
    /// project declares it, else the view whose body holds it). A row's menu (in a `ForEach` or
    /// `List`) or one on any other view is a note: the app model attaches row menus to a record
    /// type's rows, and the sources hold no records.
    mutating func readContextMenu(_ call: FunctionCallExprSyntax) {
        guard let content = call.closure("menuItems") ?? call.closure("menu") ?? call.trailingClosure else { return }
        let type = enclosingType(of: call)
        var target = type?.name ?? "?"
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
            let root = split(base).root.as(FunctionCallExprSyntax.self), let name = root.calledName,
            index.types[name] != nil
        {
            target = name
        }
        let name = modifierName(call)
        if call.argument("forSelectionType") != nil || isInRow(call) {
            note(
                name,
                "a row's context menu in '\(type?.name ?? "?")': the app model attaches a row's menu to the rows of a "
                    + "record type, and the sources hold no records: not modelled")
            return
        }
        guard app.declaredViews.contains(target) else {
            note(
                name,
                "the context menu of '\(target)': the app model attaches context menus to the views it declares "
                    + "(the root view, tabs, sheets, Settings), and '\(target)' is none of them: not modelled")
            return
        }
        let first = app.commands.count
        let items = readItems(
            content.statements, scope: Scope(file: file(of: call), type: type, reading: .views),
            place: "context menu of \(target)")
        for index in first..<app.commands.count {
            guard app.commands[index].shortcut != nil else { continue }
            notes.append(
                (app.commands[index].shortcutAt ?? app.commands[index].at).diagnostic(
                    .note,
                    "a context menu item's shortcut is shown in the menu and performed only while it is open: not bound",
                    rule: .shortcutNotBound))
            app.commands[index].shortcut = nil
            app.commands[index].shortcutAt = nil
        }
        guard !items.isEmpty else { return }
        app.contextMenus.append(ReadContextMenu(target: target, items: items, at: location(name)))
    }

    /// Whether `node` is in a `ForEach`'s or a `List`'s row closure.
    private func isInRow(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.asProtocol(DeclGroupSyntax.self) != nil { return false }
            if let closure = parent.as(ClosureExprSyntax.self),
                let call = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.role == .menuForm(.forEach) || (call.role == .navigation(.list) && !call.arguments.isEmpty)
            {
                return true
            }
            current = parent.parent
        }
        return false
    }
}
