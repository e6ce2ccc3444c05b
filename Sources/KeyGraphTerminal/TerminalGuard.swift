#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's settings as KeyGraph found them, restored on every way out:
/// normal exit, an error, or a signal (SIGTERM, SIGHUP, SIGQUIT, SIGINT from `kill`).
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var hasSavedTermios = false
nonisolated(unsafe) private var restoreSequence: [UInt8] = []
nonisolated(unsafe) var windowSizeChanged: sig_atomic_t = 0
/// Set when the process continues after a stop (⌃Z, SIGTSTP or SIGSTOP): the
/// terminal must be prepared and the prompt redrawn again.
nonisolated(unsafe) var continuedAfterStop: sig_atomic_t = 0
/// SIGTERM or SIGHUP, once one has come: the REPL saves and leaves with 128 + it.
nonisolated(unsafe) var terminationSignal: sig_atomic_t = 0
/// The self-pipe: handlers write a byte to `wakeUpPipe[1]` so that the REPL's poll,
/// which also watches `wakeUpPipe[0]`, wakes for a signal that came just before it.
nonisolated(unsafe) var wakeUpPipe: (read: Int32, write: Int32) = (-1, -1)

/// Wakes the REPL's poll. Async-signal-safe: one write, errors ignored.
private func wakeUp() {
    var byte: UInt8 = 0
    if wakeUpPipe.write >= 0 { _ = write(wakeUpPipe.write, &byte, 1) }
}

private let onFatalSignal: @convention(c) (Int32) -> Void = { signal in
    TerminalGuard.restoreNow()
    // Re-raise with the default action so the exit status tells the truth.
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
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
    Glibc.signal(SIGTSTP, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTSTP)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    // Stops here. (In an orphaned process group the kernel discards it and we go on.)
    raise(SIGTSTP)
    Glibc.signal(SIGTSTP, onStopSignal)
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
        if tcgetattr(fd, &savedTermios) == 0 { hasSavedTermios = true }
        var fds: [Int32] = [-1, -1]
        if wakeUpPipe.read < 0, pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            wakeUpPipe = (fds[0], fds[1])
        }
        let handled = [SIGTERM, SIGHUP, SIGQUIT, SIGINT, SIGWINCH, SIGTSTP, SIGCONT]
        for s in [SIGQUIT, SIGINT] { signal(s, onFatalSignal) }
        for s in [SIGTERM, SIGHUP] { signal(s, onTerminationSignal) }
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

    /// Empties the self-pipe after a wake-up.
    static func drainWakeUps() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while wakeUpPipe.read >= 0, read(wakeUpPipe.read, &bytes, bytes.count) > 0 {}
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
