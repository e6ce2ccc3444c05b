import KeyGraph

/// `keygraph keys --changed`: each user rule and what it does to the editor's defaults
/// (``DefaultsChanges``), as text or as JSON.
package enum ChangeListing {
    /// How many defaults a rule's line lists before `and N more`.
    static let listed = 5

    /// One line per rule, `FILE:LINE:COL  KIND  KEYS → COMMAND [when …]`, then the defaults
    /// it replaces or removes, indented; then a count of each kind.
    package static func text(_ changes: [DefaultsChanges.Change]) -> String {
        var lines: [String] = []
        var counts: [DefaultsChanges.Change.Kind: Int] = [:]
        let width = changes.map { place($0.binding, $0.file).count }.max() ?? 0
        for change in changes {
            counts[change.kind, default: 0] += 1
            let at = place(change.binding, change.file)
            let padded = at + String(repeating: " ", count: width - at.count)
            let kind = change.kind.rawValue + String(repeating: " ", count: 8 - change.kind.rawValue.count)
            lines.append("\(padded)  \(kind)  \(describe(change.binding))")
            let verb = change.kind == .removed ? "removes" : change.kind == .restated ? "restates" : "replaces"
            if change.kind == .removed, change.defaults.isEmpty {
                lines.append("    removes nothing (check says so as a warning)")
            }
            for affected in change.defaults.prefix(listed) {
                let scope = affected.witness.map { " where both apply, as \($0)" } ?? ""
                lines.append(
                    "    \(verb)\(scope): \(describe(affected.binding)) (\(place(affected.binding, affected.file)))")
            }
            if change.defaults.count > listed { lines.append("    and \(change.defaults.count - listed) more") }
            if change.sequences > 0 {
                let count = "\(change.sequences) default binding\(change.sequences == 1 ? "" : "s")"
                lines.append(
                    "    shares its first keys with \(count) on longer or shorter keys: "
                        + "check reports what it does to them")
            }
        }
        let order: [DefaultsChanges.Change.Kind] = [.added, .replaced, .restated, .removed]
        let summary = order.map { "\(counts[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
        let rules = "\(changes.count) rule\(changes.count == 1 ? "" : "s")"
        lines.append("\(rules) over the defaults: \(summary)")
        return lines.joined(separator: "\n")
    }

    /// One JSON array, a rule per line:
    /// `{"change", "keys", "command", "when", "source": {"file", "line", "column"}, "sequences", "defaults": [...]}`,
    /// each default `{"keys", "command", "when", "source", "where"}` (`where`: the witness
    /// context when the rule replaces it only in part, else null).
    package static func json(_ changes: [DefaultsChanges.Change]) -> String {
        let lines = changes.map { change in
            var members = describeJSON(change.binding, change.file)
            members.insert(("change", .string(change.kind.rawValue)), at: 0)
            members.append(("sequences", .int(change.sequences)))
            members.append(
                (
                    "defaults",
                    .array(
                        change.defaults.map { affected in
                            .object(
                                describeJSON(affected.binding, affected.file) + [
                                    (
                                        "where",
                                        Diagnostic.Finding.context(of: affected.witness).map { .string($0) } ?? .null
                                    )
                                ])
                        })
                ))
            return JSONOutput.object(members).text
        }
        return lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n]"
    }

    private static func place(_ binding: KeymapBinding, _ file: String) -> String {
        "\(file):\(binding.position.line):\(binding.position.column)"
    }

    private static func describe(_ binding: KeymapBinding) -> String {
        let keys = binding.keySource ?? binding.sequence.canonical
        let when = binding.whenSource.map { " when \($0)" } ?? ""
        if case .remove(let id) = binding.action {
            return "-\(id)\(binding.sequence.isEmpty ? "" : " on \(keys)")\(when)"
        }
        return "\(keys) → \(binding.actionSource)\(when)"
    }

    private static func describeJSON(_ binding: KeymapBinding, _ file: String) -> [(String, JSONOutput)] {
        [
            ("keys", .string(binding.keySource ?? binding.sequence.canonical)),
            ("command", binding.action == .block ? .null : .string(binding.actionSource)),
            ("when", binding.whenSource.map { .string($0) } ?? .null),
            (
                "source",
                .object([
                    ("file", .string(file)), ("line", .int(binding.position.line)),
                    ("column", .int(binding.position.column)),
                ])
            ),
        ]
    }
}
