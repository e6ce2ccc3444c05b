import KeyGraph

/// How the checks compare a dialect's conditions: with the overlap oracle its evaluation
/// needs, handed in by the dialect's definition (``DialectFormat/analysis``), so that the
/// checks ask no question of which editor a keymap is.
package struct DialectAnalysis: Sendable {
    /// Runs the conflict checks (``ConflictChecks``) over `layers` and their index.
    let checkConflicts:
        @Sendable (
            _ layers: [Keymap], _ index: KeymapIndex, _ rules: KeymapRules, _ defaultLayers: Set<Int32>,
            _ insideDefaults: Bool, _ report: inout KeymapAnalysis.Reporter
        ) -> Void
    /// What the rules above the first `defaults` layers change (``DefaultsChanges``).
    let defaultsChanges:
        @Sendable (_ index: KeymapIndex, _ layers: [Keymap], _ defaults: Int32, _ tied: Bool) -> [DefaultsChanges
            .Change]

    /// Conditions on the focus path, compared by the `when` solver (``WhenSolverOverlaps``).
    static let whenSolver = using { WhenSolverOverlaps(clauses: $0) }

    /// The analysis whose oracle `oracle` makes from a keymap's predicates.
    static func using<Oracle: OverlapOracle & SendableMetatype>(_ oracle: @escaping @Sendable ([WhenClause?]) -> Oracle)
        -> Self
    {
        Self(
            checkConflicts: { layers, index, rules, defaultLayers, insideDefaults, report in
                var checks = ConflictChecks(
                    layers: layers, index: index, rules: rules, partialLoss: .note, oracle: oracle(index.predicates),
                    defaultLayers: defaultLayers, insideDefaults: insideDefaults)
                checks.run(&report)
            },
            defaultsChanges: { index, layers, defaults, tied in
                var overlaps = oracle(index.predicates)
                return DefaultsChanges.changes(index, layers: layers, defaults: defaults, tied: tied, &overlaps)
            })
    }
}
