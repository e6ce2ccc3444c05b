import KeyGraph

/// Views, the scene layout, sheets and deep links in an app file.
extension AppFileReader {
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
        guard let object = object(node, what, allowed: AppObjectSpec.view.names),
            let context = string("context", in: object, what, required: true, hint: #"add "context": "RecipeDetail""#)
        else { return nil }
        return ViewDeclaration(
            contextName: context, publishes: strings("publishes", in: object),
            publishesForScene: strings("publishesForScene", in: object),
            searchable: string("searchable", in: object, what))
    }

    /// `"destinations": {"Recipe": VIEW}`: the view each record type shows, and where each
    /// type was written (for the semantic pass).
    mutating func readDestinations(
        _ node: JSONNode?
    ) -> (views: [String: ViewDeclaration], positions: [(String, SourcePosition)]) {
        var destinations: [String: ViewDeclaration] = [:]
        var destinationPositions: [(String, SourcePosition)] = []
        if let node {
            if let members = node.members {
                for member in members {
                    if let view = readView(member.value, "a destination") {
                        destinations[member.key] = view
                        destinationPositions.append((member.key, member.keyPosition))
                    }
                }
            } else {
                error(
                    "\"destinations\" maps a record type to its view, found \(node.kindDescription)", at: node.position)
            }
        }
        return (destinations, destinationPositions)
    }

    /// A layout object's members, from its spec.
    static let layoutKeys = AppObjectSpec.layout.names
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
        if let style = object.members?.first(where: { $0.key == "tabViewStyle" }), object["tabView"] == nil {
            error(
                "\"tabViewStyle\" is a tab view's", at: style.keyPosition, length: style.key.count + 2,
                hint: #"remove it, or write {"tabView": [ … ], "tabViewStyle": "sidebarAdaptable"}"#)
        }
        if let columnsNode = object["splitView"] {
            guard let elements = array(columnsNode, "splitView") else { return nil }
            var columns: [SplitColumn] = []
            for element in elements {
                guard let column = self.object(element, "a split-view column", allowed: AppObjectSpec.column.names),
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
                        filterField: string("filterField", in: column),
                        placeholder: column["placeholder"].flatMap { readPlaceholder($0) }))
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
            return readTabView(tabsNode, style: object["tabViewStyle"])
        }
        error(#"a layout object holds "splitView" or "tabView""#, at: node.position)
        return nil
    }

    /// `{"ContentUnavailableView": TITLE, "systemImage": …, "description": …}`: what a column
    /// shows while nothing is selected for it.
    mutating func readPlaceholder(_ node: JSONNode) -> ContentUnavailable? {
        guard let object = object(node, "a placeholder", allowed: AppObjectSpec.placeholder.names),
            let title = string(
                "ContentUnavailableView", in: object, "a placeholder", required: true,
                hint: #"write {"ContentUnavailableView": "Select a Recipe", "systemImage": "fork.knife"}"#)
        else { return nil }
        return ContentUnavailable(
            title, systemImage: string("systemImage", in: object, "a placeholder"),
            description: string("description", in: object, "a placeholder"))
    }

    /// `"sheets": [{"name": …, "view": …, "item": TYPE, "confirmsDismissal": true, "style": "popover"}]`
    mutating func readSheets(_ node: JSONNode) -> [String: SheetDeclaration] {
        guard let elements = array(node, "sheets") else { return [:] }
        var out: [String: SheetDeclaration] = [:]
        for element in elements {
            guard let sheet = object(element, "a sheet", allowed: AppObjectSpec.sheet.names),
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
                confirmsDismissal: bool("confirmsDismissal", in: sheet),
                detents: sheet["presentationDetents"].map { readDetents($0) } ?? [],
                sizing: sheet["presentationSizing"].flatMap {
                    choice($0, "presentation sizing", as: PresentationSizing.self)
                }
                    ?? .automatic,
                isInteractiveDismissDisabled: bool("interactiveDismissDisabled", in: sheet),
                style: sheet["style"].flatMap { choice($0, "presentation style", as: PresentationStyle.self) }
                    ?? .sheet)
        }
        return out
    }

    /// `"deepLinks": {"schemes": […], "hosts": […], "steps": {"recipe": "Recipe"}}`
    mutating func readDeepLinks(_ node: JSONNode) -> DeepLinkRoutes? {
        guard let object = object(node, "\"deepLinks\"", allowed: AppObjectSpec.deepLinks.names) else { return nil }
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
