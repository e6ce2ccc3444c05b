/// Builds the menu bar, context menus and menu items from the app's declarations
/// and the session's current focus.
extension Session {
    /// The menu bar as shown now on `platform` (the session's ``platform`` unless one is
    /// given): App, File, Edit, Format,
    /// View, each `CommandMenu` in declaration order, Window, Help. Each placement
    /// holds its standard items unless a `CommandGroup(replacing:)` replaces them;
    /// `before:`/`after:` groups go around them. Groups are separated by dividers.
    /// Empty menus are dropped, except View.
    public func menuBar(platform: TargetPlatform? = nil) -> MenuBar {
        let platform = platform ?? self.platform
        let declaration = app.menus
        var menus: [ResolvedMenu] = []
        func standardMenu(_ menu: StandardMenu) -> ResolvedMenu? {
            var groups: [[MenuEntry]] = []
            for placement in CommandGroupPlacement.allCases where placement.menu == menu {
                let declared = declaration.groups.filter { $0.placement == placement }
                var items: [MenuItem] = []
                for group in declared where group.position == .before { items += group.items }
                let replacing = declared.filter { $0.position == .replacing }
                if replacing.isEmpty {
                    items += placement.standardItems(
                        on: platform, builtIns: declaration.builtIns, group: app.appScenes.group,
                        implemented: implementedSelectors)
                } else {
                    for group in replacing { items += group.items }
                }
                for group in declared where group.position == .after { items += group.items }
                let entries = resolve(items, platform: platform, hidesUnavailable: false)
                if !entries.isEmpty { groups.append(entries) }
            }
            let entries = Self.joined(groups)
            if entries.isEmpty, menu != .view { return nil }
            return ResolvedMenu(title: menu.title(appName: declaration.appName), entries: entries)
        }
        for menu in [StandardMenu.app, .file, .edit, .format, .view] {
            if let resolved = standardMenu(menu) { menus.append(resolved) }
        }
        for menu in declaration.menus {
            let entries = resolve(menu.items, platform: platform, hidesUnavailable: false)
            if !entries.isEmpty { menus.append(ResolvedMenu(title: menu.title, entries: entries)) }
        }
        for menu in [StandardMenu.window, .help] {
            if let resolved = standardMenu(menu) { menus.append(resolved) }
        }
        return MenuBar(menus: menus, platform: platform)
    }

    /// Groups joined with dividers between them.
    static func joined(_ groups: [[MenuEntry]]) -> [MenuEntry] {
        var out: [MenuEntry] = []
        for group in groups {
            if !out.isEmpty { out.append(.divider) }
            out += group
        }
        return out
    }

    /// Resolves declared items against the commands and the current focus.
    ///
    /// With `hidesUnavailable` (context menus), disabled items are left out,
    /// shortcuts are not shown, and dividers that would lead, trail or double up
    /// are dropped.
    func resolve(
        _ items: [MenuItem], platform: TargetPlatform, hidesUnavailable: Bool
    ) -> [MenuEntry] {
        var out: [MenuEntry] = []
        for item in items {
            switch item {
            case .button(let id, let title, let shortcut):
                out.append(entry(forCommand: id, title: title, shortcut: shortcut))
            case .toggle(let id):
                var entry = entry(forCommand: id, title: nil)
                if entry.kind == .button { entry.kind = .toggle }
                out.append(entry)
            case .picker(let picker):
                let selected = state.values[picker.key] ?? picker.defaultValue
                let options = picker.options.map { option in
                    MenuEntry(
                        kind: .option, title: option.title, isChecked: option.value == selected,
                        action: .setState(key: picker.key, value: option.value))
                }
                out.append(MenuEntry(kind: .submenu, title: picker.title, icon: picker.icon, children: options))
            case .menu(let title, let icon, let children):
                let resolved = resolve(children, platform: platform, hidesUnavailable: hidesUnavailable)
                if hidesUnavailable && resolved.isEmpty { continue }
                out.append(MenuEntry(kind: .submenu, title: title, icon: icon, children: resolved))
            case .divider:
                out.append(.divider)
            case .section(let title, let children):
                let resolved = resolve(children, platform: platform, hidesUnavailable: hidesUnavailable)
                if hidesUnavailable && resolved.isEmpty { continue }
                if let title { out.append(MenuEntry(kind: .header, title: title)) }
                out += resolved
            case .standard(let selector):
                out.append(standardEntry(selector))
            case .system(let title):
                out.append(
                    MenuEntry(
                        kind: .system, title: title, isEnabled: false,
                        disabledReason: "'\(title)' is disabled: \(SystemCommands.submenuReason(title))"))
            case .windowList:
                out += windowListEntries
            }
        }
        if hidesUnavailable {
            out = out.filter { $0.isEnabled }.map { entry in
                var entry = entry
                entry.shortcut = nil
                return entry
            }
            var tidy: [MenuEntry] = []
            for entry in out {
                if entry.kind == .divider, tidy.last.map({ $0.kind == .divider }) ?? true { continue }
                tidy.append(entry)
            }
            while tidy.last?.kind == .divider { tidy.removeLast() }
            out = tidy
        }
        return out
    }

    /// The entry for a command: its title (or `title`), icon, displayed shortcut,
    /// enabled and checked state. An unknown command shows dimmed.
    func entry(forCommand id: String, title: String?, shortcut declared: KeyboardShortcut? = nil) -> MenuEntry {
        guard let command = app.commands.command(id: id) else {
            return MenuEntry(
                kind: .button, title: title ?? id, isEnabled: false, action: .command(id),
                disabledReason: "unknown command '\(id)'")
        }
        let reason = disabledReason(command)
        return MenuEntry(
            kind: command.checked == nil ? .button : .toggle,
            title: (title ?? stateTitle(of: command) ?? command.title).replacingAPP(with: app.menus.appName),
            icon: command.icon,
            shortcut: displayedShortcut(for: id, declared: declared), isEnabled: reason == nil,
            isChecked: isChecked(command),
            role: command.role, action: .command(id), disabledReason: reason)
    }
}

extension Session {
    /// Performs the menu item at `path` as clicking it would, in the menu bar of `platform`
    /// (the session's unless one is given): a dimmed item fails with its reason, a picker
    /// option sets its state, a system item reports itself.
    public mutating func performMenuItem(at path: MenuPath, platform: TargetPlatform? = nil) -> [Event] {
        let entry: MenuEntry
        do {
            entry = try menuBar(platform: platform).entry(at: path)
        } catch {
            return [.failed(error.message + (error.hint.map { " (\($0))" } ?? ""))]
        }
        return perform(entry)
    }

    /// Performs the menu item at `path`, text held in a variable (`"Go > Back"`).
    ///
    /// Generic, and disfavoured, so that a string literal is never this overload's: a literal
    /// is a ``MenuPath`` (the other overload), with no warning. A `String` is read as
    /// `MenuPath(parsing:)` reads it; say so with that initializer.
    @available(*, deprecated, message: "pass a MenuPath: MenuPath(parsing: text), or a literal (\"Go > Back\")")
    @_disfavoredOverload
    public mutating func performMenuItem<Text: StringProtocol>(at path: Text, platform: TargetPlatform? = nil)
        -> [Event]
    {
        performMenuItem(at: MenuPath(parsing: String(path)), platform: platform)
    }

    /// Performs a resolved entry (a menu-bar, context-menu or toolbar item).
    public mutating func perform(_ entry: MenuEntry) -> [Event] {
        guard entry.isEnabled else {
            return [.failed(entry.disabledReason ?? "'\(entry.title)' is disabled")]
        }
        switch entry.action {
        case .command(let id):
            return handle(.perform(command: id))
        case .setState(let key, let value):
            return handle(.apply(.setState(key, value))) + [.message("\(key) = \(value)")]
        case .system(let selector):
            // Never enabled; kept for entries made elsewhere.
            return [.failed("'\(entry.title)' is disabled: \(SystemCommands.unmodelledReason(selector))")]
        case .effect(let effect):
            return handle(.apply(effect))
        case nil:
            return [.failed("'\(entry.title)' performs nothing")]
        }
    }
}
