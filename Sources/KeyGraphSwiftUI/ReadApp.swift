import KeyGraph
import SwiftSyntax

/// What the reader found in a SwiftUI project, before it is written as an app file: the
/// scenes, the commands (menu items and controls that carry a shortcut), the menu bar,
/// toolbars and focused values, each with its Swift location.
struct ReadApp {
    var name = "app"
    var appName: String?
    var windowGroup: (title: String, isDocument: Bool, at: SwiftLocation)?
    /// What gives the app its window: `WindowGroup`, `Window`, `UtilityWindow`, `DocumentGroup`,
    /// `MenuBarExtra`, `Settings` or `NSHostingView` (an AppKit or UIKit host).
    /// What gives the app its window: a scene's role, or a host's.
    var windowKind: SwiftUIRole?
    /// A `DocumentGroup(viewing:)`: it opens documents and makes none.
    var isViewer = false
    /// Where the app starts (its `@main`, or the call of its `main()`): where a finding about
    /// the app as a whole is located.
    var entryAt: SwiftLocation?
    /// Whether an AppKit main menu (a storyboard's or one set in code) was read: it is the menu bar.
    var hasMainMenu = false
    /// The first `MenuBarExtra`: the app's window when it has no other.
    var menuBarExtra: (title: String, at: SwiftLocation)?
    var settingsView: (name: String, at: SwiftLocation)?
    var rootView = "ContentView"
    var commands: [ReadCommand] = []
    var builtIns: [(name: String, at: SwiftLocation)] = []
    var groups: [ReadGroup] = []
    var menus: [ReadMenu] = []
    var toolbars: [ReadToolbar] = []
    var contextMenus: [ReadContextMenu] = []
    /// The window's `TabView`, its tabs in order, and its style.
    var tabs: [ReadTab] = []
    var tabViewStyle: String?
    var sheets: [ReadSheet] = []
    /// Alerts and confirmation dialogs, in source order.
    var dialogs: [ReadDialog] = []
    /// Focused values views publish (`.focusedValue`, `.focusedObject`) and scene values.
    var published: [String] = []
    var publishedForScene: [String] = []
}

/// A control that performs something: a menu item, or a view's button with a shortcut.
struct ReadCommand {
    var id: String
    var title: String
    var icon: String?
    var role: String?
    var selector: String?
    var shortcut: KeyboardShortcut?
    var shortcutAt: SwiftLocation?
    /// What it does, as the engine's effects (the writer spells them: ``AppFileWriter/json(_:)-(Effect)``).
    var effects: [Effect] = []
    var requires: [String] = []
    /// A toggle's app state key.
    var checkedState: String?
    var at: SwiftLocation
    /// Where it shows: `File › New Note`, `view ContentView`.
    var place: String
    /// Whether it is a menu-bar item (else a control in a view: SwiftUI looks there first).
    var isMenuItem: Bool
    /// The view type a control in a view is declared in.
    var view: String? = nil
    /// The `if`/`switch` branches it sits in: two commands in different branches of the same
    /// statement never exist together.
    var branches: [Branch] = []
    /// The code the control was read at (its call, or the call site that placed it): where
    /// its view is on screen is found from here (``SwiftUIReader/scopeViewShortcuts()``).
    var anchor: Syntax? = nil
    /// Where its shortcut is live, as a `when` clause (a control in a view); nil for everywhere.
    var shortcutWhen: String? = nil
}

/// One branch of an `if`/`else` or `switch`: the statement's place and the branch's number.
struct Branch: Hashable {
    var statement: SwiftLocation
    var index: Int
}

/// A menu bar item as the app file writes it.
indirect enum ReadItem {
    case button(command: Int)
    case toggle(command: Int)
    case picker(title: String, key: String, options: [String], at: SwiftLocation)
    case menu(title: String, icon: String?, items: [ReadItem], at: SwiftLocation)
    case section(title: String?, items: [ReadItem], at: SwiftLocation)
    case divider
}

/// `CommandGroup(replacing:|before:|after: placement)`.
struct ReadGroup {
    var relation: String
    var placement: String
    var items: [ReadItem]
    var at: SwiftLocation
}

/// `CommandMenu(title)`.
struct ReadMenu {
    var title: String
    var items: [ReadItem]
    var at: SwiftLocation
}
