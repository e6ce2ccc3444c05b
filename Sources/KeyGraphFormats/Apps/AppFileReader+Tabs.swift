import KeyGraph

/// A TabView in an app file: `Tab(_:systemImage:value:)`s and `TabSection`s with their
/// modifiers, and `.tabViewStyle(_:)`.
extension AppFileReader {
    /// The members of a tab, a section and a hidden condition, from their specs.
    static let tabKeys = AppObjectSpec.tab.names
    static let tabSectionKeys = AppObjectSpec.tabSection.names
    static let tabConditionKeys = AppObjectSpec.tabCondition.names
    /// The members only a `sidebarAdaptable` tab view has a use for.
    static let adaptableTabKeys = AppObjectSpec.adaptableTabMembers

    /// `{"tabView": [tabs and sections], "tabViewStyle": STYLE}`.
    mutating func readTabView(_ tabsNode: JSONNode, style styleNode: JSONNode?) -> SceneLayout? {
        let style = styleNode.flatMap { choice($0, "tab view style", as: TabViewStyle.self) } ?? .automatic
        guard let elements = array(tabsNode, "tabView") else { return nil }
        var tabs: [TabDeclaration] = []
        var failed = false
        var values: Set<String> = []
        var customizationIDs: Set<String> = []
        func add(_ element: JSONNode, section: String?, into reader: inout AppFileReader) {
            guard let tab = reader.readTab(element, section: section, style: style) else {
                failed = true
                return
            }
            if !values.insert(tab.id).inserted {
                reader.error(
                    "duplicate tab '\(tab.id)'", at: (element["value"] ?? element["id"])?.position ?? element.position)
            }
            if let id = tab.customizationID, !customizationIDs.insert(id).inserted {
                reader.error(
                    "duplicate customizationID '\(id)'", at: element["customizationID"]?.position ?? element.position)
            }
            tabs.append(tab)
        }
        for element in elements {
            if element.members?.first?.key == "TabSection" {
                guard let section = object(element, "a tab section", allowed: Self.tabSectionKeys),
                    let title = string("TabSection", in: section, "a tab section", required: true)
                else {
                    failed = true
                    continue
                }
                guard let list = section["tabs"], let children = array(list, "tabs") else {
                    if section["tabs"] == nil { error("a tab section needs \"tabs\"", at: section.position) }
                    failed = true
                    continue
                }
                for child in children { add(child, section: title, into: &self) }
            } else {
                add(element, section: nil, into: &self)
            }
        }
        checkTabs(tabs, elements: elements, at: tabsNode)
        guard !failed, !tabs.isEmpty else {
            if !failed { error("a tab view has at least one tab", at: tabsNode.position) }
            return nil
        }
        return .tabView(TabLayout(tabs: tabs, style: style))
    }

    /// What the tabs must be together: one search tab, one tab with content.
    private mutating func checkTabs(_ tabs: [TabDeclaration], elements: [JSONNode], at node: JSONNode) {
        if tabs.filter(\.isSearch).count > 1 {
            error("a tab view has one search tab (Tab(role: .search))", at: node.position)
        }
        if !tabs.isEmpty, tabs.allSatisfy({ $0.action != nil }) {
            error("a tab view needs a tab with content; every tab here runs an action", at: node.position)
        }
    }

    /// One tab: `{"value": ID, "title": …, "systemImage": …, "root": VIEW, …}`.
    mutating func readTab(_ element: JSONNode, section: String?, style: TabViewStyle) -> TabDeclaration? {
        guard let tab = object(element, "a tab", allowed: Self.tabKeys) else { return nil }
        if tab["value"] != nil, tab["id"] != nil {
            error(#"a tab has a "value" (or the older "id"), not both"#, at: tab["id"]?.position ?? tab.position)
            return nil
        }
        guard
            let id = string(
                tab["value"] != nil ? "value" : "id", in: tab, "a tab", required: true,
                hint: #"add "value": "library""#)
        else { return nil }
        if section != nil, let own = tab.members?.first(where: { $0.key == "section" }) {
            error(
                "a tab in a TabSection takes its section from it", at: own.keyPosition, length: own.key.count + 2,
                hint: #"remove "section""#)
        }
        let action = tab["action"].flatMap { commandName($0, "action") }
        let root: ViewDeclaration
        if let rootNode = tab["root"] {
            if action != nil {
                error("a tab that runs an action has no \"root\": it shows no content", at: rootNode.position)
            }
            guard let view = readView(rootNode, "a tab's \"root\"") else { return nil }
            root = view
        } else if action != nil {
            root = TabDeclaration.noContent
        } else {
            error("a tab needs a \"root\" view", at: tab.position, hint: #"add "root": "LibraryView""#)
            return nil
        }
        var declaration = TabDeclaration(
            id: id, title: string("title", in: tab, "a tab") ?? id,
            section: section ?? string("section", in: tab, "a tab"),
            isSearch: readTabRole(tab), isInitiallyHidden: false, root: root)
        declaration.action = action
        declaration.systemImage = string("systemImage", in: tab, "a tab")
        declaration.badge = tab["badge"].flatMap { readBadge($0) }
        if let hidden = tab["hidden"] { readHidden(hidden, into: &declaration) }
        declaration.placement =
            tab["tabPlacement"].flatMap { choice($0, "tab placement", as: TabPlacement.self) } ?? .automatic
        declaration.customizationID = string("customizationID", in: tab, "a tab")
        if let node = tab["customizationBehavior"] {
            declaration.customizationBehavior = perPlacement(
                node, "customizationBehavior", TabCustomizationBehavior.self)
        }
        if let node = tab["defaultVisibility"] {
            declaration.defaultVisibility = perPlacement(node, "defaultVisibility", TabVisibility.self)
        }
        if declaration.isSearch, action != nil {
            error("the search tab cannot run an action", at: tab["action"]?.position ?? tab.position)
        }
        if style != .sidebarAdaptable {
            for member in tab.members ?? [] where Self.adaptableTabKeys.contains(member.key) {
                error(
                    "\"\(member.key)\" needs a sidebarAdaptable tab view: only it has a sidebar and customization",
                    at: member.keyPosition, length: member.key.count + 2,
                    hint: #"add "tabViewStyle": "sidebarAdaptable" beside "tabView""#)
            }
        }
        return declaration
    }

    /// `"role": "search"` (`Tab(role: .search)`), or the older `"search": true`.
    private mutating func readTabRole(_ tab: JSONNode) -> Bool {
        if let node = tab["role"] {
            return choice(node, "tab role", among: ["search"]) != nil
        }
        return bool("search", in: tab)
    }

    /// `.badge(_:)`: a whole number, a text, or `{"state": KEY}`.
    private mutating func readBadge(_ node: JSONNode) -> TabBadge? {
        if let n = node.number {
            guard n >= 0, n == n.rounded(), n <= 1_000_000 else {
                error("a badge count is a whole number of at least 0", at: node.position)
                return nil
            }
            return .count(Int(n))
        }
        if let text = node.string { return .text(text) }
        if let object = object(node, "a badge", allowed: AppObjectSpec.badgeState.names),
            let key = string("state", in: object, "a badge", required: true)
        {
            return .state(key)
        }
        return nil
    }

    /// `.hidden(_:)`: `true`/`false` (at launch; commands show and hide it), or a condition on
    /// app state `{"state": KEY, "is": VALUE}` (hidden while KEY holds VALUE; `true` by default).
    private mutating func readHidden(_ node: JSONNode, into tab: inout TabDeclaration) {
        if let flag = node.bool {
            tab.isInitiallyHidden = flag
            return
        }
        guard node.members != nil else {
            error(
                #""hidden" is true, false or {"state": KEY, "is": VALUE}, found "# + node.kindDescription,
                at: node.position)
            return
        }
        guard let object = object(node, "\"hidden\"", allowed: Self.tabConditionKeys),
            let key = string("state", in: object, "\"hidden\"", required: true, hint: #"add "state": "signedIn""#)
        else { return }
        var value = "true"
        if let isNode = object["is"] {
            if let flag = isNode.bool {
                value = flag ? "true" : "false"
            } else if let text = isNode.string {
                value = text
            } else {
                error("\"is\" is true, false or a string, found \(isNode.kindDescription)", at: isNode.position)
            }
        }
        tab.hiddenWhen = StateCondition(key: key, value: value)
    }

    /// A value for every placement (`"disabled"`) or per placement (`{"sidebar": …, "tabBar": …}`).
    private mutating func perPlacement<T: RawRepresentable & CaseIterable>(
        _ node: JSONNode, _ name: String, _ type: T.Type
    ) -> [AdaptableTabBarPlacement: T] where T.RawValue == String {
        if let text = node.string {
            if name == "customizationBehavior", text == "hideable" {
                error(
                    "unknown customizationBehavior 'hideable'", at: node.position.inString(offset: 0),
                    length: text.count,
                    hint: "automatic lets a person hide and move a tab; reorderable, only move it; disabled, neither")
                return [:]
            }
            guard let value = choice(node, name, as: T.self) else { return [:] }
            return [.sidebar: value, .tabBar: value]
        }
        guard let object = object(node, "\"\(name)\"", allowed: AdaptableTabBarPlacement.allCases.map(\.rawValue))
        else { return [:] }
        var out: [AdaptableTabBarPlacement: T] = [:]
        for placement in AdaptableTabBarPlacement.allCases {
            if let member = object[placement.rawValue], let value = choice(member, name, as: T.self) {
                out[placement] = value
            }
        }
        return out
    }
}
