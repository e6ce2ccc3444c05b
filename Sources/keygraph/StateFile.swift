import KeyGraph
import KeyGraphFormats
import KeyGraphScript

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `--state FILE` file and `state save|restore FILE`: written atomically
/// (temporary file, fsync, rename), a corrupt file moved aside, never overwritten.
enum StateFile {
    /// Writes `text` to a temporary file beside `path`, flushes it to disk and renames it over `path`.
    static func writeAtomically(_ text: String, to path: String) throws(FileClient.Failure) {
        let temporary = "\(path).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard fd >= 0 else { throw failure("cannot create \(temporary)") }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                let error = failure("cannot write \(temporary)")
                close(fd)
                unlink(temporary)
                throw error
            }
            offset += n
        }
        guard fsync(fd) == 0 else {
            let error = failure("cannot flush \(temporary)")
            close(fd)
            unlink(temporary)
            throw error
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot rename \(temporary) to \(path)")
            unlink(temporary)
            throw error
        }
        // Make the rename itself durable.
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let dfd = open(directory, O_RDONLY)
        if dfd >= 0 {
            fsync(dfd)
            close(dfd)
        }
    }

    /// Renames a corrupt file to `FILE.corrupt` (or `FILE.corrupt-2`, …) and returns the new name.
    static func moveAside(_ path: String) throws(FileClient.Failure) -> String {
        var aside = path + ".corrupt"
        var n = 2
        var st = stat()
        while stat(aside, &st) == 0 {
            aside = "\(path).corrupt-\(n)"
            n += 1
        }
        guard rename(path, aside) == 0 else { throw failure("cannot move \(path) aside") }
        return aside
    }

    private static func failure(_ what: String) -> FileClient.Failure {
        FileClient.Failure(message: "\(what): \(String(cString: strerror(errno)))")
    }

    /// Restores `session` from `path` when the file exists, as the app's launch state
    /// (not an undoable change); a corrupt file is moved aside with a warning and the
    /// session starts fresh.
    static func restore(_ session: inout Session, from path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return }  // no saved state yet
        let text: String
        do {
            text = try FileIO.read(path)
        } catch {
            FileIO.writeError("\(path.escapedForDisplay): warning: \(error.message)")
            return
        }
        let events: [Session.Event]
        do {
            let restored = try StateArchive.restore(text, app: session.app, records: session.state)
            events = session.handle(.restoreAtLaunch(restored))
        } catch {
            events = [.failed("the saved state is corrupt: \(error.message)")]
        }
        for event in events {
            switch event {
            case .failed(let message):
                let note: String
                do {
                    note = "moved it to \(try moveAside(path))"
                } catch {
                    note = "could not move it aside: \(error.message)"
                }
                FileIO.writeError(
                    "\(path.escapedForDisplay): warning: \(message.escapedForDisplay); \(note.escapedForDisplay)")
            case .message(let message):
                FileIO.writeError("\(path.escapedForDisplay): note: \(message.escapedForDisplay)")
            default:
                break
            }
        }
    }

    /// Saves `session`'s state to `path`, reporting a failure on standard error. With no
    /// window open there is nothing to save, and the file is left as it is.
    static func save(_ session: Session, to path: String) -> Bool {
        guard StateArchive.hasWindows(session.state) else { return true }
        do {
            try writeAtomically(StateArchive.text(of: session.state), to: path)
            return true
        } catch {
            FileIO.writeError(
                "\(path.escapedForDisplay): error: cannot save the state: \(error.message.escapedForDisplay)")
            return false
        }
    }
}
