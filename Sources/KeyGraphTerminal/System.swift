// The seam to the C library: the ONLY file of KeyGraphTerminal that imports one (Glibc on
// Linux, Darwin on macOS, Musl for static Linux builds). Every system call the terminal host
// makes goes through `System` below, and what differs between the C libraries is settled
// here (docs/architecture.md, "Building on macOS"). ReadlineSeam.swift reaches the C library
// through it too.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#else
#error("KeyGraphTerminal needs a POSIX C library (Glibc, Darwin or Musl)")
#endif

/// The system calls the terminal host makes, by what they do.
enum System {
    // MARK: - Descriptors and errors

    /// Reads what `fd` has, up to `buffer.count` bytes, into `buffer`: how many were
    /// read, 0 at the end of the input, -1 on an error (``wasInterrupted``, ``wouldBlock``).
    static func readBytes(from fd: Int32, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    }

    /// Writes up to `count` bytes from `base` to `fd`: how many went, -1 on an error.
    /// Async-signal-safe.
    static func writeBytes(to fd: Int32, _ base: UnsafeRawPointer?, _ count: Int) -> Int {
        write(fd, base, count)
    }

    /// The last call's error was EINTR: a signal came first, and the call may be made again.
    static var wasInterrupted: Bool { errno == EINTR }

    /// The last call's error was EAGAIN: nothing to read on a descriptor that does not wait.
    static var wouldBlock: Bool { errno == EAGAIN }

    /// Whether `fd` is a terminal.
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The environment variable `name`, or nil when it is not set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Milliseconds on a monotonic clock.
    static func monotonicMilliseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1000 + UInt64(ts.tv_nsec) / 1_000_000
    }

    /// The size of the terminal `fd` is, when it says one (rows and columns both above 0).
    static func windowSize(of fd: Int32) -> (rows: Int, columns: Int)? {
        var size = winsize()
        // TIOCGWINSZ is a C constant on Linux and a Swift one (from the overlay) on Darwin.
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// A pipe whose ends do not block and are closed in child processes; nil if none could be made.
    static func nonBlockingPipe() -> (read: Int32, write: Int32)? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        return (fds[0], fds[1])
    }

    // MARK: - Waiting for input

    /// Descriptors to wait on for input (`poll`'s table), made once and filled before each wait.
    struct PollSet {
        private var entries: [pollfd]

        init(count: Int) { entries = Array(repeating: pollfd(), count: count) }

        /// Waits for input on `fd` in slot `index` (a negative `fd` is passed over).
        mutating func watch(_ fd: Int32, at index: Int) {
            entries[index] = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        }

        /// Waits until one of the first `count` slots has input or hangs up, or `timeout`
        /// milliseconds pass: how many slots are ready, 0 after the time, -1 on an error.
        mutating func wait(count: Int, timeout: Int32) -> Int32 {
            // nfds_t is an unsigned long on Linux and an unsigned int on Darwin.
            entries.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t(count), timeout) }
        }

        /// Whether slot `index` has something to report since the last wait (input, a hang-up, an error).
        func isReady(_ index: Int) -> Bool { entries[index].revents != 0 }
    }

    /// Whether `fd` has bytes waiting to be read now.
    static func hasInputWaiting(_ fd: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
    }

    // MARK: - Signals

    /// A flag a signal handler sets and the loop reads (`sig_atomic_t`).
    typealias SignalFlag = sig_atomic_t

    /// The signals the terminal host handles. Computed, so that a signal handler reads no
    /// lazily made global.
    enum Signal {
        static var terminate: Int32 { SIGTERM }
        static var hangUp: Int32 { SIGHUP }
        static var quit: Int32 { SIGQUIT }
        static var interrupt: Int32 { SIGINT }
        static var windowChange: Int32 { SIGWINCH }
        static var terminalStop: Int32 { SIGTSTP }
        static var `continue`: Int32 { SIGCONT }
        static var brokenPipe: Int32 { SIGPIPE }
    }

    /// Calls `handler` when the signal `number` comes.
    static func handle(_ number: Int32, with handler: @convention(c) (Int32) -> Void) {
        _ = signal(number, handler)
    }

    /// Gives the signal `number` its default action back. Async-signal-safe.
    static func restoreDefaultAction(_ number: Int32) { _ = signal(number, SIG_DFL) }

    /// Ignores the signal `number`.
    static func ignore(_ number: Int32) { _ = signal(number, SIG_IGN) }

    /// Lets the signal `number` through if it was blocked. Async-signal-safe.
    static func unblock(_ number: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Sends the signal `number` to this process. Async-signal-safe.
    static func raiseSignal(_ number: Int32) { raise(number) }

    // MARK: - The terminal's settings

    /// A terminal's settings (`termios`), as saved to be restored.
    struct TerminalSettings {
        private var value: termios

        /// The settings of the terminal `fd`, or nil when it is not a terminal.
        init?(of fd: Int32) {
            value = termios()
            guard tcgetattr(fd, &value) == 0 else { return nil }
        }

        /// Puts the terminal `fd` back in these settings, discarding input not yet read.
        /// Async-signal-safe.
        func restore(to fd: Int32) {
            var value = value
            tcsetattr(fd, TCSAFLUSH, &value)
        }
    }

    // MARK: - C strings and streams (readline's)

    /// A copy of `text` in memory from `malloc`, for C code that keeps or frees it.
    static func duplicate(_ text: String) -> UnsafeMutablePointer<CChar>? { strdup(text) }

    /// Frees memory C code allocated with `malloc` and handed over.
    static func release(_ pointer: UnsafeMutableRawPointer?) { free(pointer) }

    /// Takes the character type (`LC_CTYPE`) from the user's locale; nothing else.
    static func useLocaleCharacterType() { setlocale(LC_CTYPE, "") }

    /// A C stream on standard output; nil if none could be made.
    static func standardOutputStream() -> UnsafeMutablePointer<FILE>? { fdopen(STDOUT_FILENO, "w") }

    /// Gives `stream` a buffer of `size` bytes that goes out when full or flushed.
    static func setFullBuffering(_ stream: UnsafeMutablePointer<FILE>, size: Int) {
        setvbuf(stream, nil, _IOFBF, size)
    }

    /// Writes out what `stream` holds; every output stream when `stream` is nil.
    static func flush(_ stream: UnsafeMutablePointer<FILE>? = nil) { fflush(stream) }

    /// Puts `bytes` in `stream`'s buffer.
    static func append(_ bytes: [UInt8], to stream: UnsafeMutablePointer<FILE>) {
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stream) }
    }

    /// Puts `text` in `stream`'s buffer.
    static func append(_ text: String, to stream: UnsafeMutablePointer<FILE>) { fputs(text, stream) }

    // MARK: - Files (the history's)

    /// This process's id.
    static var processID: Int32 { getpid() }

    /// Flushes the file at `path` to the disk; false if it cannot be opened or flushed.
    @discardableResult
    static func syncToDisk(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return fsync(fd) == 0
    }

    /// Renames `from` to `to`, replacing `to`; false on an error.
    static func renameFile(_ from: String, to: String) -> Bool { rename(from, to) == 0 }

    /// Removes the file at `path`.
    static func removeFile(_ path: String) { unlink(path) }
}
