/// Where a group of menu-bar items goes, modelled after SwiftUI's `CommandGroupPlacement`
/// (reference/menus.md). Cases are in menu-bar order.
public enum CommandGroupPlacement: String, Sendable, Hashable, CaseIterable, Codable {
    case appInfo, appSettings, systemServices, appVisibility, appTermination
    case newItem, saveItem, importExport, printItem
    case undoRedo, pasteboard, textEditing
    case textFormatting
    case toolbar, sidebar
    case windowSize, windowArrangement, windowList, singleWindowList
    case help

    /// The standard menu the placement belongs to.
    public var menu: StandardMenu {
        switch self {
        case .appInfo, .appSettings, .systemServices, .appVisibility, .appTermination: .app
        case .newItem, .saveItem, .importExport, .printItem: .file
        case .undoRedo, .pasteboard, .textEditing: .edit
        case .textFormatting: .format
        case .toolbar, .sidebar: .view
        case .windowSize, .windowArrangement, .windowList, .singleWindowList: .window
        case .help: .help
        }
    }
}

/// The menus the system provides, in menu-bar order; `CommandMenu`s go between View and Window.
public enum StandardMenu: String, Sendable, Hashable, CaseIterable, Codable {
    case app, file, edit, format, view, window, help

    /// The title in the menu bar; the App menu is titled with the app's name.
    public func title(appName: String) -> String {
        switch self {
        case .app: appName
        case .file: "File"
        case .edit: "Edit"
        case .format: "Format"
        case .view: "View"
        case .window: "Window"
        case .help: "Help"
        }
    }
}
