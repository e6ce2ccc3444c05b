/// One entry of a context stack (``KeymapRules/Evaluation/contextStack``): the names a
/// view adds (`Editor`) and its `key=value` pairs (`mode=full`).
package struct ContextStackEntry: Hashable, Sendable {
    package var names: Set<String>
    package var values: [String: String]

    package init(names: Set<String> = [], values: [String: String] = [:]) {
        self.names = names
        self.values = values
    }

    /// Whether the entry holds `key`: a name, or the key of a pair.
    package func contains(_ key: String) -> Bool { names.contains(key) || values[key] != nil }
}

extension KeyContext {
    /// The context as a stack of entries, root first: one entry per depth of the focus
    /// path, holding the name there, the names and attributes that describe that depth
    /// (`focused.X` on the view's entry; attributes without a depth on the root's).
    package var contextStack: [ContextStackEntry] {
        if let entries { return entries }
        var stack = path.map { ContextStackEntry(names: [$0]) }
        if stack.isEmpty { stack = [ContextStackEntry()] }
        for (name, depth) in identifiers where !path.contains(name) {
            stack[min(max(depth, 0), stack.count - 1)].names.insert(name)
        }
        for (name, value) in attributes {
            stack[min(max(depth(ofAttribute: name), 0), stack.count - 1)].values[name] = value
        }
        return stack
    }
}
