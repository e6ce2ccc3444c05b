import KeyGraph

/// The REPL prompt: app, scene, the selected tab and the path by title, a
/// presented sheet, popover or inspector (`[popover Picker]`), and a pending chord (`recipes main › Desserts › Apple Pie ⟩ `). It is rebuilt from the session
/// after every change, so it never shows a stale state.
package enum Prompt {
    /// - Parameter colored: show the pending chord dim; the escapes are wrapped in
    ///   readline's `\u{1}` … `\u{2}` markers so it measures the prompt correctly.
    package static func text(for session: Session, style: ShortcutStyle, colored: Bool = false) -> String {
        text(of: session, style: style, colored: colored)
    }

    /// The same, read where the session is kept: a class's stored session passed by value
    /// is copied first, each of its parts retained and then released (on every keystroke,
    /// with the caches cold after the terminal sat idle).
    static func text(in session: inout Session, style: ShortcutStyle, colored: Bool) -> String {
        text(of: session, style: style, colored: colored)
    }

    private static func text(of session: borrowing Session, style: ShortcutStyle, colored: Bool) -> String {
        // The scene read where the state keeps it: `focusedScene`, or `scenes[i]` passed on,
        // would copy all of it (each string and array retained, then released).
        let index = session.state.focusedSceneIndex
        return session.state.scenes.withUnsafeBufferPointer { scenes in
            scenes.indices.contains(index)
                ? text(of: session, scene: scenes[index], style: style, colored: colored)
                : text(of: session, scene: SceneState.noWindow, style: style, colored: colored)
        }
    }

    private static func text(
        of session: borrowing Session, scene: borrowing SceneState, style: ShortcutStyle, colored: Bool
    ) -> String {
        // Bytes, made a string once at the end: appending strings checks each junction for
        // a character across it (` › ` and ` ⟩ ` are not ASCII), on every keystroke.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96)
        func add(_ piece: String) { bytes.append(contentsOf: piece.utf8) }
        add(session.app.name.escapedForDisplay)
        add(" ")
        add(scene.id.escapedForDisplay)
        if let tabs = scene.tabs, let tab = session.app.tabLayout?.tab(id: tabs.selected) {
            add(" › ")
            add(tab.title.escapedForDisplay)
        }
        for value in scene.path {
            add(" › ")
            add(session.title(of: value).escapedForDisplay)
        }
        if let sheet = scene.sheet {
            add(" [")
            add(session.app.navigation.sheets[sheet.name]?.style.noun ?? "sheet")
            add(" ")
            add(sheet.name.escapedForDisplay)
            add("]")
        }
        let pending = session.dispatcher.pending
        if !pending.isEmpty {
            add(colored ? " \u{1}\u{1B}[2m\u{2}[" : " [")
            add(KeySequence(pending).formatted(style))
            add(colored ? " …]\u{1}\u{1B}[22m\u{2}" : " …]")
        }
        add(" ⟩ ")
        return String(decoding: bytes, as: UTF8.self)
    }
}
