/// Everything about a running app that changes: its scenes, which one has
/// focus, and its data (shared by every scene).
public struct AppState: Hashable, Sendable {
    public var scenes: [SceneState]
    public var focusedSceneIndex: Int
    /// App state that toggles and pickers read and write (`showFavoritesOnly` → "true"),
    /// and record fields keyed `Type:id.field` (`Recipe:apple-pie.isFavorite`).
    public var values: [String: String] = [:]
    /// The live data records by type; FocusedBinding writes change them.
    public var records: [String: [Record]]

    public init(scenes: [SceneState], focusedSceneIndex: Int = 0, records: [String: [Record]] = [:]) {
        precondition(!scenes.isEmpty, "an app has at least one scene")
        self.scenes = scenes
        self.focusedSceneIndex = focusedSceneIndex
        self.records = records
    }

    /// The live record `value` names, if it exists.
    ///
    /// - Complexity: O(n) in the records of that type.
    public func record(_ value: PathValue) -> Record? {
        records[value.type]?.first { $0.id == value.id }
    }

    /// The focused (key) scene; menu commands and shortcuts act on it.
    public var focusedScene: SceneState {
        get { scenes[focusedSceneIndex] }
        set { scenes[focusedSceneIndex] = newValue }
    }
}
