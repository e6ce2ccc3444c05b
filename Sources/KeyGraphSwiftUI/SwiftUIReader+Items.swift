import KeyGraph
import SwiftSyntax

/// Menu items: `Button`, `Toggle`, `Picker`, `Menu`, `Divider`, `Section`, `ForEach` over
/// literals, `if`/`else`, `#if`, and custom views that wrap them.
extension SwiftUIReader {
    mutating func readItems(_ list: CodeBlockItemListSyntax, scope: Scope, place: String) -> [ReadItem] {
        var items: [ReadItem] = []
        for item in statements(list) {
            guard let expression = expression(of: item) else { continue }
            items += readItem(expression, scope: scope, place: place)
        }
        return items
    }

    mutating func readItem(_ expression: ExprSyntax, scope: Scope, place: String) -> [ReadItem] {
        if let branch = expression.as(IfExprSyntax.self) {
            var items: [ReadItem] = []
            readBranches(of: branch) { reader, list in items += reader.readItems(list, scope: scope, place: place) }
            return items
        }
        if let switched = expression.as(SwitchExprSyntax.self) {
            return readSwitch(switched, scope: scope, place: place)
        }
        let (root, modifiers) = split(expression)
        if let reference = root.as(DeclReferenceExprSyntax.self),
            let items = readNamed(reference.baseName.text, at: expression, scope: scope, place: place)
        {
            return items
        }
        guard let call = root.as(FunctionCallExprSyntax.self), let name = call.calledName else {
            // In a view, anything but a control is content (`self`, a text field): no note.
            if scope.isMenuBar { note(expression, "a menu item the reader cannot read") }
            return []
        }
        switch call.role {
        case .control(.button)?, .control(.toggle)?, .control(.link)?, .control(.shareLink)?:
            guard
                let index = readControl(
                    call, modifiers: modifiers, scope: scope, place: place, isMenuItem: scope.isMenuBar)
            else { return [] }
            return [call.role == .control(.toggle) ? .toggle(command: index) : .button(command: index)]
        case .menuForm(.divider)?:
            return [.divider]
        case .menuForm(.menu)?:
            let (title, icon) = labelOf(call, scope: scope)
            // `Menu(title) { … }`, `Menu { … } label: { … }`, `Menu(content:label:)`.
            let trailing = call.unlabelled.isEmpty && call.closure("label") == nil ? nil : call.trailingClosure
            let children = (call.closure("content") ?? trailing).map {
                readItems($0.statements, scope: scope, place: "\(place) › \(title ?? "Menu")")
            }
            let at = location(call.calledExpression)
            return [.menu(title: title ?? "Menu", icon: icon, items: children ?? [], at: at)]
        case .menuForm(.section)?:
            let title =
                call.unlabelled.first.flatMap { titles(of: $0, scope: scope)?.first }
                ?? call.closure("header").flatMap { firstTitle(in: $0.statements, scope: scope) }
            let content = call.closure("content") ?? call.trailingClosure
            let children = content.map { readItems($0.statements, scope: scope, place: place) } ?? []
            return [.section(title: title, items: children, at: location(call.calledExpression))]
        case .control(.picker)?:
            return readPicker(call, scope: scope, place: place)
        case .menuForm(.forEach)?:
            return readForEach(call, scope: scope, place: place)
        case .container?:
            // A container: its controls; the container's modifiers apply to its one control.
            let first = app.commands.count
            let items = (call.trailingClosure ?? call.closure("content")).map {
                readItems($0.statements, scope: scope, place: place)
            }
            if app.commands.count == first + 1 { apply(modifiers, to: first, scope: scope) }
            return items ?? []
        case .content?:
            return []
        default:
            return readCustomItem(call, name: name, modifiers: modifiers, scope: scope, place: place)
        }
    }

    /// A name read for what it stands for (a binding, a property of the type being read); nil
    /// when it stands for neither. One that stands for itself, however far round, stops where it
    /// comes round (found by the swiftui fuzz target: first a stack overflow, then a stall, a
    /// name whose content names it twice being read 2^64 times).
    private mutating func readNamed(
        _ name: String, at expression: ExprSyntax, scope: Scope, place: String
    ) -> [ReadItem]? {
        let bound = scope.bound(name)
        let property = bound == nil ? scope.type?.property(name) : nil
        guard let target = bound.map({ Syntax($0.expression) }) ?? property.map(Syntax.init) else { return nil }
        guard !following.contains(target.id) else {
            note(expression, "'\(name)' stands for itself: not read")
            return []
        }
        guard following.count < Self.maximumReferences else {
            note(expression, "'\(name)' is followed through more than \(Self.maximumReferences) names: not read")
            return []
        }
        following.insert(target.id)
        defer { following.remove(target.id) }
        if let bound { return readItem(bound.expression, scope: bound.scope, place: place) }
        if let property, let list = body(of: property) { return readItems(list, scope: scope, place: place) }
        return nil
    }

    /// A custom view in a menu: its `body` read with the call's arguments bound, and the call
    /// site's shortcut applied to the one control it makes.
    private mutating func readCustomItem(
        _ call: FunctionCallExprSyntax, name: String, modifiers: [Modifier], scope: Scope, place: String
    ) -> [ReadItem] {
        if index.types[name] != nil, depth >= 8 {
            if scope.isMenuBar {
                note(call.calledExpression, "'\(name)' is read 8 views deep already: not read further")
            }
            return []
        }
        guard let type = index.types[name], let body = type.property("body"), let list = self.body(of: body) else {
            if index.types[name] == nil,
                let items = readWrapper(call, name: name, modifiers: modifiers, scope: scope, place: place)
            {
                return items
            }
            if scope.isMenuBar {
                note(call.calledExpression, "'\(name)' is not declared in the sources read: its items are unknown")
            }
            return []
        }
        guard expand(at: call.calledExpression, name) else { return [] }
        depth += 1
        defer { depth -= 1 }
        let first = app.commands.count
        let inner = scope.entering(file(of: body), type: type, bindings: bindings(for: call, to: type, scope: scope))
        let items = readItems(list, scope: inner, place: place)
        if app.commands.count == first + 1 {
            // One control: it is where the call site puts it, with the call site's shortcut.
            app.commands[first].at = location(call.calledExpression)
            if app.commands[first].shortcut != nil { app.commands[first].shortcutAt = location(call) }
            apply(modifiers, to: first, scope: scope)
        }
        return items
    }

    /// A control of another module that wraps a `Button` (ButtonKit's `AsyncButton { … } label: { … }`)
    /// and carries a `.keyboardShortcut`: read as a button with its title, at its place, with a note
    /// that what it does is guessed. Nil for any other undeclared view.
    private mutating func readWrapper(
        _ call: FunctionCallExprSyntax, name: String, modifiers: [Modifier], scope: Scope, place: String
    ) -> [ReadItem]? {
        guard modifiers.contains(where: { $0.name == "keyboardShortcut" }),
            call.closure("label") != nil || call.unlabelled.first?.is(StringLiteralExprSyntax.self) == true
        else { return nil }
        guard
            let index = readControl(call, modifiers: modifiers, scope: scope, place: place, isMenuItem: scope.isMenuBar)
        else { return [] }
        note(
            call.calledExpression,
            "'\(name)' is not declared in the sources read: read as a button titled '\(app.commands[index].title)', "
                + "its shortcut performing the button's action")
        return [.button(command: index)]
    }

    private mutating func readSwitch(_ statement: SwitchExprSyntax, scope: Scope, place: String) -> [ReadItem] {
        let at = location(statement.switchKeyword)
        var items: [ReadItem] = []
        for (number, element) in statement.cases.enumerated() {
            guard case .switchCase(let switchCase) = element else { continue }
            branches.append(Branch(statement: at, index: number))
            items += readItems(switchCase.statements, scope: scope, place: place)
            branches.removeLast()
        }
        return items
    }

    /// `Picker("Sort By", selection: $order) { Text("Title").tag(…) … }`: an app state key and
    /// its options (also made by a `ForEach` the source states). When an option carries a
    /// `.keyboardShortcut`, each option is an item of its own, with its shortcut, that stores it.
    private mutating func readPicker(_ call: FunctionCallExprSyntax, scope: Scope, place: String) -> [ReadItem] {
        let (title, _) = labelOf(call, scope: scope)
        let key = call.argument("selection").flatMap(stateKey) ?? "selection"
        var options: [PickerOption] = []
        if let content = call.trailingClosure ?? call.closure("content") {
            pickerOptions(content.statements, scope: scope, into: &options)
        }
        guard !options.isEmpty else {
            note(call.calledExpression, "a Picker whose options are made at run time: left out")
            return []
        }
        let at = location(call.calledExpression)
        guard options.contains(where: { $0.modifiers.contains { $0.role == .keyboardShortcut } }) else {
            return [.picker(title: title ?? key, key: key, options: options.map(\.title), at: at)]
        }
        var items: [ReadItem] = []
        for option in options {
            var command = ReadCommand(
                id: commandID(for: option.title), title: option.title, at: option.at,
                place: "\(place) › \(option.title)", isMenuItem: scope.isMenuBar)
            if !scope.isMenuBar { command.view = scope.type?.name }
            command.effects = [.setState(key, option.title)]
            let index = add(command)
            apply(option.modifiers, to: index, scope: option.scope)
            items.append(.button(command: index))
        }
        return [.section(title: title, items: items, at: at)]
    }

    /// One option of a picker: its title, its modifiers (`.tag`, `.keyboardShortcut`) and where it is.
    struct PickerOption {
        var title: String
        var modifiers: [Modifier]
        var scope: Scope
        var at: SwiftLocation
    }

    private mutating func pickerOptions(
        _ list: CodeBlockItemListSyntax, scope: Scope, into options: inout [PickerOption]
    ) {
        for item in statements(list) {
            guard let expression = expression(of: item) else { continue }
            let (root, modifiers) = split(expression)
            guard let call = root.as(FunctionCallExprSyntax.self) else {
                note(expression, "a picker option the reader cannot read (built at run time?)")
                continue
            }
            if call.role == .menuForm(.forEach), let collection = call.unlabelled.first,
                let content = call.trailingClosure ?? call.closure("content")
            {
                guard let (elements, isEnumerated) = forEachElements(collection)
                else {
                    note(collection, "picker options over '\(collection.trimmedDescription)': known only at run time")
                    continue
                }
                let parameters = closureParameters(content)
                for element in elements {
                    let inner = Self.binding(element, to: parameters, enumerated: isEnumerated, in: scope)
                    pickerOptions(content.statements, scope: inner, into: &options)
                }
            } else if call.role == .content(.text) || call.role == .content(.label),
                let option = call.unlabelled.first.flatMap({ titles(of: $0, scope: scope)?.first })
            {
                for modifier in modifiers where modifier.role == .keyboardShortcut {
                    readShortcuts.insert(modifier.node.id)
                }
                options.append(
                    PickerOption(title: option, modifiers: modifiers, scope: scope, at: location(call.calledExpression))
                )
            } else {
                note(expression, "a picker option the reader cannot read (built at run time?)")
            }
        }
    }

    /// `ForEach` over a collection the source states (``forEachElements(_:)``): the content once
    /// per element, the closure's parameter bound to it (two parameters: the offset and the
    /// element, as `enumerated()` gives them), so `"\(index + 1)"` is each index's shortcut.
    /// Anything else is known only at run time: a note, which says so of shortcuts made by index.
    private mutating func readForEach(_ call: FunctionCallExprSyntax, scope: Scope, place: String) -> [ReadItem] {
        guard let collection = call.unlabelled.first, let content = call.trailingClosure ?? call.closure("content")
        else {
            return []
        }
        guard let (elements, isEnumerated) = forEachElements(collection) else {
            let hasShortcut = calls(in: content).contains {
                $0.modifierRole == .keyboardShortcut
            }
            note(
                collection,
                "ForEach over '\(collection.trimmedDescription)': its items "
                    + (hasShortcut ? "and their shortcuts (how many, the sources do not state) " : "")
                    + "are known only at run time",
                hint: "its items are left out")
            return []
        }
        let parameters = closureParameters(content)
        var items: [ReadItem] = []
        for element in elements {
            let inner = Self.binding(element, to: parameters, enumerated: isEnumerated, in: scope)
            items += readItems(content.statements, scope: inner, place: place)
        }
        return items
    }

    /// The elements of an array literal or a literal integer range.
    func literalElements(_ expression: ExprSyntax) -> [ExprSyntax]? {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            guard let low = parts[0].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
                let high = parts[2].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
                let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["...", "..<"].contains(op),
                high - low < 100
            else { return nil }
            let range = op == "..." ? Array(low...max(low, high)) : Array(low..<max(low, high))
            return range.map { ExprSyntax(IntegerLiteralExprSyntax(literal: .integerLiteral(String($0)))) }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            return literalElements(inner.expression)
        }
        return nil
    }

    /// The app state key a binding writes: `$showPreview` → `showPreview`, `$model.sort` → `sort`;
    /// nil for an argument with nothing written (source that did not parse), which names no state.
    func stateKey(_ expression: ExprSyntax) -> String? {
        let text = expression.trimmedDescription.replacingDollar
        let key = text.split(separator: ".").last.map(String.init) ?? text
        return key.isEmpty ? nil : key
    }
}

extension String {
    fileprivate var replacingDollar: String { hasPrefix("$") ? String(dropFirst()) : self }
}
