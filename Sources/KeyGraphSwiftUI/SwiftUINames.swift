import SwiftSyntax

/// What a SwiftUI name (or an AppKit/UIKit one a SwiftUI app uses) is to the reader: the one
/// table the recognizers ask instead of comparing names. A construct the reader learns is a row
/// here and a case in the recognizer that reads it.
enum SwiftUIRole: Hashable {
    /// A scene of an App's body.
    case scene(SceneKind)
    /// What a `.commands` closure holds.
    case commands(CommandsKind)
    /// A control that performs something.
    case control(ControlKind)
    /// A form a menu's items take.
    case menuForm(MenuForm)
    /// A view whose content is read as if written in its place.
    case container(ContainerKind)
    /// A view that lays out navigation: a stack, a split view, tabs.
    case navigation(NavigationKind)
    /// A view that shows something and performs nothing.
    case content(ContentKind)
    /// What a `.toolbar` closure holds.
    case toolbar(ToolbarKind)
    /// An AppKit or UIKit object that shows SwiftUI views in a window of its own.
    case host
    /// `AnyView`: a view whose type is erased.
    case erased
    /// An AppKit menu made in code.
    case appKitMenu(AppKitMenuKind)
    /// A text the app localizes: a title, as `Text` is.
    case localizedText
    /// Swift's `Task { }`: code that runs later, outside the view update (the lints' concern).
    case task

    enum SceneKind: Hashable { case windowGroup, window, utilityWindow, documentGroup, settings, menuBarExtra }
    enum CommandsKind: Hashable {
        case menu, group
        /// A standard command set the app file names (`SidebarCommands`).
        case standard
        /// A set of no items of its own (`EmptyCommands`).
        case empty
        /// A standard command set the app model lacks.
        case unmodelled
    }
    enum ControlKind: Hashable {
        case button, toggle, picker
        /// `Link` and `ShareLink`: they open a URL or the share sheet, and run no code of the app's.
        case link, shareLink
    }
    enum MenuForm: Hashable { case menu, section, divider, forEach }
    enum ContainerKind: Hashable {
        /// `Group`: no view of its own, in scenes, commands, toolbars and views alike.
        case group
        /// A stack or control group: a view, whose one control takes its modifiers.
        case stack
    }
    enum NavigationKind: Hashable {
        /// `NavigationStack`; `.legacyStack` is the deprecated `NavigationView`, read as one.
        case stack, legacyStack, splitView, tabView, tab, tabSection, list
        /// `NavigationLink`, and the type-erased path `NavigationPath` a stack binds.
        case link, path
    }
    enum ContentKind: Hashable { case text, label, image, spacer, empty }
    enum ToolbarKind: Hashable { case item, itemGroup, spacer }
    enum AppKitMenuKind: Hashable { case menu, item }
}

/// What a modifier's name is to the reader.
enum SwiftUIModifierRole: Hashable {
    /// A presentation whose content is another place than the view it modifies.
    case presentation(PresentationKind)
    case keyboardShortcut, toolbar, contextMenu, commands
    /// `.commandsRemoved()`, `.commandsReplaced { }`: the standard menus changed.
    case commandsChange
    case tabItem, tag, tabViewStyle, menuBarExtraStyle
    /// `.hidden()` and `.swipeActions { }`: what the toolbar lints look for around a control.
    case hidden, swipeActions
    /// `.disabled(x == nil)`: a focused value the command needs.
    case disabled

    enum PresentationKind: Hashable { case sheet, fullScreenCover, popover, inspector, alert, confirmationDialog }
}

/// The protocols a type conforms to that tell the reader what it is.
enum SwiftUIProtocol: String {
    case app = "App"
    case scene = "Scene"
    case commands = "Commands"
    case toolbarContent = "ToolbarContent"
    case view = "View"
}

enum SwiftUINames {
    /// Every name the reader knows, with its role.
    static let roles: [String: SwiftUIRole] = [
        "WindowGroup": .scene(.windowGroup), "Window": .scene(.window), "UtilityWindow": .scene(.utilityWindow),
        "DocumentGroup": .scene(.documentGroup), "Settings": .scene(.settings),
        "MenuBarExtra": .scene(.menuBarExtra),

        "CommandMenu": .commands(.menu), "CommandGroup": .commands(.group),
        "SidebarCommands": .commands(.standard), "ToolbarCommands": .commands(.standard),
        "TextEditingCommands": .commands(.standard), "TextFormattingCommands": .commands(.standard),
        "InspectorCommands": .commands(.standard), "EmptyCommands": .commands(.empty),
        "ImportFromDevicesCommands": .commands(.unmodelled),

        "Button": .control(.button), "Toggle": .control(.toggle), "Picker": .control(.picker),
        "Link": .control(.link), "ShareLink": .control(.shareLink),

        "Menu": .menuForm(.menu), "Section": .menuForm(.section), "Divider": .menuForm(.divider),
        "ForEach": .menuForm(.forEach),

        "Group": .container(.group), "HStack": .container(.stack), "VStack": .container(.stack),
        "ZStack": .container(.stack), "LazyHStack": .container(.stack), "LazyVStack": .container(.stack),
        "ControlGroup": .container(.stack),
        // `overlay { … }` and `background { … }` called on `self` (a function the project adds to
        // `View`): the views they lay over it, read as a stack's.
        "overlay": .container(.stack), "background": .container(.stack),

        "NavigationStack": .navigation(.stack), "NavigationView": .navigation(.legacyStack),
        "NavigationSplitView": .navigation(.splitView), "TabView": .navigation(.tabView), "Tab": .navigation(.tab),
        "TabSection": .navigation(.tabSection), "List": .navigation(.list), "NavigationLink": .navigation(.link),
        "NavigationPath": .navigation(.path),

        "Text": .content(.text), "Label": .content(.label), "Image": .content(.image), "Spacer": .content(.spacer),
        "EmptyView": .content(.empty),

        "ToolbarItem": .toolbar(.item), "ToolbarItemGroup": .toolbar(.itemGroup), "ToolbarSpacer": .toolbar(.spacer),

        "NSHostingView": .host, "NSHostingController": .host, "UIHostingController": .host, "AnyView": .erased,
        "NSMenu": .appKitMenu(.menu), "NSMenuItem": .appKitMenu(.item),

        "LocalizedStringKey": .localizedText, "NSLocalizedString": .localizedText,
        "LocalizedStringResource": .localizedText,
        "Task": .task,
    ]

    /// Every modifier the reader knows, with its role.
    static let modifierRoles: [String: SwiftUIModifierRole] = [
        "sheet": .presentation(.sheet), "fullScreenCover": .presentation(.fullScreenCover),
        "popover": .presentation(.popover), "inspector": .presentation(.inspector), "alert": .presentation(.alert),
        "confirmationDialog": .presentation(.confirmationDialog),
        "keyboardShortcut": .keyboardShortcut, "toolbar": .toolbar, "contextMenu": .contextMenu,
        "commands": .commands, "commandsRemoved": .commandsChange, "commandsReplaced": .commandsChange,
        "tabItem": .tabItem, "tag": .tag, "tabViewStyle": .tabViewStyle, "menuBarExtraStyle": .menuBarExtraStyle,
        "disabled": .disabled, "hidden": .hidden, "swipeActions": .swipeActions,
    ]

    static func role(of name: String?) -> SwiftUIRole? { name.flatMap { roles[$0] } }
    static func modifierRole(of name: String?) -> SwiftUIModifierRole? { name.flatMap { modifierRoles[$0] } }
}

extension FunctionCallExprSyntax {
    /// What the called name is to the reader (`Button(…)` → a control).
    var role: SwiftUIRole? { SwiftUINames.role(of: calledName) }
}

extension Modifier {
    var role: SwiftUIModifierRole? { SwiftUINames.modifierRole(of: name) }
}

extension SwiftType {
    func conforms(to protocol: SwiftUIProtocol) -> Bool { inherited.contains(`protocol`.rawValue) }
    /// Whether it is the app, a scene or a command set: read from the App's body, not as a view.
    var isAppPart: Bool { !inherited.isDisjoint(with: ["App", "Scene", "Commands"]) }
}

extension SwiftUIRole {
    /// A stack: `NavigationStack`, or `NavigationView`, which the reader reads as one.
    var isStack: Bool { self == .navigation(.stack) || self == .navigation(.legacyStack) }
}

extension FunctionCallExprSyntax {
    /// What the modifier called is to the reader (`.sheet(…)` → a presentation).
    var modifierRole: SwiftUIModifierRole? {
        SwiftUINames.modifierRole(of: calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text)
    }
}
