/// Scenes read back from saved state (a state file), ready to replace the running
/// ones: the values whose records no longer exist are already dropped, and named.
public struct RestoredState: Hashable, Sendable {
    public var scenes: [SceneState]
    public var focusedSceneIndex: Int
    /// The saved values left out because they no longer exist or no longer fit (`Recipe:gone`).
    public var dropped: [String]
    /// The person's toolbar arrangements (``AppState/toolbarCustomizations``); nil when the
    /// saved state has none, which leaves the current ones.
    public var toolbarCustomizations: [String: [String]]?
    /// The person's tab customization; nil when the saved state has none.
    public var tabCustomization: TabViewCustomization?

    public init(
        scenes: [SceneState], focusedSceneIndex: Int, dropped: [String] = [],
        toolbarCustomizations: [String: [String]]? = nil, tabCustomization: TabViewCustomization? = nil
    ) {
        precondition(!scenes.isEmpty, "restored state has at least one scene")
        self.scenes = scenes
        self.focusedSceneIndex = focusedSceneIndex
        self.dropped = dropped
        self.toolbarCustomizations = toolbarCustomizations
        self.tabCustomization = tabCustomization
    }

    /// What restoring says: `Restored 2 scenes; dropped 1 saved ID that no longer exists (Recipe:gone)`.
    public var summary: String {
        let count = scenes.count
        var message = "Restored \(count) scene\(count == 1 ? "" : "s")"
        switch dropped.count {
        case 0: break
        case 1: message += "; dropped 1 saved ID that no longer exists (\(dropped[0].escapedForDisplay))"
        case let n:
            message +=
                "; dropped \(n) saved IDs that no longer exist (\(dropped.joined(separator: ", ").escapedForDisplay))"
        }
        return message
    }
}

extension AppState {
    /// Replaces the scenes and the focused scene with restored ones, titled as `model`'s
    /// group titles new windows, and the customizations the saved state has; records and
    /// values stay.
    public mutating func restore(_ restored: RestoredState, in model: NavigationModel) {
        scenes = model.opened(restored.scenes)
        focusedSceneIndex = restored.focusedSceneIndex
        if let customizations = restored.toolbarCustomizations { toolbarCustomizations = customizations }
        if let customization = restored.tabCustomization { tabCustomization = customization }
    }
}
