extension Diagnostic {
    /// What an analysis finding is about, for machine-readable reports (`check --json`,
    /// `check --github`): the context where it holds, the bindings involved. The rule that
    /// found it is the diagnostic's ``Diagnostic/rule``.
    public struct Finding: Hashable, Sendable {
        /// A context where it holds, in the world's own terms (`editorTextFocus`,
        /// `Workspace > Editor`, `RecipeDetail (main, macos)`); nil when it holds wherever
        /// the bindings apply, or the rule needs none.
        public var witness: String?
        /// The bindings it is about, the one it is located at first.
        public var bindings: [Binding]

        public init(witness: String? = nil, bindings: [Binding] = []) {
            self.witness = witness
            self.bindings = bindings
        }
    }

    /// A binding a finding involves: where it was written, its keys as written, its command
    /// as its file writes it (`-id` for a removal, `null` for a blocked key).
    public struct Binding: Hashable, Sendable {
        public var file: String
        public var position: SourcePosition
        public var keys: String
        public var command: String

        public init(file: String, position: SourcePosition, keys: String, command: String) {
            self.file = file
            self.position = position
            self.keys = keys
            self.command = command
        }
    }
}
