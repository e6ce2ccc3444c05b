import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// `explain` and `check` state one sequence rule (issue 28): over every small VS Code keymap
/// of three rules (keys `ctrl+a`, `ctrl+a ctrl+b`, `ctrl+a ctrl+c`; clauses none, `x`, `y`,
/// `!x`), each prefix finding of `check` holds in its witness context by `explain`, and each
/// binding `explain` finds kept from firing by a sequence in some context has a finding.
@Suite("explain agrees with check on sequences")
struct ExplainCheckAgreementTests {
    static let keys = ["ctrl+a", "ctrl+a ctrl+b", "ctrl+a ctrl+c"]
    static let clauses: [String?] = [nil, "x", "y", "!x"]
    /// Every context the clauses can tell apart.
    static let contexts: [[String: String]] = [
        [:], ["x": "true"], ["y": "true"], ["x": "true", "y": "true"],
    ]

    /// Every keymap of three rules drawn from the keys and clauses (in order, repeats allowed).
    static var keymaps: [[(keys: String, when: String?)]] {
        let rules = keys.flatMap { k in clauses.map { (keys: k, when: $0) } }
        var result: [[(keys: String, when: String?)]] = []
        for a in rules {
            for b in rules {
                for c in rules where Set([a.keys, b.keys, c.keys]).count > 1 { result.append([a, b, c]) }
            }
        }
        return result
    }

    static func text(_ rules: [(keys: String, when: String?)]) -> String {
        let lines = rules.enumerated().map { i, rule in
            let when = rule.when.map { #", "when": "\#($0)""# } ?? ""
            return #"  { "key": "\#(rule.keys)", "command": "c\#(i)"\#(when) }"#
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    /// The context a witness names: `x && !y` → x true, y false.
    static func context(ofWitness witness: String) -> [String: String] {
        guard witness != "always" else { return [:] }
        var attributes: [String: String] = [:]
        for literal in witness.components(separatedBy: " && ") {
            if literal.hasPrefix("!") {
                attributes[String(literal.dropFirst())] = "false"
            } else {
                attributes[literal] = "true"
            }
        }
        return attributes
    }

    /// What explain's sequence line says of KEYS in `context`: unreachable, waits, or nothing.
    static func explain(_ keys: String, _ index: KeymapIndex, _ context: [String: String]) -> (
        winner: KeymapIndex.Entry?, line: String?
    ) {
        let sequence = try? KeyNotation.parseSequence(keys, dialect: .vscode)
        guard let sequence else { return (nil, nil) }
        let live = index.liveSet(in: KeyContext(attributes: context))
        let line = ExplainReport.sequenceLine(
            for: sequence, written: keys, in: index, live: live, rules: KeymapDialect.vscode.rules)
        let winner = index.liveBindings(under: sequence, live: live, strict: false).first {
            $0.binding.sequence == sequence
        }
        return (winner, line.map { $0.winnerFires ? "fires" : $0.line })
    }

    @Test("every prefix finding of check holds in its witness by explain, and explain's losses are findings")
    func agreement() throws {
        var checked = 0
        for rules in Self.keymaps {
            let text = Self.text(rules)
            let keymap = try KeymapLoader.load(SourceFile(name: "k.json", text: text), accepting: .all).keymap
            let index = KeymapIndex(layers: [keymap])
            let found = EditorAnalysis.analyze(layers: [keymap], sources: ["k.json": text], terminal: false)
            let prefixFindings = found.filter { $0.message.contains("chord") }
            // Each finding: the binding on its line is kept from firing in its witness.
            for finding in prefixFindings {
                let rule = rules[finding.position.line - 2]
                let witness = finding.message.range(of: "as when ").map { start in
                    String(finding.message[start.upperBound...].prefix { $0 != ":" })
                }
                let contexts =
                    witness.map { [Self.context(ofWitness: $0)] }
                    ?? Self.contexts.filter { c in rule.when.map { w in Self.holds(w, c) } ?? true }
                for context in contexts {
                    let (winner, line) = Self.explain(rule.keys, index, context)
                    guard winner?.binding.position.line == finding.position.line else { continue }
                    #expect(line != nil && line != "fires", "\(text)\(finding.summary)\nin \(context)")
                    checked += 1
                }
            }
            // Each binding explain finds kept from firing, in some context, has a finding.
            for (i, rule) in rules.enumerated() {
                let kept = Self.contexts.contains { context in
                    let (winner, line) = Self.explain(rule.keys, index, context)
                    return winner?.binding.position.line == i + 2 && line != nil && line != "fires"
                }
                if kept {
                    #expect(prefixFindings.contains { $0.position.line == i + 2 }, "\(text) rule \(i)")
                }
            }
        }
        #expect(checked > 100)
    }

    static func holds(_ when: String, _ context: [String: String]) -> Bool {
        guard let clause = try? WhenClause(parsing: when, dialect: .vscode) else { return false }
        return clause.evaluate(in: KeyContext(attributes: context)) != nil
    }
}
