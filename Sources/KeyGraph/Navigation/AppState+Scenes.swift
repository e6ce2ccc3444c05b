/// The scenes reducer: opening, closing and focusing windows.
extension AppState {
    /// Opens a scene named `id` (or the next free `sceneN`) laid out as `model` says, and focuses it.
    /// - Returns: the note a person sees.
    public mutating func newScene(_ id: String?, in model: NavigationModel) throws(NavigationError) -> String {
        let ids = Set(scenes.map(\.id))
        let name: String
        if let id {
            guard !ids.contains(id) else { throw NavigationError("a scene named '\(id)' already exists") }
            guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw NavigationError("a scene id has only letters, digits, '-' and '_': '\(id.escapedForDisplay)'")
            }
            name = id
        } else {
            var n = 2
            while ids.contains("scene\(n)") { n += 1 }
            name = "scene\(n)"
        }
        scenes.append(model.prepared(SceneState(id: name)))
        focusedSceneIndex = scenes.count - 1
        return "Opened scene '\(name)'"
    }

    /// Closes the focused scene and focuses the one before it; the last scene stays.
    /// - Returns: the note a person sees.
    public mutating func closeScene() throws(NavigationError) -> String {
        guard scenes.count > 1 else { throw NavigationError("cannot close '\(focusedScene.id)': it is the last scene") }
        let closed = focusedScene.id
        scenes.remove(at: focusedSceneIndex)
        focusedSceneIndex = max(0, focusedSceneIndex - 1)
        return "Closed scene '\(closed)'"
    }

    /// How a scene is chosen by `focus scene`.
    public enum SceneTarget: Hashable, Sendable {
        case id(String)
        case next
        case previous
    }

    /// Focuses a scene by id, or the next or previous one (wrapping around).
    public mutating func focusScene(_ target: SceneTarget) throws(NavigationError) {
        let count = scenes.count
        switch target {
        case .id(let id):
            guard let index = scenes.firstIndex(where: { $0.id == id }) else {
                throw NavigationError(
                    "no scene '\(id)'" + Suggestion.parenthetical(for: id, among: scenes.map(\.id), kind: "scenes"))
            }
            focusedSceneIndex = index
        case .next:
            focusedSceneIndex = (focusedSceneIndex + 1) % count
        case .previous:
            focusedSceneIndex = (focusedSceneIndex + count - 1) % count
        }
    }

    /// The state with focus moves left out: undo history records navigation
    /// and data changes, not moves of focus between columns or scenes.
    var ignoringFocus: AppState {
        var copy = self
        copy.focusedSceneIndex = 0
        for i in copy.scenes.indices { copy.scenes[i].split?.focusedColumn = nil }
        return copy
    }
}
