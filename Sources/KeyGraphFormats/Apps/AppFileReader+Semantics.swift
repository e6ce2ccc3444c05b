import KeyGraph

/// The semantic pass of ``AppFileLoader``: every name the file uses must exist.
extension AppFileReader {
    /// Checks commands, record values, sheets, tabs, columns, record types and
    /// command cycles against the model read so far.
    mutating func checkReferences(in model: AppModel, destinationPositions: [(String, SourcePosition)]) {
        let commands = model.commands
        for reference in references(to: .declared(.command)) where commands.command(id: reference.name) == nil {
            error(
                "unknown command '\(reference.name)'", at: reference.textPosition, length: reference.length,
                hint: commands.suggestion(for: reference.name))
        }
        let types = model.records.keys.sorted()
        func typeHint(_ type: String) -> String? {
            Suggestion.didYouMean(type, among: types) ?? "declare its records under \"records\""
        }
        for (type, position) in destinationPositions where model.records[type] == nil {
            error(
                "the destination type '\(type)' has no records", at: position, length: type.count + 2,
                hint: typeHint(type))
        }
        checkValues(in: model, typeHint: typeHint)
        for reference in references(to: .declared(.sheet)) where model.sheets[reference.name] == nil {
            error(
                "unknown sheet '\(reference.name)'", at: reference.textPosition, length: reference.length,
                hint: Suggestion.didYouMean(reference.name, among: model.sheets.keys.sorted())
                    ?? "declare it under \"sheets\"")
        }
        checkTabsAndColumns(in: model)
        let activities = model.deepLinks.activities.map(\.activityType)
        for reference in references(to: .declared(.activity)) where !activities.contains(reference.name) {
            error(
                "unknown user activity '\(reference.name)'", at: reference.textPosition, length: reference.length,
                hint: Suggestion.didYouMean(reference.name, among: activities)
                    ?? #"declare it under "onContinueUserActivity""#)
        }
        let published = model.publishedValues
        for reference in references(to: .declared(.focusedValue)) where !published.contains(reference.name) {
            error(
                "no view publishes the focused value '\(reference.name)'", at: reference.textPosition,
                length: reference.length,
                hint: Suggestion.didYouMean(reference.name, among: published.sorted())
                    ?? "add it to a view's \"publishes\" or \"publishesForScene\"")
        }
        for reference in references(to: .declared(.recordType)) where model.records[reference.name] == nil {
            error(
                "unknown record type '\(reference.name)'", at: reference.textPosition, length: reference.length,
                hint: typeHint(reference.name))
        }
        let fields = Set(model.records.values.joined().flatMap(\.fields.keys)).sorted()
        for reference in references(to: .field) where !fields.contains(reference.name) {
            error(
                "no record has a field '\(reference.name)'", at: reference.textPosition, length: reference.length,
                hint: Suggestion.didYouMean(reference.name, among: fields))
        }
        checkTypes(in: model, typeHint: typeHint)
        checkCommandGraph(commands)
    }

    /// Record values named by effects and sheet items: their type must have records (and, for
    /// a push, a destination or a split-view column), and the record must exist.
    private mutating func checkValues(in model: AppModel, typeHint: (String) -> String?) {
        var navigable = Set(model.destinations.keys)
        if case .splitView(let split) = model.layout {
            for column in split.columns {
                if let type = column.lists { navigable.insert(type) }
            }
        }
        for (value, position, what) in valueReferences {
            let at = position.inString(offset: 0)
            guard let records = model.records[value.type] else {
                error(
                    "\(what) names the unknown record type '\(value.type)'", at: at, length: value.type.count,
                    hint: typeHint(value.type))
                continue
            }
            if what == "a pushed value", !navigable.contains(value.type) {
                error(
                    "a push of '\(value.type)', which has no destination", at: at, length: value.type.count,
                    hint: "add \"\(value.type)\" to \"destinations\"")
                continue
            }
            if !records.contains(where: { $0.id == value.id }) {
                error(
                    "there is no record '\(value)'",
                    at: diagnostics.position(inString: position, offset: value.type.count + 1),
                    length: value.id.count,
                    hint: Suggestion.didYouMean(value.id, among: records.map(\.id)))
            }
        }
    }

    /// Tabs and columns named by effects must exist in the app's tab view or split view.
    private mutating func checkTabsAndColumns(in model: AppModel) {
        let tabs: [String]
        if case .tabView(let layout) = model.layout { tabs = layout.tabs.map(\.id) } else { tabs = [] }
        for reference in references(to: .declared(.tab)) where !tabs.contains(reference.name) {
            error(
                tabs.isEmpty
                    ? "the tab '\(reference.name)' needs a tab view layout" : "unknown tab '\(reference.name)'",
                at: reference.textPosition, length: reference.length,
                hint: Suggestion.didYouMean(reference.name, among: tabs))
        }
        let columns: [String]
        if case .splitView(let layout) = model.layout { columns = layout.columns.map(\.name) } else { columns = [] }
        for reference in references(to: .declared(.column)) where !columns.contains(reference.name) {
            error(
                columns.isEmpty
                    ? "the column '\(reference.name)' needs a split view layout" : "unknown column '\(reference.name)'",
                at: reference.textPosition, length: reference.length,
                hint: Suggestion.didYouMean(reference.name, among: columns + ["next", "previous"]))
        }
    }

    /// The command graph's own problems, located at the command they belong to.
    private mutating func checkCommandGraph(_ commands: CommandRegistry) {
        // An unknown `run` target is reported where it is named, with the other command
        // references (checkReferences).
        for problem in commands.graphProblems() {
            if case .unknownCommand = problem { continue }
            let position =
                runPositions[problem.command] ?? commandPositions[problem.command] ?? SourcePosition(line: 1, column: 1)
            error(problem.message, at: position, hint: problem.hint)
        }
    }

    /// Record types named by columns, sheets, deep-link steps and context menus must have records.
    private mutating func checkTypes(in model: AppModel, typeHint: (String) -> String?) {
        let origin = SourcePosition(line: 1, column: 1)
        var named: [(String, String)] = []
        if case .splitView(let split) = model.layout {
            for column in split.columns {
                if let type = column.lists { named.append((type, "the column '\(column.name)' lists")) }
            }
        }
        for sheet in model.sheets.values.sorted(by: { $0.name < $1.name }) {
            if let type = sheet.itemType { named.append((type, "the sheet '\(sheet.name)' takes")) }
        }
        for (step, type) in model.deepLinks.steps.sorted(by: { $0.key < $1.key }) {
            named.append((type, "the deep-link step '\(step)' names"))
        }
        for menu in model.contextMenus {
            if let type = menu.valueType { named.append((type, "the context menu '\(menu.target)' shows")) }
        }
        var searching: Set<String> = []
        for view in model.allViewDeclarations + model.sheets.values.map(\.view) {
            if let type = view.searchable, searching.insert(view.contextName).inserted {
                named.append((type, "the view '\(view.contextName)' searches"))
            }
        }
        let text = diagnostics.file.text
        for (type, what) in named where model.records[type] == nil {
            // Point at the first place the type is written as a string.
            let position = text.position(ofFirst: "\"\(type)\"") ?? origin
            error(
                "\(what) the unknown record type '\(type)'", at: position.inString(offset: 0), length: type.count,
                hint: typeHint(type))
        }
    }
}

extension String {
    /// The line and column where `needle` first occurs, if it does. Lines end at line
    /// feeds (CRLF included) and columns count characters, as the JSON reader's do.
    ///
    /// - Complexity: O(n · m).
    func position(ofFirst needle: String) -> SourcePosition? {
        let bytes = Array(utf8)
        let target = Array(needle.utf8)
        guard let first = target.first else { return nil }
        var line = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // a BOM is no column
        var index = lineStart
        while index + target.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + target.count].elementsEqual(target) {
                return SourcePosition(
                    line: line, column: String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1)
            }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return nil
    }
}

extension AppModel {
    /// Every focused value some view, column, tab, sheet or context menu of the app publishes.
    var publishedValues: Set<String> {
        var views = [rootView] + Array(destinations.values) + sheets.values.map(\.view)
        switch layout {
        case .stack: break
        case .splitView(let split): views += split.columns.map(\.view)
        case .tabView(let tabs): views += tabs.tabs.map(\.root)
        }
        var names = Set(views.flatMap { $0.publishes + $0.publishesForScene })
        for menu in contextMenus { names.formUnion(menu.publishes) }
        return names
    }
}
