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

private let onFatalSignal: @convention(c) (Int32) -> Void = { signal in
    TerminalGuard.restoreNow()
    // Re-raise with the default action so the exit status tells the truth.
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

private let onWindowChange: @convention(c) (Int32) -> Void = { _ in
    windowSizeChanged = 1
}

enum TerminalGuard {
    /// Saves the terminal state of `fd` and installs the signal handlers.
    static func install(fd: Int32) {
        if tcgetattr(fd, &savedTermios) == 0 { hasSavedTermios = true }
        let handled = [SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGWINCH, SIGTSTP, SIGCONT]
        for s in [SIGTERM, SIGHUP, SIGQUIT, SIGINT] { signal(s, onFatalSignal) }
        signal(SIGWINCH, onWindowChange)
        signal(SIGPIPE, SIG_IGN)
        // A parent may have started us with these blocked; they must get through.
        var set = sigset_t()
        sigemptyset(&set)
        for s in handled { sigaddset(&set, s) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Bytes to write before restoring (e.g. pop the kitty keyboard mode, end bracketed paste).
    static func setRestoreSequence(_ bytes: [UInt8]) { restoreSequence = bytes }

    /// Restores the saved terminal settings. Async-signal-safe: only write and tcsetattr.
    static func restoreNow() {
        if !restoreSequence.isEmpty {
            _ = restoreSequence.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        }
        if hasSavedTermios { tcsetattr(0, TCSAFLUSH, &savedTermios) }
    }
}
