/// Everything about a running app that changes: its scenes, which one has
/// focus, and its data (shared by every scene).
public struct AppState: Hashable, Sendable {
    /// The open windows, in the order they opened; empty once the last one closed
    /// in an app that keeps running without a window.
    public var scenes: [SceneState]
    /// The focused scene's index in ``scenes`` (0 while no window is open).
    public var focusedSceneIndex: Int
    /// App state that toggles and pickers read and write (`showFavoritesOnly` → "true"),
    /// and record fields keyed `Type:id.field` (`Recipe:apple-pie.isFavorite`).
    public var values: [String: String] = [:]
    /// The live data records by type; FocusedBinding writes change them.
    public var records: [String: [Record]]
    /// How the person arranged each customizable toolbar, by its `toolbar(id:)`: item ids and
    /// spaces (`space`, `flexibleSpace`) in order. A toolbar not here shows as declared. It is
    /// the app's, as SwiftUI keeps it in the app's defaults: every window shares it, undo leaves
    /// it alone, and state files keep it.
    public var toolbarCustomizations: [String: [String]] = [:]
    /// The person's customization of the app's `sidebarAdaptable` tab view: app state, like the
    /// toolbars' (`@AppStorage` in SwiftUI).
    public var tabCustomization = TabViewCustomization()
    /// Whether the app is hidden (Hide APP, ⌘H): its windows stay as they are, none is key,
    /// until Show All, or focusing or opening a window, shows them again.
    public var isHidden = false

    public init(scenes: [SceneState], focusedSceneIndex: Int = 0, records: [String: [Record]] = [:]) {
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

    /// The focused scene; menu commands and shortcuts act on it while it is key
    /// (``keyScene``). With no window open it is ``SceneState/noWindow``, and setting it
    /// changes nothing: the session refuses effects on the focused scene then.
    public var focusedScene: SceneState {
        get { scenes.indices.contains(focusedSceneIndex) ? scenes[focusedSceneIndex] : .noWindow }
        set { if scenes.indices.contains(focusedSceneIndex) { scenes[focusedSceneIndex] = newValue } }
    }

    /// Changes the focused scene where ``scenes`` keeps it. `focusedScene.x = y` reads a copy
    /// of the whole scene (each of its strings and arrays retained) and writes it back; the
    /// effects a keystroke applies come here instead. With no window open, `change` gets a
    /// scratch ``SceneState/noWindow`` and nothing is kept, as setting ``focusedScene`` does.
    mutating func changeFocusedScene<Result>(
        _ change: (inout SceneState) throws(NavigationError) -> Result
    ) throws(NavigationError) -> Result {
        guard scenes.indices.contains(focusedSceneIndex) else {
            var ignored = SceneState.noWindow
            return try change(&ignored)
        }
        return try change(&scenes[focusedSceneIndex])
    }

    /// The focused scene's dialog, read without a copy of the scene.
    var focusedDialog: String? {
        scenes.indices.contains(focusedSceneIndex) ? scenes[focusedSceneIndex].dialog : nil
    }

    /// Whether a scene is key (``noKeySceneReason`` is nil), without making the reason.
    var hasKeyScene: Bool {
        scenes.indices.contains(focusedSceneIndex) && !isHidden && !scenes[focusedSceneIndex].window.isMinimized
    }

    /// The key window: the focused scene, unless no window is open or it is minimized.
    public var keyScene: SceneState? { noKeySceneReason == nil ? focusedScene : nil }

    /// Why no scene is key (`no window is open`, `'Recipes 2' is minimized`), or nil when one is.
    public var noKeySceneReason: String? {
        guard scenes.indices.contains(focusedSceneIndex) else { return "no window is open" }
        if isHidden { return "the app is hidden: no window is key (Show All shows it)" }
        guard scenes[focusedSceneIndex].window.isMinimized else { return nil }
        return "'\(scenes[focusedSceneIndex].title)' is minimized: no window is key"
    }
}

extension SceneState {
    /// What ``AppState/focusedScene`` reads while no window is open: a scene of no
    /// layout, which no window shows (its id, `(no window)`, is not a scene id).
    public static let noWindow = SceneState(id: "(no window)")
}
