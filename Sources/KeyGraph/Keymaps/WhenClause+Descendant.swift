extension WhenClause {
    /// `parent > child` in a window of the focus path: `parent` holds for the path from the
    /// window's start down to some depth, and `child` for the path below that depth to the
    /// window's end. The specificity is the child's.
    ///
    /// - Complexity: O(d² · s) for a path of depth d and a clause of size s.
    static func evaluate(descendant parent: WhenClause, _ child: WhenClause, in context: KeyContext, window: Range<Int>)
        -> Int?
    {
        var best: Int? = nil
        for split in window.dropLast() {
            let above = ContextWindow(context: context, window: window.lowerBound..<(split + 1))
            let below = ContextWindow(context: context, window: (split + 1)..<window.upperBound)
            guard parent.evaluate(with: above) != nil, let depth = child.evaluate(with: below) else { continue }
            best = max(best ?? depth, depth)
        }
        return best
    }
}
