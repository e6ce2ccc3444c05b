import Dispatch
import Synchronization

/// "reading 404 files…" on standard error while `--swift DIR` reads a project, once the
/// reading has taken more than a second; only when standard error is a terminal, and wiped
/// when the reading ends, so it never mixes with what a command prints (docs/performance.md).
final class ReadingProgress: Sendable {
    private enum State { case reading, shown, done }
    private let state = Mutex(State.reading)

    /// Starts the wait; `finish()` ends it.
    init(files: Int, after seconds: Double = 1) {
        guard files > 0, System.isTerminal(2) else {
            state.withLock { $0 = .done }
            return
        }
        let line = "reading \(files) \(files == 1 ? "file" : "files")…"
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            state.withLock { state in
                guard state == .reading else { return }
                state = .shown
                FileIO.writeAll(2, line)
            }
        }
    }

    /// Ends the wait: a line already shown is wiped (carriage return, erase to the end of the line).
    func finish() {
        state.withLock { state in
            if state == .shown { FileIO.writeAll(2, "\r\u{1B}[K") }
            state = .done
        }
    }
}
