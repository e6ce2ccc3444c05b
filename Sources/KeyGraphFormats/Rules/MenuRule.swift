import KeyGraph

/// The HIG lints of an app's menus, context menus, toolbars and shortcuts (docs/menus.md):
/// `MenuLint`'s rules, and the keymap analysis's reserved shortcuts. Each finding's
/// message ends with its id in brackets.
public enum MenuRule: RuleSet {
    // Shortcuts.
    case reservedShortcut, shiftedTwoCharacterKey, standardShortcut
    // Toolbars.
    case mixedPlate, unlabelledIcon, toolbarGroups, toolbarProminent, toolbarTextVerb
    // Menus and context menus.
    case missingIcon, contextTopItem, submenuDepth, ellipsis, performsNothing

    static let doc = "docs/menus.md#lints-menulintlintapp-keymaps"

    public var descriptor: RuleDescriptor {
        switch self {
        case .reservedShortcut:
            rule(
                "reserved-shortcut",
                "a shortcut the system reserves (⌘Q, ⌘H, ⌘Space …) given to a command that does not own it",
                wrong: #"{ "id": "find.everywhere", "title": "Search", "shortcut": "cmd+space" }"#,
                right: #"{ "id": "find.everywhere", "title": "Search", "shortcut": "shift+cmd+f" }"#)
        case .shiftedTwoCharacterKey:
            rule(
                "shifted-two-character-key",
                "Shift added to a key that types two characters, where the shifted character is meant",
                wrong: #""shortcut": "shift+cmd+/""#, right: #""shortcut": "cmd+?""#)
        case .mixedPlate:
            rule(
                "mixed-plate", "a toolbar plate that mixes icon items and text items",
                wrong: "one plate: [icon 'Share', text 'Publish']",
                right: "one plate: [icon 'Share', icon 'Publish'], or each in its own plate")
        case .unlabelledIcon:
            rule(
                "unlabelled-icon", "an icon-only toolbar item with no title or accessibility label",
                wrong: "a toolbar item shown as an icon whose command, built in Swift, has no title or label",
                right: #"the same item with .accessibilityLabel("Share") (an app file's "accessibilityLabel")"#)
        case .missingIcon:
            rule(
                "missing-icon", "a custom command without an icon in a menu where other items show one",
                wrong: "File: 'New' (icon doc), 'Pin Note' (no icon)",
                right: "File: 'New' (icon doc), 'Pin Note' (icon pin)")
        case .contextTopItem:
            rule(
                "context-top-item", "a context menu whose top item is not the row's swipe action",
                wrong: "swipe action note.delete; context menu: Pin, Delete",
                right: "swipe action note.delete; context menu: Delete, Pin")
        case .submenuDepth:
            rule(
                "submenu-depth", "a submenu inside a submenu (more than one level)",
                wrong: "Format › Text › Size › Bigger", right: "Format › Text Size › Bigger")
        case .ellipsis:
            rule(
                "ellipsis", "a title that asks for more input without a trailing \"…\"",
                wrong: #""title": "Export""#, right: #""title": "Export…""#)
        case .standardShortcut:
            rule(
                "standard-shortcut",
                "a binding that gives a standard item's shortcut (Edit › Undo ⌘Z) to another command",
                wrong: #"{ "key": "cmd+z", "command": "note.archive" }"#,
                right: #"{ "key": "ctrl+cmd+a", "command": "note.archive" }"#)
        case .performsNothing:
            rule(
                "performs-nothing",
                "a command with no effects in a menu, context menu or toolbar: an enabled item that does nothing",
                wrong: #"{ "id": "note.pin", "title": "Pin" }"#,
                right:
                    #"{ "id": "note.pin", "title": "Pin", "effects": [{ "toggleField": "isPinned", "of": "selectedNote" }] }"#
            )
        case .toolbarGroups:
            rule(
                "toolbar-groups", "more than three plates in one placement of a view's toolbar",
                wrong: "primaryAction: four plates", right: "primaryAction: three plates, the rest in a menu")
        case .toolbarProminent:
            rule(
                "toolbar-prominent", "more than one prominent item in a view's toolbar",
                wrong: "'Save' and 'Publish' both prominent", right: "'Save' prominent, 'Publish' plain")
        case .toolbarTextVerb:
            rule(
                "toolbar-text-verb", "a standard verb with an icon (Undo, Share) shown as text in a toolbar",
                wrong: #"{ "item": "share", "label": "text" }"#, right: #"{ "item": "share", "label": "icon" }"#)
        }
    }

    /// A note for `missing-icon`: Apple's HIG asks for menu icons "sparingly and with purpose"
    /// (docs/swiftui-lints.md, "missing-icon"); a warning for the others.
    private func rule(_ id: RuleID, _ summary: String, wrong: String, right: String) -> RuleDescriptor {
        RuleDescriptor(
            id, .menu, self == .missingIcon ? .note : .warning, summary: summary, wrong: wrong, right: right,
            doc: Self.doc)
    }
}
