import KeyGraph

/// Saves a session's state to its `--state` file as it changes, not only on exit.
///
/// Saving is debounced: a change is written once the state has been quiet for
/// ``quietInterval`` ms, or once it has waited ``maximumWait`` ms while changes kept
/// coming, and on ``flush(files:)`` (exit). Each write goes through ``FileClient/write``,
/// which the host makes atomic (a temporary file, `fsync`, `rename`). Only a state that
/// differs from what the file holds is written. A file another app saved is never
/// written (``isRefused``), and neither is the state of another app the session switched
/// to (`load app`): the file keeps the last state of the app it belongs to.
package struct StateAutosave: Sendable {
    /// How long the state must stay unchanged before it is written, in ms.
    package static let quietInterval: UInt64 = 300
    /// The longest a change waits while changes keep coming, in ms.
    package static let maximumWait: UInt64 = 2000

    /// The state file.
    package let path: String
    /// The app whose state the file holds.
    package let app: String
    /// The file holds another app's state: it is left untouched.
    package let isRefused: Bool
    /// The text the file holds, as far as this session knows (nil: none yet).
    private var saved: String?
    /// A change not yet written: its text, when the first unsaved change came and when the last did.
    private var pending: (text: String, since: UInt64, last: UInt64)?

    /// - Parameters:
    ///   - saved: the text of the state as restored from the file (nil when there was none):
    ///     a session that changes nothing does not rewrite it.
    ///   - isRefused: whether the file holds another app's state.
    package init(path: String, app: String, saved: String?, isRefused: Bool = false) {
        self.path = path
        self.app = app
        self.saved = saved
        self.isRefused = isRefused
    }

    /// Whether a change waits to be written.
    package var hasPendingChange: Bool { pending != nil }

    /// Notes the state of `app` at `now` (ms on a monotonic clock) and writes it when due.
    /// - Returns: when to call again if nothing else happens (a change waits), and a failure to
    ///   report, if a write failed.
    package mutating func note(_ state: AppState, of app: String, at now: UInt64, files: FileClient) -> (
        deadline: UInt64?, failure: String?
    ) {
        if !isRefused, app == self.app, StateArchive.hasWindows(state) {
            let text = StateArchive.text(of: state, app: app)
            if text == saved {
                pending = nil
            } else if text != pending?.text {
                pending = (text, pending?.since ?? now, now)
            }
        }
        guard let waiting = pending else { return (nil, nil) }
        let due = min(waiting.last + Self.quietInterval, waiting.since + Self.maximumWait)
        guard now >= due else { return (due, nil) }
        guard let failure = flush(files: files) else { return (nil, nil) }
        // Try again once the state has been quiet again, not on every input.
        pending = (waiting.text, now, now)
        return (now + Self.quietInterval, failure)
    }

    /// Writes a waiting change now (on exit). Returns a failure to report, if the write failed;
    /// the change then still waits.
    package mutating func flush(files: FileClient) -> String? {
        guard let waiting = pending else { return nil }
        do {
            try files.write(path, waiting.text)
        } catch {
            return "cannot save the state: \(error.message)"
        }
        saved = waiting.text
        pending = nil
        return nil
    }
}
