/// Reading the files `load keymap|app FILE` names, injected by the host: the engine
/// resolves the name, parses and validates the text; the host reads the file.
public struct SourceFiles: Sendable {
    /// A file that cannot be read.
    public struct Failure: Error, Hashable, Sendable {
        public var message: String

        public init(message: String) {
            self.message = message
        }
    }

    /// Reads a whole file as text.
    public var read: @Sendable (String) throws(Failure) -> String

    public init(read: @escaping @Sendable (String) throws(Failure) -> String) {
        self.read = read
    }
}
