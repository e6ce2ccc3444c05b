import KeyGraph

/// How `check` prints a report: the summary after the text output, the paths CI tools want
/// (relative to the working directory), and SARIF 2.1.0 (`--sarif`).
extension CheckReport {
    /// The counts by rule, then by file, as the text output ends (before the totals line);
    /// empty when nothing was found. Rules in the registry's order, files in first-finding
    /// order; a diagnostic no rule names counts under `(no rule)`.
    package func summary(registry: RuleRegistry) -> String {
        guard !diagnostics.isEmpty else { return "" }
        var byRule: [String: [Int]] = [:]
        var byFile: [String: [Int]] = [:]
        var files: [String] = []
        for d in diagnostics {
            let rule = d.rule?.rawValue ?? "(no rule)"
            let index = Self.severityIndex(d.severity)
            byRule[rule, default: [0, 0, 0]][index] += 1
            if byFile[d.file] == nil { files.append(d.file) }
            byFile[d.file, default: [0, 0, 0]][index] += 1
        }
        var order = registry.ids.map(\.rawValue).filter { byRule[$0] != nil }
        order += byRule.keys.filter { !registry.contains(RuleID($0)) }.sorted()
        let width = min(40, max(order.map(\.count).max() ?? 0, files.map(\.count).max() ?? 0))
        func row(_ name: String, _ counts: [Int]) -> String {
            let padded = name.count < width ? name + String(repeating: " ", count: width - name.count) : name
            return "  \(padded)  \(Self.counts(counts))\n"
        }
        var out = "by rule:\n"
        for rule in order { out += row(rule, byRule[rule] ?? []) }
        out += "by file:\n"
        for file in files { out += row(file, byFile[file] ?? []) }
        return out
    }

    /// `3 errors, 1 warning`: the non-zero counts of `[errors, warnings, notes]`.
    static func counts(_ counts: [Int]) -> String {
        let words = ["error", "warning", "note"]
        return zip(counts, words).filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
            .joined(separator: ", ")
    }

    static func severityIndex(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// `path` relative to `directory` (the working directory) when it lies under it; else as given.
    package static func relative(_ path: String, to directory: String) -> String {
        guard path.hasPrefix("/"), !directory.isEmpty else { return path }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// The report as one SARIF 2.1.0 log (`check --sarif`): one run whose tool's rules are
    /// `registry`'s, every rule (id, short and full description, help with its Wrong and
    /// Right, default level, family and docs anchor as properties), and one result per diagnostic with its rule's
    /// index, level, message and location (the uri relative to `directory` when under it,
    /// line and column in characters). A diagnostic no rule names has no `ruleId`.
    package func sarif(registry: RuleRegistry, version: String, directory: String) -> JSONOutput {
        let indices = Dictionary(registry.ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let rules: [JSONOutput] = registry.rules.map { rule in
            .object([
                ("id", .string(rule.id.rawValue)),
                ("name", .string(rule.id.rawValue)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.summary))])),
                (
                    "help",
                    .object([("text", .string("\(rule.summary)\nWrong: \(rule.wrong)\nRight: \(rule.right)"))])
                ),
                ("defaultConfiguration", .object([("level", .string(Self.level(rule.severity)))])),
                ("properties", .object([("family", .string(rule.family.rawValue)), ("docs", .string(rule.doc))])),
            ])
        }
        let results: [JSONOutput] = diagnostics.map { d in
            var members: [(String, JSONOutput)] = []
            if let rule = d.rule {
                members.append(("ruleId", .string(rule.rawValue)))
                if let index = indices[rule] { members.append(("ruleIndex", .int(index))) }
            }
            members.append(("level", .string(Self.level(d.severity))))
            let text = d.message + (d.hint.map { "\nhint: \($0)" } ?? "")
            members.append(("message", .object([("text", .string(text))])))
            var physical: [(String, JSONOutput)] = [
                ("artifactLocation", .object([("uri", .string(Self.uri(Self.relative(d.file, to: directory))))]))
            ]
            if d.position.line > 0 {
                var region: [(String, JSONOutput)] = [("startLine", .int(d.position.line))]
                if d.position.column > 0 {
                    region.append(("startColumn", .int(d.position.column)))
                    region.append(("endColumn", .int(d.position.column + d.length)))
                }
                physical.append(("region", .object(region)))
            }
            members.append(("locations", .array([.object([("physicalLocation", .object(physical))])])))
            return .object(members)
        }
        let driver: JSONOutput = .object([
            ("name", .string("keygraph")),
            ("version", .string(version)),
            ("rules", .array(rules)),
        ])
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        ("tool", .object([("driver", driver)])),
                        ("columnKind", .string("unicodeCodePoints")),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
    }

    /// SARIF's level of a severity.
    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A path as a URI reference: each byte outside the unreserved set and `/` percent-encoded.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 15)])"
            }
        }
        return out
    }
}
