// The seam to the C library: the ONLY file of KeyGraphLayouts that imports one (Glibc on
// Linux, Darwin on macOS, Musl for static Linux builds); XKBSeam.swift is the one to
// libxkbcommon. What differs between the systems is settled here (docs/architecture.md,
// "Building on macOS").
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#else
#error("KeyGraphLayouts needs a POSIX C library (Glibc, Darwin or Musl)")
#endif

/// The system calls the layouts module makes: an environment variable and whole files.
enum System {
    /// The environment variable `name`, or nil when it is not set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Where xkb-data is when `$XKB_CONFIG_ROOT` does not say: Debian's place on Linux;
    /// on macOS, where Homebrew's xkeyboardconfig (libxkbcommon's dependency) puts it,
    /// under /opt/homebrew on Apple silicon and /usr/local on Intel.
    static var defaultXKBRoot: String {
        #if canImport(Darwin) && arch(arm64)
        "/opt/homebrew/share/X11/xkb"
        #elseif canImport(Darwin)
        "/usr/local/share/X11/xkb"
        #else
        "/usr/share/X11/xkb"
        #endif
    }

    /// A whole file, or nil when it cannot be read.
    static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
