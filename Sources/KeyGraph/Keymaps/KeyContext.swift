/// What keymap `when` clauses test: the focus path's context names (each with
/// its depth, root first) and its attributes (`scene == main`).
package struct KeyContext: Hashable, Sendable {
    /// Context name → the depth of its deepest occurrence on the focus path (0 = the app).
    package var identifiers: [String: Int]
    /// Attribute name → value (`scene` → `main`).
    package var attributes: [String: String]
    /// The focus path's context names, root first (for the descendant test `A > B`).
    package var path: [String]
    /// Attribute name → the depth it describes (`view` is as deep as the focused
    /// view); attributes not listed count as depth 0.
    package var attributeDepths: [String: Int]
    /// The stack of entries, when the context was stated as one (`explain --context`);
    /// otherwise ``contextStack`` derives it from the path.
    package var entries: [ContextStackEntry]?

    package init(
        identifiers: [String: Int] = [:], attributes: [String: String] = [:], path: [String] = [],
        attributeDepths: [String: Int] = [:]
    ) {
        self.identifiers = identifiers
        self.attributes = attributes
        self.path = path
        self.attributeDepths = attributeDepths
        self.entries = nil
    }

    /// Builds a context from a focus path, root first.
    package init(path: [String], attributes: [String: String] = [:], attributeDepths: [String: Int] = [:]) {
        var identifiers: [String: Int] = [:]
        for (depth, name) in path.enumerated() { identifiers[name] = depth }
        self.init(identifiers: identifiers, attributes: attributes, path: path, attributeDepths: attributeDepths)
    }

    /// The depth an attribute test counts as, for precedence.
    ///
    /// - Complexity: O(1) on average.
    package func depth(ofAttribute name: String) -> Int { attributeDepths[name] ?? 0 }
}
