/// The shortcuts menu items carry, as a keymap layer, so that a shortcut a menu
/// shows also fires its command (as a SwiftUI `.keyboardShortcut` does).
extension AppModel {
    /// A keymap of the menu bar's shortcuts, in this order: the standard items the system
    /// performs (Close ⌘W, Minimize ⌘M … for the selectors no command of the app carries),
    /// then every command's own shortcut (`Command.shortcut`, set directly or inherited
    /// from its standard selector), then every menu button's `.keyboardShortcut`; later
    /// bindings win, so the app's own come before the system's. Nil when there are none.
    /// A command's binding has its ``Command/shortcutScope`` as its `when` (a view's control
    /// binds only where its view shows), else none: a command that cannot run now fails when it
    /// fires. A binding whose shortcut the app's sources wrote names that place
    /// (`AppSourceMap.shortcutPlaces`).
    ///
    /// A standard item nothing performs (Copy, Hide, Print…) is shown dimmed and binds
    /// nothing: as in AppKit, its key equivalent passes on to the focused view.
    ///
    /// The session loads it below the app's keymap, so keymap files override it.
    public var menuShortcutKeymap: Keymap? {
        var bindings: [KeymapBinding] = []
        var seen: Set<KeymapBinding> = []
        let places = sourceMap?.shortcutPlaces ?? [:]
        func add(_ shortcut: KeyboardShortcut, _ id: String, scope: ShortcutScope? = nil) {
            var binding = KeymapBinding(
                sequence: KeySequence([shortcut]), action: .command(id), when: scope?.clause, whenSource: scope?.text)
            if let place = places[id] {
                binding.sourceFile = place.file
                binding.position = place.position
            }
            if seen.insert(binding).inserted { bindings.append(binding) }
        }
        let implemented = Set(commands.commands.compactMap(\.selector))
        for selector in standardSelectorsShown where !implemented.contains(selector) && canEverPerform(selector) {
            if let shortcut = SystemCommands.command(id: selector)?.shortcut { add(shortcut, selector) }
        }
        for command in commands.commands {
            if let shortcut = command.shortcut { add(shortcut, command.id, scope: command.shortcutScope) }
        }
        func walk(_ items: [MenuItem]) {
            for item in items {
                switch item {
                case .button(let id, _, let shortcut?):
                    add(shortcut, id, scope: commands.command(id: id)?.shortcutScope)
                case .menu(_, _, let children), .section(_, let children): walk(children)
                default: break
                }
            }
        }
        for group in menus.groups { walk(group.items) }
        for menu in menus.menus { walk(menu.items) }
        return bindings.isEmpty ? nil : Keymap(name: "Menu shortcuts", file: "<menus>", bindings: bindings)
    }

    /// Whether the system's command for `selector` can ever be enabled in this app: not
    /// Settings… without a Settings scene, Show/Hide Toolbar without a toolbar, Show/Hide
    /// Sidebar without a split view, the Find items without a search field, nor Find and
    /// Replace… (a search field does not replace). Those items stay dimmed, and their
    /// shortcuts unbound.
    func canEverPerform(_ selector: String) -> Bool {
        switch selector {
        case "showSettings:": appScenes.settings != nil
        case "toggleToolbarShown:": !toolbars.isEmpty
        case "toggleSidebar:": splitLayout != nil
        case "findAndReplace:": false
        case "find:", "findNext:", "findPrevious:", "useSelectionForFind:", "centerSelectionInVisibleArea:":
            allViewDeclarations.contains { $0.searchable != nil }
        default: true
        }
    }

    /// The selectors of the standard items the macOS menu bar shows, in menu-bar order:
    /// the placements no `CommandGroup(replacing:)` replaces, and every `.standard` item
    /// the app's groups and menus declare.
    public var standardSelectorsShown: [String] {
        var selectors: [String] = []
        func walk(_ items: [MenuItem]) {
            for item in items {
                switch item {
                case .standard(let selector): selectors.append(selector)
                case .menu(_, _, let children), .section(_, let children): walk(children)
                default: break
                }
            }
        }
        let implemented = Set(commands.commands.compactMap(\.selector))
        for placement in CommandGroupPlacement.allCases {
            let declared = menus.groups.filter { $0.placement == placement }
            if !declared.contains(where: { $0.position == .replacing }) {
                walk(
                    placement.standardItems(
                        on: .macos, builtIns: menus.builtIns, group: appScenes.group, implemented: implemented))
            }
            for group in declared { walk(group.items) }
        }
        for menu in menus.menus { walk(menu.items) }
        return selectors
    }
}

extension AppModel {
    /// What names command `id` where a person reads what fired or wins: a view's control (a
    /// command bound where its view is on screen, ``Command/shortcutScope``) by its title in
    /// quotes, as its id is made up from the title by whoever read the view (`cancel17`); else
    /// its id.
    public func shownName(ofCommand id: String) -> String {
        guard let command = commands.command(id: id), command.shortcutScope != nil else { return id }
        return "\"\(command.title)\""
    }
}
