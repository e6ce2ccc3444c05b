/// The documents reducer: what a `DocumentGroup` app's File menu does to the key
/// window's document (Save, Duplicate), and marking it edited.
extension AppState {
    /// Saves the key window's document (`saveDocument:`): it is no longer edited. KeyGraph
    /// models no Save panel, so an untitled document keeps its name.
    /// - Returns: the note a person sees.
    public mutating func saveDocument() throws(NavigationError) -> String {
        try requireDocument()
        focusedScene.document = SceneState.DocumentState(isEdited: false, isSaved: true)
        return "Saved '\(focusedScene.title)'"
    }

    /// Opens a copy of the key window's document in a new window (`duplicateDocument:`),
    /// named `NAME copy` (`NAME copy 2` …): a new document, not yet saved, with the same
    /// navigation, and focuses it.
    /// - Returns: the note a person sees.
    public mutating func duplicateDocument() throws(NavigationError) -> String {
        try requireDocument()
        var copy = focusedScene
        let ids = Set(scenes.map(\.id))
        var n = 2
        while ids.contains("scene\(n)") { n += 1 }
        copy.id = "scene\(n)"
        let titles = Set(scenes.map(\.title))
        var title = "\(focusedScene.title) copy"
        var k = 2
        while titles.contains(title) {
            title = "\(focusedScene.title) copy \(k)"
            k += 1
        }
        copy.title = title
        copy.document = SceneState.DocumentState(isEdited: true)
        copy.window = WindowState()
        copy.sheet = nil
        copy.pendingClose = nil
        let original = focusedScene.title
        scenes.append(copy)
        focusedSceneIndex = scenes.count - 1
        return "Duplicated '\(original)' as '\(title)'"
    }

    /// Marks the key window's document edited: a change was made while it was key.
    mutating func markKeyDocumentEdited() {
        // In place: this runs after every change a keystroke makes.
        guard hasKeyScene, scenes[focusedSceneIndex].document != nil else { return }
        scenes[focusedSceneIndex].document?.isEdited = true
    }

    private func requireDocument() throws(NavigationError) {
        guard focusedScene.document != nil else {
            throw NavigationError("'\(focusedScene.title)' shows no document: the app is not a DocumentGroup")
        }
    }
}
