/// What keymap `when` clauses test: the focus path's context names (each with
/// its depth, root first) and its attributes (`scene == main`).
public struct KeyContext: Hashable, Sendable {
    /// Context name → the depth of its deepest occurrence on the focus path (0 = the app).
    public var identifiers: [String: Int]
    /// Attribute name → value (`scene` → `main`).
    public var attributes: [String: String]

    public init(identifiers: [String: Int] = [:], attributes: [String: String] = [:]) {
        self.identifiers = identifiers
        self.attributes = attributes
    }

    /// Builds a context from a focus path, root first.
    public init(path: [String], attributes: [String: String] = [:]) {
        var identifiers: [String: Int] = [:]
        for (depth, name) in path.enumerated() { identifiers[name] = depth }
        self.init(identifiers: identifiers, attributes: attributes)
    }
}
