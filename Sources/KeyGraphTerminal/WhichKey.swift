import KeyGraph

/// The REPL's which-key: after a prefix, once a pause passes, the live continuations show
/// under the prompt (docs/repl.md, "Which-key"). This is its timing and its page, kept
/// apart from the terminal so that tests drive it with their own clock; the REPL draws
/// what ``lines(for:prefix:style:width:height:)`` returns.
package struct WhichKey: Sendable, Hashable {
    /// The default pause before the panel shows.
    package static let defaultDelay: Duration = .milliseconds(500)

    /// The pause after a prefix before the panel shows, in ms; 0 shows it at once, nil never.
    package var delay: UInt64?
    /// When the panel is due for the prefix under way (ms, the REPL's clock); nil when none.
    package private(set) var dueAt: UInt64? = nil
    /// Whether the panel shows for the sequence under way: once it has, a longer or shorter
    /// prefix (a further chord, ⌫) shows its own at once.
    package private(set) var isShowing = false
    /// The page shown, from 0; a new prefix starts at the first.
    package private(set) var page = 0
    private var prefix = KeySequence([])

    package init(delay: Duration? = WhichKey.defaultDelay) {
        self.delay = delay?.wholeMilliseconds
    }

    /// Brings the panel up to date with the pending prefix at `now`: returns whether it
    /// should show. An empty prefix (nothing pending) hides it and forgets the sequence.
    package mutating func update(pending: KeySequence, at now: UInt64) -> Bool {
        guard !pending.isEmpty, let delay else {
            (dueAt, isShowing, page, prefix) = (nil, false, 0, KeySequence([]))
            return false
        }
        if pending != prefix {
            prefix = pending
            page = 0
        }
        if isShowing { return true }
        let due = dueAt ?? now.addingReportingOverflow(delay).partialValue
        dueAt = due
        if now >= due { isShowing = true }
        return isShowing
    }

    /// ⌫ took a chord back: the shorter prefix's panel shows at once, the pause or not (the
    /// person is finding their way through the sequence). Nothing when the panel is off.
    package mutating func steppedBack() {
        guard delay != nil else { return }
        isShowing = true
    }

    /// Milliseconds until the panel is due, for the REPL's poll; nil when nothing waits.
    package func wait(at now: UInt64) -> UInt64? {
        guard !isShowing, let dueAt else { return nil }
        return dueAt > now ? dueAt - now : 0
    }

    /// Turns the page (PageDown: +1, PageUp: -1) among `pages`; returns whether it moved.
    package mutating func turn(by step: Int, of pages: Int) -> Bool {
        let next = min(max(page + step, 0), max(pages - 1, 0))
        guard isShowing, next != page else { return false }
        page = next
        return true
    }

    /// The panel's lines for `continuations` of `prefix`, at most `height` of them, none wider
    /// than `width` columns: one row a binding — its remaining keys, title and where it comes
    /// from (the view whose context it matched, or its keymap) — local before global, and
    /// when they do not fit, a page of them and a line that says how to turn it.
    package func lines(
        for continuations: [Session.Continuation], prefix: KeySequence, style: ShortcutStyle, width: Int, height: Int
    ) -> (lines: [String], pages: Int) {
        guard height > 0, width > 0 else { return ([], 0) }
        if continuations.isEmpty {
            return ([Self.fitted("  (nothing continues \(prefix.formatted(style)))", width)], 1)
        }
        let fits = continuations.count <= height
        let size = fits ? continuations.count : max(height - 1, 1)
        let pages = (continuations.count + size - 1) / size
        let shown = min(page, pages - 1)
        let rows = continuations[(shown * size)..<min((shown + 1) * size, continuations.count)]
        // The pending keys' own binding has no keys left: it fires after the chord timeout.
        let keys = continuations.map { $0.keys.isEmpty ? "(pause)" : $0.keys.formatted(style) }
        let keyWidth = keys.map(\.displayWidth).max() ?? 0
        let titleWidth = min(continuations.map { Self.title(of: $0).displayWidth }.max() ?? 0, 40)
        var lines: [String] = []
        for (offset, continuation) in zip(rows.indices, rows) {
            let key = keys[offset]
            let title = Self.title(of: continuation)
            var line = "  " + key + Self.spaces(keyWidth - key.displayWidth) + "  " + title
            switch continuation.source {
            case .context(let view): line += Self.spaces(titleWidth - title.displayWidth) + "  " + view
            case .keymap(let name): line += Self.spaces(titleWidth - title.displayWidth) + "  " + name + " keymap"
            }
            lines.append(Self.fitted(line.escapedForDisplay, width))
        }
        if !fits {
            lines.append(
                Self.fitted(
                    "  — \(shown + 1)/\(pages): \(KeyboardShortcut(.pageDown, modifiers: []).formatted(style)) "
                        + "and \(KeyboardShortcut(.pageUp, modifiers: []).formatted(style)) turn the page",
                    width))
        }
        return (lines, pages)
    }

    private static func title(of continuation: Session.Continuation) -> String {
        continuation.isEnabled ? continuation.title : continuation.title + " (disabled)"
    }

    private static func spaces(_ count: Int) -> String { String(repeating: " ", count: max(count, 0)) }

    /// `line` cut to `width` columns, with `…` where it was cut.
    static func fitted(_ line: String, _ width: Int) -> String {
        guard line.displayWidth > width else { return line }
        var out = ""
        var used = 0
        for character in line {
            let w = character.displayWidth
            if used + w > width - 1 { break }
            out.append(character)
            used += w
        }
        return out + "…"
    }
}
