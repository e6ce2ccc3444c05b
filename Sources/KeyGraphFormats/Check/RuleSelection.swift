import KeyGraph

/// Which rules' findings a report keeps, and at what severity: all of them, only some
/// (`only`, `--rule`), all but some (`skipped`, `--no-rule`, `"off"` in `.keygraph.json`),
/// and a rule's severity where the project's file sets one. A diagnostic no rule names (a
/// file that does not load) is always kept as it is.
package struct RuleSelection: Hashable, Sendable {
    /// When not nil, only these rules' findings are kept.
    package var only: Set<RuleID>?
    /// These rules' findings are left out.
    package var skipped: Set<RuleID>
    /// The severity each of these rules' findings is reported with, whatever the rule said.
    package var severities: [RuleID: Diagnostic.Severity]

    package init(only: Set<RuleID>? = nil, skipped: Set<RuleID> = [], severities: [RuleID: Diagnostic.Severity] = [:]) {
        self.only = only
        self.skipped = skipped
        self.severities = severities
    }

    /// The selection the command line and the project's file make together: `--rule` and
    /// `--no-rule` win over the file (`--rule ellipsis` checks a rule the file turns off).
    package init(rules onlyIDs: [RuleID], noRules skippedIDs: [RuleID], config: CheckConfig?) {
        self.init()
        if !onlyIDs.isEmpty { only = Set(onlyIDs) }
        for (id, setting) in config?.rules ?? [:] {
            if let severity = setting.severity {
                severities[id] = severity
            } else if !onlyIDs.contains(id) {
                skipped.insert(id)
            }
        }
        skipped.formUnion(skippedIDs)
    }

    /// Whether `diagnostic` is kept.
    package func keeps(_ diagnostic: Diagnostic) -> Bool {
        guard let rule = diagnostic.rule else { return true }
        return (only?.contains(rule) ?? true) && !skipped.contains(rule)
    }

    /// The kept diagnostics, each at the severity the selection gives its rule.
    package func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard only != nil || !skipped.isEmpty || !severities.isEmpty else { return diagnostics }
        return diagnostics.compactMap { d in
            guard keeps(d) else { return nil }
            guard let rule = d.rule, let severity = severities[rule] else { return d }
            var changed = d
            changed.severity = severity
            return changed
        }
    }

    /// Whether the rule with `id` is checked at all (a host skips the work of one that is not).
    package func checks(_ id: RuleID) -> Bool { (only?.contains(id) ?? true) && !skipped.contains(id) }

    /// `did you mean 'X'?` for an id no rule has, or the ids closest to it: those that share
    /// its first word, else every family's first few.
    package static func closest(to id: String, in registry: RuleRegistry) -> String {
        let ids = registry.ids.map(\.rawValue)
        if let hint = Suggestion.didYouMean(id, among: ids, closeness: .lenient) { return hint }
        let head = id.split(separator: "-").first.map(String.init) ?? id
        let near = ids.filter { $0.hasPrefix(head + "-") || $0.contains("-" + head) }
        if !near.isEmpty { return "the rules like it: \(near.prefix(8).joined(separator: ", "))" }
        return "check --list-rules lists every rule"
    }

    /// Every id in `ids` that no rule of `registry` has, with its hint.
    package static func unknown(_ ids: [String], in registry: RuleRegistry) -> [(id: String, hint: String)] {
        ids.filter { !registry.contains(RuleID($0)) }.map { ($0, closest(to: $0, in: registry)) }
    }
}
