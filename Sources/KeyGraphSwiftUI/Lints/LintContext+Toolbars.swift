import SwiftSyntax

/// What a control shows, as its source says: only an icon, only text, an icon with a title
/// (`Label`, `Button("Add", systemImage:)`), or something the rules do not judge.
enum ControlLabel: Equatable {
    case icon
    case text
    case titledIcon
    case unknown
}

extension FunctionCallExprSyntax {
    /// The label closure of a `Button` or `Menu`: `label:`, or the trailing closure after `action:`.
    var labelClosure: ClosureExprSyntax? {
        closure("label") ?? (argument("action") != nil ? trailingClosure : nil)
    }

    /// What a `Button` or `Menu` shows.
    var controlLabel: ControlLabel {
        // A project's own initializer (`Button("Send", icon: .send)`) is not SwiftUI's to judge.
        let known: Set<String> = ["action", "role", "systemImage", "image", "label", "content", "primaryAction"]
        guard arguments.allSatisfy({ $0.label.map { known.contains($0.text) } ?? true }) else { return .unknown }
        if let title = unlabelled.first, !title.is(ClosureExprSyntax.self) {
            return argument("systemImage") != nil || argument("image") != nil ? .titledIcon : .text
        }
        guard let label = labelClosure, label.statements.count == 1,
            case .expr(let expression)? = label.statements.first?.item
        else { return .unknown }
        let (root, modifiers) = expression.strippingModifiers
        if modifiers.contains(where: { $0.hasPrefix("accessibility") }) { return .titledIcon }
        if expression.isInvisible { return .unknown }
        switch root?.typeRole {
        case .content(.image)?: return root?.argument("label") != nil ? .titledIcon : .icon
        case .content(.text)?: return .text
        case .content(.label)?: return .titledIcon
        default: return .unknown
        }
    }

    /// The title a `Button` shows, when the source spells it: `Button("Delete")`,
    /// `Label("Delete", …)` or `Text("Delete")` as its label.
    var literalTitle: String? {
        if let title = unlabelled.first?.as(StringLiteralExprSyntax.self) { return title.representedLiteralValue }
        guard let label = labelClosure, case .expr(let expression)? = label.statements.first?.item,
            let root = expression.strippingModifiers.root,
            root.typeRole == .content(.label) || root.typeRole == .content(.text)
        else { return nil }
        return root.unlabelled.first?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}

extension ExprSyntax {
    /// Whether a modifier of this view makes it invisible (`.foregroundColor(.clear)`,
    /// `.opacity(0)`): a layout spacer, not an icon.
    var isInvisible: Bool {
        var current = self
        while let call = current.as(FunctionCallExprSyntax.self), let name = call.modifierName,
            let base = call.modifiedView
        {
            let argument = call.arguments.first?.expression.trimmedDescription
            if (name == "foregroundColor" || name == "foregroundStyle") && argument == ".clear" { return true }
            if name == "opacity" && argument == "0" { return true }
            current = base
        }
        return false
    }

    /// The call under its modifiers, and the modifiers' names (`Image(…).font(.title)` → Image, [font]).
    var strippingModifiers: (root: FunctionCallExprSyntax?, modifiers: [String]) {
        var modifiers: [String] = []
        var current = self
        while let call = current.as(FunctionCallExprSyntax.self), let name = call.modifierName,
            let base = call.modifiedView
        {
            modifiers.append(name)
            current = base
        }
        return (current.as(FunctionCallExprSyntax.self), modifiers)
    }
}

extension LintContext {
    mutating func checkToolbarsAndMenus() {
        checkToolbarGroups()
        checkIconLabels()
        checkHiddenInsideItems()
        checkContextMenus()
    }

    /// A `ToolbarItemGroup` whose buttons are some icon-only, some text-only.
    private mutating func checkToolbarGroups() {
        for (file, group) in allCalls where group.typeRole == .toolbar(.itemGroup) {
            guard let content = group.closure("content") ?? group.trailingClosure else { continue }
            var icons: [String] = []
            var texts: [String] = []
            for statement in content.statements {
                guard case .expr(let expression) = statement.item else { continue }
                let (root, modifiers) = expression.strippingModifiers
                guard let root, root.typeRole == .control(.button) || root.typeRole == .menuForm(.menu),
                    !modifiers.contains("labelStyle")
                else { continue }
                switch root.controlLabel {
                case .icon, .titledIcon: icons.append(file.location(of: root).summary)
                case .text: texts.append(root.literalTitle.map { "'\($0)'" } ?? file.location(of: root).summary)
                case .unknown: break
                }
            }
            guard !icons.isEmpty, !texts.isEmpty else { continue }
            report(
                .toolbarMixedGroup, group.calledExpression, in: file,
                "this toolbar group mixes \(icons.count) icon\(icons.count == 1 ? "" : "s") with text "
                    + "(\(texts.joined(separator: ", ")))")
        }
    }

    /// A `Button` or `Menu` whose label is only an `Image`, with no accessibility label.
    private mutating func checkIconLabels() {
        for (file, call) in allCalls where call.typeRole == .control(.button) || call.typeRole == .menuForm(.menu) {
            guard call.controlLabel == .icon else { continue }
            let modifiers = call.appliedModifiers.compactMap(\.modifierName)
            guard
                !modifiers.contains(where: {
                    $0 == "accessibilityLabel" || $0 == "accessibility" || $0 == "accessibilityHidden"
                })
            else { continue }
            report(
                .iconWithoutLabel, call.calledExpression, in: file,
                "this \(call.typeName ?? "") shows only an icon and has no accessibility label")
        }
    }

    /// `.hidden` applied inside a toolbar item's content rather than to the item.
    private mutating func checkHiddenInsideItems() {
        for (file, call) in allCalls where call.namedModifierRole == .hidden {
            for around in call.enclosingCalls {
                if around.typeRole == .toolbar(.item) || around.typeRole == .toolbar(.itemGroup) {
                    guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName else { break }
                    report(
                        .toolbarHiddenInsideItem, name, in: file,
                        ".hidden inside the \(around.typeName ?? "") at \(location(of: around.calledExpression)): "
                            + "apply it to the item")
                    break
                }
                if around.typeRole == .menuForm(.menu) || around.isPresentation
                    || around.namedModifierRole == .contextMenu
                {
                    break
                }
            }
        }
    }

    /// A row with `.contextMenu` and `.swipeActions` whose menu's first item is no swipe action.
    private mutating func checkContextMenus() {
        for (file, menu) in allCalls where menu.namedModifierRole == .contextMenu {
            var chain = menu.appliedModifiers
            var base = menu.modifiedView
            while let call = base?.as(FunctionCallExprSyntax.self), call.modifierName != nil {
                chain.append(call)
                base = call.modifiedView
            }
            let swipes = chain.filter { $0.namedModifierRole == .swipeActions }
            guard !swipes.isEmpty, let items = menu.closure("menuItems") ?? menu.trailingClosure,
                case .expr(let first)? = items.statements.first?.item,
                let button = first.strippingModifiers.root, button.typeRole == .control(.button),
                let title = button.literalTitle
            else { continue }
            let swipeButtons = swipes.flatMap { $0.closures.flatMap { functionCalls(in: $0) } }
                .filter { $0.typeRole == .control(.button) }
            let titles = swipeButtons.compactMap(\.literalTitle)
            guard titles.count == swipeButtons.count, !titles.contains(title) else { continue }
            report(
                .contextMenuSwipeAction, button.calledExpression, in: file,
                "the context menu starts with '\(title)', which is not one of the row's swipe actions"
                    + (titles.isEmpty ? "" : " (\(titles.map { "'\($0)'" }.joined(separator: ", ")))"))
        }
    }
}
