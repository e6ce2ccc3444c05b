import KeyGraph

/// Recording where the lints' subjects were written (``AppSourceMap``).
extension AppFileReader {
    /// The token `node` is: a string's text (inside its quotes), else its first character.
    func span(_ node: JSONNode) -> AppSourceMap.Span {
        guard let text = node.string else { return AppSourceMap.Span(node.position, length: 1) }
        return AppSourceMap.Span(node.position.inString(offset: 0), length: text.count)
    }

    /// Reads the items of `container` (named by `name`) with their paths recorded.
    mutating func readItems(
        _ node: JSONNode?, _ what: String, at owner: JSONNode, in container: AppSourceMap.Container, name: JSONNode?
    ) -> [MenuItem] {
        if let name { sourceMap.containers[container] = span(name) }
        let outer = itemPath
        itemPath = AppSourceMap.ItemPath(container)
        defer { itemPath = outer }
        return readItems(node, what, at: owner)
    }

    /// Records where the item at the current path was written (its first member's value) and
    /// its `"shortcut"`.
    mutating func noteItem(_ node: JSONNode) {
        guard let path = itemPath else { return }
        if let first = node.members?.first { sourceMap.items[path] = span(first.value) }
        if let shortcut = node["shortcut"] { sourceMap.itemShortcuts[path] = span(shortcut) }
    }
}
