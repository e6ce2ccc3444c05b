import CTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Locates and runs the built `keygraph` binary.
enum Binary {
    /// The package root, from this file's path.
    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/EndToEndTests/Binary.swift
        return parts.joined(separator: "/")
    }()

    /// `keygraph`, next to the running test bundle (the same build configuration).
    static let path: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 {
            let exe = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            var dir = exe.split(separator: "/", omittingEmptySubsequences: false)
            dir.removeLast()
            let candidate = dir.joined(separator: "/") + "/keygraph"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return packageRoot + "/.build/debug/keygraph"
    }()

    /// `check`'s text output without its counts by rule and by file (the lines from `by rule:`
    /// to the totals line), for tests that pin the findings alone.
    static func withoutSummary(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "by rule:"),
            let end = lines[start...].firstIndex(where: { $0.contains(" errors, ") || $0.contains(" error, ") })
        else { return text }
        lines.removeSubrange(start..<end)
        return lines.joined(separator: "\n")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The run outlived its `timeout` and was killed (`status` is then 128 + SIGKILL).
        var timedOut = false
    }

    /// Runs `keygraph ARGS` with `input` on standard input (a pipe, not a terminal).
    ///
    /// With a `timeout` (seconds), a run still going after it is killed and reported as
    /// `timedOut`, so a hang fails the test instead of blocking the suite.
    static func run(
        _ arguments: [String], input: String = "", environment: [String] = [], workingDirectory: String? = nil,
        timeout: Double? = nil
    ) throws -> Result {
        try run(
            arguments, inputBytes: Array(input.utf8), environment: environment, workingDirectory: workingDirectory,
            timeout: timeout)
    }

    /// Runs `keygraph ARGS` with `inputBytes` on standard input, byte for byte (they need not be UTF-8).
    static func run(
        _ arguments: [String], inputBytes: [UInt8], environment: [String] = [], workingDirectory: String? = nil,
        timeout: Double? = nil, executable: String = path
    ) throws -> Result {
        var inPipe: [Int32] = [0, 0]
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        guard kg_pipe_cloexec(&inPipe) == 0, kg_pipe_cloexec(&outPipe) == 0, kg_pipe_cloexec(&errPipe) == 0 else {
            throw SpawnError.failed("pipe")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in inPipe + outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        if let workingDirectory { kg_file_actions_chdir(&actions, workingDirectory) }
        let pid = try spawn(
            arguments, actions: &actions, attributes: nil, environment: environment, executable: executable)
        close(inPipe[0])
        close(outPipe[1])
        close(errPipe[1])
        _ = inputBytes.withUnsafeBytes { write(inPipe[1], $0.baseAddress, $0.count) }
        close(inPipe[1])
        // Read both pipes to the end without deadlock.
        var out: [UInt8] = []
        var err: [UInt8] = []
        var open = [outPipe[0], errPipe[0]]
        var chunk = [UInt8](repeating: 0, count: 65536)
        let deadline = timeout.map { monotonicSeconds() + $0 }
        var timedOut = false
        while !open.isEmpty {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let wait = deadline.map { Int32(max(0, min(10_000, ($0 - monotonicSeconds()) * 1000))) } ?? 10_000
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0, errno == EINTR { continue }
            if ready == 0, let deadline {
                guard monotonicSeconds() >= deadline else { continue }
                kill(pid, SIGKILL)
                timedOut = true
                for fd in open { close(fd) }
                break
            }
            guard ready > 0 else { break }
            for p in fds where p.revents != 0 {
                let n = read(p.fd, &chunk, chunk.count)
                if n <= 0 {
                    close(p.fd)
                    open.removeAll { $0 == p.fd }
                } else if p.fd == outPipe[0] {
                    out += chunk[0..<n]
                } else {
                    err += chunk[0..<n]
                }
            }
        }
        return Result(
            status: waitStatus(pid), stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self), timedOut: timedOut)
    }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    enum SpawnError: Error { case failed(String) }

    static func spawn(
        _ arguments: [String], actions: inout posix_spawn_file_actions_t, attributes: UnsafePointer<posix_spawnattr_t>?,
        environment: [String], executable: String = path
    ) throws -> pid_t {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        // A variable `environment` sets replaces the default (getenv finds the first).
        let names = Set(environment.map { $0.prefix { $0 != "=" } })
        let defaults = ["PATH=/usr/bin:/bin", "HOME=/nonexistent", "LANG=C.UTF-8", "TERM=xterm-256color"].filter {
            !names.contains($0.prefix { $0 != "=" })
        }
        let env = (defaults + environment).map { strdup($0) } + [nil]
        defer { for p in argv + env { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, attributes, argv, env)
        guard rc == 0 else { throw SpawnError.failed("posix_spawn \(executable): \(rc)") }
        return pid
    }

    /// Waits for `pid`; returns its exit status, or 128 + signal.
    static func waitStatus(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if status & 0x7F == 0 { return (status >> 8) & 0xFF }
        return 128 + (status & 0x7F)
    }
}
