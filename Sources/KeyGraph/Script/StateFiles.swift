/// File access for `state save|restore FILE`, injected by the host: the engine
/// produces and consumes the text, the host reads and writes it (atomically).
public struct StateFiles: Sendable {
    /// A file that cannot be read or written.
    public struct Failure: Error, Hashable, Sendable {
        public var message: String

        public init(message: String) {
            self.message = message
        }
    }

    /// Reads a whole file.
    public var read: @Sendable (String) throws(Failure) -> String
    /// Replaces a file's contents atomically.
    public var write: @Sendable (String, String) throws(Failure) -> Void
    /// Moves a corrupt file aside and returns its new path.
    public var moveAside: @Sendable (String) throws(Failure) -> String

    public init(
        read: @escaping @Sendable (String) throws(Failure) -> String,
        write: @escaping @Sendable (String, String) throws(Failure) -> Void,
        moveAside: @escaping @Sendable (String) throws(Failure) -> String
    ) {
        self.read = read
        self.write = write
        self.moveAside = moveAside
    }
}
