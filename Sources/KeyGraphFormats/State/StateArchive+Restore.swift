import KeyGraph

/// Reading the person's customizations back from saved state.
extension StateArchive {
    /// Saved toolbar arrangements: those of toolbars the app still declares, with the entries
    /// it still has (a preference, not navigation: what no longer exists is left out quietly).
    static func toolbarCustomizations(_ node: JSONNode?, app: AppModel) throws(CorruptError) -> [String: [String]]? {
        guard let node else { return nil }
        guard let members = node.members else {
            throw SavedSceneReader.corrupt(node, "expected \"toolbars\": an object of arrays")
        }
        var out: [String: [String]] = [:]
        for member in members {
            guard let elements = member.value.elements, elements.allSatisfy({ $0.string != nil }) else {
                throw SavedSceneReader.corrupt(member.value, "expected an array of item ids")
            }
            guard let toolbar = app.toolbars.first(where: { $0.id == member.key }) else { continue }
            let ids = Set(toolbar.customizableItems.compactMap(\.id) + [Toolbar.space, Toolbar.flexibleSpace])
            var seen: Set<String> = []
            out[member.key] = elements.compactMap(\.string).filter { key in
                ids.contains(key) && (key == Toolbar.space || key == Toolbar.flexibleSpace || seen.insert(key).inserted)
            }
        }
        return out
    }
}

/// Reads saved scenes against an app and its live records, collecting what no longer exists.
struct SavedSceneReader {
    typealias CorruptError = StateArchive.CorruptError

    let app: AppModel
    let records: AppState
    /// The values (and sheets) dropped because they no longer exist or fit, in the order met.
    var dropped: [String] = []

    /// The corruption `message`, located at `node` when there is one.
    static func corrupt(_ node: JSONNode?, _ message: String) -> CorruptError {
        guard let node else { return CorruptError(message: message) }
        return CorruptError(message: "\(node.position.line):\(node.position.column): \(message)")
    }

    /// An optional string: absent or null is `nil`; anything else that is not a string is corruption.
    static func string(_ node: JSONNode?, _ what: String) throws(CorruptError) -> String? {
        guard let node, !node.isNull else { return nil }
        guard let s = node.string else { throw corrupt(node, "expected \(what) as a string") }
        return s
    }

    /// A saved path: malformed text is corruption; a value whose record is gone is dropped.
    mutating func path(_ node: JSONNode?) throws(CorruptError) -> [PathValue] {
        guard let node else { return [] }
        guard let elements = node.elements else { throw Self.corrupt(node, "expected an array of \"Type:id\" strings") }
        var result: [PathValue] = []
        for element in elements {
            guard let string = element.string, let value = try? PathValue(parsing: string) else {
                throw Self.corrupt(element, "expected a \"Type:id\" string")
            }
            if records.record(value) == nil { dropped.append(value.description) } else { result.append(value) }
        }
        return result
    }

    /// The values whose type is still a destination; the rest are dropped.
    mutating func destinations(_ values: [PathValue]) -> [PathValue] {
        values.filter { value in
            if app.destinations[value.type] != nil { return true }
            dropped.append(value.description)
            return false
        }
    }

    /// One saved scene: its layout's state (a split view, tabs or a stack), then its sheet.
    mutating func scene(id: String, from node: JSONNode) throws(CorruptError) -> SceneState {
        var scene = app.navigation.prepared(SceneState(id: id))
        if let split = app.splitLayout, let saved = node["split"] {
            scene.split = try self.split(saved, layout: split, prepared: scene.split)
        } else if let tabs = app.tabLayout, let saved = node["tabs"], let state = scene.tabs {
            scene.tabs = try self.tabs(saved, layout: tabs, prepared: state)
        } else if case .stack = app.layout, let saved = node["stack"] {
            scene.stack = destinations(try path(saved))
        }
        if let saved = node["sheet"], !saved.isNull {
            try sheet(saved, into: &scene)
        }
        return scene
    }

    /// A saved split view: the selections that still fit their columns, the detail path, the
    /// column visibility, the width and the focused column.
    mutating func split(_ saved: JSONNode, layout split: SplitLayout, prepared: SplitViewState?) throws(CorruptError)
        -> SplitViewState
    {
        var state = prepared ?? SplitViewState(listedTypes: [])
        let selections = try path(saved["selections"])
        // Keep the selections that still fit their column, in order; the rest are dropped.
        for value in selections {
            let i = state.selections.count
            let fits: Bool = {
                guard i < state.listedTypes.count, value.type == state.listedTypes[i] else { return false }
                guard let field = split.columns[i].filterField, i > 0 else { return true }
                return records.record(value)?.fields[field] == .text(state.selections[i - 1].id)
            }()
            if fits { state.selections.append(value) } else { dropped.append(value.description) }
        }
        let detail = try path(saved["detail"])
        if state.selections.count == state.listedTypes.count {
            state.detailPath += destinations(detail)
        } else {
            dropped += detail.map(\.description)
        }
        if let text = try Self.string(saved["columns"], "the column visibility") {
            guard let visibility = ColumnVisibility(rawValue: text) else {
                throw Self.corrupt(saved["columns"], "unknown column visibility '\(text)'")
            }
            state.visibility = visibility
        }
        if let text = try Self.string(saved["width"], "the width") {
            guard let width = WidthClass(rawValue: text) else {
                throw Self.corrupt(saved["width"], "unknown width '\(text)'")
            }
            state.width = width
        }
        if let n = saved["focusedColumn"]?.number, n >= 0, n < Double(state.columnCount), n == n.rounded() {
            state.focusedColumn = Int(n)
        }
        return state
    }

    /// Saved tabs: the hidden tabs and each tab's path that still exist, and the selected tab.
    mutating func tabs(_ saved: JSONNode, layout tabs: TabLayout, prepared: TabViewState) throws(CorruptError)
        -> TabViewState
    {
        var state = prepared
        if let hidden = saved["hidden"]?.elements {
            state.hidden = Set(hidden.compactMap(\.string).filter { tabs.tab(id: $0) != nil })
        }
        if let paths = saved["paths"]?.members {
            for member in paths where tabs.tab(id: member.key) != nil {
                state.paths[member.key] = destinations(try path(member.value))
            }
        }
        if let text = try Self.string(saved["width"], "the width") {
            guard let width = WidthClass(rawValue: text) else {
                throw Self.corrupt(saved["width"], "unknown width '\(text)'")
            }
            state.width = width
        }
        if let selected = try Self.string(saved["selected"], "the selected tab"), tabs.tab(id: selected) != nil,
            !state.hidden.contains(selected)
        {
            state.selected = selected
        } else if state.hidden.contains(state.selected), let first = state.visibleTabs.first {
            state.selected = first
        }
        return state
    }

    /// A saved sheet, kept if the app still declares it for the same item type and the item still exists.
    mutating func sheet(_ saved: JSONNode, into scene: inout SceneState) throws(CorruptError) {
        let name = try Self.string(saved["name"], "the sheet name") ?? ""
        let itemText = try Self.string(saved["item"], "the sheet item")
        let item = try itemText.map { (text) throws(CorruptError) -> PathValue in
            guard let value = try? PathValue(parsing: text) else {
                throw Self.corrupt(saved["item"], "expected a \"Type:id\" string")
            }
            return value
        }
        if let declaration = app.sheets[name], declaration.itemType == item?.type {
            if let item, records.record(item) == nil {
                dropped.append(item.description)
            } else {
                // A detent the sheet no longer declares falls back to the one it opens at.
                let detent = try Self.string(saved["detent"], "the sheet's detent").flatMap(
                    PresentationDetent.init(parsing:))
                var sheet = SheetState(
                    name: name, item: item,
                    detent: detent.flatMap { declaration.detents.contains($0) ? $0 : nil } ?? declaration.detents.first)
                sheet.hasUnsavedChanges = saved["unsaved"]?.bool ?? false
                sheet.isBesideContent = declaration.style == .inspector
                scene.sheet = sheet
            }
        } else {
            dropped.append("sheet \(name)")
        }
    }
}
