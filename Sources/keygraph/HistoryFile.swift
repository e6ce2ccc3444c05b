import KeyGraph
import KeyGraphFormats
import KeyGraphScript
import KeyGraphTerminal

/// The REPL's history file, `$XDG_STATE_HOME/keygraph/history`.
///
/// Readline reads whatever bytes it finds, so the file is checked first: one that
/// readline did not write (a NUL byte, invalid UTF-8, a line over the line limit)
/// is moved aside with a warning, never silently overwritten, and the REPL starts
/// with an empty history. Writing is atomic (``Readline/writeHistory(to:keepingAtMost:)``).
enum HistoryFile {
    /// Why `bytes` are not a history file readline wrote, with the line it starts on; nil when they are.
    static func problem(in bytes: [UInt8]) -> String? {
        var line = 1
        var lineStart = 0
        var index = 0
        while index <= bytes.count {
            guard index == bytes.count || bytes[index] == 0x0A else {
                if bytes[index] == 0 { return "line \(line) holds a NUL byte" }
                index += 1
                continue
            }
            let text = bytes[lineStart..<index]
            if text.count > ScriptParser.maximumLineLength {
                return "line \(line) is longer than \(ScriptParser.maximumLineLength / 1024) KiB"
            }
            if String(validating: text, as: UTF8.self) == nil { return "line \(line) is not valid UTF-8" }
            line += 1
            index += 1
            lineStart = index
        }
        return nil
    }

    /// Checks the history file at `path` before readline reads it.
    /// - Returns: whether the REPL may read and write history at `path`.
    static func prepare(_ path: String) -> Bool {
        guard let kind = System.fileKind(path) else { return true }  // no history yet
        guard kind == .regularFile else {
            FileIO.writeError(
                "\(path.escapedForDisplay): warning: the history file is not a regular file; history is off")
            return false
        }
        let bytes: [UInt8]
        do {
            bytes = try FileIO.readBytes(path)
        } catch {
            if error.reason == .tooLarge { return moveAside(path, because: error.message) }
            FileIO.writeError("\(path.escapedForDisplay): warning: \(error.message); history is off")
            return false
        }
        guard let problem = problem(in: bytes) else { return true }
        return moveAside(path, because: problem)
    }

    private static func moveAside(_ path: String, because problem: String) -> Bool {
        do {
            let aside = try StateFile.moveAside(path)
            FileIO.writeError(
                "\(path.escapedForDisplay): warning: the history file is corrupt (\(problem)); moved it to \(aside.escapedForDisplay)"
            )
            return true
        } catch {
            FileIO.writeError(
                "\(path.escapedForDisplay): warning: the history file is corrupt (\(problem)) and \(error.message); history is off"
            )
            return false
        }
    }
}
