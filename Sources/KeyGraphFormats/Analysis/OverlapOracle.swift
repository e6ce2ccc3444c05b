import KeyGraph

/// The one question the conflict checks (``ConflictChecks``) ask of a world: where do two
/// bindings apply together, and does one apply wherever the other does? Each world answers
/// it its own way: the app's focus contexts (``FocusOverlaps``), VS Code's `when` solver
/// (``WhenSolverOverlaps``), Zed's context stacks (``ZedStackOverlaps``).
protocol OverlapOracle {
    /// A place where `a` and `b` both apply, described for a message (`when editorFocus`,
    /// `in RecipeDetail (main, macos)`), or nil when they never do. `tied`: where they also
    /// rank alike but for their order (the same context depth, for a dialect that ranks by
    /// depth), so that the later one wins.
    mutating func witness(_ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry, tied: Bool) -> String?

    /// A place where `a` and `b` both apply and none of `others` does.
    mutating func witness(
        _ a: KeymapIndex.Entry, _ b: KeymapIndex.Entry, without others: [KeymapIndex.Entry]
    ) -> String?

    /// Whether `cover`, a later binding of the same layer, applies and wins wherever `covered`
    /// applies (proved: false when the oracle cannot tell).
    mutating func covers(_ cover: KeymapIndex.Entry, _ covered: KeymapIndex.Entry) -> Bool

    /// Context stacks where all of `entries` apply, for a world that resolves sequences by
    /// Zed's rules (``InputResolution``), which the sequence check tries in turn; empty in the
    /// other worlds. `filler` names an entry that would otherwise have no name (a view that
    /// none of the keys' contexts names).
    mutating func stacks(_ entries: [KeymapIndex.Entry], filler: String) -> [[ContextStackEntry]]

    /// How often the world's contexts hold, for ranking what a report lists first.
    var frequency: ContextFrequency { get }

    /// Whether `name`, tested by a clause, is a view the world's model of the editor's
    /// contexts does not know (it is taken as free: possible anywhere).
    func isUnmodelled(_ name: String) -> Bool
}

extension OverlapOracle {
    mutating func stacks(_ entries: [KeymapIndex.Entry], filler: String) -> [[ContextStackEntry]] { [] }

    var frequency: ContextFrequency { .none }

    func isUnmodelled(_ name: String) -> Bool { false }
}
