import KeyGraph

extension ConflictChecks {
    /// A Zed `unbind` that never ranks above a binding of its command on its keys, so it
    /// never takes one out (Zed's `Keymap::bindings_for_input` walks the bindings deepest
    /// first, then latest, and an unbind takes out only those it meets before them): none
    /// before it, or every one before it deeper wherever both apply.
    /// (A `-command` removal that removes nothing is the index's finding, reported by ``run(_:)``.)
    func checkUnbinds(_ report: inout KeymapAnalysis.Reporter) {
        var zed = ZedWitness()
        for entries in bySequence.values {
            for entry in entries {
                guard case .unbind(let command) = entry.binding.action else { continue }
                let targets = entries.filter { $0.binding.commandID == command }
                let clause = { (e: KeymapIndex.Entry) in index.predicates[Int(e.predicate)] }
                let takesEffect = targets.contains { target in
                    zed.above(clause(entry), clause(target), winsTies: entry.order > target.order) != nil
                }
                if takesEffect { continue }
                let binding = entry.binding
                if let outranking = targets.first(where: { $0.order < entry.order }) {
                    report.add(
                        .warning, file(entry), binding.commandPosition, fallback: binding.position,
                        length: command.count,
                        "the unbind of '\(command)' never takes effect: '\(keys(outranking.binding))' → '\(command)' (\(location(outranking))) ranks above it wherever both apply (a deeper context): Zed meets it before the unbind",
                        hint: "give the unbind a context at least as deep as the binding's")
                    continue
                }
                report.add(
                    .warning, file(entry), binding.commandPosition, fallback: binding.position,
                    length: command.count,
                    "the unbind of '\(command)' unbinds nothing: no binding before it binds '\(command)' to \(keys(binding))",
                    rule: KeymapRule.unbindsNothing.id, finding: finding([entry]))
            }
        }
    }
}
