import KeyGraph

extension KeymapAnalysis {
    // MARK: - Chords: reserved shortcuts and legacy terminals

    /// What a legacy terminal does with a chord: the message, its severity and the rule.
    typealias TerminalProblem = (message: String, severity: Diagnostic.Severity, rule: TerminalRule)

    /// Why a legacy terminal cannot send `chord` as itself, and whether that is only a note.
    /// - Parameters:
    ///   - bound: lone chords → the commands they fire (an Alt fallback bound to another command hides ⌘).
    ///   - command: the command the chord's binding fires.
    static func terminalProblem(
        _ chord: KeyboardShortcut, bound: [KeyboardShortcut: Set<String>], command: String?, isFirst: Bool
    ) -> TerminalProblem? {
        let m = chord.modifiers
        let name = chord.canonical
        let unsendable = m.intersection([.function, .capsLock, .numericPad])
        if !unsendable.isEmpty {
            return (
                "a terminal cannot send '\(name)': it never reports fn, caps lock or the numeric pad", .warning,
                .terminalCannotSend
            )
        }
        if m.contains(.command) {
            return commandChordProblem(chord, bound: bound, command: command, isFirst: isFirst)
        }
        let key = chord.key
        let letter = key.isLetter ? Character(key.scalar) : nil
        if m.contains(.control) { return controlChordProblem(chord, isFirst: isFirst) }
        if m.contains(.option) {
            if key == KeyEquivalent("[") && !m.contains(.shift) {
                return (
                    "a legacy terminal cannot send '\(name)' distinctly: ESC [ starts a control sequence", .warning,
                    .terminalCannotSend
                )
            }
            if letter == "o" && m.contains(.shift) {
                return (
                    "a legacy terminal cannot send '\(name)' distinctly: ESC O starts a function-key sequence",
                    .warning, .terminalCannotSend
                )
            }
        }
        if m.contains(.shift), !m.contains(.option), [KeyEquivalent.return, .escape, .delete, .space].contains(key) {
            return (
                "a legacy terminal sends '\(name)' as '\(KeyboardShortcut(folding: key, exactly: m.subtracting(.shift)).canonical)'",
                .warning, .terminalSendsOtherKey
            )
        }
        if (key.functionKeyNumber ?? 0) > 12 {
            return (
                "a legacy terminal cannot send '\(name)' reliably (most send only F1–F12)", .warning,
                .terminalCannotSend
            )
        }
        return nil
    }

    /// A ⌘ chord: a legacy terminal reaches it only through its Alt fallback.
    private static func commandChordProblem(
        _ chord: KeyboardShortcut, bound: [KeyboardShortcut: Set<String>], command: String?, isFirst: Bool
    ) -> TerminalProblem? {
        let m = chord.modifiers
        let name = chord.canonical
        var fallbackModifiers = m
        fallbackModifiers.remove(.command)
        if m.contains(.option) {
            return (
                "a legacy terminal cannot send '\(name)' (⌘ needs the kitty protocol), and it has no Alt fallback",
                .warning, .terminalCannotSend
            )
        }
        fallbackModifiers.insert(.option)
        let fallback = KeyboardShortcut(folding: chord.key, exactly: fallbackModifiers)
        if !isFirst {
            return (
                "a legacy terminal cannot send '\(name)' after a prefix: the Alt fallback applies to a first chord only",
                .warning, .terminalCannotSend
            )
        }
        if let others = bound[fallback], others.contains(where: { $0 != command }) {
            return (
                "'\(name)' is unreachable on a legacy terminal: its fallback '\(fallback.canonical)' is bound to another command",
                .warning, .terminalFallbackBound
            )
        }
        if fallback.key == KeyEquivalent("["), fallbackModifiers == .option {
            // ESC [ alone: the decoder reads it as Alt+[ when no control sequence follows.
            return (
                "'\(name)' needs the kitty protocol; a legacy terminal reaches it as '\(fallback.canonical)' (ESC [, when nothing follows it at once)",
                .note, .terminalAltFallback
            )
        }
        if let problem = terminalProblem(fallback, bound: [:], command: nil, isFirst: true),
            problem.severity == .warning
        {
            return (
                "'\(name)' needs the kitty protocol: its fallback '\(fallback.canonical)' is not sendable either",
                .note, .terminalCannotSend
            )
        }
        return (
            "'\(name)' needs the kitty protocol; a legacy terminal reaches it as '\(fallback.canonical)'", .note,
            .terminalAltFallback
        )

    }

    /// A ⌃ chord: what a legacy terminal sends for it, or claims it for.
    private static func controlChordProblem(_ chord: KeyboardShortcut, isFirst: Bool) -> TerminalProblem? {
        let m = chord.modifiers
        let name = chord.canonical
        let key = chord.key
        let letter = key.isLetter ? Character(key.scalar) : nil
        if let letter {
            if m.contains(.shift) {
                return (
                    "a legacy terminal sends '\(name)' as '\(KeyboardShortcut(folding: key, exactly: m.subtracting(.shift)).canonical)'",
                    .warning, .terminalSendsOtherKey
                )
            }
            let same: [Character: String] = [
                "i": "Tab", "m": "Return", "h": "Backspace", "j": "Return (a line feed)",
            ]
            if let other = same[letter] {
                return ("a legacy terminal sends '\(name)' as \(other)", .warning, .terminalSendsOtherKey)
            }
            let claimed: [Character: String] = [
                "c": "cancel (interrupt)", "z": "suspend (SIGTSTP)", "s": "flow control (XOFF)",
                "q": "flow control (XON)",
            ]
            if let what = claimed[letter] {
                return ("the terminal claims '\(name)' for \(what)", .warning, .terminalClaims)
            }
            // ⌃D ends input on an empty line; after a prefix it is free.
            if letter == "d", isFirst {
                return ("the terminal claims '\(name)' for end of input", .warning, .terminalClaims)
            }
            return nil
        }
        if key == KeyEquivalent("[") {
            return ("a legacy terminal sends '\(name)' as Escape", .warning, .terminalSendsOtherKey)
        }
        if key == KeyEquivalent("\\") {
            return ("the terminal claims '\(name)' for quit (SIGQUIT)", .warning, .terminalClaims)
        }
        let sendable: Set<KeyEquivalent> = [
            .space, KeyEquivalent("@"), KeyEquivalent("]"), KeyEquivalent("^"), KeyEquivalent("_"),
            KeyEquivalent("/"),
            .upArrow, .downArrow, .leftArrow, .rightArrow, .home, .end, .pageUp, .pageDown, .insert, .deleteForward,
        ]
        if sendable.contains(key) || (key.functionKeyNumber ?? 99) <= 12 { return nil }
        return ("a legacy terminal cannot send '\(name)'", .warning, .terminalCannotSend)

    }

    /// Reserved shortcuts and chords a legacy terminal cannot send, pointed at each chord as written.
    /// - Parameters:
    ///   - reservedShortcuts: report macOS's reserved shortcuts (not for another editor's keymap).
    ///   - selectors: command id → standard selector: the command that owns a reserved shortcut may use it.
    static func checkChords(
        _ binding: KeymapBinding, in file: String, bound: [KeyboardShortcut: Set<String>],
        reservedShortcuts: Bool = true, selectors: [String: String] = [:], report: inout Reporter
    ) {
        let selector = binding.commandID.flatMap { selectors[$0] }
        // Point at each chord as written (raw text, escapes included) when the source is
        // at hand, else at the binding.
        var written: String?? = nil  // read back only when a chord has something to report
        for (i, chord) in binding.sequence.chords.enumerated() {
            let meaning =
                reservedShortcuts
                ? ReservedShortcuts.row(for: chord).flatMap { row in
                    row.owner != nil && row.owner == selector ? nil : row.meaning
                } : nil
            let problem = terminalProblem(chord, bound: bound, command: binding.commandID, isFirst: i == 0)
            guard meaning != nil || problem != nil else { continue }
            if written == nil { written = .some(report.keyText(of: binding, in: file)) }
            let text = written ?? nil
            let offset = writtenChordOffset(i, in: text)
            let length = offset == nil ? 1 : writtenChordLength(i, in: text)
            let start = offset == nil ? nil : binding.keyPosition
            if let meaning {
                report.add(
                    .warning, file, start, fallback: binding.position, offset: offset ?? 0, isRawOffset: true,
                    length: length, "'\(chord.canonical)' is reserved by macOS for \(meaning)",
                    hint: "HIG: don't reuse the system's shortcuts; pick another key",
                    rule: MenuRule.reservedShortcut.id,
                    finding: Diagnostic.Finding(bindings: [Diagnostic.Binding(binding, in: file)]))
            }
            if let (message, severity, rule) = problem {
                report.add(
                    severity, file, start, fallback: binding.position, offset: offset ?? 0, isRawOffset: true,
                    length: length, message, rule: rule.id,
                    finding: Diagnostic.Finding(bindings: [Diagnostic.Binding(binding, in: file)]))
            }
        }
    }

    /// The character offset of the `n`th whitespace-separated chord in the key text as written.
    static func writtenChordOffset(_ n: Int, in text: String?) -> Int? {
        guard let text else { return nil }
        var index = 0
        var count = -1
        var inWord = false
        for ch in text {
            let isSpace = ch == " " || ch == "\t"
            if !isSpace && !inWord {
                count += 1
                if count == n { return index }
            }
            inWord = !isSpace
            index += 1
        }
        return nil
    }

    static func writtenChordLength(_ n: Int, in text: String?) -> Int {
        guard let text else { return 1 }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        return n < words.count ? words[n].count : 1
    }
}
