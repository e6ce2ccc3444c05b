import KeyGraph

/// Shortcuts judged on the keyboard layouts `--keyboard-layout` names, each by its world's
/// rule (docs/layouts.md, "The lints"). Each finding's message ends with its id in brackets.
public enum LayoutRule: RuleSet {
    // No keys type the chord as written.
    case layoutUntypable, layoutNeedsModifier, layoutDeadKey
    // Keys that type something else, or the same as another binding's.
    case layoutSwallowsCharacter, layoutSameKeys
    // What macOS does to the shortcut.
    case layoutRemapped

    public var descriptor: RuleDescriptor {
        switch self {
        case .layoutUntypable:
            rule(
                "layout-untypable", "no keys type the chord on the layout, by its world's rule",
                wrong: #"VS Code, { "key": "ctrl+[", "command": "a" } on de ('[' is on AltGr)"#,
                right: #"{ "key": "ctrl+alt+[", "command": "a" }, or "ctrl+[BracketLeft]" by position"#)
        case .layoutNeedsModifier:
            rule(
                "layout-needs-modifier",
                "the keys that type the chord's character need a modifier the chord does not name",
                wrong: #"VS Code, { "key": "cmd+[", "command": "a" } on de (needs Ctrl+Alt)"#,
                right: #"{ "key": "cmd+ctrl+alt+[", "command": "a" }, or "cmd+[BracketLeft]" by position"#)
        case .layoutDeadKey:
            rule(
                "layout-dead-key", "only a dead key types the chord's character on the layout",
                wrong: #"{ "key": "ctrl+^", "command": "a" } on de (^ is a dead key)"#,
                right: #"{ "key": "ctrl+j", "command": "a" }"#)
        case .layoutSwallowsCharacter:
            rule(
                "layout-swallows-character",
                "an ⌥ (Mac layout) or Ctrl+Alt (Windows) chord whose keys type a character there",
                wrong: #"{ "key": "alt+l", "command": "a" } on de(mac) (⌥L types '@')"#,
                right: #"{ "key": "cmd+alt+l", "command": "a" }"#)
        case .layoutSameKeys:
            rule(
                "layout-same-keys",
                "two bindings of different commands, with the same `when`, that become the same keys on the layout",
                wrong:
                    #"VS Code, { "key": "ctrl+/", "command": "a" }, { "key": "ctrl+shift+7", "command": "b" } on de"#,
                right: #"{ "key": "ctrl+/", "command": "a" }, { "key": "ctrl+shift+8", "command": "b" }"#)
        case .layoutRemapped:
            rule(
                "layout-remapped", "SwiftUI's `.automatic` localization: macOS remaps the shortcut on the layout",
                wrong: #"{ "key": "cmd+[", "command": "navigation.back" } on de(mac) (shown as ⌘Ö)"#,
                right: #"{ "key": "cmd+b", "command": "a" } (a character on the base level stays as written)"#,
                severity: .note)
        }
    }

    private func rule(
        _ id: RuleID, _ summary: String, wrong: String, right: String, severity: Diagnostic.Severity = .warning
    ) -> RuleDescriptor {
        RuleDescriptor(
            id, .layout, severity, summary: summary, wrong: wrong, right: right, doc: "docs/layouts.md#the-lints")
    }
}
