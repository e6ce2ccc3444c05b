/// The navigation state of one scene (window): for now, a NavigationStack's path.
public struct SceneState: Hashable, Sendable, Codable {
    /// The scene's identifier (`main`).
    public var id: String
    /// The NavigationStack path, root first.
    public var path: [PathValue]

    public init(id: String, path: [PathValue] = []) {
        self.id = id
        self.path = path
    }
}
