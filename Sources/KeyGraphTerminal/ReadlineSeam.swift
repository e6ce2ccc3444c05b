// The seam to GNU readline: the ONLY file that imports CReadline. Every use of
// readline's C globals and functions goes through `Readline` below, so the rest
// of KeyGraph sees Swift names and could swap line editors by changing one file.
// The C library's own calls go through `System` (System.swift).
import CReadline

/// Bytes waiting for readline's `rl_getc_function`, and the lines it completed.
/// Readline calls back through C function pointers that cannot capture context,
/// so this state is global; the REPL runs on one thread.
nonisolated(unsafe) private var pendingBytes: [UInt8] = []
nonisolated(unsafe) private var pendingByteIndex = 0
nonisolated(unsafe) private var lineCallback: ((String?) -> Void)? = nil
nonisolated(unsafe) private var isInstalled = false
nonisolated(unsafe) private var completionProvider: ((String, String) -> [String]?)? = nil
nonisolated(unsafe) private var completionMatches: [String] = []
nonisolated(unsafe) private var isRedisplayDue = false
/// Readline's output stream when KeyGraph's writer is behind it (see `TerminalOutput`).
nonisolated(unsafe) private var outputStream: UnsafeMutablePointer<FILE>? = nil
/// A redraw KeyGraph wrote itself that readline has yet to make: see ``Readline/redraw(prompt:printingAbove:clearingLine:)``.
nonisolated(unsafe) private var drawnAhead: (prompt: String, above: String, bytes: [UInt8])? = nil
/// Whether redraws may be written ahead of readline: nil until the first one that could
/// be, whose bytes from readline are compared with KeyGraph's; false after any mismatch.
nonisolated(unsafe) private var drawsAhead: Bool? = nil
/// The prompt readline shows (or KeyGraph drew ahead of it).
nonisolated(unsafe) private var shownPrompt = ""
/// Inside the callback that gets a finished line: readline is between lines.
nonisolated(unsafe) private var isInLineCallback = false

/// Stands in for `rl_redisplay` while typed text is still arriving: the redraw waits.
private let noteRedisplay: @convention(c) () -> Void = { isRedisplayDue = true }

private let getByte: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
    guard pendingByteIndex < pendingBytes.count else { return -1 }  // EOF: never asked for more than was fed
    let byte = pendingBytes[pendingByteIndex]
    pendingByteIndex += 1
    return Int32(byte)
}

/// Whether fed bytes remain. Readline would otherwise poll the terminal, see bytes
/// KeyGraph has not decoded yet, ask for them, and get end-of-file instead.
private let hasFedInput: @convention(c) () -> Int32 = {
    pendingByteIndex < pendingBytes.count ? 1 : 0
}

/// Called by readline with a finished line (nil at EOF), before it shows the
/// next prompt, so output printed here lands above that prompt.
private let lineHandler: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { pointer in
    var line: String? = nil
    if let pointer {
        line = String(cString: pointer)
        System.release(pointer)
    }
    isInLineCallback = true
    lineCallback?(line)
    isInLineCallback = false
}

private let completionGenerator: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = {
    _, state in
    let index = Int(state)
    guard index < completionMatches.count else { return nil }
    return System.duplicate(completionMatches[index])
}

private let attemptedCompletion:
    @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
        text, start, _ in
        kg_rl_set_attempted_completion_over(1)
        guard let text, let provider = completionProvider else { return nil }
        let word = String(cString: text)
        let line = String(cString: kg_rl_line_buffer())
        let before = String(decoding: line.utf8.prefix(Int(start)), as: UTF8.self)
        guard let matches = provider(before, word) else {
            // Nothing of KeyGraph's fits here: readline's own file-name completion.
            kg_rl_set_attempted_completion_over(0)
            return nil
        }
        completionMatches = matches
        return rl_completion_matches(text, completionGenerator)
    }

/// GNU readline, in callback mode, fed by KeyGraph's byte decoder.
enum Readline {
    /// Sets readline up for KeyGraph: the character type of the user's locale, its
    /// name for inputrc, no signal handlers of its own (KeyGraph restores the
    /// terminal itself), no bracketed paste of its own (KeyGraph's decoder reads
    /// pastes and switches the mode), and bytes from KeyGraph.
    static func configure(name: String) {
        // Readline measures the prompt when it is installed, before its own
        // initialisation reads the locale: without LC_CTYPE set here it counts
        // the bytes of `⟩` (three) as columns, and the first line wraps two
        // columns early. Only the character type: nothing else reads the C locale.
        System.useLocaleCharacterType()
        kg_rl_set_readline_name(UnsafePointer(System.duplicate(name)))  // readline keeps the pointer
        kg_rl_set_catch_signals(0)
        kg_rl_set_change_environment(0)
        kg_rl_set_getc_function(getByte)
        kg_rl_set_input_available_hook(hasFedInput)
        kg_rl_use_byte_signals()
        kg_rl_set_attempted_completion(attemptedCompletion)
        // Readline's output, and what KeyGraph prints above the prompt, collect in one
        // buffer that readline flushes when it has redrawn: a keystroke's whole effect
        // reaches the terminal in one write, not three (see `redraw`).
        // KeyGraph's writer behind the stream lets `redraw` compare readline's bytes with
        // its own; where the C library cannot make such a stream, a plain one.
        outputStream = kg_open_output(TerminalOutput.writer)
        if let output = outputStream ?? System.standardOutputStream() {
            System.setFullBuffering(output, size: 1 << 16)
            kg_rl_set_outstream(output)
        }
        rl_initialize()
        rl_variable_bind("enable-bracketed-paste", "off")
    }

    /// Starts editing lines with `prompt`; prepares the terminal. `onLine` gets
    /// each finished line (nil at EOF) while readline waits to show the next prompt;
    /// it may call ``remove()`` to stop.
    static func install(prompt: String, onLine: @escaping (String?) -> Void) {
        lineCallback = onLine
        isInstalled = true
        shownPrompt = prompt
        rl_callback_handler_install(prompt, lineHandler)
    }

    /// Stops editing and restores the terminal to how readline found it. Safe to call twice.
    static func remove() {
        settle()
        guard isInstalled else { return }
        isInstalled = false
        rl_callback_handler_remove()
        kg_rl_deprep_terminal_now()
    }

    /// Hands bytes to readline's line editing; finished lines go to the `onLine` callback.
    ///
    /// - Parameter deferringRedisplay: more typed text is already waiting: readline
    ///   inserts these bytes (plain text only: no line ends, no editing keys) without
    ///   drawing them; the next call that is not deferred, or ``redisplayIfDue()``,
    ///   draws the line once. A paste typed into a long line is then drawn once per
    ///   burst instead of once per read, which would be quadratic.
    static func feed(_ bytes: [UInt8], deferringRedisplay: Bool = false) {
        let defers = deferringRedisplay && bytes.allSatisfy { $0 >= 0x20 && $0 != 0x7F }
        settleDrawnAhead()
        if !defers { redisplayIfDue() }
        pendingBytes = bytes
        pendingByteIndex = 0
        if defers { kg_rl_set_redisplay_function(noteRedisplay) }
        while isInstalled, pendingByteIndex < pendingBytes.count {
            let before = pendingByteIndex
            rl_callback_read_char()
            if pendingByteIndex == before { break }
        }
        if defers { kg_rl_set_redisplay_function(nil) }
        pendingBytes.removeAll(keepingCapacity: true)
        pendingByteIndex = 0
    }

    /// Draws the line if a deferred feed left it undrawn.
    static func redisplayIfDue() {
        guard isRedisplayDue else { return }
        isRedisplayDue = false
        if isInstalled {
            rl_redisplay()
            System.flush()
        }
    }

    /// Whether readline's keymap binds exactly `sequence` (to a command or a macro).
    /// A sequence it does not know, or only the start of a longer one, is not bound:
    /// fed to readline, its tail would be typed into the line.
    static func binds(_ sequence: [UInt8]) -> Bool {
        var type: Int32 = -1
        // NUL-terminated: readline looks one byte past a sequence's last key.
        let function = (sequence + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                rl_function_of_keyseq_len($0.baseAddress, sequence.count, nil, &type)
            }
        }
        return type == ISMACR || (type == ISFUNC && function != nil)
    }

    /// Rings the bell as readline does for an unbound key (its `bell-style`).
    static func ringBell() {
        settle()
        rl_ding()
        System.flush()
    }

    /// Inserts text at the cursor without interpreting it (pasted text).
    static func insert(_ text: String) {
        settle()
        rl_insert_text(text)
        rl_redisplay()
    }

    /// The line being edited.
    static var line: String { String(cString: kg_rl_line_buffer()) }

    /// Where the cursor is in ``line``, in bytes.
    static var point: Int { Int(kg_rl_point()) }

    /// Replaces the line being edited (and clears the undo list).
    static func replaceLine(_ text: String) {
        settle()
        rl_replace_line(text, 1)
    }

    /// Changes the prompt and redraws prompt and line on a fresh line, after
    /// `output` has been printed above them.
    ///
    /// Where the redraw is simple — an empty line, a prompt that fits one row before and
    /// after, readline not busy with a search or the like — KeyGraph writes the bytes
    /// readline would write (`\r`, clear to the line's end, `\r`, the output, the prompt)
    /// itself and lets readline catch up later (``settle()``), out of sight: readline
    /// measures a prompt character by character from its start (`rl_set_prompt`, about
    /// 40,000 instructions for a prompt with a path), which then no longer stands between
    /// a keystroke and its effect on screen. Readline catches up with its output going
    /// to a buffer, compared with what KeyGraph wrote; the first such redraw is made by
    /// readline and compared before any is written ahead, so a terminal whose bytes
    /// differ (no clear-to-end capability) never sees one, and a mismatch later repaints
    /// the line readline's way and stops writing ahead.
    static func redraw(prompt: String, printingAbove output: String, clearingLine: Bool = true) {
        settle()
        let ahead = clearingLine && drawsAhead != false ? bytesDrawnAhead(prompt: prompt, above: output) : nil
        guard let ahead, let stream = outputStream else {
            draw(prompt: prompt, above: output, clearingLine: clearingLine)
            System.flush()
            return
        }
        var bytes = ahead
        if drawsAhead == true {
            drawnAhead = (prompt, output, ahead)
            shownPrompt = prompt
        } else {
            bytes = capturing { draw(prompt: prompt, above: output, clearingLine: true) }
            drawsAhead = bytes == ahead
        }
        System.append(bytes, to: stream)
        System.flush(stream)
    }

    /// Readline's redraw: clear the line, print `above`, set the prompt, draw prompt and line.
    private static func draw(prompt: String, above: String, clearingLine: Bool) {
        if clearingLine { rl_clear_visible_line() }
        // Into readline's output buffer, after the line it cleared and before the prompt.
        if !above.isEmpty { System.append(above, to: kg_rl_outstream()) }
        rl_set_prompt(prompt)
        shownPrompt = prompt
        rl_on_new_line()
        rl_redisplay()
    }

    /// The bytes readline writes to redraw an empty line with `prompt` after `above`, where
    /// KeyGraph knows them; nil where it does not.
    private static func bytesDrawnAhead(prompt: String, above: String) -> [UInt8]? {
        guard isInstalled, !isInLineCallback, kg_rl_end() == 0, kg_rl_is_busy() == 0 else { return nil }
        var (rows, columns): (Int32, Int32) = (0, 0)
        rl_get_screen_size(&rows, &columns)
        guard fitsOneRow(prompt, columns: Int(columns)), fitsOneRow(shownPrompt, columns: Int(columns)) else {
            return nil
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(5 + above.utf8.count + prompt.utf8.count)  // one allocation
        bytes += [0x0D, 0x1B, 0x5B, 0x4B, 0x0D]  // \r, clear to the line's end, \r
        bytes += above.utf8
        appendVisible(prompt, to: &bytes)
        return bytes
    }

    /// Appends the bytes of `prompt` that readline prints (without its `\u{1}` and `\u{2}` markers).
    private static func appendVisible(_ prompt: String, to bytes: inout [UInt8]) {
        var prompt = prompt
        prompt.withUTF8 { utf8 in
            if !utf8.contains(where: { $0 == 1 || $0 == 2 }) {
                bytes.append(contentsOf: utf8)
            } else {
                for byte in utf8 where byte != 1 && byte != 2 { bytes.append(byte) }
            }
        }
    }

    /// Whether `prompt` ends before the last column (one that reaches it wraps, or not, by
    /// the terminal's rules). Its visible bytes bound its width — no character takes more
    /// columns than bytes — so only a prompt with more bytes than columns is measured.
    private static func fitsOneRow(_ prompt: String, columns: Int) -> Bool {
        var prompt = prompt
        let visibleBytes = prompt.withUTF8 { utf8 in
            var count = 0
            var isInvisible = false
            for byte in utf8 {
                if byte == 1 || byte == 2 {
                    isInvisible = byte == 1
                } else if !isInvisible {
                    count += 1
                }
            }
            return count
        }
        return visibleBytes + 1 < columns || REPL.visibleWidth(prompt) + 1 < columns
    }

    /// What readline writes while `body` runs, kept from the terminal.
    private static func capturing(_ body: () -> Void) -> [UInt8] {
        System.flush(outputStream)  // what came before goes out first
        TerminalOutput.captured = []
        body()
        System.flush(outputStream)
        defer { TerminalOutput.captured = nil }
        return TerminalOutput.captured ?? []
    }

    /// Brings readline up to date: a redraw KeyGraph wrote ahead of it, then a redisplay a
    /// deferred feed left due. Every other call into readline does this first.
    static func settle() {
        settleDrawnAhead()
        redisplayIfDue()
    }

    private static func settleDrawnAhead() {
        if let ahead = drawnAhead {
            drawnAhead = nil
            let made = capturing { draw(prompt: ahead.prompt, above: ahead.above, clearingLine: true) }
            if made != ahead.bytes {
                // Not what readline would have written: its way, on the row KeyGraph drew.
                drawsAhead = false
                System.append("\r\u{1B}[K", to: kg_rl_outstream())
                rl_forced_update_display()
                System.flush()
            }
        }
    }

    /// Whether a redraw was written ahead of readline, which ``settle()`` brings it up to.
    static var isSettleDue: Bool { drawnAhead != nil }
    /// Writes out whatever readline's output buffer holds (before the REPL waits for input).
    static func flush() { System.flush(kg_rl_outstream()) }

    /// Whether a redraw was put off while typed text kept arriving.
    static var isRedisplayPending: Bool { isRedisplayDue }

    /// Sets the prompt readline shows for the next line.
    static func setPrompt(_ prompt: String) {
        settle()
        rl_set_prompt(prompt)
        shownPrompt = prompt
    }

    /// Re-reads the size; after `clearing` (to the prompt's first row) draws prompt and line afresh.
    static func redrawFromScratch(moving clearing: String) {
        settle()
        rl_reset_screen_size()
        guard isInstalled else { return }
        System.append(clearing, to: kg_rl_outstream())
        rl_forced_update_display()
        System.flush()
    }

    /// Puts the terminal in readline's mode again (after a stop), with ISIG off as at start.
    static func prepareTerminal() { kg_prep_terminal(1) }
    /// Puts the terminal back as readline found it.
    static func restoreTerminal() { kg_rl_deprep_terminal_now() }

    // MARK: - History

    static func addHistory(_ line: String) { add_history(line) }
    static func readHistory(from path: String) -> Bool { read_history(path) == 0 }

    /// Writes the history to `path` atomically: a temporary file, fsync, rename.
    static func writeHistory(to path: String, keepingAtMost limit: Int32 = 1000) -> Bool {
        stifle_history(limit)
        let temporary = path + ".tmp-\(System.processID)"
        guard write_history(temporary) == 0 else {
            System.removeFile(temporary)
            return false
        }
        System.syncToDisk(temporary)
        return System.renameFile(temporary, to: path)
    }

    // MARK: - Completion

    /// Completes the word at the cursor: `provider(lineBeforeWord, word)` returns
    /// candidates, or nil for readline's file-name completion.
    static func setCompletion(_ provider: @escaping (String, String) -> [String]?) {
        completionProvider = provider
        kg_rl_set_completion_append(32)
    }
}
