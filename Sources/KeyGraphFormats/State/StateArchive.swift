import KeyGraph

/// Per-scene navigation state as text (the SceneStorage analogue): IDs, never
/// objects. The engine writes and reads the text; the host stores it.
///
/// ```json
/// {"format":"keygraph-state","version":1,"app":"recipes","focusedScene":"main","scenes":[
///   {"id":"main","split":{"selections":["Category:desserts"],"detail":[],
///    "columns":"automatic","width":"regular","focusedColumn":null}}]}
/// ```
public enum StateArchive {
    public static let formatName = "keygraph-state"
    public static let version = 1

    /// Whether `state` has a window whose state can be saved: the Settings window and the
    /// About panel are not saved, as AppKit does not restore panels.
    public static func hasWindows(_ state: AppState) -> Bool { state.scenes.contains { $0.kind == .window } }

    /// The saved form of `state`'s windows (one line of JSON and a newline), marked as the
    /// state of the app named `app`; the focused scene is the focused window, else the first.
    /// Check ``hasWindows(_:)`` first: a state with no window has nothing to restore.
    public static func text(of state: AppState, app: String) -> String {
        func values(_ path: [PathValue]) -> JSONOutput { .array(path.map { .string($0.description) }) }
        let windows = state.scenes.filter { $0.kind == .window }
        let focused = state.focusedScene.kind == .window ? state.focusedScene.id : windows.first?.id
        let scenes: [JSONOutput] = windows.map { scene in
            var members: [(String, JSONOutput)] = [("id", .string(scene.id))]
            if let split = scene.split {
                members.append(
                    (
                        "split",
                        .object([
                            ("selections", values(split.selections)), ("detail", values(split.detailPath)),
                            ("columns", .string(split.visibility.rawValue)), ("width", .string(split.width.rawValue)),
                            ("focusedColumn", split.focusedColumn.map { .int($0) } ?? .null),
                        ])
                    ))
            } else if let tabs = scene.tabs {
                members.append(
                    (
                        "tabs",
                        .object([
                            ("selected", .string(tabs.selected)),
                            ("hidden", .array(tabs.order.filter { tabs.hidden.contains($0) }.map { .string($0) })),
                            ("paths", .object(tabs.order.compactMap { id in tabs.paths[id].map { (id, values($0)) } })),
                        ])
                    ))
            } else {
                members.append(("stack", values(scene.stack)))
            }
            if let sheet = scene.sheet {
                members.append(
                    (
                        "sheet",
                        .object(
                            [
                                ("name", .string(sheet.name)),
                                ("item", sheet.item.map { .string($0.description) } ?? .null),
                                ("unsaved", .bool(sheet.hasUnsavedChanges)),
                            ] + (sheet.detent.map { [("detent", JSONOutput.string($0.description))] } ?? []))
                    ))
            }
            return .object(members)
        }
        var members: [(String, JSONOutput)] = [
            ("format", .string(formatName)), ("version", .int(version)), ("app", .string(app)),
            ("focusedScene", focused.map { .string($0) } ?? .null), ("scenes", .array(scenes)),
        ]
        if !state.toolbarCustomizations.isEmpty {
            members.append(
                (
                    "toolbars",
                    .object(
                        state.toolbarCustomizations.sorted { $0.key < $1.key }.map {
                            ($0.key, .array($0.value.map { .string($0) }))
                        })
                ))
        }
        let archive = JSONOutput.object(members)
        return archive.text + "\n"
    }

    /// Why saved state text cannot be read: the file is corrupt.
    public struct CorruptError: Error, Hashable, Sendable {
        public var message: String
    }

    /// The app that saved `text` and where the file names it, when that is not `app`: such a
    /// file holds another app's state and is left untouched, neither restored nor overwritten
    /// nor moved aside. Nil for text of `app`, for text that names no app (written before
    /// files named their app), and for text that does not parse (corrupt: ``restore(_:app:records:)``
    /// says why).
    public static func otherApp(in text: String, app: String) -> (app: String, position: SourcePosition)? {
        guard let root = try? JSONCParser.parse(text), root["format"]?.string == formatName,
            let node = root["app"], let owner = node.string, owner != app
        else { return nil }
        return (owner, node.position)
    }

    /// Reads saved state against `app` and the live `records`, dropping IDs that no longer exist.
    /// Text another app saved (``otherApp(in:app:)``) is refused, as text it cannot read is.
    public static func restore(_ text: String, app: AppModel, records: AppState) throws(CorruptError) -> RestoredState {
        let root: JSONNode
        do {
            root = try JSONCParser.parse(text)
        } catch {
            throw CorruptError(message: "\(error.position.line):\(error.position.column): \(error.message)")
        }
        let corrupt = SavedSceneReader.corrupt
        guard root.members != nil, root["format"]?.string == formatName else {
            throw corrupt(root, "not a KeyGraph state file (expected \"format\": \"\(formatName)\")")
        }
        guard root["version"]?.number == Double(version) else {
            throw corrupt(root["version"] ?? root, "unsupported version (expected \(version))")
        }
        if let owner = root["app"], owner.string != app.name {
            throw corrupt(
                owner, "the state of \(owner.string.map { "the app '\($0)'" } ?? "another app"), not '\(app.name)'")
        }
        guard let sceneNodes = root["scenes"]?.elements, !sceneNodes.isEmpty else {
            throw corrupt(root["scenes"] ?? root, "expected \"scenes\": a non-empty array")
        }
        var reader = SavedSceneReader(app: app, records: records)
        var scenes: [SceneState] = []
        for node in sceneNodes {
            guard node.members != nil, let id = try SavedSceneReader.string(node["id"], "the scene id"), !id.isEmpty
            else {
                throw corrupt(node, "expected a scene object with an \"id\"")
            }
            guard !scenes.contains(where: { $0.id == id }) else {
                throw corrupt(node["id"], "the scene '\(id)' appears twice")
            }
            scenes.append(try reader.scene(id: id, from: node))
        }
        let focusedID = try SavedSceneReader.string(root["focusedScene"], "the focused scene")
        let focused = scenes.firstIndex { $0.id == focusedID } ?? 0
        return RestoredState(
            scenes: scenes, focusedSceneIndex: focused, dropped: reader.dropped,
            toolbarCustomizations: try toolbarCustomizations(root["toolbars"], app: app))
    }

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
                scene.sheet = sheet
            }
        } else {
            dropped.append("sheet \(name)")
        }
    }
}
