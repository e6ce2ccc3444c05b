import KeyGraph
import KeyGraphFormats
import KeyGraphScript
import KeyGraphTerminal

/// Reading input files without Foundation (it would add to every run's start-up time).
enum FileIO {
    /// The largest file KeyGraph reads.
    static let maximumFileSize = 64 * 1024 * 1024

    struct ReadError: Error {
        /// Why the file was not read.
        enum Reason {
            /// The system refused: no such file, a folder, no permission.
            case unreadable
            /// It is larger than ``maximumFileSize``.
            case tooLarge
        }

        var message: String
        var reason = Reason.unreadable
    }

    /// Reads a whole file as UTF-8 (invalid bytes become U+FFFD); `-` reads standard input.
    /// For state files, whose own reader decides what is corrupt; input files that are
    /// parsed go through ``readSource(_:name:)``.
    static func read(_ path: String) throws(ReadError) -> String {
        String(decoding: try readBytes(path), as: UTF8.self)
    }

    /// Reads a file KeyGraph parses (`-` reads standard input), named `name` in
    /// diagnostics (default: the path as given). A file that cannot be read is reported
    /// as `FILE: error: …` (there is no line to point at); one that is not UTF-8 as a
    /// located error at its first bad byte.
    static func readSource(_ path: String, name: String? = nil) throws(DiagnosticError) -> SourceFile {
        // A keymap KeyGraph ships (`keygraph:vscode-linux`) is in the binary, not on disk.
        if let shipped = ShippedKeymap.named(source: path) { return shipped.source }
        let bytes: [UInt8]
        do {
            bytes = try readBytes(path)
        } catch {
            throw DiagnosticError(
                Diagnostic(.error, file: path, position: SourcePosition(line: 0, column: 0), message: error.message))
        }
        return try SourceFile(name: name ?? path, utf8: bytes)
    }

    /// Reads a whole file's bytes; `-` reads standard input.
    static func readBytes(_ path: String) throws(ReadError) -> [UInt8] {
        let fd = path == "-" ? 0 : System.openForReading(path)
        guard fd >= 0 else { throw ReadError(message: "cannot read the file: \(System.describe())") }
        defer { if fd != 0 { System.closeFile(fd) } }
        if System.fileKind(of: fd) == .folder {
            throw ReadError(message: "cannot read the file: it is a directory")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = System.readBytes(from: fd, into: &chunk)
            if n < 0 {
                if System.wasInterrupted { continue }
                throw ReadError(message: "cannot read the file: \(System.describe())")
            }
            if n == 0 { break }
            bytes += chunk[0..<n]
            if bytes.count > maximumFileSize {
                throw ReadError(
                    message: "the file is larger than \(maximumFileSize / 1024 / 1024) MiB", reason: .tooLarge)
            }
        }
        return bytes
    }

    /// The files scripts and the REPL reach (`load`, `state`): read as they are, written
    /// atomically, a corrupt file moved aside (``StateFile``).
    /// `load app DIR` reads a SwiftUI project's folder as `--swift DIR` does.
    static let client: FileClient = {
        var client = FileClient(
            read: { (path) throws(FileClient.Failure) -> [UInt8] in
                do throws(ReadError) {
                    return try readBytes(path)
                } catch {
                    throw FileClient.Failure(message: error.message)
                }
            },
            write: { (path, text) throws(FileClient.Failure) in try StateFile.writeAtomically(text, to: path) },
            moveAside: { (path) throws(FileClient.Failure) -> String in try StateFile.moveAside(path) })
        client.swiftApp = { (path, platform) throws(DiagnosticError) -> AppModel? in
            try SwiftSourceFolder.appIfFolder(path, platform: platform)
        }
        return client
    }()

    /// `$XDG_STATE_HOME/keygraph` (default `~/.local/state/keygraph`), created if missing.
    static func stateDirectory() -> String? {
        let base: String
        // The XDG spec: a relative XDG_STATE_HOME is invalid and ignored.
        if let xdg = System.environment("XDG_STATE_HOME"), xdg.hasPrefix("/") {
            base = xdg
        } else if let home = System.environment("HOME"), !home.isEmpty {
            base = home + "/.local/state"
        } else {
            return nil
        }
        let directory = base + "/keygraph"
        var path = ""
        var failure: Int32? = nil
        for component in directory.split(separator: "/") {
            path += "/" + component
            if let error = System.makeFolder(path) { failure = error }
        }
        if System.fileKind(directory) == .folder { return directory }
        // A state home that is a file, or cannot be written: say why history is off.
        let reason = System.describe(failure ?? System.notAFolder)
        writeError(
            "\(directory.escapedForDisplay): warning: cannot make the history directory (\(reason)); history is off")
        return nil
    }

    static func writeError(_ text: String) {
        writeAll(2, text.hasSuffix("\n") ? text : text + "\n")
    }

    static func writeOutput(_ text: String) {
        writeAll(1, text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes all of `text` unbuffered; a closed pipe ends the process quietly.
    static func writeAll(_ fd: Int32, _ text: String) {
        if !KeyGraphTerminal.writeAll(fd, text), System.wasBrokenPipe { System.exit(fd == 1 ? 0 : 2) }
    }
}
