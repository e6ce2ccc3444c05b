/// The scenes reducer: opening, closing and focusing windows.
extension AppState {
    /// Opens a scene named `id` (or the next free `sceneN`) laid out as `model` says, and focuses it.
    /// - Returns: the note a person sees.
    public mutating func newScene(_ id: String?, in model: NavigationModel) throws(NavigationError) -> String {
        defer { isHidden = false }
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
        scenes.append(model.opened(SceneState(id: name), beside: scenes))
        focusedSceneIndex = scenes.count - 1
        return "Opened scene '\(name)'"
    }

    /// Opens the Settings window (SwiftUI's `openSettings`), or focuses it when it is open.
    /// - Returns: the note a person sees, if a window opened.
    public mutating func openSettings(appName: String, in model: NavigationModel) throws(NavigationError) -> String? {
        guard model.appScenes.settings != nil else { throw NavigationError("the app declares no Settings scene") }
        return openPanel(.settings, title: "\(appName) Settings")
    }

    /// Shows the standard About panel (`orderFrontStandardAboutPanel:`), or focuses it when it is open.
    /// - Returns: the note a person sees, if the panel opened.
    public mutating func showAboutPanel(appName: String) -> String? {
        openPanel(.about, title: "About \(appName)")
    }

    /// Focuses the one window of `kind`, opening it first when it is not open.
    private mutating func openPanel(_ kind: SceneState.Kind, title: String) -> String? {
        if let open = scenes.firstIndex(where: { $0.kind == kind }) {
            focusedSceneIndex = open
            return nil
        }
        let ids = Set(scenes.map(\.id))
        var id = kind.rawValue
        var n = 2
        while ids.contains(id) {
            id = "\(kind.rawValue)\(n)"
            n += 1
        }
        scenes.append(SceneState(id: id, kind: kind, title: title))
        focusedSceneIndex = scenes.count - 1
        return "Opened '\(title)'"
    }

    /// How a scene is chosen by `focus scene`.
    public enum SceneTarget: Hashable, Sendable {
        case id(String)
        case next
        case previous
    }

    /// Focuses a scene by id, showing it again if it is minimized or the app is hidden (choosing
    /// a window in the Window menu), or the next or previous one that is not minimized (wrapping around, as ⌘`).
    public mutating func focusScene(_ target: SceneTarget) throws(NavigationError) {
        let count = scenes.count
        guard count > 0 else { throw NavigationError("no window is open") }
        switch target {
        case .id(let id):
            guard let index = scenes.firstIndex(where: { $0.id == id }) else {
                throw NavigationError(
                    "no scene '\(id)'" + Suggestion.parenthetical(for: id, among: scenes.map(\.id), kind: "scenes"))
            }
            scenes[index].window.isMinimized = false
            focusedSceneIndex = index
            isHidden = false
        case .next, .previous:
            let step = target == .next ? 1 : count - 1
            var index = focusedSceneIndex
            for _ in 0..<count {
                index = (index + step) % count
                if !scenes[index].window.isMinimized {
                    focusedSceneIndex = index
                    return
                }
            }
            throw NavigationError("every window is minimized")
        }
    }
}
