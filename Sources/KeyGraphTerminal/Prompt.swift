import KeyGraph

/// The REPL prompt: app, scene, the selected tab and the path by title, a
/// presented sheet, and a pending chord (`recipes main › Desserts › Apple Pie ⟩ `). It is rebuilt from the session
/// after every change, so it never shows a stale state.
public enum Prompt {
    public static func text(for session: Session, style: ShortcutStyle) -> String {
        let scene = session.state.focusedScene
        var parts = [session.app.name.escapedForDisplay, scene.id.escapedForDisplay]
        if let tabs = scene.tabs, let tab = session.app.tabLayout?.tab(id: tabs.selected) {
            parts.append(tab.title.escapedForDisplay)
        }
        for value in scene.path {
            parts.append(session.app.title(of: value).escapedForDisplay)
        }
        var text = parts[0] + " " + parts[1...].joined(separator: " › ")
        if let sheet = scene.sheet {
            text += " [sheet \(sheet.name.escapedForDisplay)]"
        }
        let pending = session.dispatcher.pending
        if !pending.isEmpty {
            text += " [\(KeySequence(pending).formatted(style)) …]"
        }
        return text + " ⟩ "
    }
}
