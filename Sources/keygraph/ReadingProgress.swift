import Dispatch
import Synchronization

/// "reading 404 files…" on standard error while `--swift DIR` reads a project, once the
/// reading has taken more than a second; only when standard error is a terminal, and wiped
/// when the reading ends, so it never mixes with what a command prints (docs/performance.md).
/// A reading begun inside another (`check` lints the sources, then reads the app) adds nothing:
/// the outer one's line stays until the outer one ends.
struct ReadingProgress {
    private struct State {
        var depth = 0
        var shown = false
        /// Which reading a timer belongs to: a timer of a reading that has ended does nothing.
        var generation = 0
    }
    private static let state = Mutex(State())

    /// Starts the wait for the outermost reading; `end()` ends it. `files` is asked only when
    /// a line could be shown.
    init(files: () -> Int, after seconds: Double = 1) {
        let generation: Int? = Self.state.withLock { state in
            state.depth += 1
            guard state.depth == 1 else { return nil }
            state.generation += 1
            return state.generation
        }
        guard let generation, System.isTerminal(2) else { return }
        let count = files()
        guard count > 0 else { return }
        let line = "reading \(count) \(count == 1 ? "file" : "files")…"
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            Self.state.withLock { state in
                guard state.generation == generation, state.depth > 0 else { return }
                state.shown = true
                FileIO.writeAll(2, line)
            }
        }
    }

    /// Ends this reading: the outermost one wipes a line it showed (carriage return, erase to
    /// the end of the line).
    func end() {
        Self.state.withLock { state in
            state.depth -= 1
            guard state.depth == 0 else { return }
            if state.shown { FileIO.writeAll(2, "\r\u{1B}[K") }
            state.shown = false
            state.generation += 1
        }
    }
}
