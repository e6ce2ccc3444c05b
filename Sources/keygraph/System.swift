// The seam to the C library: the ONLY file of the executable that imports one (Glibc on
// Linux, Darwin on macOS, Musl for static Linux builds). Every system call the command line
// makes — files, folders, the environment, the clock, the terminal's width, exit — goes
// through `System` below, and what differs between the C libraries is settled here
// (docs/architecture.md, "Building on macOS").
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#else
#error("keygraph needs a POSIX C library (Glibc, Darwin or Musl)")
#endif

/// The system calls the command line makes, by what they do.
enum System {
    // MARK: - The process

    /// Ends the process at once with `status` (libc's `exit`: no unwinding, nothing freed;
    /// `ParsableCommand.exit` would hide it inside a command).
    static func exit(_ status: Int32) -> Never { exitProcess(status) }

    /// This process's id.
    static var processID: Int32 { getpid() }

    /// The environment variable `name`, or nil when it is not set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The whole environment, by name.
    static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    /// Nanoseconds on a monotonic clock.
    static func monotonicNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    // MARK: - Terminals

    /// Whether `fd` is a terminal.
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// The width of the terminal `fd` is, when it is one and says one above 0.
    static func terminalColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        // TIOCGWINSZ is a C constant on Linux and a Swift one (from the overlay) on Darwin.
        guard isTerminal(fd), ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    // MARK: - Errors

    /// The last call's error (`errno`).
    static var lastError: Int32 { errno }

    /// The last call's error was EINTR: a signal came first, and the call may be made again.
    static var wasInterrupted: Bool { errno == EINTR }

    /// The last call's error was EPIPE: the reader of a pipe has gone.
    static var wasBrokenPipe: Bool { errno == EPIPE }

    /// ENOTDIR, for a path that should be a folder and is not.
    static var notAFolder: Int32 { ENOTDIR }

    /// What the error `code` means (`strerror`): the last call's error by default.
    static func describe(_ code: Int32? = nil) -> String { String(cString: strerror(code ?? errno)) }

    // MARK: - Files and folders

    /// What a path names.
    enum FileKind {
        case folder, regularFile, other

        /// The kind in a `stat` result's mode (`st_mode` is 32 bits on Linux and 16 on Darwin;
        /// the overlay's S_IF constants have its type on both).
        fileprivate init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFDIR: self = .folder
            case S_IFREG: self = .regularFile
            default: self = .other
            }
        }
    }

    /// What `path` names; nil when nothing is there (or it cannot be looked at: ``lastError``).
    /// A symbolic link is followed unless `followingLinks` is false.
    static func fileKind(_ path: String, followingLinks: Bool = true) -> FileKind? {
        var st = stat()
        guard (followingLinks ? stat(path, &st) : lstat(path, &st)) == 0 else { return nil }
        return FileKind(mode: st.st_mode)
    }

    /// What the open descriptor `fd` is; nil when it cannot be looked at.
    static func fileKind(of fd: Int32) -> FileKind? {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return nil }
        return FileKind(mode: st.st_mode)
    }

    /// Whether this process may read the file at `path`.
    static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

    /// The working directory, absolute; nil when it cannot be read.
    static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names in the folder `path` (without `.` and `..`), or nil when it cannot be opened.
    static func folderEntries(_ path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            // `d_name` is a fixed C array: 256 bytes on Linux, 1,024 on Darwin.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Makes the folder `path` (only this process's user may use it). Returns the error,
    /// or nil when the folder was made or something was already there.
    static func makeFolder(_ path: String) -> Int32? {
        mkdir(path, 0o700) == 0 || errno == EEXIST ? nil : errno
    }

    /// Opens `path` for reading: the descriptor, or -1 (``lastError``).
    static func openForReading(_ path: String) -> Int32 { open(path, O_RDONLY) }

    /// Creates (or empties) `path` for writing, readable only by this process's user: the
    /// descriptor, or -1 (``lastError``).
    static func createForWriting(_ path: String) -> Int32 { open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }

    /// Reads what `fd` has, up to `buffer.count` bytes: how many were read, 0 at the end
    /// of the file, -1 on an error.
    static func readBytes(from fd: Int32, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    }

    /// Writes up to `count` bytes from `base` to `fd`: how many went, -1 on an error.
    static func writeBytes(to fd: Int32, _ base: UnsafeRawPointer?, _ count: Int) -> Int {
        write(fd, base, count)
    }

    /// Flushes what was written to `fd` to the disk; false on an error.
    @discardableResult
    static func sync(_ fd: Int32) -> Bool { fsync(fd) == 0 }

    /// Closes `fd`.
    static func closeFile(_ fd: Int32) { _ = close(fd) }

    /// Renames `from` to `to`, replacing `to`; false on an error (``lastError``).
    static func renameFile(_ from: String, to: String) -> Bool { rename(from, to) == 0 }

    /// Removes the file at `path`.
    static func removeFile(_ path: String) { _ = unlink(path) }
}

/// libc's `exit`, under a name `System.exit` does not hide.
private func exitProcess(_ status: Int32) -> Never { exit(status) }
