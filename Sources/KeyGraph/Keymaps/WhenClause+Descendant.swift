extension WhenClause {
    /// `parent > child` in a window of the focus path: `parent` holds for the path from the
    /// window's start down to some depth, and `child` for the path below that depth to the
    /// window's end. The specificity is the child's.
    ///
    /// - Complexity: O(d² · s) for a path of depth d and a clause of size s.
    func evaluate(descendant parent: WhenClause, _ child: WhenClause, in context: KeyContext, window: Range<Int>)
        -> Int?
    {
        var best: Int? = nil
        for split in window.dropLast() {
            guard parent.evaluate(in: context, window: window.lowerBound..<(split + 1)) != nil,
                let depth = child.evaluate(in: context, window: (split + 1)..<window.upperBound)
            else { continue }
            best = max(best ?? depth, depth)
        }
        return best
    }

    /// The clause evaluated with only the focus path's depths in `window` seen: a context
    /// name counts where it occurs in the window, an attribute where its depth falls in it.
    func evaluate(in context: KeyContext, window: Range<Int>) -> Int? {
        func depth(ofName name: String) -> Int? {
            if let i = window.reversed().first(where: { $0 < context.path.count && context.path[$0] == name }) {
                return i
            }
            if !context.path.contains(name), let d = context.identifiers[name], window.contains(d) { return d }
            return nil
        }
        func attribute(_ name: String) -> String? {
            guard let value = context.attributes[name], window.contains(context.depth(ofAttribute: name)) else {
                return nil
            }
            return value
        }
        switch self {
        case .constant(let value):
            return value ? window.lowerBound : nil
        case .identifier(let name):
            if let d = depth(ofName: name) { return d }
            guard let value = attribute(name), value != "false", !value.isEmpty else { return nil }
            return context.depth(ofAttribute: name)
        case .equals(let name, let value):
            if attribute(name) == value { return context.depth(ofAttribute: name) }
            if value == "true", let d = depth(ofName: name) { return d }
            return nil
        case .notEquals(let name, let value):
            if let actual = attribute(name) { return actual != value ? context.depth(ofAttribute: name) : nil }
            if value == "true" { return depth(ofName: name) == nil ? window.lowerBound : nil }
            return window.lowerBound
        case .matches(let name, let regex):
            guard let value = attribute(name), regex.matches(value) else { return nil }
            return context.depth(ofAttribute: name)
        case .member, .compare:
            // Attribute tests: as on the whole path, when their attributes fall in the window.
            let names = identifiers
            guard names.allSatisfy({ context.attributes[$0] == nil || attribute($0) != nil }) else { return nil }
            return evaluate(in: context)
        case .descendant(let parent, let child):
            return evaluate(descendant: parent, child, in: context, window: window)
        case .not(let inner):
            return inner.evaluate(in: context, window: window) == nil ? window.lowerBound : nil
        case .and(let a, let b):
            guard let x = a.evaluate(in: context, window: window), let y = b.evaluate(in: context, window: window)
            else { return nil }
            return max(x, y)
        case .or(let a, let b):
            let x = a.evaluate(in: context, window: window)
            let y = b.evaluate(in: context, window: window)
            guard x != nil || y != nil else { return nil }
            return max(x ?? Int.min, y ?? Int.min)
        }
    }
}
