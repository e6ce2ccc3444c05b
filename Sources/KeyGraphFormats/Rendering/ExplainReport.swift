import KeyGraph

/// `explain KEYS` as text: the script verb's and the `keygraph explain` command's.
package enum ExplainReport {
    /// `KEYS in PLACE:`, then every candidate in precedence order with why it lost (naming the
    /// editor's rule, and a misspelt name of `app`'s), then how many live bindings KEYS starts.
    ///
    /// `disabledReason` is the session's enablement decision (``Session/disabledReason(forCommand:)``),
    /// when PLACE is the session's own focus: a winning binding whose command is disabled
    /// there says why (`wins, but nothing to undo`). `stateTitle` is the title a command that
    /// chooses its title by state shows there (``Session/stateChosenTitle(forCommand:)``).
    package static func lines(
        keys: String, place: String, candidates: [KeymapIndex.Candidate], longer: Int, app: AppModel?,
        disabledReason: ((String) -> String?)? = nil, stateTitle: ((String) -> String?)? = nil,
        sequenceLine: (line: String, winnerFires: Bool)? = nil, listVerb: String? = "which"
    ) -> [String] {
        var lines = ["\(keys) \(place):"]
        if candidates.isEmpty { lines.append("  nothing is bound to \(keys)") }
        for (i, candidate) in candidates.enumerated() {
            let b = candidate.binding
            let at = "\(candidate.file):\(b.position.line):\(b.position.column)"
            let when = b.whenSource.map { " when \($0.escapedForDisplay)" } ?? ""
            var reason = candidate.explanation
            if candidate.verdict == .whenFalse, candidate.rule == .keygraph, let clause = b.when,
                let problem = app?.unknownNames(in: clause).first
            {
                // A misspelt name, not the focus, is why it is false.
                reason += ": \(problem.message)" + (problem.hint.map { " (\($0))" } ?? "")
            }
            if candidate.verdict == .wins, sequenceLine?.winnerFires == false {
                reason = "wins among these keys' bindings, but does not fire here (see below)"
            }
            if candidate.verdict == .wins, let id = b.commandID, let disabled = disabledReason?(id) {
                reason += ", but " + disabled
            }
            let titled =
                b.commandID.flatMap { stateTitle?($0) }.map { " (titled \"\($0.escapedForDisplay)\" here)" } ?? ""
            // A view's control by its title, not the id made up from it.
            let action = b.commandID.flatMap { id in app.map { $0.shownName(ofCommand: id) } } ?? b.actionSource
            lines.append(
                "  \(i + 1). \(action.escapedForDisplay)\(titled)\(when) [\(at.escapedForDisplay)]: \(reason)")
        }
        if longer > 0 {
            // An editor's own sequence rule is the sequence line's to state.
            let waits =
                candidates.first?.verdict == .wins && sequenceLine == nil
                ? "; it fires after the timeout or a non-continuing key" : ""
            let list = listVerb.map { " (\($0) \(keys))" } ?? ""
            lines.append("  \(keys) also starts \(longer) live binding\(longer == 1 ? "" : "s")\(list)\(waits)")
        }
        if let sequenceLine { lines.append(sequenceLine.line) }
        return lines
    }
}
