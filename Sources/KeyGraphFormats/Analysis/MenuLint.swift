import KeyGraph

/// The static lints (docs/menus.md) over an app's commands, menus, context menus,
/// toolbars and keymaps (HIG rules and the seed documents).
///
/// Declarations made in Swift have no line numbers, so each diagnostic is located
/// by its file (the declaration's `source`, the keymap file, or the app's name) and,
/// where there is one, the keymap binding's line and column; the message names
/// the menu path or command.
package enum MenuLint {
    /// A lint's stable name, shown in brackets after the message.
    public enum Rule: String, Sendable, CaseIterable {
        case reservedShortcut = "reserved-shortcut"
        case shiftedTwoCharacterKey = "shifted-two-character-key"
        case mixedPlate = "mixed-plate"
        case unlabelledIcon = "unlabelled-icon"
        case missingIcon = "missing-icon"
        case contextTopItem = "context-top-item"
        case submenuDepth = "submenu-depth"
        case ellipsis = "ellipsis"
        case standardShortcut = "standard-shortcut"
        case performsNothing = "performs-nothing"
        case toolbarGroups = "toolbar-groups"
        case toolbarProminent = "toolbar-prominent"
        case toolbarTextVerb = "toolbar-text-verb"
    }

    /// System shortcuts apps must not reuse (HIG, Keyboards), with what the system does and
    /// the standard selector that owns each: ``ReservedShortcuts``, the table `check` uses too.
    public static var reservedShortcuts: [(shortcut: KeyboardShortcut, meaning: String, owner: String?)] {
        ReservedShortcuts.rows.map { ($0.shortcut, $0.meaning, $0.owner) }
    }

    /// The US layout's two-character keys: lower character → upper character.
    public static let shiftedCharacters: [Character: Character] = [
        "`": "~", "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(",
        "0": ")", "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", ",": "<", ".": ">",
        "/": "?",
    ]

    /// First words of titles that ask for more input before acting, so need "…".
    public static let inputVerbs: Set<String> = [
        "Import", "Export", "Open", "Rename", "Move", "Print", "Share", "Find", "Choose", "Customize", "Page",
        "Save As", "Duplicate As", "Go To",
    ]

    /// Every lint finding for `app` with its keymap plus `keymaps`, in a stable order.
    ///
    /// `keymapReservations`: whether keymap bindings on reserved shortcuts are reported here;
    /// `check` reports them with the keymap lints (at the chord), so it passes false and each
    /// is reported once.
    public static func lint(_ app: AppModel, keymaps: [Keymap] = [], keymapReservations: Bool = true) -> [Diagnostic] {
        shortcutWarnings(app, keymaps: keymaps, keymapReservations: keymapReservations)
            + standardShortcutWarnings(app, keymaps: keymaps) + menuWarnings(app) + performsNothingWarnings(app)
            + contextMenuWarnings(app) + toolbarWarnings(app)
    }

    /// A lint warning: the message, then the rule's name in brackets.
    static func warning(
        _ file: String, _ message: String, _ rule: Rule, position: SourcePosition = SourcePosition(line: 0, column: 0),
        hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, file: file, position: position, message: "\(message) [\(rule.rawValue)]", hint: hint)
    }

    /// The file name of diagnostics about declarations without a source of their own.
    static func appFileName(of app: AppModel) -> String { "<app:\(app.name)>" }

    /// A lone chord bound to a command, where it is bound.
    typealias Shortcut = (
        chord: KeyboardShortcut, command: Command?, commandID: String, file: String, position: SourcePosition
    )

    /// Shortcuts: commands' own, then keymap bindings.
    static func shortcuts(of app: AppModel, keymaps: [Keymap]) -> [Shortcut] {
        let appFile = appFileName(of: app)
        var shortcuts: [Shortcut] = []
        // Commands' own shortcuts and menu buttons' `.keyboardShortcut`s.
        for binding in app.menuShortcutKeymap?.bindings ?? [] {
            guard let id = binding.commandID else { continue }
            shortcuts.append((binding.sequence.chords[0], app.commands.command(id: id), id, appFile, binding.position))
        }
        var layers = keymaps
        if let keymap = app.keymap { layers.insert(keymap, at: 0) }
        for keymap in layers {
            for binding in keymap.bindings {
                guard let id = binding.commandID, binding.sequence.count == 1 else { continue }
                shortcuts.append(
                    (binding.sequence.chords[0], app.commands.command(id: id), id, keymap.file, binding.position))
            }
        }
        return shortcuts
    }

    /// Shortcuts the system reserves, and Shift added to a two-character key.
    static func shortcutWarnings(_ app: AppModel, keymaps: [Keymap], keymapReservations: Bool = true) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let appFile = appFileName(of: app)
        for entry in shortcuts(of: app, keymaps: keymaps) {
            let glyphs = entry.chord.formatted(.glyphs)
            if keymapReservations || entry.file == appFile, let reserved = ReservedShortcuts.row(for: entry.chord),
                reserved.owner == nil || entry.command?.selector != reserved.owner
            {
                out.append(
                    warning(
                        entry.file,
                        "'\(entry.commandID)' uses \(glyphs), reserved by the system for \(reserved.meaning)",
                        .reservedShortcut, position: entry.position, hint: "choose another shortcut"))
            }
            if entry.chord.modifiers.contains(.shift), let upper = shiftedCharacters[entry.chord.key.character] {
                var fixed = entry.chord
                fixed.modifiers.remove(.shift)
                fixed.key = KeyEquivalent(upper.unicodeScalars.first ?? "?")
                out.append(
                    warning(
                        entry.file, "'\(entry.commandID)' adds Shift to a two-character key: \(glyphs)",
                        .shiftedTwoCharacterKey, position: entry.position,
                        hint: "write \(fixed.formatted(.glyphs)), not \(glyphs)"))
            }
        }
        return out
    }

    /// Menus: submenu depth, ellipses, missing icons.
    static func menuWarnings(_ app: AppModel) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let appFile = appFileName(of: app)
        let bar = app.menus
        var declared: [(path: String, items: [MenuItem])] = []
        for group in bar.groups {
            declared.append(
                ("\(group.placement.menu.title(appName: bar.appName)) (\(group.placement.rawValue))", group.items))
        }
        for menu in bar.menus { declared.append((menu.title, menu.items)) }
        for menu in app.contextMenus { declared.append(("context menu \(menu.target)", menu.items)) }
        for (path, items) in declared {
            checkDepth(items, path: path, depth: 0) {
                out.append(warning(appFile, $0, .submenuDepth, hint: "keep to one submenu level"))
            }
            checkTitles(items, app: app, path: path) { out.append(warning(appFile, $0, .ellipsis, hint: $1)) }
            checkIcons(items, app: app, path: path) {
                out.append(
                    warning(appFile, $0, .missingIcon, hint: "give it an SF Symbol, or show no icons in this menu"))
            }
        }
        return out
    }

    /// Context menus: the top item is the row's swipe action.
    static func contextMenuWarnings(_ app: AppModel) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for menu in app.contextMenus {
            guard let swipe = menu.swipeAction else { continue }
            let top = menu.items.first { if case .divider = $0 { false } else { true } }
            let topCommand = top?.commandID
            if topCommand != swipe {
                out.append(
                    warning(
                        menu.source,
                        "context menu \(menu.target): the top item is \(topCommand.map { "'\($0)'" } ?? "not a command"), not the row's swipe action '\(swipe)'",
                        .contextTopItem, hint: "put '\(swipe)' first"))
            }
        }
        return out
    }

    static func checkDepth(_ items: [MenuItem], path: String, depth: Int, report: (String) -> Void) {
        for item in items {
            switch item {
            case .menu(let title, _, let children):
                if depth >= 1 { report("\(path) › \(title): more than one submenu level") }
                checkDepth(children, path: "\(path) › \(title)", depth: depth + 1, report: report)
            case .picker(let picker):
                if depth >= 1 { report("\(path) › \(picker.title): more than one submenu level") }
            case .section(_, let children):
                checkDepth(children, path: path, depth: depth, report: report)
            default:
                break
            }
        }
    }

    static func checkTitles(_ items: [MenuItem], app: AppModel, path: String, report: (String, String) -> Void) {
        for item in items {
            switch item {
            case .button, .toggle:
                guard let id = item.commandID, let command = app.commands.command(id: id) else { continue }
                let title: String = {
                    if case .button(_, let t?, _) = item { return t }
                    return command.title
                }()
                guard !title.hasSuffix("…"), !title.hasSuffix("...") else { continue }
                let needs =
                    command.standardSelector?.title.hasSuffix("…") == true
                    || inputVerbs.contains { title == $0 || title.hasPrefix($0 + " ") }
                if needs {
                    report("\(path) › \(title): the title needs \"…\": it asks for more input", "write \"\(title)…\"")
                }
            case .menu(let title, _, let children):
                checkTitles(children, app: app, path: "\(path) › \(title)", report: report)
            case .section(_, let children):
                checkTitles(children, app: app, path: path, report: report)
            default:
                break
            }
        }
    }

    /// In a menu where some item shows an icon, every custom command needs one.
    static func checkIcons(_ items: [MenuItem], app: AppModel, path: String, report: (String) -> Void) {
        var flat: [(title: String, command: Command)] = []
        var showsIcons = false
        func collect(_ items: [MenuItem]) {
            for item in items {
                switch item {
                case .button, .toggle:
                    guard let id = item.commandID, let command = app.commands.command(id: id) else { continue }
                    if command.icon != nil { showsIcons = true }
                    flat.append((command.title, command))
                case .standard(let selector):
                    if StandardSelector.row(for: selector)?.icon != nil { showsIcons = true }
                case .section(_, let children):
                    collect(children)
                case .menu(let title, let icon, let children):
                    if icon != nil { showsIcons = true }
                    checkIcons(children, app: app, path: "\(path) › \(title)", report: report)
                default:
                    break
                }
            }
        }
        collect(items)
        guard showsIcons else { return }
        for (title, command) in flat where command.icon == nil && command.standardSelector == nil {
            report("\(path) › \(title): the custom action '\(command.id)' has no icon in a menu that shows icons")
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
