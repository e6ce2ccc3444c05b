import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// The interactive REPL: KeyGraph's byte decoder reads the terminal first and
/// dispatches shortcuts to the session; everything else is handed to GNU readline
/// for line editing. Typed lines are script verbs run by the same ``ScriptRunner`` as
/// `keygraph run`.
///
/// The class is split by concern: the loop and the terminal's modes here; keys in
/// `REPL+Keys.swift`, typed lines and output in `REPL+Lines.swift`, signals in
/// `REPL+Signals.swift`, completion in `REPL+Completion.swift`.
public final class REPL {
    /// How long a lone ESC waits for the rest of an Alt chord or escape sequence, in ms.
    public static let escapeTimeout: Int32 = 40
    /// How long after a change the focus waits to be brought up to date, in ms, unless a key comes first.
    static let refreshDelay: Int32 = 1

    /// The session keys and typed lines act on (after `run()` returns: as the person left it).
    public internal(set) var session: Session
    var runner: ScriptRunner
    var decoder = ByteDecoder()
    let style: ShortcutStyle
    let historyPath: String?
    let usesColor: Bool
    /// Whether the terminal is `dumb` (or unnamed): no mode changes, no queries, no colour.
    let isDumbTerminal: Bool
    var typedLines = 0
    var shouldExit = false
    var sawEOF = false
    var keyboardProtocol = KeyboardProtocol.asking
    /// Bytes of plain keys not yet handed to readline: a run of them goes in one call,
    /// so that readline inserts it and redraws once (an unbracketed paste stays linear).
    var typeahead: [UInt8] = []
    /// Called with the session after every line and key event, and when the time it returned
    /// comes with no input in between: the CLI's debounced `--state` save. Nil: nothing to call.
    public var afterInput: ((Session) -> UInt64?)?
    var afterInputDeadline: UInt64?
    /// The which-key panel's timing and page; see `REPL+WhichKey.swift`.
    var whichKey = WhichKey()
    /// While the panel shows: how many rows of the line were under the cursor when it was
    /// drawn (the panel starts below the line's last row). Nil when no panel shows.
    var whichKeyRowsBelow: Int? = nil
    /// The terminal's size when last asked (`screenSize`); nil until then and after a resize or stop.
    var knownScreenSize: (rows: Int, columns: Int)? = nil

    /// What the terminal said about the kitty keyboard protocol.
    enum KeyboardProtocol {
        /// The query is out; no answer yet (keys are decoded either way).
        case asking
        /// Only the device-attributes answer came: a legacy terminal.
        case legacy
        /// The terminal answered the query; disambiguation is pushed and popped on exit.
        case kitty
    }

    /// - Parameters:
    ///   - session: the app to drive.
    ///   - style: how shortcuts are shown (glyphs on macOS, text on Linux).
    ///   - historyPath: where history is kept, or nil for none.
    ///   - usesColor: whether to colour the prompt's pending chord and `error:`
    ///     (see ``shouldUseColor(noColorFlag:)``); never on a dumb terminal.
    public init(session: Session, style: ShortcutStyle, historyPath: String?, usesColor: Bool = false) {
        self.session = session
        self.runner = ScriptRunner(file: "<repl>", style: style)
        self.style = style
        self.historyPath = historyPath
        self.isDumbTerminal = Self.isDumb(terminal: System.environment("TERM"))
        self.usesColor = usesColor && !isDumbTerminal
    }

    /// Colour only when standard output is a terminal that is not `dumb`, never with
    /// `--no-color` or a non-empty `NO_COLOR` (no-color.org).
    public static func shouldUseColor(noColorFlag: Bool) -> Bool {
        if noColorFlag || !System.isTerminal(1) { return false }
        if isDumb(terminal: System.environment("TERM")) { return false }
        if let value = System.environment("NO_COLOR"), !value.isEmpty { return false }
        return true
    }

    /// Whether `TERM` names a terminal that understands no escape sequences: `dumb`,
    /// or none at all (as readline decides).
    static func isDumb(terminal: String?) -> Bool {
        guard let terminal, !terminal.isEmpty else { return true }
        return terminal == "dumb"
    }

    var prompt: String { Prompt.text(in: &session, style: style, colored: usesColor) }

    /// Lets `load` and `state` reach files; `defaultStateFile` is what `state save|restore`
    /// use without a FILE (`--state`). Relative names are read from the current directory.
    public func useFiles(_ files: FileClient, defaultStateFile: String?) {
        runner.files = files
        runner.defaultStateFile = defaultStateFile
    }

    /// Bytes that put the terminal in KeyGraph's modes: bracketed paste, and the
    /// kitty protocol's disambiguation when the terminal has it. None on a dumb terminal.
    var enterModes: String {
        if isDumbTerminal { return "" }
        return "\u{1B}[?2004h" + (keyboardProtocol == .kitty ? "\u{1B}[>1u" : "")
    }

    /// Bytes that undo ``enterModes``, written on every way out (also from signal handlers).
    var leaveModes: String {
        if isDumbTerminal { return "" }
        return (keyboardProtocol == .kitty ? "\u{1B}[<u" : "") + "\u{1B}[?2004l"
    }

    /// Runs until `quit`, ⌃D on an empty line, the end of input, or SIGTERM or SIGHUP.
    /// Returns the exit status: 0, or 128 + the signal. The history is saved in every
    /// case; the caller saves `--state` (``session`` is as the person left it).
    public func run() -> Int32 {
        TerminalGuard.install(fd: 0)
        // Bracketed paste on; switched off again on every way out.
        TerminalGuard.setRestoreSequence(Array(leaveModes.utf8))
        write(string: enterModes)
        if isDumbTerminal { keyboardProtocol = .legacy }
        Readline.configure(name: "keygraph")
        if !isDumbTerminal {
            // Ask for the kitty keyboard protocol, then for the device attributes: every
            // terminal answers the latter, so an answer to it alone means "legacy". The
            // answers are handled in the loop as they come; nothing waits for them. Asked
            // only once readline has the terminal without echo: an answer arriving
            // earlier would be echoed onto the screen (`^[[?1;2c` before the banner).
            Readline.prepareTerminal()
            write(string: "\u{1B}[?u\u{1B}[c")
        }
        if let historyPath { _ = Readline.readHistory(from: historyPath) }
        Readline.setCompletion { [unowned self] before, word in self.completions(before: before, word: word) }
        write(string: "KeyGraph — \(session.app.name.escapedForDisplay). Type 'help' for verbs; ⌃D quits.\n")
        Readline.install(prompt: prompt) { [unowned self] line in
            guard let line else {
                // ⌃D on an empty line.
                sawEOF = true
                stop()
                return
            }
            runLine(line)
        }
        loop()
        hideWhichKey()
        // ⌃D leaves the cursor after the prompt: end its line, once.
        if sawEOF { write(string: "\n") }
        Readline.remove()
        TerminalGuard.restoreNow()
        if let historyPath { _ = Readline.writeHistory(to: historyPath) }
        return terminationSignal != 0 ? 128 + Int32(terminationSignal) : 0
    }

    /// Reads and handles input until something ends the REPL.
    private func loop() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        // Made once: the loop runs before and after every keystroke, and each array made
        // in it is a heap allocation and a free on the path to the keystroke's effect.
        var fds = System.PollSet(count: 2)
        var inputs: [TerminalInput] = []
        inputs.reserveCapacity(16)
        while !shouldExit {
            if handleSignals() { return }
            Readline.flush()  // nothing the terminal should show stays buffered while we wait
            fds.watch(0, at: 0)
            fds.watch(wakeUpPipe.read, at: 1)
            inputs.removeAll(keepingCapacity: true)
            // The last change is on screen: the focus, and readline's view of a prompt drawn
            // ahead of it, are brought up to date once the terminal has had a moment to show
            // it (on a busy machine, work done right after the write competes with the
            // terminal for the CPU), or by the next key if it comes first.
            let defersRefresh = (session.isFocusRefreshDue || Readline.isSettleDue) && !decoder.isAwaitingMore
            let timeout = defersRefresh ? Self.refreshDelay : pollTimeout()
            let ready = fds.wait(count: wakeUpPipe.read >= 0 ? 2 : 1, timeout: timeout)
            if ready < 0 {
                if System.wasInterrupted { continue }
                return
            }
            if fds.isReady(1) { TerminalGuard.drainWakeUps() }
            if ready == 0, defersRefresh {
                Readline.settle()
                session.refreshFocusIfNeeded()
                continue
            }
            if ready == 0 {
                decoder.flush(into: &inputs)
                handle(inputs)
                tick()
                continue
            }
            guard fds.isReady(0) else { continue }
            let n = System.readBytes(from: 0, into: &buffer)
            if n <= 0 {
                if n < 0, System.wasInterrupted || System.wouldBlock { continue }
                // The terminal went away (EOF on stdin): leave as ⌃D would.
                return
            }
            decoder.feed(buffer[0..<n], into: &inputs)
            handle(inputs)
            tick()
        }
    }

    /// Milliseconds poll may wait: short while an ESC is ambiguous or a paste may have
    /// stalled, until a pending chord's timeout when one is set, else forever.
    private func pollTimeout() -> Int32 {
        if decoder.isAwaitingMore { return Self.escapeTimeout }
        var wait: UInt64? = whichKey.wait(at: now())
        if let deadline = session.dispatcher.pendingDeadline {
            let now = now()
            wait = min(wait ?? .max, deadline > now ? deadline - now : 0)
        }
        if let wait { return Int32(min(wait, 60_000)) }
        return Self.pollTimeout(until: afterInputDeadline)
    }

    /// Milliseconds on a monotonic clock.
    static func monotonicNow() -> UInt64 { System.monotonicMilliseconds() }

    /// The clock injected into the engine: the monotonic clock, plus whatever typed
    /// `wait` lines added (so the REPL's own timer and typed lines agree).
    func now() -> UInt64 { Self.monotonicNow() &+ runner.waited }

    private func tick() {
        defer { afterInputDeadline = afterInput?(session) }
        if session.dispatcher.pendingDeadline != nil {
            let events = session.handle(.tick(at: now()))
            if !events.isEmpty {
                hideWhichKey()
                show(events)
            }
        }
        if !shouldExit, session.dispatcher.isPending || whichKey.dueAt != nil || whichKeyRowsBelow != nil {
            updateWhichKey()
        }
    }

    /// Leaves the loop; removing readline's handler here keeps it from showing another prompt.
    func stop() {
        shouldExit = true
        Readline.remove()
    }
}
