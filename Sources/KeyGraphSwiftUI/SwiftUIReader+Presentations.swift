import KeyGraph
import SwiftSyntax

/// Sheets, alerts and confirmation dialogs, and the modifiers the app model has no place for
/// (`.searchable`, `.onOpenURL`, `.handlesExternalEvents`: a located note each).
extension SwiftUIReader {
    /// `.sheet(isPresented:|item:) { View() }` (and `.fullScreenCover`, `.popover`, `.inspector`):
    /// a sheet named after its view, with the presentation style of its modifier. Content that
    /// shows one of several views (a `switch` over the item, an `if`, through a property or
    /// function of the project) is one sheet per view: only one is on screen at a time, each
    /// with its own shortcuts, presented by its own name.
    mutating func readSheet(_ call: FunctionCallExprSyntax) {
        let name = modifierName(call)
        let type = enclosingType(of: call)
        var alternatives: [PresentedAlternative]?
        if let content = call.closure("content") ?? call.trailingClosure {
            alternatives = presentedAlternatives(in: content.statements, type: type)
        } else if let content = call.argument("content"), let member = memberContent(content, type: type) {
            // `content: makeSheet`: the function's body, held in its declaration.
            alternatives = presentedAlternatives(in: member.body, type: type, depth: 1)?.map { alternative in
                var alternative = alternative
                if alternative.region == nil { alternative.region = member.declaration }
                return alternative
            }
        }
        guard let alternatives, !alternatives.isEmpty else {
            note(
                name,
                "a \(presentationStyle(of: call).noun) whose content is not a view the reader can name: not modelled")
            return
        }
        var views: [String] = []
        for alternative in alternatives where !views.contains(alternative.view) { views.append(alternative.view) }
        // One state presenting one of several views: which one is the app's code, not the state's.
        let binding = call.argument("isPresented").flatMap(stateKey)
        var named: [String: String] = [:]
        for alternative in alternatives {
            if let sheet = named[alternative.view] {
                if let region = alternative.region { presentationRegions[region.id] = .sheet(sheet) }
                continue
            }
            var sheet = makeSheet(alternative, binding: views.count == 1 ? binding : nil, call: call, type: type)
            readPresentationModifiers(alternative.modifiers, into: &sheet)
            named[alternative.view] = sheet.name
            if let region = alternative.region { presentationRegions[region.id] = .sheet(sheet.name) }
            app.sheets.append(sheet)
        }
        let sheets = views.compactMap { named[$0] }.map { "'\($0)'" }.joined(separator: ", ")
        if call.argument("item") != nil {
            let noun = presentationStyle(of: call).noun
            let read = views.count == 1 ? "the \(noun) \(sheets)" : "the \(noun)s \(sheets), one per view it shows,"
            note(
                name,
                "'.\(name.trimmedDescription)(item:)': the app model's sheet item is a record, and the sources hold no "
                    + "records: read as \(read) without its item")
        } else if views.count > 1, let binding {
            // A `Binding(get:set:)` written in place has no name to give.
            let state = binding.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? "'\(binding)'" : "its state"
            note(
                name,
                "\(state.prefix(1).uppercased() + state.dropFirst()) presents one of \(views.count) views, which the "
                    + "app's code picks: read as the sheets \(sheets), none of them presented by setting \(state)")
        }
    }

    /// The sheet of one view of a presentation's content: named after the project's view, else
    /// after the case or the state that presents it; located at the presentation, or at the view
    /// when the content shows one of several.
    private mutating func makeSheet(
        _ alternative: PresentedAlternative, binding: String?, call: FunctionCallExprSyntax, type: SwiftType?
    ) -> ReadSheet {
        let view = alternative.view
        let base = index.types[view] != nil ? view : alternative.label ?? binding ?? view
        let at = alternative.region == nil ? location(modifierName(call)) : location(alternative.call.calledExpression)
        var sheet = ReadSheet(
            name: uniqueName(base, among: app.sheets.map(\.name)), view: view, binding: binding, owner: type?.name,
            at: at)
        sheet.style = presentationStyle(of: call)
        return sheet
    }

    private mutating func readPresentationModifiers(_ modifiers: [Modifier], into sheet: inout ReadSheet) {
        for modifier in modifiers {
            switch modifier.name {
            case "presentationDetents":
                if let detents = modifier.call?.unlabelled.first.flatMap(detents) {
                    sheet.detents = detents
                } else {
                    note(modifier.nameNode, "detents the reader cannot read (a custom detent, a set made at run time)")
                }
            case "interactiveDismissDisabled":
                let argument = modifier.call?.unlabelled.first?.trimmedDescription
                sheet.interactiveDismissDisabled = argument == nil || argument == "true"
            default: break
            }
        }
    }

    /// `[.medium, .large, .fraction(0.25), .height(200)]` as app-file JSON; nil for anything else.
    private func detents(_ expression: ExprSyntax) -> [String]? {
        guard let elements = literalElements(expression) else { return nil }
        var out: [String] = []
        for element in elements {
            if let access = element.as(MemberAccessExprSyntax.self), access.base == nil,
                ["medium", "large"].contains(access.declName.baseName.text)
            {
                out.append(AppFileWriter.quoted(access.declName.baseName.text))
            } else if let call = element.as(FunctionCallExprSyntax.self),
                let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                ["fraction", "height"].contains(kind), let value = call.unlabelled.first,
                value.is(FloatLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
            {
                out.append("{\"\(kind)\": \(value.trimmedDescription)}")
            } else {
                return nil
            }
        }
        return out.isEmpty || Set(out).count != out.count ? nil : out
    }

    /// `.alert(title, isPresented:) { buttons } message: { Text }` or `.confirmationDialog(…)`.
    mutating func readDialog(_ call: FunctionCallExprSyntax) {
        let name = modifierName(call)
        let isAlert = call.modifierRole == .presentation(.alert)
        let kind = isAlert ? "an alert" : "a confirmation dialog"
        guard let titleArgument = call.unlabelled.first else {
            note(name, "\(kind) whose title is not in the call (an Alert value, or an error's): not modelled")
            return
        }
        let type = enclosingType(of: call)
        let scope = Scope(file: file(of: call), type: type)
        let written = titles(of: titleArgument, scope: scope)
        var title = written?.joined(separator: " / ") ?? ""
        if written == nil {
            title = "{\(titleArgument.trimmedDescription)}"
            note(titleArgument, "\(kind) whose title is made at run time: read as '\(title)'")
        } else if title.isEmpty {
            // The app model's dialogs have a title: a placeholder, as for an untitled button.
            title = "{untitled}"
            note(titleArgument, "\(kind) with an empty title: read as '\(title)'")
        }
        var actions: [Int] = []
        if let closure = call.closure("actions") ?? call.trailingClosure {
            let items = readItems(
                closure.statements, scope: scope.reading(.views), place: "\(isAlert ? "alert" : "dialog") '\(title)'")
            for item in items {
                if case .button(let command) = item { actions.append(command) }
            }
        }
        let binding = call.argument("isPresented").flatMap(stateKey)
        let names = app.dialogs.map(\.name)
        app.dialogs.append(
            ReadDialog(
                isAlert: isAlert, name: uniqueName(binding ?? lowerCamel(title), among: names), title: title,
                message: call.closure("message").flatMap { firstTitle(in: $0.statements, scope: scope) },
                actions: actions, binding: binding, owner: type?.name, at: location(name)))
    }

    /// A note for a modifier the app model has no place for.
    mutating func noteUnmodelled(_ call: FunctionCallExprSyntax) {
        let name = modifierName(call)
        let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        let view = enclosingType(of: call)?.name ?? "?"
        let why: String
        switch modifier {
        case "searchable":
            why = "the app model's search field finds the records of a type, and the sources hold no records"
        case "onOpenURL":
            why =
                "the app model routes a link's steps to records (\"deepLinks\"), which the handler's code does not state"
        default:
            why = "it picks the window an external event goes to, and KeyGraph models one window group"
        }
        note(name, "'.\(modifier)' in '\(view)': \(why): not modelled")
    }

    /// A button that presents a sheet or dialog of its own view (`showsNew = true`, `.toggle()`)
    /// presents it in the app model.
    mutating func linkPresentations() {
        var effects: [String: (owner: String?, effect: Effect)] = [:]
        var dismissals: [String: String?] = [:]
        for sheet in app.sheets {
            guard let key = sheet.binding else { continue }
            effects[key] = (sheet.owner, .presentSheet(sheet.name, item: nil))
            dismissals[key] = sheet.owner
        }
        for dialog in app.dialogs {
            guard let key = dialog.binding else { continue }
            effects[key] = (dialog.owner, .presentDialog(dialog.name, dialog.isAlert ? .alert : .confirmationDialog))
        }
        guard !effects.isEmpty else { return }
        for index in app.commands.indices where !app.commands[index].isMenuItem {
            app.commands[index].effects = app.commands[index].effects.map { effect in
                for (key, presented) in effects where presented.owner == app.commands[index].view {
                    if effect == .setState(key, "true") || effect == .toggleState(key) { return presented.effect }
                    // `isPresented = false` in the sheet: its own code dismisses it.
                    if effect == .setState(key, "false"), dismissals[key] != nil { return .dismiss }
                }
                return effect
            }
        }
    }

    /// The view a presentation or tab shows: the first view its closure builds, through
    /// `NavigationStack`, `NavigationView` and `Group`; with that view's modifiers.
    func presentedView(in list: CodeBlockItemListSyntax) -> (name: String, modifiers: [Modifier])? {
        for item in list {
            guard let expression = expression(of: item.item) else { continue }
            let (root, modifiers) = expression.splitModifiers { _ in [] }
            guard let call = root.as(FunctionCallExprSyntax.self), let name = call.calledName else { return nil }
            if call.role?.isStack == true || call.role == .container(.group) {
                guard let inner = call.trailingClosure ?? call.closure("root") ?? call.closure("content"),
                    let found = presentedView(in: inner.statements)
                else { return nil }
                return (found.name, found.modifiers + modifiers)
            }
            return name.first?.isUppercase == true ? (name, modifiers) : nil
        }
        return nil
    }

    /// The modifier's name as written (`sheet` in `.sheet(…)`), for locating it.
    func modifierName(_ call: FunctionCallExprSyntax) -> Syntax {
        call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
    }

    /// `base`, or `base2`, `base3`… when `names` has it.
    func uniqueName(_ base: String, among names: [String]) -> String {
        var name = base
        var number = 2
        while names.contains(name) {
            name = "\(base)\(number)"
            number += 1
        }
        return name
    }
}
