import KeyGraph

/// What `check` reports: the findings, in order and each once, their counts, and whether
/// they fail the check.
package struct CheckReport {
    package var diagnostics: [Diagnostic]
    /// The editor's default keymaps (`--defaults`): what lies in them never fails the check.
    package var defaultFiles: Set<String>
    /// Whether findings inside the defaults were left out (`--defaults` without `--all`).
    package var leavesOutDefaults: Bool

    package var errors: Int { diagnostics.count { $0.severity == .error } }
    package var warnings: Int { diagnostics.count { $0.severity == .warning } }
    package var notes: Int { diagnostics.count { $0.severity == .note } }

    /// Whether the check fails (exit status 1): an error in the user's files, or with
    /// `strict` a warning too. What lies inside the editor's defaults does not count.
    package func fails(strict: Bool) -> Bool {
        diagnostics.contains {
            !defaultFiles.contains($0.file) && ($0.severity == .error || (strict && $0.severity == .warning))
        }
    }

    /// `diagnostics`, each once, in their first order. Compared in full only among those at
    /// the same place: hashing every message and source line cost more than the analysis of
    /// a large keymap.
    static func once(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var atPlace: [Place: [Int]] = [:]
        var kept: [Diagnostic] = []
        for d in diagnostics {
            let place = Place(file: d.file, line: d.position.line, column: d.position.column)
            guard !(atPlace[place] ?? []).contains(where: { kept[$0] == d }) else { continue }
            atPlace[place, default: []].append(kept.count)
            kept.append(d)
        }
        return kept
    }

    private struct Place: Hashable {
        var file: String
        var line: Int
        var column: Int
    }
}
