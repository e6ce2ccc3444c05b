extension Session {
    /// Something that happened while handling an input.
    public enum Event: Sendable, Hashable {
        /// A command ran; `keys` is the sequence that fired it (nil when run by name).
        case fired(command: String, keys: KeySequence?)
        /// A sequence is under way.
        case pending(KeySequence)
        /// The pending prefix and this chord match nothing; all were dropped.
        case dropped(KeySequence)
        /// A lone chord with no binding in this focus.
        case unbound(KeySequence)
        /// A `null` binding matched: the keys are consumed and nothing fires.
        case blocked(KeySequence)
        /// A command's `message` effect, or a note about what happened.
        case message(String)
        /// A command or navigation that could not be done; nothing changed.
        case failed(String)
        /// Undo took a change back: its name (the command's title, `Go to Desserts`, or the
        /// typed verb's effect, `push Category:desserts`), nil for one with none.
        case undone(String?)
        /// Redo made an undone change again, named as for ``undone(_:)``.
        case redone(String?)
        /// The app quit (Quit, or its last window closed in an app that terminates then):
        /// hosts end the REPL or the script.
        case quit
    }
}

extension Session.Event {
    /// Whether the event is a command that ran.
    public var isFired: Bool {
        if case .fired = self { return true }
        return false
    }

    /// Whether the event reports a failure.
    public var isFailure: Bool {
        if case .failed = self { return true }
        return false
    }

    /// The line a person sees for the event (`ctrl+k ctrl+d → go.desserts`), shortcuts
    /// written in `style`; nil for a failure, which hosts print as an error, and for
    /// quit, which hosts act on.
    public func formatted(_ style: ShortcutStyle) -> String? { formatted(style) { $0 } }

    /// The line, a fired command named by `name` (``Session/shownName(ofCommand:)``: a view's
    /// control by its title).
    public func formatted(_ style: ShortcutStyle, naming name: (String) -> String) -> String? {
        switch self {
        case .fired(let id, let keys):
            let command = name(id).escapedForDisplay
            return keys.map { "\($0.formatted(style)) → \(command)" } ?? "→ \(command)"
        case .pending(let keys):
            return "\(keys.formatted(style)) … waiting for the next key"
        case .dropped(let keys):
            return "\(keys.formatted(style)): no binding here (dropped)"
        case .unbound(let keys):
            return "\(keys.formatted(style)): no binding here"
        case .blocked(let keys):
            return "\(keys.formatted(style)): blocked by a null binding"
        case .message(let text):
            return text.escapedForDisplay
        case .undone(let change):
            return "Undid " + (change?.escapedForDisplay ?? "the last change")
        case .redone(let change):
            return "Redid " + (change?.escapedForDisplay ?? "the last undone change")
        case .failed, .quit:
            return nil
        }
    }
}

extension Session.Event: CustomStringConvertible {
    /// The event in a line, keys in the keymap-file form: `shift+cmd+p → note.pin`,
    /// `failed: the path is already at its root`, `quit`. What `print(events)` shows.
    public var description: String {
        switch self {
        case .failed(let message): "failed: \(message)"
        case .quit: "quit"
        default: formatted(.canonical) ?? ""
        }
    }
}

extension Session {
    /// What names command `id` where a person reads what fired (``AppModel/shownName(ofCommand:)``).
    public func shownName(ofCommand id: String) -> String { app.shownName(ofCommand: id) }
}
