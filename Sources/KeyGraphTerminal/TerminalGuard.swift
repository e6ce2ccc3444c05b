/// The terminal's settings as KeyGraph found them, restored on every way out:
/// normal exit, an error, or a signal (SIGTERM, SIGHUP, SIGQUIT, SIGINT from `kill`).
nonisolated(unsafe) private var savedSettings: System.TerminalSettings? = nil
nonisolated(unsafe) private var restoreSequence: [UInt8] = []
nonisolated(unsafe) var windowSizeChanged: System.SignalFlag = 0
/// Set when the process continues after a stop (⌃Z, SIGTSTP or SIGSTOP): the
/// terminal must be prepared and the prompt redrawn again.
nonisolated(unsafe) var continuedAfterStop: System.SignalFlag = 0
/// SIGTERM or SIGHUP, once one has come: the REPL saves and leaves with 128 + it.
nonisolated(unsafe) var terminationSignal: System.SignalFlag = 0
/// The self-pipe: handlers write a byte to `wakeUpPipe[1]` so that the REPL's poll,
/// which also watches `wakeUpPipe[0]`, wakes for a signal that came just before it.
nonisolated(unsafe) var wakeUpPipe: (read: Int32, write: Int32) = (-1, -1)

/// Wakes the REPL's poll. Async-signal-safe: one write, errors ignored.
private func wakeUp() {
    var byte: UInt8 = 0
    if wakeUpPipe.write >= 0 { _ = System.writeBytes(to: wakeUpPipe.write, &byte, 1) }
}

private let onFatalSignal: @convention(c) (Int32) -> Void = { signal in
    TerminalGuard.restoreNow()
    // Re-raise with the default action so the exit status tells the truth.
    System.restoreDefaultAction(signal)
    System.raiseSignal(signal)
}

/// SIGTERM, SIGHUP: only a flag; the REPL's loop saves the state and the history
/// and leaves. A second one while it does is fatal at once (a save stuck on a full
/// terminal must not keep the process alive).
private let onTerminationSignal: @convention(c) (Int32) -> Void = { signal in
    if terminationSignal != 0 {
        onFatalSignal(signal)
        return
    }
    terminationSignal = signal
    wakeUp()
}

private let onWindowChange: @convention(c) (Int32) -> Void = { _ in
    windowSizeChanged = 1
    wakeUp()
}

/// SIGTSTP (⌃Z, or `kill -TSTP`): restore the terminal, then stop for real with
/// the default action; execution resumes here on SIGCONT. Async-signal-safe.
private func onStopSignal(_ signal: Int32) {
    TerminalGuard.restoreNow()
    System.restoreDefaultAction(System.Signal.terminalStop)
    System.unblock(System.Signal.terminalStop)
    // Stops here. (In an orphaned process group the kernel discards it and we go on.)
    System.raiseSignal(System.Signal.terminalStop)
    System.handle(System.Signal.terminalStop, with: onStopSignal)
    continuedAfterStop = 1
    wakeUp()
}

private let onContinue: @convention(c) (Int32) -> Void = { _ in
    continuedAfterStop = 1
    wakeUp()
}

enum TerminalGuard {
    /// Saves the terminal state of `fd`, opens the self-pipe and installs the signal handlers.
    static func install(fd: Int32) {
        if let settings = System.TerminalSettings(of: fd) { savedSettings = settings }
        if wakeUpPipe.read < 0, let pipe = System.nonBlockingPipe() { wakeUpPipe = pipe }
        typealias Signal = System.Signal
        for s in [Signal.quit, Signal.interrupt] { System.handle(s, with: onFatalSignal) }
        for s in [Signal.terminate, Signal.hangUp] { System.handle(s, with: onTerminationSignal) }
        System.handle(Signal.windowChange, with: onWindowChange)
        System.handle(Signal.terminalStop, with: onStopSignal)
        System.handle(Signal.continue, with: onContinue)
        System.ignore(Signal.brokenPipe)
        // A parent may have started us with these blocked; they must get through.
        let handled = [
            Signal.terminate, Signal.hangUp, Signal.quit, Signal.interrupt, Signal.windowChange, Signal.terminalStop,
            Signal.continue,
        ]
        for s in handled { System.unblock(s) }
    }

    /// Empties the self-pipe after a wake-up.
    static func drainWakeUps() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while wakeUpPipe.read >= 0, System.readBytes(from: wakeUpPipe.read, into: &bytes) > 0 {}
    }

    /// Bytes to write before restoring (e.g. pop the kitty keyboard mode, end bracketed paste).
    static func setRestoreSequence(_ bytes: [UInt8]) { restoreSequence = bytes }

    /// Stops the process as ⌃Z does, with the terminal restored first.
    static func suspend() { System.raiseSignal(System.Signal.terminalStop) }

    /// Restores the saved terminal settings. Async-signal-safe: only write and tcsetattr.
    static func restoreNow() {
        if !restoreSequence.isEmpty {
            _ = restoreSequence.withUnsafeBytes { System.writeBytes(to: 1, $0.baseAddress, $0.count) }
        }
        savedSettings?.restore(to: 0)
    }
}
