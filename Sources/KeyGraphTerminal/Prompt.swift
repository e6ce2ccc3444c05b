import KeyGraph

/// The REPL prompt: app, scene, the selected tab and the path by title, a
/// presented sheet, and a pending chord (`recipes main › Desserts › Apple Pie ⟩ `). It is rebuilt from the session
/// after every change, so it never shows a stale state.
package enum Prompt {
    /// - Parameter colored: show the pending chord dim; the escapes are wrapped in
    ///   readline's `\u{1}` … `\u{2}` markers so it measures the prompt correctly.
    public static func text(for session: Session, style: ShortcutStyle, colored: Bool = false) -> String {
        text(of: session, style: style, colored: colored)
    }

    /// The same, read where the session is kept: a class's stored session passed by value
    /// is copied first, each of its parts retained and then released (on every keystroke,
    /// with the caches cold after the terminal sat idle).
    static func text(in session: inout Session, style: ShortcutStyle, colored: Bool) -> String {
        text(of: session, style: style, colored: colored)
    }

    private static func text(of session: borrowing Session, style: ShortcutStyle, colored: Bool) -> String {
        let scene = session.state.focusedScene
        // Appended in place (it is rebuilt after every keystroke that changes something).
        var text = session.app.name.escapedForDisplay + " " + scene.id.escapedForDisplay
        if let tabs = scene.tabs, let tab = session.app.tabLayout?.tab(id: tabs.selected) {
            text += " › " + tab.title.escapedForDisplay
        }
        for value in scene.path {
            text += " › " + session.app.title(of: value).escapedForDisplay
        }
        if let sheet = scene.sheet {
            text += " [sheet \(sheet.name.escapedForDisplay)]"
        }
        let pending = session.dispatcher.pending
        if !pending.isEmpty {
            let chord = "[\(KeySequence(pending).formatted(style)) …]"
            text += colored ? " \u{1}\u{1B}[2m\u{2}\(chord)\u{1}\u{1B}[22m\u{2}" : " \(chord)"
        }
        return text + " ⟩ "
    }
}
