#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's settings as KeyGraph found them, restored on every way out:
/// normal exit, an error, or a fatal signal (SIGTERM, SIGHUP, SIGQUIT, SIGINT from `kill`).
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var hasSavedTermios = false
nonisolated(unsafe) private var restoreSequence: [UInt8] = []
nonisolated(unsafe) var windowSizeChanged: sig_atomic_t = 0
/// Set when the process continues after a stop (⌃Z, SIGTSTP or SIGSTOP): the
/// terminal must be prepared and the prompt redrawn again.
nonisolated(unsafe) var continuedAfterStop: sig_atomic_t = 0

private let onFatalSignal: @convention(c) (Int32) -> Void = { signal in
    TerminalGuard.restoreNow()
    // Re-raise with the default action so the exit status tells the truth.
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

private let onWindowChange: @convention(c) (Int32) -> Void = { _ in
    windowSizeChanged = 1
}

/// SIGTSTP (⌃Z, or `kill -TSTP`): restore the terminal, then stop for real with
/// the default action; execution resumes here on SIGCONT. Async-signal-safe.
private func onStopSignal(_ signal: Int32) {
    TerminalGuard.restoreNow()
    Glibc.signal(SIGTSTP, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTSTP)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    // Stops here. (In an orphaned process group the kernel discards it and we go on.)
    raise(SIGTSTP)
    Glibc.signal(SIGTSTP, onStopSignal)
    continuedAfterStop = 1
}

private let onContinue: @convention(c) (Int32) -> Void = { _ in
    continuedAfterStop = 1
}

enum TerminalGuard {
    /// Saves the terminal state of `fd` and installs the signal handlers.
    static func install(fd: Int32) {
        if tcgetattr(fd, &savedTermios) == 0 { hasSavedTermios = true }
        let handled = [SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGWINCH, SIGTSTP, SIGCONT]
        for s in [SIGTERM, SIGHUP, SIGQUIT, SIGINT] { signal(s, onFatalSignal) }
        signal(SIGWINCH, onWindowChange)
        signal(SIGTSTP, onStopSignal)
        signal(SIGCONT, onContinue)
        signal(SIGPIPE, SIG_IGN)
        // A parent may have started us with these blocked; they must get through.
        var set = sigset_t()
        sigemptyset(&set)
        for s in handled { sigaddset(&set, s) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Bytes to write before restoring (e.g. pop the kitty keyboard mode, end bracketed paste).
    static func setRestoreSequence(_ bytes: [UInt8]) { restoreSequence = bytes }

    /// Stops the process as ⌃Z does, with the terminal restored first.
    static func suspend() { raise(SIGTSTP) }

    /// Restores the saved terminal settings. Async-signal-safe: only write and tcsetattr.
    static func restoreNow() {
        if !restoreSequence.isEmpty {
            _ = restoreSequence.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        }
        if hasSavedTermios { tcsetattr(0, TCSAFLUSH, &savedTermios) }
    }
}
