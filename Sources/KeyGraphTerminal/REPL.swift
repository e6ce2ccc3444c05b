import KeyGraph
import KeyGraphFormats
import KeyGraphScript

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive REPL: KeyGraph's byte decoder reads the terminal first and
/// dispatches shortcuts to the session; everything else is handed to GNU readline
/// for line editing. Typed lines are script verbs run by the same ``ScriptRunner`` as
/// `keygraph run`.
public final class REPL {
    /// How long a lone ESC waits for the rest of an Alt chord or escape sequence, in ms.
    public static let escapeTimeout: Int32 = 40

    /// The session keys and typed lines act on (after `run()` returns: as the person left it).
    public private(set) var session: Session
    var runner: ScriptRunner
    private var decoder = ByteDecoder()
    private let style: ShortcutStyle
    private let historyPath: String?
    private let usesColor: Bool
    private var typedLines = 0
    private var shouldExit = false
    private var sawEOF = false
    private var keyboardProtocol = KeyboardProtocol.asking
    /// Called with the session after every line and key event, and when the time it returned
    /// comes with no input in between: the CLI's debounced `--state` save. Nil: nothing to call.
    public var afterInput: ((Session) -> UInt64?)?
    var afterInputDeadline: UInt64?

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
    ///     (see ``shouldUseColor(noColorFlag:)``).
    public init(session: Session, style: ShortcutStyle, historyPath: String?, usesColor: Bool = false) {
        self.session = session
        self.runner = ScriptRunner(file: "<repl>", style: style)
        self.style = style
        self.historyPath = historyPath
        self.usesColor = usesColor
    }

    /// Colour only when standard output is a terminal, never with `--no-color`
    /// or a non-empty `NO_COLOR` (no-color.org).
    public static func shouldUseColor(noColorFlag: Bool) -> Bool {
        if noColorFlag || isatty(1) != 1 { return false }
        if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
        return true
    }

    private var prompt: String { Prompt.text(for: session, style: style, colored: usesColor) }

    /// Lets `load` and `state` reach files; `defaultStateFile` is what `state save|restore`
    /// use without a FILE (`--state`). Relative names are read from the current directory.
    public func useFiles(_ files: FileClient, defaultStateFile: String?) {
        runner.files = files
        runner.defaultStateFile = defaultStateFile
    }

    /// Bytes that put the terminal in KeyGraph's modes: bracketed paste, and the
    /// kitty protocol's disambiguation when the terminal has it.
    private var enterModes: String {
        "\u{1B}[?2004h" + (keyboardProtocol == .kitty ? "\u{1B}[>1u" : "")
    }

    /// Bytes that undo ``enterModes``, written on every way out (also from signal handlers).
    private var leaveModes: String {
        (keyboardProtocol == .kitty ? "\u{1B}[<u" : "") + "\u{1B}[?2004l"
    }

    /// Runs until `quit` or ⌃D on an empty line. Returns the exit status.
    public func run() -> Int32 {
        TerminalGuard.install(fd: 0)
        // Bracketed paste on; switched off again on every way out.
        TerminalGuard.setRestoreSequence(Array(leaveModes.utf8))
        write(string: enterModes)
        // Ask for the kitty keyboard protocol, then for the device attributes: every
        // terminal answers the latter, so an answer to it alone means "legacy". The
        // answers are handled in the loop as they come; nothing waits for them.
        write(string: "\u{1B}[?u\u{1B}[c")
        Readline.configure(name: "keygraph")
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
        defer {
            Readline.remove()
            TerminalGuard.restoreNow()
            if let historyPath { _ = Readline.writeHistory(to: historyPath) }
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !shouldExit {
            if windowSizeChanged != 0 {
                windowSizeChanged = 0
                Readline.resize()
            }
            resumeIfContinued()
            var fds = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fds, 1, pollTimeout())
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            var inputs: [TerminalInput] = []
            if ready == 0 {
                decoder.flush(into: &inputs)
                handle(inputs)
                tick()
                continue
            }
            let n = read(0, &buffer, buffer.count)
            if n <= 0 {
                if n < 0, errno == EINTR { continue }
                // The terminal went away (EOF on stdin): leave as ⌃D would.
                break
            }
            decoder.feed(buffer[0..<n], into: &inputs)
            handle(inputs)
            tick()
        }
        if sawEOF { write(string: "\n") }
        return 0
    }

    /// Milliseconds poll may wait: short while an ESC is ambiguous, until a pending
    /// chord's timeout when one is set, else forever.
    private func pollTimeout() -> Int32 {
        if decoder.isAwaitingMore { return Self.escapeTimeout }
        if let deadline = session.dispatcher.pendingDeadline {
            let now = Self.now()
            return deadline > now ? Int32(min(deadline - now, 60_000)) : 0
        }
        return Self.pollTimeout(until: afterInputDeadline)
    }

    /// Milliseconds on a monotonic clock: the clock injected into the engine.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1000 + UInt64(ts.tv_nsec) / 1_000_000
    }

    private func tick() {
        defer { afterInputDeadline = afterInput?(session) }
        guard session.dispatcher.pendingDeadline != nil else { return }
        let events = session.handle(.tick(at: Self.now()))
        if !events.isEmpty { show(events) }
    }

    // MARK: - Keys

    private func handle(_ inputs: [TerminalInput]) {
        for input in inputs {
            guard !shouldExit else { return }
            switch input {
            case .key(let chord, let bytes, let isLegacyAlt):
                handleKey(chord, bytes: bytes, isLegacyAlt: isLegacyAlt)
            case .paste(let bytes):
                // Pasted text is text: it never fires shortcuts.
                Readline.insert(String(decoding: bytes, as: UTF8.self).replacingCarriageReturns())
            case .kittyFlags:
                guard keyboardProtocol == .asking else { break }
                keyboardProtocol = .kitty
                TerminalGuard.setRestoreSequence(Array(leaveModes.utf8))
                write(string: "\u{1B}[>1u")  // push: disambiguate escape codes
            case .deviceAttributes:
                if keyboardProtocol == .asking { keyboardProtocol = .legacy }
            case .unknown:
                break
            }
        }
    }

    /// Whether a key is offered to the shortcut dispatcher before line editing:
    /// chords with ⌃, ⌥ or ⌘, function keys, and any key while a sequence is pending.
    private func isShortcutCandidate(_ chord: KeyboardShortcut) -> Bool {
        if session.dispatcher.isPending { return true }
        if !chord.modifiers.isDisjoint(with: [.control, .option, .command, .function]) { return true }
        return chord.key.functionKeyNumber != nil
    }

    private func handleKey(_ chord: KeyboardShortcut, bytes: [UInt8], isLegacyAlt: Bool) {
        let isControlC = chord == KeyboardShortcut(KeyEquivalent("c"), modifiers: .control)
        if isControlC {
            cancel()
            return
        }
        if chord == KeyboardShortcut(KeyEquivalent("z"), modifiers: .control) {
            suspend()
            return
        }
        guard isShortcutCandidate(chord) else {
            passToReadline(bytes)
            return
        }
        var fallbacks: [KeyboardShortcut] = []
        if isLegacyAlt {
            // A legacy terminal cannot send ⌘: Alt+X stands for ⌘X unless Alt+X is bound.
            var command = chord
            command.modifiers.remove(.option)
            command.modifiers.insert(.command)
            fallbacks.append(command)
        }
        var events = session.handle(.key(chord, fallbacks: fallbacks, at: Self.now()))
        // `.unbound` means this chord alone is bound to nothing: it is line editing.
        // It may come last, after a pending binding fired (or a blocked prefix was
        // dropped) because this chord did not continue it: the chord is then
        // processed afresh, and afresh it is text for the line.
        if case .unbound = events.last {
            events.removeLast()
            if !events.isEmpty { show(events) }
            passToReadline(bytes)
            return
        }
        show(events)
    }

    /// ⌃C: cancel a pending chord, else abandon the line being typed.
    private func cancel() {
        if session.dispatcher.isPending {
            _ = session.handle(.cancelPending)
            Readline.redraw(prompt: prompt, printingAbove: "")
            return
        }
        write(string: "^C\n")
        Readline.replaceLine("")
        Readline.redraw(prompt: prompt, printingAbove: "", clearingLine: false)
    }

    /// ⌃Z: stop as SIGTSTP would (its handler restores the terminal first), and
    /// take the terminal back when continued.
    private func suspend() {
        write(string: "\n")
        TerminalGuard.suspend()
        resumeIfContinued()
    }

    /// After a stop (⌃Z, SIGTSTP, SIGSTOP) and SIGCONT: prepare the terminal again,
    /// restore KeyGraph's modes and redraw the prompt with the typed text.
    private func resumeIfContinued() {
        guard continuedAfterStop != 0 else { return }
        continuedAfterStop = 0
        // Readline still believes the terminal is prepared: unprepare, then prepare
        // afresh, saving the settings the shell handed back.
        Readline.restoreTerminal()
        Readline.prepareTerminal()
        write(string: enterModes)
        Readline.redraw(prompt: prompt, printingAbove: "", clearingLine: false)
    }

    private func passToReadline(_ bytes: [UInt8]) {
        Readline.feed(bytes)
    }

    /// Leaves the loop; removing readline's handler here keeps it from showing another prompt.
    private func stop() {
        shouldExit = true
        Readline.remove()
    }

    /// Prints what shortcut events did above the prompt and redraws it, keeping the typed text.
    private func show(_ events: [Session.Event]) {
        var lines: [String] = []
        for event in events {
            if case .failed(let message) = event {
                lines.append("\(errorLabel) \(message.escapedForDisplay)")
            } else if case .pending = event {
                continue  // the prompt shows the pending chord
            } else if let text = event.formatted(style) {
                lines.append(text)
            }
        }
        Readline.redraw(prompt: prompt, printingAbove: lines.map { $0 + "\n" }.joined())
    }

    // MARK: - Typed lines

    private func runLine(_ text: String) {
        typedLines += 1
        let trimmed = text.trimmingSpaces()
        if !trimmed.isEmpty { Readline.addHistory(text) }
        // A pasted block may hold several lines; each runs in turn.
        for part in text.sourceLines() {
            let line = String(part)
            var out = ""
            do {
                let statement = try ScriptParser.parseLine(line)
                let result = runner.run(statement, on: &session, line: typedLines, input: line, at: Self.now())
                let (output, errors) = result.rendered(errors: .labelled(errorLabel))
                // The line's error, then the files `load` read: every error (or warning) in full.
                let reports = errors.suffix(result.diagnostics.count)
                for line in output + errors.dropLast(reports.count) { out += line + "\n" }
                for (diagnostic, report) in zip(result.diagnostics, reports) {
                    out += (diagnostic.severity == .error ? highlightingError(report) : report) + "\n"
                }
                if result.quit { stop() }
            } catch {
                let diagnostic = Diagnostic(
                    .error, file: "<repl>", position: SourcePosition(line: typedLines, column: error.column),
                    length: error.length, message: error.message, hint: error.hint, sourceLine: line)
                out += highlightingError(diagnostic.rendered) + "\n"
            }
            write(string: out)
            if shouldExit { return }
        }
        Readline.setPrompt(prompt)
    }

    // MARK: - Colour

    /// `error:`, red when colour is on.
    private var errorLabel: String { usesColor ? "\u{1B}[31merror:\u{1B}[39m" : "error:" }

    /// A rendered diagnostic with its first `error:` in red when colour is on.
    private func highlightingError(_ text: String) -> String {
        guard usesColor else { return text }
        return text.replacing("error:", with: errorLabel, maxReplacements: 1)
    }

    // MARK: - Completion

    /// Candidates for the word at the cursor, or nil to complete a file name.
    func completions(before: String, word: String) -> [String]? {
        Self.completions(before: before, word: word, session: session)
    }

    /// Verbs first; then what each verb takes: command ids, `Type:id` values,
    /// `show` topics, verbs for `help`. File names for `load` and `state` and
    /// wherever nothing else applies.
    static func completions(before: String, word: String, session: Session) -> [String]? {
        let words = before.split(separator: " ").map(String.init)
        var candidates: [String]
        switch words.first {
        case nil: candidates = Verb.allCases.map(\.rawValue)
        case "run", "expect":
            guard words.count == 1 else { return nil }
            candidates = session.app.commands.commands.map(\.id)
        case "push":
            // Every type a push can reach: destinations, and the split view's listed columns.
            let types = Set(session.app.destinations.keys).union(
                session.app.splitLayout?.columns.compactMap(\.lists) ?? [])
            candidates = types.sorted().flatMap { type in
                (session.state.records[type] ?? []).map { "\(type):\($0.id)" }
            }
        case "show":
            guard words.count == 1 else { return nil }
            candidates = Statement.ShowTopic.allCases.map(\.rawValue)
        case "help": candidates = Verb.allCases.map(\.rawValue)
        case "load" where words.count == 1: candidates = ["keymap", "app"]
        default:
            // The navigation verbs' arguments; file names where nothing applies.
            let navigation = navigationCompletions(after: words, session: session)
            if navigation.isEmpty { return nil }
            candidates = navigation
        }
        return candidates.filter { $0.hasPrefix(word) }
    }

    private func write(string: String) {
        fflush(nil)  // readline's own output first
        writeAll(1, string)
    }
}
