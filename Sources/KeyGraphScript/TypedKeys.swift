import KeyGraph

/// What typing in the REPL does with a key, shared by the REPL (which acts on it)
/// and `bind` (which warns about bindings typing cannot reach).
package enum TypedKeys {
    /// ⌃C: the REPL cancels a pending chord or the line with it.
    package static let cancel = KeyboardShortcut(KeyEquivalent("c"), modifiers: .control)
    /// ⌃Z: the REPL suspends with it.
    package static let suspend = KeyboardShortcut(KeyEquivalent("z"), modifiers: .control)
    /// ⌫: while a sequence is pending, unless it continues it, the REPL takes its last chord back.
    package static let stepBack = KeyboardShortcut(.delete, modifiers: [])
    /// ⌃D: on an empty line, unless a binding takes it first, the REPL quits with it.
    package static let endOfInput = KeyboardShortcut(KeyEquivalent("d"), modifiers: .control)

    /// Whether a key typed with nothing pending is offered to the shortcut dispatcher
    /// before line editing: a chord with ⌃, ⌥ or ⌘ (or fn), or an F-key. Any other key
    /// (a letter, ↑, Return) edits the line; while a sequence is pending, every key is offered.
    package static func startsAShortcut(_ chord: KeyboardShortcut) -> Bool {
        if !chord.modifiers.isDisjoint(with: [.control, .option, .command, .function]) { return true }
        return chord.key.functionKeyNumber != nil
    }

    /// Why typing `sequence` in the REPL cannot fire a binding of it, or what the binding
    /// takes away; nil when typing reaches it and it takes nothing.
    package static func warning(for sequence: KeySequence, style: ShortcutStyle) -> (message: String, hint: String)? {
        let chords = sequence.chords
        guard let first = chords.first else { return nil }
        let keys = sequence.formatted(style)
        if let kept = chords.first(where: { $0 == cancel || $0 == suspend }) {
            let what = kept == cancel ? "cancels a pending chord or the line" : "suspends"
            return (
                "typing never fires \(keys): the REPL keeps \(KeySequence([kept]).formatted(style)) for itself (it \(what))",
                "only 'press \(sequence.canonical)' fires it"
            )
        }
        if !startsAShortcut(first) {
            return (
                "typing never fires \(keys): typed with nothing pending, \(KeySequence([first]).formatted(style)) edits the line",
                "a shortcut starts with ⌃, ⌥ or ⌘, or is an F-key; only 'press \(sequence.canonical)' fires this one"
            )
        }
        if first == endOfInput {
            let d = KeySequence([endOfInput]).formatted(style)
            return ("on an empty line, \(d) no longer quits: this binding takes it", "type 'quit' to leave")
        }
        return nil
    }
}
