import KeyGraph

extension DialectFormat {
    /// KeyGraph's own keymap files, `{"bindings": [...]}`, read by ``KeymapLoader``; its
    /// shortcuts live in the app's world, and no editor keeps them.
    static let keyGraph = DialectFormat(
        entryMembers: [], readEntry: nil, world: nil, editors: [], statedContext: nil, analysis: .whenSolver)
}
