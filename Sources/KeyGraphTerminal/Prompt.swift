import KeyGraph

/// The REPL prompt: app, scene and the path by title, and a pending chord
/// (`recipes main › Desserts › Apple Pie ⟩ `). It is rebuilt from the session
/// after every change, so it never shows a stale state.
public enum Prompt {
    public static func text(for session: Session, style: ShortcutStyle) -> String {
        var parts = [session.app.name.escapedForDisplay, session.state.focusedScene.id.escapedForDisplay]
        for value in session.state.focusedScene.path {
            parts.append(session.app.title(of: value).escapedForDisplay)
        }
        var text = parts[0] + " " + parts[1...].joined(separator: " › ")
        let pending = session.dispatcher.pending
        if !pending.isEmpty {
            text += " [\(KeySequence(pending).formatted(style)) …]"
        }
        return text + " ⟩ "
    }
}
