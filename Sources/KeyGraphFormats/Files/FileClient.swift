import KeyGraph

/// Files, injected by the host: the engine names them, decodes and checks what they
/// hold, and says what to write; the host reads and writes (atomically). Scripts use
/// it for `load keymap|app FILE` and `state save|restore [FILE]`; tests pass files
/// kept in memory.
public struct FileClient: Sendable {
    /// A file that cannot be read, written or moved.
    public struct Failure: Error, Hashable, Sendable {
        /// Why, for a person (`cannot read the file: No such file or directory`).
        public var message: String

        public init(message: String) {
            self.message = message
        }
    }

    /// Reads a whole file's bytes.
    public var read: @Sendable (String) throws(Failure) -> [UInt8]
    /// Replaces a file's contents atomically.
    public var write: @Sendable (String, String) throws(Failure) -> Void
    /// Moves a corrupt file aside, never overwriting it later, and returns its new path.
    public var moveAside: @Sendable (String) throws(Failure) -> String
    /// Reads a SwiftUI project's folder into an app, as `--swift DIR` does (`load app DIR`); nil
    /// when the path is no folder. Set by a host that can read Swift sources (docs/swiftui.md).
    public var swiftApp: (@Sendable (String, TargetPlatform) throws(DiagnosticError) -> AppModel?)? = nil

    public init(
        read: @escaping @Sendable (String) throws(Failure) -> [UInt8],
        write: @escaping @Sendable (String, String) throws(Failure) -> Void,
        moveAside: @escaping @Sendable (String) throws(Failure) -> String
    ) {
        self.read = read
        self.write = write
        self.moveAside = moveAside
    }

    /// Reads a file KeyGraph parses, as UTF-8 text named `path` in diagnostics.
    ///
    /// - Throws: a diagnostic about the whole file (line 0) when it cannot be read, or a
    ///   located one at the first byte that is not UTF-8.
    public func source(_ path: String) throws(DiagnosticError) -> SourceFile {
        let bytes: [UInt8]
        do {
            bytes = try read(path)
        } catch {
            throw DiagnosticError(
                Diagnostic(.error, file: path, position: SourcePosition(line: 0, column: 0), message: error.message))
        }
        return try SourceFile(name: path, utf8: bytes)
    }
}
