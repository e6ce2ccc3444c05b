import CTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `keygraph` running in a pseudo-terminal: tests type real key bytes
/// into it and read what it draws.
final class PseudoTerminal {
    private(set) var master: Int32
    /// The terminal side, kept open so its settings can be read after the program exits.
    let slave: Int32
    let pid: pid_t
    /// The terminal's settings before the program started.
    let initialSettings: termios
    private(set) var output: [UInt8] = []
    private var exitStatus: Int32? = nil

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// - Parameter asJob: start the program as a shell starts a job (its own process
    ///   group in this session) rather than as a session leader, so that SIGTSTP
    ///   really stops it. It then has no controlling terminal, as before.
    /// - Parameter columns: the terminal's width (it has 24 rows).
    init(arguments: [String] = [], environment: [String] = [], asJob: Bool = false, columns: UInt16 = 100) throws {
        var pair: (master: Int32, slave: Int32) = (-1, -1)
        guard kg_open_pty(&pair.master, &pair.slave) == 0 else {
            throw Failure(description: "cannot open a pseudo-terminal")
        }
        master = pair.master
        slave = pair.slave
        // Never block writing keys: ``send(_:)`` waits with poll and reads meanwhile.
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var settings = termios()
        tcgetattr(slave, &settings)
        initialSettings = settings
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, fd) }
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if asJob {
            kg_spawnattr_set_new_process_group(&attributes)
        } else {
            kg_spawnattr_set_new_session(&attributes)
        }
        pid = try Binary.spawn(arguments, actions: &actions, attributes: &attributes, environment: environment)
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            _ = Binary.waitStatus(pid)
        }
        if master >= 0 { close(master) }
        close(slave)
    }

    /// Closes the terminal's keyboard-and-screen side, as when a terminal window closes.
    func hangUp() {
        if master >= 0 { close(master) }
        master = -1
    }

    /// Resizes the terminal and tells the program (it has no controlling terminal,
    /// so the kernel would not send SIGWINCH itself).
    func resize(rows: UInt16, columns: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        kill(pid, SIGWINCH)
    }

    /// Waits until the program is stopped (by SIGTSTP or ⌃Z), reading its output meanwhile.
    func waitForStop(timeout milliseconds: Int32 = 10_000) throws {
        var waited: Int32 = 0
        let started = Self.now()
        while waited < milliseconds {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG | WUNTRACED) == pid {
                if status & 0xFF == 0x7F { return }
                throw Failure(description: "the program ended (status \(status)) instead of stopping")
            }
            readAvailable(waitingAtMost: 50)
            waited = Self.milliseconds(since: started)
        }
        throw Failure(description: "the program did not stop; the screen holds:\n\(screen.debugDescription)")
    }

    /// Types bytes, as a keyboard would.
    func send(_ bytes: [UInt8]) {
        // Large inputs fill the terminal's buffer while the program draws: keep
        // reading its output between writes, so neither side waits on the other.
        var offset = 0
        var idle: Int32 = 0
        while offset < bytes.count, master >= 0, idle < 30_000 {
            var fds = pollfd(fd: master, events: Int16(POLLIN | POLLOUT), revents: 0)
            guard poll(&fds, 1, 100) > 0 else {
                idle += 100
                continue
            }
            if fds.revents & Int16(POLLIN) != 0 { readAvailable(waitingAtMost: 0) }
            if fds.revents & Int16(POLLOUT) != 0 {
                let chunk = min(4096, bytes.count - offset)
                let n = bytes.withUnsafeBytes { write(master, $0.baseAddress! + offset, chunk) }
                if n > 0 {
                    offset += n
                    idle = 0
                } else if n < 0 && errno != EINTR && errno != EAGAIN {
                    return
                }
            }
            if fds.revents & Int16(POLLHUP | POLLERR) != 0, fds.revents & Int16(POLLOUT) == 0 { return }
        }
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// Everything drawn so far, as text (escape sequences included).
    var screen: String { String(decoding: output, as: UTF8.self) }

    /// Reads until `text` appears after byte offset `from`, or the timeout.
    @discardableResult
    func waitFor(_ text: String, after from: Int = 0, timeout milliseconds: Int32 = 10_000) throws -> Int {
        let needle = Array(text.utf8)
        var waited: Int32 = 0
        let started = Self.now()
        var searched = from  // bytes before this (less a needle's length) hold no match
        while true {
            if let range = Self.find(needle, in: output, from: max(from, searched - needle.count + 1)) { return range }
            searched = output.count
            guard waited < milliseconds else {
                throw Failure(
                    description:
                        "timed out waiting for \(text.debugDescription); the screen holds:\n\(String(decoding: output[min(from, output.count)...], as: UTF8.self).debugDescription)"
                )
            }
            readAvailable(waitingAtMost: 50)
            waited = Self.milliseconds(since: started)
        }
    }

    /// Reads whatever arrives within `milliseconds`.
    func readAvailable(waitingAtMost milliseconds: Int32) {
        guard master >= 0 else {
            usleep(useconds_t(milliseconds) * 1000)  // hung up: nothing to read, but time still passes
            return
        }
        var fds = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&fds, 1, milliseconds) > 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 65536)
        // A pseudo-terminal hands out a few KiB per read: drain what is there.
        while true {
            let n = read(master, &chunk, chunk.count)
            guard n > 0 else { return }
            output += chunk[0..<n]
        }
    }

    /// Waits for the program to exit; returns its status (128 + signal if killed).
    func waitForExit(timeout milliseconds: Int32 = 10_000) throws -> Int32 {
        var waited: Int32 = 0
        let started = Self.now()
        while waited < milliseconds {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                readAvailable(waitingAtMost: 0)
                let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                exitStatus = code
                return code
            }
            readAvailable(waitingAtMost: 50)
            waited = Self.milliseconds(since: started)
        }
        throw Failure(description: "the program did not exit; the screen holds:\n\(screen.debugDescription)")
    }

    /// The terminal's current settings.
    var currentSettings: termios {
        var settings = termios()
        tcgetattr(slave, &settings)
        return settings
    }

    /// Milliseconds on a monotonic clock: timeouts are real time, however much output arrives.
    private static func now() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }

    private static func milliseconds(since start: Int64) -> Int32 { Int32(clamping: now() - start) }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                var i = max(0, from)
                while i + pin.count <= hay.count {
                    if hay[i] == pin[0], memcmp(hay.baseAddress! + i, pin.baseAddress!, pin.count) == 0 {
                        return i + pin.count
                    }
                    i += 1
                }
                return nil
            }
        }
    }
}

/// A fresh private directory for state files (history).
func makeTemporaryDirectory() -> String {
    var template = Array("/tmp/keygraph-test-XXXXXX".utf8CString)
    guard let result = mkdtemp(&template) else { return "/tmp" }
    return String(cString: result)
}

extension PseudoTerminal {
    /// Starts the REPL (colour off, and a fresh state directory unless `environment`
    /// names one) and waits for its prompt.
    static func repl(
        _ arguments: [String] = [], environment: [String] = ["NO_COLOR=1"], columns: UInt16 = 100
    ) throws -> PseudoTerminal {
        let ownState = environment.contains { $0.hasPrefix("XDG_STATE_HOME=") }
        let terminal = try PseudoTerminal(
            arguments: arguments,
            environment: (ownState ? [] : ["XDG_STATE_HOME=\(makeTemporaryDirectory())"]) + environment,
            columns: columns)
        try terminal.waitFor("recipes main ⟩ ")
        return terminal
    }

    /// Types `line` and Return; returns the lines printed before the next prompt, and that prompt.
    func reply(to line: String) throws -> (lines: [String], prompt: String) {
        let mark = output.count
        send(line + "\r")
        let start = try waitFor(line + "\r\n", after: mark)
        let end = try waitFor(" ⟩ ", after: start)
        let text = String(decoding: output[start..<end], as: UTF8.self)
        var lines = text.split(separator: Character("\r\n"), omittingEmptySubsequences: false).map(String.init)
        let prompt = lines.removeLast()
        return (lines, prompt)
    }

    /// What was drawn after byte offset `mark`, as text.
    func drawn(after mark: Int) -> String { String(decoding: output[min(mark, output.count)...], as: UTF8.self) }
}
