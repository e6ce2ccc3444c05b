import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// The `--state FILE` file and `state save|restore FILE`: written atomically
/// (temporary file, fsync, rename), a corrupt file moved aside, never overwritten.
enum StateFile {
    /// Writes `text` to a temporary file beside `path`, flushes it to disk and renames it over `path`.
    static func writeAtomically(_ text: String, to path: String) throws(FileClient.Failure) {
        let temporary = "\(path).tmp-\(System.processID)"
        let fd = System.createForWriting(temporary)
        guard fd >= 0 else { throw failure("cannot create \(temporary)") }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                System.writeBytes(to: fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if n < 0 {
                if System.wasInterrupted { continue }
                let error = failure("cannot write \(temporary)")
                System.closeFile(fd)
                System.removeFile(temporary)
                throw error
            }
            offset += n
        }
        guard System.sync(fd) else {
            let error = failure("cannot flush \(temporary)")
            System.closeFile(fd)
            System.removeFile(temporary)
            throw error
        }
        System.closeFile(fd)
        guard System.renameFile(temporary, to: path) else {
            let error = failure("cannot rename \(temporary) to \(path)")
            System.removeFile(temporary)
            throw error
        }
        // Make the rename itself durable.
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let dfd = System.openForReading(directory)
        if dfd >= 0 {
            System.sync(dfd)
            System.closeFile(dfd)
        }
    }

    /// Renames a corrupt file to `FILE.corrupt` (or `FILE.corrupt-2`, …) and returns the new name.
    static func moveAside(_ path: String) throws(FileClient.Failure) -> String {
        var aside = path + ".corrupt"
        var n = 2
        while System.fileKind(aside) != nil {
            aside = "\(path).corrupt-\(n)"
            n += 1
        }
        guard System.renameFile(path, to: aside) else { throw failure("cannot move \(path) aside") }
        return aside
    }

    private static func failure(_ what: String) -> FileClient.Failure {
        FileClient.Failure(message: "\(what): \(System.describe())")
    }

    /// Restores `session` from `path` when the file exists, and returns what saves the
    /// session's state back to it as it changes. A corrupt file is moved aside with a warning
    /// and the session starts fresh; a file another app saved is left untouched, with a
    /// located warning, and this session's state is not saved to it.
    static func restore(_ session: inout Session, from path: String) -> StateAutosave {
        let app = session.app.name
        // No saved state yet: the first change creates the file.
        guard System.fileKind(path) != nil else { return StateAutosave(path: path, app: app, saved: nil) }
        let text: String
        do {
            text = try FileIO.read(path)
        } catch {
            FileIO.writeError("\(path.escapedForDisplay): warning: \(error.message)")
            return StateAutosave(path: path, app: app, saved: nil)
        }
        if let other = StateArchive.otherApp(in: text, app: app) {
            FileIO.writeError(
                Diagnostic(
                    .warning, file: path, position: other.position, length: other.app.count + 2,
                    message:
                        "the file holds the state of the app '\(other.app)', not '\(app)': it is left untouched, "
                        + "and this session's state is not saved",
                    hint: "give this app its own --state file",
                    sourceLine: text.sourceLines().dropFirst(other.position.line - 1).first.map(String.init)
                ).rendered)
            return StateAutosave(path: path, app: app, saved: nil, isRefused: true)
        }
        let events: [Session.Event]
        do {
            let restored = try StateArchive.restore(text, app: session.app, records: session.state)
            events = session.handle(.restoreAtLaunch(restored))
        } catch {
            events = [.failed("the saved state is corrupt: \(error.message)")]
        }
        var restored = true
        for event in events {
            switch event {
            case .failed(let message):
                restored = false
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
        let saved =
            restored && StateArchive.hasWindows(session.state) ? StateArchive.text(of: session.state, app: app) : nil
        return StateAutosave(path: path, app: app, saved: saved)
    }

    /// On exit: notes `session`'s last state and writes whatever change waits, reporting a
    /// failure on standard error. Nothing to do without a state file.
    /// - Returns: false when the state could not be saved.
    static func flush(_ session: Session, _ autosave: inout StateAutosave?) -> Bool {
        guard var saver = autosave else { return true }
        defer { autosave = saver }
        _ = saver.note(session.state, of: session.app.name, at: monotonicNow(), files: FileIO.client)
        guard let failure = saver.flush(files: FileIO.client) else { return true }
        FileIO.writeError("\(saver.path.escapedForDisplay): error: \(failure.escapedForDisplay)")
        return false
    }

    /// Notes `session`'s state after a line or a key, and writes it once the debounce is due
    /// (a failure is a warning: the next change, or exit, tries again). Nothing to do without a
    /// state file.
    /// - Returns: when to call again with no input, if a change waits.
    @discardableResult
    static func note(_ session: Session, _ autosave: inout StateAutosave?) -> UInt64? {
        guard var saver = autosave else { return nil }
        defer { autosave = saver }
        let result = saver.note(session.state, of: session.app.name, at: monotonicNow(), files: FileIO.client)
        if let failure = result.failure {
            FileIO.writeError("\(saver.path.escapedForDisplay): warning: \(failure.escapedForDisplay)")
        }
        return result.deadline
    }

    /// Milliseconds on a monotonic clock.
    static func monotonicNow() -> UInt64 { System.monotonicNanoseconds() / 1_000_000 }
}
