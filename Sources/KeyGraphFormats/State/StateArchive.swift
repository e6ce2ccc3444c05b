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
                            ("width", .string(tabs.width.rawValue)),
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
        if !state.tabCustomization.isEmpty {
            let customization = state.tabCustomization
            var tabs: [(String, JSONOutput)] = [("order", .array(customization.order.map { .string($0) }))]
            for placement in AdaptableTabBarPlacement.allCases {
                let chosen = (customization.visibility[placement] ?? [:]).sorted { $0.key < $1.key }
                if !chosen.isEmpty {
                    tabs.append((placement.rawValue, .object(chosen.map { ($0.key, .string($0.value.rawValue)) })))
                }
            }
            members.append(("tabCustomization", .object(tabs)))
        }
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
            toolbarCustomizations: try toolbarCustomizations(root["toolbars"], app: app),
            tabCustomization: try tabCustomization(root["tabCustomization"], app: app))
    }

    /// A saved tab customization: the customization ids the app still declares (a preference:
    /// what no longer exists is left out quietly).
    static func tabCustomization(_ node: JSONNode?, app: AppModel) throws(CorruptError) -> TabViewCustomization? {
        guard let node else { return nil }
        guard node.members != nil else {
            throw SavedSceneReader.corrupt(node, "expected \"tabCustomization\": an object")
        }
        let ids = Set(app.tabLayout?.tabs.compactMap(\.customizationID) ?? [])
        var customization = TabViewCustomization()
        if let order = node["order"] {
            guard let elements = order.elements, elements.allSatisfy({ $0.string != nil }) else {
                throw SavedSceneReader.corrupt(order, "expected an array of customization ids")
            }
            var seen: Set<String> = []
            customization.order = elements.compactMap(\.string).filter { ids.contains($0) && seen.insert($0).inserted }
        }
        for placement in AdaptableTabBarPlacement.allCases {
            guard let saved = node[placement.rawValue] else { continue }
            guard let members = saved.members else {
                throw SavedSceneReader.corrupt(saved, "expected an object of tab visibilities")
            }
            for member in members where ids.contains(member.key) {
                guard let text = member.value.string, let visibility = TabVisibility(rawValue: text) else {
                    throw SavedSceneReader.corrupt(member.value, "expected automatic, visible or hidden")
                }
                customization.visibility[placement, default: [:]][member.key] = visibility
            }
        }
        return customization
    }
}
