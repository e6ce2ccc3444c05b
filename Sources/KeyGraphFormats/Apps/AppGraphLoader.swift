import KeyGraph

/// Reads app graph files (SPEC §9, `docs/app-format.md`): JSON with comments
/// declaring an app's records, scenes and layout, views, commands and effects,
/// menus, context menus, toolbars, sheets, deep links and keymap.
///
/// Loading is transactional: a file with any error yields no app, and every
/// error is reported as `FILE:LINE:COL: error: …` with a caret line and, where
/// one helps, a did-you-mean hint. The engine reads no files: the app's keymap
/// reference is resolved by the caller's `keymap` closure.
public enum AppGraphLoader {
    static let topKeys = [
        "app", "records", "rootView", "destinations", "layout", "scenes", "sheets", "deepLinks", "commands", "menus",
        "contextMenus", "toolbars", "keymap",
    ]

    /// The path of `reference` written in the app file `appFile`: relative to the
    /// app file's folder, with `.` and `folder/..` steps removed (`Apps/../Keymaps/x.json`
    /// → `Keymaps/x.json`). An absolute reference is kept as written.
    public static func path(_ reference: String, relativeTo appFile: String) -> String {
        if reference.hasPrefix("/") { return reference }
        var parts = appFile.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in reference.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
            } else {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// Loads an app graph file.
    /// - Parameters:
    ///   - file: the file's name and text.
    ///   - keymap: resolves the `"keymap"` reference (a path relative to the app file)
    ///     to the keymap file's name and text; nil when it cannot be read, or the
    ///     diagnostics of a file that can be read but does not decode.
    /// - Throws: ``DiagnosticError`` with every error found (in the app file and its keymap).
    public static func load(
        _ file: SourceFile, keymap resolve: (String) throws(DiagnosticError) -> SourceFile? = { _ in nil }
    ) throws(DiagnosticError) -> AppModel {
        var reader = AppGraphReader(file: file)
        let root = try reader.diagnostics.parseJSON()
        guard let top = reader.object(root, "an app graph", allowed: topKeys) else {
            throw DiagnosticError(reader.diagnostics.reportedErrors)
        }
        let name =
            reader.string("app", in: top, "an app graph", required: true, hint: #"add "app": "recipes""#) ?? "app"
        let records = reader.readRecords(top["records"])
        let rootView =
            top["rootView"].flatMap { reader.readView($0, "\"rootView\"") } ?? ViewDeclaration(contextName: "Root")
        var destinations: [String: ViewDeclaration] = [:]
        var destinationPositions: [(String, SourcePosition)] = []
        if let node = top["destinations"] {
            if let members = node.members {
                for member in members {
                    if let view = reader.readView(member.value, "a destination") {
                        destinations[member.key] = view
                        destinationPositions.append((member.key, member.keyPosition))
                    }
                }
            } else {
                reader.error(
                    "\"destinations\" maps a record type to its view, found \(node.kindDescription)", at: node.position)
            }
        }
        let layout = top["layout"].flatMap { reader.readLayout($0) } ?? .stack
        let scenes = top["scenes"].map { _ in reader.strings("scenes", in: top) } ?? ["main"]
        if let node = top["scenes"], Set(scenes).count != scenes.count {
            reader.error("the scene ids are not unique", at: node.position)
        }
        let sheets = top["sheets"].map { reader.readSheets($0) } ?? [:]
        let deepLinks = top["deepLinks"].flatMap { reader.readDeepLinks($0) } ?? DeepLinkRoutes()
        let commands = top["commands"].map { reader.readCommands($0) } ?? CommandRegistry()
        let menus = top["menus"].flatMap { reader.readMenuBar($0) } ?? MenuBarDeclaration()
        let contextMenus = top["contextMenus"].map { reader.readContextMenus($0) } ?? []
        let toolbars = top["toolbars"].map { reader.readToolbars($0) } ?? []
        var keymap: Keymap? = nil
        var keymapErrors: [Diagnostic] = []
        if let node = top["keymap"], !node.isNull {
            if let path = node.string, !path.isEmpty {
                let resolved: SourceFile?
                do {
                    resolved = try resolve(path)
                } catch {
                    resolved = nil
                    keymapErrors = error.diagnostics
                }
                if let loaded = resolved {
                    do {
                        keymap = try KeymapLoader.load(loaded, commands: commands).keymap
                    } catch {
                        keymapErrors = error.diagnostics
                    }
                } else if keymapErrors.isEmpty {
                    reader.error(
                        "cannot read the keymap file '\(path)'", at: node.position.inString(offset: 0),
                        length: path.count,
                        hint: "the path is relative to the app file")
                }
            } else {
                reader.error(
                    "\"keymap\" must be a file path (a string), found \(node.kindDescription)", at: node.position)
            }
        }

        var model = AppModel(
            name: name, records: records,
            navigation: NavigationModel(
                layout: layout, rootView: rootView, destinations: destinations, sheets: sheets, deepLinks: deepLinks),
            commands: commands, keymap: keymap, initialScenes: scenes.map { SceneState(id: $0) })
        model.menus = menus
        model.contextMenus = contextMenus
        model.toolbars = toolbars
        reader.checkReferences(in: model, destinationPositions: destinationPositions)
        // In file order (the semantic pass finds some later than the reading does).
        let errors =
            reader.diagnostics.errors.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
            + reader.diagnostics.reportedErrors.dropFirst(reader.diagnostics.errors.count) + keymapErrors
        if !errors.isEmpty { throw DiagnosticError(errors) }
        return model
    }
}

// MARK: - Records, views, layout, sheets, deep links

extension AppGraphReader {
    static let recordKeys = ["id", "title", "fields"]
    static let viewKeys = ["context", "publishes", "publishesForScene"]

    /// `"records": {"Recipe": [{"id": …, "title": …, "fields": {…}}]}`
    mutating func readRecords(_ node: JSONNode?) -> [String: [Record]] {
        guard let node else { return [:] }
        guard let members = node.members else {
            error("\"records\" maps a type name to its records, found \(node.kindDescription)", at: node.position)
            return [:]
        }
        var out: [String: [Record]] = [:]
        for member in members {
            let type = member.key
            if !(type.first?.isUppercase ?? false) || !type.allSatisfy({ $0.isLetter || $0.isNumber }) {
                error(
                    "a record type starts with an uppercase letter and has only letters and digits: '\(type)'",
                    at: member.keyPosition, length: type.count + 2)
                continue
            }
            guard let elements = array(member.value, type) else { continue }
            var records: [Record] = []
            var seen: Set<String> = []
            for element in elements {
                guard let object = object(element, "a record", allowed: Self.recordKeys),
                    let id = string("id", in: object, "a record", required: true)
                else { continue }
                if !seen.insert(id).inserted {
                    error("duplicate record '\(type):\(id)'", at: object["id"]?.position ?? element.position)
                }
                let title = string("title", in: object, "a record") ?? id
                var fields: [String: FieldValue] = [:]
                if let fieldsNode = object["fields"] {
                    if let fieldMembers = fieldsNode.members {
                        for field in fieldMembers {
                            switch field.value.value {
                            case .bool(let b): fields[field.key] = .bool(b)
                            case .string(let s): fields[field.key] = .text(s)
                            case .array(let items) where items.allSatisfy({ $0.string != nil }):
                                fields[field.key] = .list(items.compactMap(\.string))
                            default:
                                error(
                                    "a field holds true/false, a string or an array of ids, found \(field.value.kindDescription)",
                                    at: field.value.position)
                            }
                        }
                    } else {
                        error(
                            "\"fields\" must be an object, found \(fieldsNode.kindDescription)", at: fieldsNode.position
                        )
                    }
                }
                records.append(Record(type: type, id: id, title: title, fields: fields))
            }
            out[type] = records
        }
        return out
    }

    /// A view: `"RecipeList"` (its context name) or
    /// `{"context": …, "publishes": […], "publishesForScene": […]}`.
    mutating func readView(_ node: JSONNode, _ what: String) -> ViewDeclaration? {
        if let name = node.string {
            guard !name.isEmpty else {
                error("\(what) needs a context name", at: node.position)
                return nil
            }
            return ViewDeclaration(contextName: name)
        }
        guard let object = object(node, what, allowed: Self.viewKeys),
            let context = string("context", in: object, what, required: true, hint: #"add "context": "RecipeDetail""#)
        else { return nil }
        return ViewDeclaration(
            contextName: context, publishes: strings("publishes", in: object),
            publishesForScene: strings("publishesForScene", in: object))
    }

    static let layoutKeys = ["splitView", "tabView"]
    static let columnKeys = ["name", "context", "view", "lists", "filterField"]
    static let tabKeys = ["id", "title", "section", "search", "hidden", "root"]

    /// `"stack"`, `{"splitView": [columns]}` or `{"tabView": [tabs]}`.
    mutating func readLayout(_ node: JSONNode) -> SceneLayout? {
        if let text = node.string {
            if text == "stack" { return .stack }
            error(
                "unknown layout '\(text)'", at: node.position.inString(offset: 0), length: text.count,
                hint: #"write "stack", {"splitView": [ … ]} or {"tabView": [ … ]}"#)
            return nil
        }
        guard let object = object(node, "a layout", allowed: Self.layoutKeys) else { return nil }
        if object["splitView"] != nil, object["tabView"] != nil {
            error(#"a layout is a "splitView" or a "tabView", not both"#, at: node.position)
            return nil
        }
        if let columnsNode = object["splitView"] {
            guard let elements = array(columnsNode, "splitView") else { return nil }
            var columns: [SplitColumn] = []
            for element in elements {
                guard let column = self.object(element, "a split-view column", allowed: Self.columnKeys),
                    let name = string("name", in: column, "a split-view column", required: true),
                    let context = string("context", in: column, "a split-view column", required: true)
                else { continue }
                guard let viewNode = column["view"] else {
                    error("a split-view column needs a \"view\"", at: column.position)
                    continue
                }
                guard let view = readView(viewNode, "a column's \"view\"") else { continue }
                columns.append(
                    SplitColumn(
                        name: name, contextName: context, view: view, lists: string("lists", in: column),
                        filterField: string("filterField", in: column)))
            }
            guard columns.count == elements.count else { return nil }
            guard columns.count == 2 || columns.count == 3 else {
                error("a split view has two or three columns, found \(columns.count)", at: columnsNode.position)
                return nil
            }
            for (column, element) in zip(columns.dropLast(), elements) where column.lists == nil {
                error(
                    "the column '\(column.name)' needs \"lists\": every column but the detail lists a record type",
                    at: element.position)
            }
            if let last = columns.last, last.lists != nil, let element = elements.last {
                error(
                    "the detail column '\(last.name)' lists nothing; remove \"lists\"",
                    at: element["lists"]?.position ?? element.position)
            }
            guard columns.dropLast().allSatisfy({ $0.lists != nil }), columns.last?.lists == nil else { return nil }
            return .splitView(SplitLayout(columns: columns))
        }
        if let tabsNode = object["tabView"] {
            guard let elements = array(tabsNode, "tabView") else { return nil }
            var tabs: [TabDeclaration] = []
            var seen: Set<String> = []
            for element in elements {
                guard let tab = self.object(element, "a tab", allowed: Self.tabKeys),
                    let id = string("id", in: tab, "a tab", required: true)
                else { continue }
                if !seen.insert(id).inserted { error("duplicate tab '\(id)'", at: tab["id"]?.position ?? tab.position) }
                guard let rootNode = tab["root"] else {
                    error("a tab needs a \"root\" view", at: tab.position, hint: #"add "root": "LibraryView""#)
                    continue
                }
                guard let root = readView(rootNode, "a tab's \"root\"") else { continue }
                tabs.append(
                    TabDeclaration(
                        id: id, title: string("title", in: tab, "a tab") ?? id,
                        section: string("section", in: tab, "a tab"),
                        isSearch: bool("search", in: tab), isInitiallyHidden: bool("hidden", in: tab), root: root))
            }
            guard tabs.count == elements.count else { return nil }
            guard !tabs.isEmpty else {
                error("a tab view has at least one tab", at: tabsNode.position)
                return nil
            }
            return .tabView(TabLayout(tabs: tabs))
        }
        error(#"a layout object holds "splitView" or "tabView""#, at: node.position)
        return nil
    }

    static let sheetKeys = ["name", "view", "item", "confirmsDismissal"]

    /// `"sheets": [{"name": …, "view": …, "item": TYPE, "confirmsDismissal": true}]`
    mutating func readSheets(_ node: JSONNode) -> [String: SheetDeclaration] {
        guard let elements = array(node, "sheets") else { return [:] }
        var out: [String: SheetDeclaration] = [:]
        for element in elements {
            guard let sheet = object(element, "a sheet", allowed: Self.sheetKeys),
                let name = string("name", in: sheet, "a sheet", required: true)
            else { continue }
            if out[name] != nil { error("duplicate sheet '\(name)'", at: sheet["name"]?.position ?? sheet.position) }
            guard let viewNode = sheet["view"] else {
                error("a sheet needs a \"view\"", at: sheet.position)
                continue
            }
            guard let view = readView(viewNode, "a sheet's \"view\"") else { continue }
            out[name] = SheetDeclaration(
                name: name, view: view, itemType: string("item", in: sheet),
                confirmsDismissal: bool("confirmsDismissal", in: sheet))
        }
        return out
    }

    static let deepLinkKeys = ["schemes", "hosts", "steps"]

    /// `"deepLinks": {"schemes": […], "hosts": […], "steps": {"recipe": "Recipe"}}`
    mutating func readDeepLinks(_ node: JSONNode) -> DeepLinkRoutes? {
        guard let object = object(node, "\"deepLinks\"", allowed: Self.deepLinkKeys) else { return nil }
        var steps: [String: String] = [:]
        if let stepsNode = object["steps"] {
            if let members = stepsNode.members {
                for member in members {
                    if let type = member.value.string {
                        steps[member.key.lowercased()] = type
                    } else {
                        error(
                            "a step names a record type (a string), found \(member.value.kindDescription)",
                            at: member.value.position)
                    }
                }
            } else {
                error(
                    "\"steps\" maps a path step to a record type, found \(stepsNode.kindDescription)",
                    at: stepsNode.position)
            }
        }
        return DeepLinkRoutes(
            schemes: strings("schemes", in: object).map { $0.lowercased() },
            hosts: strings("hosts", in: object).map { $0.lowercased() }, steps: steps)
    }
}
