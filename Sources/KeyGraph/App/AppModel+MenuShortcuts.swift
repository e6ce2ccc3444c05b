/// The shortcuts menu items carry, as a keymap layer, so that a shortcut a menu
/// shows also fires its command (as a SwiftUI `.keyboardShortcut` does).
extension AppModel {
    /// A keymap of every command's own shortcut (`Command.shortcut`, set directly or
    /// inherited from its standard selector) and every menu button's `.keyboardShortcut`,
    /// in declaration order; nil when there are none. Bindings have no `when`: a
    /// command whose focused values are missing is disabled when it runs.
    ///
    /// The session loads it below the app's keymap, so keymap files override it.
    public var menuShortcutKeymap: Keymap? {
        var bindings: [KeymapBinding] = []
        var seen: Set<KeymapBinding> = []
        func add(_ shortcut: KeyboardShortcut, _ id: String) {
            let binding = KeymapBinding(sequence: KeySequence([shortcut]), action: .command(id))
            if seen.insert(binding).inserted { bindings.append(binding) }
        }
        for command in commands.commands {
            if let shortcut = command.shortcut { add(shortcut, command.id) }
        }
        func walk(_ items: [MenuItem]) {
            for item in items {
                switch item {
                case .button(let id, _, let shortcut?): add(shortcut, id)
                case .menu(_, _, let children), .section(_, let children): walk(children)
                default: break
                }
            }
        }
        for group in menus.groups { walk(group.items) }
        for menu in menus.menus { walk(menu.items) }
        return bindings.isEmpty ? nil : Keymap(name: "Menu shortcuts", file: "<menus>", bindings: bindings)
    }
}
