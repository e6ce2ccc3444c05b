import KeyGraph

/// What a legacy terminal (no kitty keyboard protocol) does with a chord: sends another
/// key, claims it, cannot send it, or reaches a ⌘ chord only through its Alt fallback
/// (docs/keymaps.md, "The app's world"; for another editor's keymap, `check --terminal`).
public enum TerminalRule: RuleSet {
    // A chord a legacy terminal sends as another, claims, or cannot send.
    case terminalClaims, terminalSendsOtherKey, terminalCannotSend
    // A ⌘ chord, reached through its Alt fallback or not at all.
    case terminalAltFallback, terminalFallbackBound

    public var descriptor: RuleDescriptor {
        switch self {
        case .terminalClaims:
            rule(
                "terminal-claims", "a chord the terminal claims for itself: ⌃C, ⌃Z, ⌃S, ⌃Q, ⌃\\, ⌃D as a first chord",
                wrong: #"{ "key": "ctrl+s", "command": "file.save" }"#,
                right: #"{ "key": "ctrl+x ctrl+s", "command": "file.save" }"#)
        case .terminalSendsOtherKey:
            rule(
                "terminal-sends-other-key",
                "a chord a legacy terminal sends as another key: ⌃I is Tab, ⌃M Return, ⇧Return Return …",
                wrong: #"{ "key": "ctrl+i", "command": "text.italic" }"#,
                right: #"{ "key": "ctrl+t ctrl+i", "command": "text.italic" }"#)
        case .terminalCannotSend:
            rule(
                "terminal-cannot-send",
                "a chord a legacy terminal cannot send: ⌃digit, ⌃Return, F13 and above, ⌥⌘ chords, ⌘ after a prefix …",
                wrong: #"{ "key": "ctrl+1", "command": "tab.first" }"#,
                right: #"{ "key": "alt+1", "command": "tab.first" }"#)
        case .terminalAltFallback:
            rule(
                "terminal-alt-fallback", "a ⌘ chord a legacy terminal reaches only as its Alt fallback (⌘[ as ⌥[)",
                wrong: #"{ "key": "cmd+[", "command": "navigation.back" } (reached as alt+[)"#,
                right: "the same binding, on a terminal that speaks the kitty protocol", severity: .note)
        case .terminalFallbackBound:
            rule(
                "terminal-fallback-bound",
                "a ⌘ chord whose Alt fallback is bound to another command, so a legacy terminal cannot reach it",
                wrong: #"{ "key": "cmd+b", "command": "a" }, { "key": "alt+b", "command": "b" }"#,
                right: #"{ "key": "cmd+b", "command": "a" }, { "key": "alt+n", "command": "b" }"#)
        }
    }

    private func rule(
        _ id: RuleID, _ summary: String, wrong: String, right: String, severity: Diagnostic.Severity = .warning
    ) -> RuleDescriptor {
        RuleDescriptor(
            id, .terminal, severity, summary: summary, wrong: wrong, right: right, doc: "docs/keymaps.md#the-apps-world"
        )
    }
}
