import ArgumentParser
import KeyGraph
import KeyGraphFormats

#if SwiftUIReader
import KeyGraphSwiftUI
#endif

/// `check`'s rules in the user's hands: every rule of every family listed, explained, chosen
/// or left out by its id (docs/keymaps.md, "Rules").
struct RuleOptions: ParsableArguments {
    @Flag(help: "Print every rule of every family (id, family, default severity, summary), and exit.")
    var listRules = false

    @Option(
        name: .customLong("explain-rule"),
        help: ArgumentHelp("Print a rule's summary with its Wrong and Right examples, and exit.", valueName: "id"))
    var explainRule: String?

    @Option(
        name: .customLong("rule"),
        help: ArgumentHelp("Report only this rule's findings (repeatable; any family's id).", valueName: "id"))
    var onlyRules: [String] = []

    @Option(
        name: .customLong("no-rule"),
        help: ArgumentHelp("Leave this rule's findings out (repeatable; any family's id).", valueName: "id"))
    var skippedRules: [String] = []

    /// Every rule this build of keygraph reports: the formats' families and, with the SwiftUI
    /// reader, the source rules and the reader's own.
    static let registry: RuleRegistry = {
        #if SwiftUIReader
        RuleRegistry.formats.adding(SwiftLintRule.descriptors).adding(SwiftReaderRule.descriptors)
        #else
        RuleRegistry.formats
        #endif
    }()

    /// `--rule` and `--no-rule` as ids, each checked against the registry.
    /// - Throws: a usage error (exit 2) naming every unknown id and the ids closest to it.
    func chosen() throws -> (only: [RuleID], skipped: [RuleID]) {
        let unknown = RuleSelection.unknown(onlyRules + skippedRules, in: Self.registry)
        guard unknown.isEmpty else {
            throw ValidationError(unknown.map { "no rule '\($0.id)': \($0.hint)" }.joined(separator: "\n"))
        }
        return (onlyRules.map { RuleID($0) }, skippedRules.map { RuleID($0) })
    }

    /// The rules as `--list-rules` prints them: one a line, id, family, default severity and summary.
    static var ruleList: String {
        let rules = registry.rules
        let idWidth = rules.map(\.id.rawValue.count).max() ?? 0
        let familyWidth = rules.map(\.family.rawValue.count).max() ?? 0
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: width - text.count) }
        return rules.map {
            "\(padded($0.id.rawValue, idWidth))  \(padded($0.family.rawValue, familyWidth))  \(padded($0.severity.rawValue, 7))  \($0.summary)\n"
        }.joined()
    }

    /// A rule as `--explain-rule` prints it.
    /// - Throws: a usage error for an id no rule has, with the closest ids.
    static func explanation(of id: String) throws -> String {
        guard let rule = registry[RuleID(id)] else {
            throw ValidationError("no rule '\(id)': \(RuleSelection.closest(to: id, in: registry))")
        }
        var out = """
            \(rule.id) (\(rule.family.rawValue), \(rule.severity.rawValue) by default)
              \(rule.summary)
              Wrong: \(rule.wrong)
              Right: \(rule.right)

            """
        #if SwiftUIReader
        if let source = SwiftLintRule(rawValue: id) { out += "  seed:  \(source.seed)\n  why:   \(source.reason)\n" }
        #endif
        out += "  docs:  \(rule.doc)\n"
        return out
    }
}
