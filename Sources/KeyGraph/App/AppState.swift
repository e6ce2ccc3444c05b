/// Everything about a running app that changes: its scenes and which one has focus.
public struct AppState: Hashable, Sendable {
    public var scenes: [SceneState]
    public var focusedSceneIndex: Int
    /// App state that toggles and pickers read and write (`showFavoritesOnly` → "true"),
    /// and record fields keyed `Type:id.field` (`Recipe:apple-pie.isFavorite`).
    public var values: [String: String] = [:]

    public init(scenes: [SceneState], focusedSceneIndex: Int = 0) {
        precondition(!scenes.isEmpty, "an app has at least one scene")
        self.scenes = scenes
        self.focusedSceneIndex = focusedSceneIndex
    }

    /// The focused (key) scene; menu commands and shortcuts act on it.
    public var focusedScene: SceneState {
        get { scenes[focusedSceneIndex] }
        set { scenes[focusedSceneIndex] = newValue }
    }
}
