/// The window reducer: what the View and Window menus do to a scene's window
/// (zoom, full screen, toolbar, tab bar), reached through the scene that is key.
/// Minimizing moves focus, so it is the app's (``AppState/minimize()``).
extension SceneState {
    /// Zooms the window to its standard frame, or back (`performZoom:`).
    public mutating func toggleZoom() throws(NavigationError) {
        try requireResizableWindow(doing: "zoom")
        window.isZoomed.toggle()
    }

    /// Enters or exits full screen (`toggleFullScreen:`).
    public mutating func toggleFullScreen() throws(NavigationError) {
        try requireAppWindow(doing: "enter full screen")
        window.isFullScreen.toggle()
    }

    /// Shows or hides the toolbar (`toggleToolbarShown:`); `hasToolbar` says whether the
    /// app declares one.
    public mutating func toggleToolbar(hasToolbar: Bool) throws(NavigationError) {
        try requireAppWindow(doing: "show a toolbar")
        guard hasToolbar else { throw NavigationError("'\(title)' has no toolbar") }
        window.isToolbarVisible.toggle()
    }

    /// Shows or hides the tab bar (`toggleTabBar:`).
    public mutating func toggleTabBar() throws(NavigationError) {
        try requireAppWindow(doing: "show a tab bar")
        window.isTabBarVisible.toggle()
    }

    /// Fails unless the scene is one of the app's windows: the Settings window and the
    /// About panel have no toolbar, tab bar or full screen.
    func requireAppWindow(doing what: String) throws(NavigationError) {
        guard kind == .window else { throw NavigationError("\(kind.name) cannot \(what)") }
    }

    /// Fails unless the window can change its size: an app window out of full screen.
    func requireResizableWindow(doing what: String) throws(NavigationError) {
        try requireAppWindow(doing: what)
        if window.isFullScreen { throw NavigationError("'\(title)' is in full screen: it cannot \(what)") }
    }
}
