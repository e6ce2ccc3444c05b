/// What a window shows of itself, as AppKit keeps it on `NSWindow`: minimized to the
/// Dock, zoomed, in full screen, its toolbar and its tab bar shown.
///
/// It is the window's, not navigation: undo and redo leave it as it is, and state files
/// do not keep it (docs/navigation.md).
public struct WindowState: Hashable, Sendable {
    /// In the Dock (`performMiniaturize:`): the window cannot be key until it is shown again.
    public var isMinimized = false
    /// Zoomed to its standard frame (`performZoom:`).
    public var isZoomed = false
    /// In full screen (`toggleFullScreen:`): it cannot be minimized or zoomed there.
    public var isFullScreen = false
    /// The toolbar shows (`toggleToolbarShown:`); a window starts with it shown.
    public var isToolbarVisible = true
    /// The tab bar shows (`toggleTabBar:`); AppKit hides it while a window has one tab.
    public var isTabBarVisible = false

    public init() {}
}
