import KeyGraph

/// The static lints (docs/menus.md) over an app's commands, menus, context menus,
/// toolbars and keymaps (HIG rules and the seed documents).
///
/// A finding about an app read from a file points at the token that declared it (the
/// command's `"shortcut"` or `"id"`, the menu item, the toolbar item or its `"target"`:
/// ``AppSourceMap``), a keymap binding's at the binding. Declarations made in Swift have
/// no line numbers: those findings name the declaration's `source` or the app
/// (`<app:NAME>`); the message names the menu path or command either way.
package enum MenuLint {
    /// A lint's stable name, shown in brackets after the message: the registry's menu family.
    package typealias Rule = MenuRule

    /// System shortcuts apps must not reuse (HIG, Keyboards), with what the system does and
    /// the standard selector that owns each: ``ReservedShortcuts``, the table `check` uses too.
    package static var reservedShortcuts: [(shortcut: KeyboardShortcut, meaning: String, owner: String?)] {
        ReservedShortcuts.rows.map { ($0.shortcut, $0.meaning, $0.owner) }
    }

    /// The US layout's two-character keys: lower character → upper character.
    package static let shiftedCharacters: [Character: Character] = [
        "`": "~", "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(",
        "0": ")", "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", ",": "<", ".": ">",
        "/": "?",
    ]

    /// First words of titles that ask for more input before acting, so need "…".
    package static let inputVerbs: Set<String> = [
        "Import", "Export", "Open", "Rename", "Move", "Print", "Share", "Find", "Choose", "Customize", "Page",
        "Save As", "Duplicate As", "Go To",
    ]

    /// Whether a title that starts with an input verb asks for more input: the verb alone or
    /// with one object (`Export`, `Open Quickly`, `Go To Line`), not with a direction (`Find
    /// Next`, `Move Up`) nor a longer title, which names what it opens or moves (`Open Search
    /// Navigator`, `Move line up`: on CodeEdit, seven of eight such findings were wrong).
    static func verbAsks(_ title: String, verb: String) -> Bool {
        if title == verb { return true }
        guard title.hasPrefix(verb + " ") else { return false }
        let rest = title.dropFirst(verb.count + 1).split(separator: " ")
        guard rest.count == 1, let word = rest.first else { return false }
        return !["Next", "Previous", "Up", "Down", "Left", "Right", "Back", "Forward", "Again", "All"].contains(
            String(word))
    }

    /// Every lint finding for `app` with its keymap plus `keymaps`, in a stable order.
    ///
    /// `keymapReservations`: whether keymap bindings on reserved shortcuts are reported here;
    /// `check` reports them with the keymap lints (at the chord), so it passes false and each
    /// is reported once.
    ///
    /// `everyViewToolbars` says what a toolbar targeted at `"*"` is: `true` (an app file's
    /// meaning) a toolbar every view shows, judged with each view's own; `false` (an app read
    /// from Swift, where `"*"` holds the toolbars of views the scenes do not name) toolbars of
    /// unknown screens, whose items are still checked one by one but are never put beside
    /// another view's in a plate, a count of groups or of prominent items.
    package static func lint(
        _ app: AppModel, keymaps: [Keymap] = [], keymapReservations: Bool = true, everyViewToolbars: Bool = true
    ) -> [Diagnostic] {
        shortcutWarnings(app, keymaps: keymaps, keymapReservations: keymapReservations)
            + standardShortcutWarnings(app, keymaps: keymaps) + menuWarnings(app) + performsNothingWarnings(app)
            + contextMenuWarnings(app) + toolbarWarnings(app, everyViewToolbars: everyViewToolbars)
    }

    /// The file name of diagnostics about declarations without a source of their own.
    static func appFileName(of app: AppModel) -> String { "<app:\(app.name)>" }

    /// A lone chord bound to a command, where it is bound; `isApp` for the app's own (its
    /// commands' and menu buttons' shortcuts), not a keymap's.
    typealias Shortcut = (
        chord: KeyboardShortcut, command: Command?, commandID: String, location: Location, isApp: Bool
    )

    /// Shortcuts: commands' own, then keymap bindings.
    static func shortcuts(of app: AppModel, keymaps: [Keymap]) -> [Shortcut] {
        var shortcuts: [Shortcut] = []
        // Commands' own shortcuts and menu buttons' `.keyboardShortcut`s.
        for binding in app.menuShortcutKeymap?.bindings ?? [] {
            guard let id = binding.commandID else { continue }
            let chord = binding.sequence.chords[0]
            shortcuts.append(
                (chord, app.commands.command(id: id), id, shortcutLocation(app, id: id, chord: chord), true))
        }
        var layers = keymaps
        if let keymap = app.keymap { layers.insert(keymap, at: 0) }
        for keymap in layers {
            for binding in keymap.bindings {
                guard let id = binding.commandID, binding.sequence.count == 1 else { continue }
                let location = Location(file: keymap.file, position: binding.position)
                shortcuts.append((binding.sequence.chords[0], app.commands.command(id: id), id, location, false))
            }
        }
        return shortcuts
    }

    /// Shortcuts the system reserves, and Shift added to a two-character key.
    static func shortcutWarnings(_ app: AppModel, keymaps: [Keymap], keymapReservations: Bool = true) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let standardMenus = ReservedShortcuts.standardMenus(of: app.menus)
        for entry in shortcuts(of: app, keymaps: keymaps) {
            let glyphs = entry.chord.formatted(.glyphs)
            // The command that is the reserved shortcut's own item (the app's Settings… on ⌘,,
            // its Help on ⌘?, by its selector, its effect or its title, or by where the app puts
            // it: its own item on ⌘, in the app menu, on ⌘? in the Help menu) may use it.
            if keymapReservations || entry.isApp, let reserved = ReservedShortcuts.row(for: entry.chord),
                reserved.owner == nil
                    || StandardRole.selector(of: entry.command, id: entry.commandID, appName: app.menus.appName)
                        != reserved.owner
                        && !reserved.isOwned(byAnItemIn: standardMenus[entry.commandID])
            {
                out.append(
                    warning(
                        entry.location,
                        "'\(entry.commandID)' uses \(glyphs) (reserved by the system for \(reserved.meaning))",
                        .reservedShortcut, hint: "choose another shortcut"))
            }
            // Digits are left alone: ⇧⌘1 is written and meant as Shift and 1 (Xcode's Welcome
            // to Xcode), not as ⌘!. So is `: ⇧⌘` is the system's own "the other way" of ⌘`
            // (the previous window), and an app's ⌃⇧` the previous of its ⌃`.
            if entry.chord.modifiers.contains(.shift), !entry.chord.key.character.isNumber,
                entry.chord.key.character != "`",
                let upper = shiftedCharacters[entry.chord.key.character]
            {
                var fixed = entry.chord
                fixed.modifiers.remove(.shift)
                fixed.key = KeyEquivalent(upper.unicodeScalars.first ?? "?")
                out.append(
                    warning(
                        entry.location, "'\(entry.commandID)' adds Shift to a two-character key: \(glyphs)",
                        .shiftedTwoCharacterKey, hint: "write \(fixed.formatted(.glyphs)), not \(glyphs)"))
            }
        }
        return out
    }

    /// Menus: submenu depth, ellipses, missing icons.
    static func menuWarnings(_ app: AppModel) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let bar = app.menus
        var declared: [(path: String, items: [MenuItem], at: ItemPath)] = []
        for (index, group) in bar.groups.enumerated() {
            declared.append(
                (
                    "\(group.placement.menu.title(appName: bar.appName)) (\(group.placement.rawValue))", group.items,
                    ItemPath(.group(index))
                ))
        }
        for (index, menu) in bar.menus.enumerated() {
            declared.append((menu.title, menu.items, ItemPath(.menu(index))))
        }
        for (index, menu) in app.contextMenus.enumerated() {
            declared.append(("context menu \(menu.target)", menu.items, ItemPath(.contextMenu(index))))
        }
        for (path, items, at) in declared {
            checkDepth(items, path: path, at: at, depth: 0) {
                out.append(warning(location(app, item: $1), $0, .submenuDepth, hint: "keep to one submenu level"))
            }
            checkTitles(items, app: app, path: path, at: at) {
                out.append(warning(location(app, item: $2), $0, .ellipsis, hint: $1))
            }
            checkIcons(items, app: app, path: path, at: at) {
                out.append(
                    warning(
                        location(app, item: $1), $0, .missingIcon,
                        hint: "give it an SF Symbol, or show no icons in this menu"))
            }
        }
        return out
    }

    /// Context menus: the top item is the row's swipe action.
    static func contextMenuWarnings(_ app: AppModel) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for (index, menu) in app.contextMenus.enumerated() {
            guard let swipe = menu.swipeAction else { continue }
            let topIndex = menu.items.firstIndex { if case .divider = $0 { false } else { true } }
            let top = topIndex.map { menu.items[$0] }
            let topCommand = top?.commandID
            if topCommand != swipe {
                let at =
                    topIndex.map { location(app, item: ItemPath(.contextMenu(index), [$0]), file: menu.source) }
                    ?? location(app, container: .contextMenu(index), file: menu.source)
                out.append(
                    warning(
                        at,
                        "context menu \(menu.target): the top item is \(topCommand.map { "'\($0)'" } ?? "not a command"), not the row's swipe action '\(swipe)'",
                        .contextTopItem, hint: "put '\(swipe)' first"))
            }
        }
        return out
    }

    static func checkDepth(
        _ items: [MenuItem], path: String, at parent: ItemPath, depth: Int, report: (String, ItemPath) -> Void
    ) {
        for (index, item) in items.enumerated() {
            let at = parent.appending(index)
            switch item {
            case .menu(let title, _, let children):
                if depth >= 1 { report("\(path) › \(title): more than one submenu level", at) }
                checkDepth(children, path: "\(path) › \(title)", at: at, depth: depth + 1, report: report)
            case .picker(let picker):
                if depth >= 1 { report("\(path) › \(picker.title): more than one submenu level", at) }
            case .section(_, let children):
                checkDepth(children, path: path, at: at, depth: depth, report: report)
            default:
                break
            }
        }
    }

    static func checkTitles(
        _ items: [MenuItem], app: AppModel, path: String, at parent: ItemPath,
        report: (String, String, ItemPath) -> Void
    ) {
        for (index, item) in items.enumerated() {
            let at = parent.appending(index)
            switch item {
            case .button, .toggle:
                guard let id = item.commandID, let command = app.commands.command(id: id) else { continue }
                let title: String = {
                    if case .button(_, let t?, _) = item { return t }
                    return command.title.replacingAPP(with: app.menus.appName)
                }()
                guard !title.hasSuffix("…"), !title.hasSuffix("...") else { continue }
                let needs =
                    command.standardSelector?.title.hasSuffix("…") == true
                    || inputVerbs.contains { verbAsks(title, verb: $0) }
                if needs {
                    report(
                        "\(path) › \(title): the title needs \"…\": it asks for more input", "write \"\(title)…\"", at)
                }
            case .menu(let title, _, let children):
                checkTitles(children, app: app, path: "\(path) › \(title)", at: at, report: report)
            case .section(_, let children):
                checkTitles(children, app: app, path: path, at: at, report: report)
            default:
                break
            }
        }
    }

    /// In a menu where some item shows an icon, every custom command needs one.
    static func checkIcons(
        _ items: [MenuItem], app: AppModel, path: String, at parent: ItemPath, report: (String, ItemPath) -> Void
    ) {
        var flat: [(title: String, command: Command, at: ItemPath)] = []
        var showsIcons = false
        func collect(_ items: [MenuItem], _ parent: ItemPath) {
            for (index, item) in items.enumerated() {
                let at = parent.appending(index)
                switch item {
                case .button, .toggle:
                    guard let id = item.commandID, let command = app.commands.command(id: id) else { continue }
                    if command.icon != nil { showsIcons = true }
                    flat.append((command.title.replacingAPP(with: app.menus.appName), command, at))
                case .standard(let selector):
                    if StandardSelector.row(for: selector)?.icon != nil { showsIcons = true }
                case .section(_, let children):
                    collect(children, at)
                case .menu(let title, let icon, let children):
                    if icon != nil { showsIcons = true }
                    checkIcons(children, app: app, path: "\(path) › \(title)", at: at, report: report)
                default:
                    break
                }
            }
        }
        collect(items, parent)
        guard showsIcons else { return }
        for (title, command, at) in flat where command.icon == nil && command.standardSelector == nil {
            report("\(path) › \(title): the custom action '\(command.id)' has no icon in a menu that shows icons", at)
        }
    }
}

extension MenuItem {
    /// The command a button or toggle performs.
    var commandID: String? {
        switch self {
        case .button(let id, _, _), .toggle(let id): id
        default: nil
        }
    }
}
