/// Writes all of `text` to a file descriptor, unbuffered, retrying short and
/// interrupted writes.
///
/// - Returns: false if a write failed (`errno` says why, e.g. `EPIPE`).
@discardableResult
public func writeAll(_ fd: Int32, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
        guard let base = utf8.baseAddress else { return true }
        return writeAll(fd, base, utf8.count) == utf8.count
    }
}

/// Writes `count` bytes from `base` to a file descriptor, retrying short and interrupted
/// writes; returns how many were written (fewer only when a write failed).
func writeAll(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
    var done = 0
    while done < count {
        let n = System.writeBytes(to: fd, base + done, count - done)
        if n > 0 {
            done += n
        } else if n < 0, System.wasInterrupted {
            continue
        } else {
            break
        }
    }
    return done
}

/// The writer behind readline's output stream (`Readline.configure`): what readline
/// draws, and what KeyGraph prints above its prompt, goes to standard output, or into
/// ``captured`` while readline catches up with a redraw KeyGraph wrote ahead of it
/// (`Readline.redraw`), so that readline's bytes can be compared with KeyGraph's.
enum TerminalOutput {
    /// While set, the bytes collect here instead of reaching the terminal.
    nonisolated(unsafe) static var captured: [UInt8]? = nil

    /// A C stream's write function: all the bytes to standard output (or to ``captured``),
    /// retrying short and interrupted writes; fewer on an error.
    static let writer: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int) -> Int = {
        _, buffer, count in
        guard let buffer, count > 0 else { return 0 }
        if captured != nil {
            captured?.append(contentsOf: UnsafeRawBufferPointer(start: buffer, count: count))
            return count
        }
        return writeAll(1, buffer, count)
    }
}
