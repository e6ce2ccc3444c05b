import KeyGraph
import SwiftSyntax

/// Menus an AppKit app builds in code: `NSMenu(title:)`, `addItem(_:)`,
/// `addItem(withTitle:action:keyEquivalent:)`, `NSMenuItem(title:action:keyEquivalent:)`,
/// `keyEquivalentModifierMask`, `submenu`, and `NSApp.mainMenu = …`, read function by function.
extension SwiftUIReader {
    /// Reads each function that builds an NSMenu: the one set as `NSApp.mainMenu` is the menu
    /// bar; another menu's key equivalents work only while it is open (a status item's, a
    /// context menu), so each is a note.
    mutating func readCodeMenus() {
        var mainMenuMakers: Set<String> = []
        var builders: [Syntax] = []
        for file in files {
            for call in file.calls
            where call.role == .appKitMenu(.menu) || call.role == .appKitMenu(.item) {
                if let owner = enclosingBody(of: call), !builders.contains(where: { $0.id == owner.id }) {
                    builders.append(owner)
                }
            }
            var finder = MainMenuAssignments()
            finder.walk(Syntax(file.tree))
            mainMenuMakers.formUnion(finder.makers)
        }
        for body in builders {
            var menus = CodeMenus(reader: self)
            menus.read(body)
            let name = body.parent?.as(FunctionDeclSyntax.self)?.name.text
            let main = menus.mainMenu ?? (name.map(mainMenuMakers.contains) == true ? menus.returned : nil)
            if let main, let top = menus.tree(main, depth: 0) {
                readMainMenu(top)
            }
            for (variable, item) in menus.items where !menus.isInMenu(variable, main) && !item.key.isEmpty {
                note(
                    item.node,
                    "'\(item.item.title)': a key equivalent\(item.key.count > 1 ? " computed at run time" : "") "
                        + "of an NSMenu that is not the main menu works only while that menu is open: not bound",
                    rule: .shortcutNotBound)
            }
        }
    }

    /// The function, initializer or closure body a node is in.
    private func enclosingBody(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self),
                parent.parent?.is(FunctionDeclSyntax.self) == true
                    || parent.parent?.is(InitializerDeclSyntax.self) == true
                    || parent.parent?.is(AccessorDeclSyntax.self) == true
            {
                return parent
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return parent }
            current = parent.parent
        }
        return nil
    }
}

/// `NSApp.mainMenu = makeMenu()`: the functions whose returned menu is the main menu.
private struct MainMenuAssignments {
    var makers: Set<String> = []

    mutating func walk(_ node: Syntax) {
        var pending = [node]
        while let node = pending.popLast() {
            if let sequence = node.as(SequenceExprSyntax.self), case (let target, let value)? = assignment(sequence),
                target.hasSuffix(".mainMenu"), let call = value.as(FunctionCallExprSyntax.self),
                let name = call.calledName
            {
                makers.insert(name)
            }
            pending += node.children(viewMode: .sourceAccurate)
        }
    }
}

/// `a = b` in a sequence expression: the target as written, and the value.
private func assignment(_ sequence: SequenceExprSyntax) -> (String, ExprSyntax)? {
    let parts = Array(sequence.elements)
    guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self) else { return nil }
    return (parts[0].trimmedDescription, parts[2])
}

/// The menus and items one function builds, by the names it keeps them under.
private struct CodeMenus {
    struct Item {
        var item: NativeMenuItem
        var submenu: String?
        var node: Syntax
        var key: String { item.key }
    }

    let reader: SwiftUIReader
    var menus: [String: [String]] = [:]
    var items: [(String, Item)] = []
    var mainMenu: String?
    var returned: String?
    private var counter = 0

    init(reader: SwiftUIReader) { self.reader = reader }

    mutating func read(_ body: Syntax) {
        var pending = [body]
        while let node = pending.popLast() {
            if let binding = node.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            {
                bind(name, to: value)
            } else if let sequence = node.as(SequenceExprSyntax.self),
                case (let target, let value)? = assignment(sequence)
            {
                assign(target, value)
            } else if let call = node.as(FunctionCallExprSyntax.self), isStatement(call) {
                _ = perform(call)
            } else if let statement = node.as(ReturnStmtSyntax.self),
                let name = statement.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
            {
                returned = name
            }
            if node.is(ClosureExprSyntax.self), node.id != body.id { continue }
            pending += node.children(viewMode: .sourceAccurate).reversed()
        }
    }

    private func isStatement(_ call: FunctionCallExprSyntax) -> Bool {
        call.parent?.is(CodeBlockItemSyntax.self) == true || call.parent?.is(ExpressionStmtSyntax.self) == true
    }

    /// `let x = NSMenu(title:)`, `let i = NSMenuItem(…)`, `let i = menu.addItem(withTitle:…)`.
    private mutating func bind(_ name: String, to value: ExprSyntax) {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return }
        if call.role == .appKitMenu(.menu) {
            menus[name] = []
            menuTitles[name] = call.argument("title").flatMap { reader.titles(of: $0, scope: scope)?.first }
        } else if call.role == .appKitMenu(.item), let item = item(of: call) {
            items.append((name, Item(item: item, node: Syntax(call.calledExpression))))
        } else if let added = perform(call) {
            // `let item = menu.addItem(withTitle:…)`: the item now has a name.
            if let index = items.firstIndex(where: { $0.0 == added }) { items[index].0 = name }
            for key in menus.keys { menus[key] = menus[key]?.map { $0 == added ? name : $0 } }
        }
    }

    var menuTitles: [String: String?] = [:]

    private var scope: Scope { Scope(file: reader.files[0], type: nil) }

    /// `x.keyEquivalentModifierMask = …`, `x.submenu = m`, `x.keyEquivalent = "k"`, `NSApp.mainMenu = m`.
    private mutating func assign(_ target: String, _ value: ExprSyntax) {
        let parts = target.split(separator: ".").map(String.init)
        guard parts.count >= 2 else { return }
        let variable = parts.dropLast().joined(separator: ".")
        let member = parts[parts.count - 1]
        if member == "mainMenu", let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text {
            mainMenu = name
            return
        }
        guard let index = items.lastIndex(where: { $0.0 == variable }) else { return }
        switch member {
        case "keyEquivalentModifierMask":
            items[index].1.item.modifiers = modifiers(value)
        case "submenu":
            items[index].1.submenu = value.as(DeclReferenceExprSyntax.self)?.baseName.text
        case "keyEquivalent":
            items[index].1.item.key = Self.key(value)
        default: break
        }
    }

    /// `menu.addItem(…)`, `menu.insertItem(…, at:)`, `menu.setSubmenu(m, for: item)`: the name of the item added.
    private mutating func perform(_ call: FunctionCallExprSyntax) -> String? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let menu = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, menus[menu] != nil
        else { return nil }
        switch access.declName.baseName.text {
        case "addItem", "insertItem":
            if call.argument("withTitle") != nil, let item = item(of: call) {
                let name = fresh()
                items.append((name, Item(item: item, node: Syntax(access.declName))))
                menus[menu]?.append(name)
                return name
            }
            guard let argument = call.arguments.first?.expression else { return nil }
            if let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text {
                menus[menu]?.append(name)
                return name
            }
            if let inner = argument.as(FunctionCallExprSyntax.self) {
                let name = fresh()
                if inner.calledName == "separator" {
                    items.append(
                        (
                            name,
                            Item(
                                item: NativeMenuItem(title: "", isSeparator: true, at: reader.location(inner)),
                                node: Syntax(inner))
                        ))
                } else if inner.role == .appKitMenu(.item), let item = item(of: inner) {
                    items.append((name, Item(item: item, node: Syntax(inner.calledExpression))))
                } else {
                    return nil
                }
                menus[menu]?.append(name)
                return name
            }
            return nil
        case "setSubmenu":
            if let submenu = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let item = call.argument("for")?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let index = items.lastIndex(where: { $0.0 == item })
            {
                items[index].1.submenu = submenu
            }
            return nil
        default:
            return nil
        }
    }

    private mutating func fresh() -> String {
        counter += 1
        return " item\(counter)"
    }

    /// `NSMenuItem(title:action:keyEquivalent:)` or `addItem(withTitle:action:keyEquivalent:)`.
    private func item(of call: FunctionCallExprSyntax) -> NativeMenuItem? {
        let title = (call.argument("title") ?? call.argument("withTitle")).flatMap {
            reader.titles(of: $0, scope: scope)?.first
        }
        var item = NativeMenuItem(title: title ?? "", at: reader.location(call.calledExpression))
        if let key = call.argument("keyEquivalent") {
            item.key = Self.key(key)
        }
        if let action = call.argument("action") { item.selector = Self.selector(action) }
        return item
    }

    /// A key equivalent as written: a literal's text, else `{expression}` (computed at run time).
    static func key(_ expression: ExprSyntax) -> String {
        expression.as(StringLiteralExprSyntax.self).flatMap(text) ?? "{\(expression.trimmedDescription)}"
    }

    /// The text of a one-segment string literal, escapes resolved.
    static func text(_ literal: StringLiteralExprSyntax) -> String? {
        guard literal.segments.count <= 1 else { return nil }
        guard case .stringSegment(let segment)? = literal.segments.first else { return "" }
        return literal.value(of: segment)
    }

    /// `#selector(Type.method(_:))` → `method:`; `#selector(save(with:))` → `saveWith:`.
    static func selector(_ expression: ExprSyntax) -> String? {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let inner = macro.arguments.first?.expression
        else { return nil }
        let reference = inner.as(DeclReferenceExprSyntax.self) ?? inner.as(MemberAccessExprSyntax.self)?.declName
        guard let reference else { return nil }
        let labels = reference.argumentNames?.arguments.map(\.name.text) ?? []
        var selector = reference.baseName.text
        for (index, label) in labels.enumerated() {
            if label == "_" {
                selector += ":"
            } else {
                selector += (index == 0 ? label.prefix(1).uppercased() + label.dropFirst() : label) + ":"
            }
        }
        return selector
    }

    /// `.command`, `[.command, .shift]`, `[]`.
    private func modifiers(_ expression: ExprSyntax) -> EventModifiers? {
        reader.eventModifiers(expression, scope: scope)
    }

    /// Whether the item named `variable` is in the menu `main` or one of its submenus.
    func isInMenu(_ variable: String, _ main: String?) -> Bool {
        guard let main else { return false }
        var pending = [main]
        var seen: Set<String> = []
        while let menu = pending.popLast(), seen.insert(menu).inserted {
            for name in menus[menu] ?? [] {
                if name == variable { return true }
                if let submenu = items.last(where: { $0.0 == name })?.1.submenu { pending.append(submenu) }
            }
        }
        return false
    }

    /// The items of menu `name`, their submenus in them.
    func tree(_ name: String, depth: Int) -> [NativeMenuItem]? {
        guard let names = menus[name], depth < 16 else { return nil }
        return names.compactMap { member in
            guard var entry = items.last(where: { $0.0 == member })?.1 else { return nil }
            if let submenu = entry.submenu {
                entry.item.submenu = tree(submenu, depth: depth + 1)
                if entry.item.title.isEmpty, let title = menuTitles[submenu] ?? nil { entry.item.title = title }
            }
            return entry.item
        }
    }
}
