import KeyGraph
import KeyGraphFormats
import SwiftSyntax

/// The seeds' navigation, tab, sheet and toolbar rules checked on a SwiftUI app's own source
/// (`keygraph check --swift DIR`; docs/swiftui-lints.md). Each finding is a warning at the Swift
/// code, its message ending with the rule's id in brackets and the seed's reason as its hint;
/// `// keygraph:ignore ID` on the line, or alone on the line before, silences it. What a rule
/// cannot decide is a note, never a finding.
public enum SwiftLints {
    /// The findings and notes in `files` (a project's `.swift` files), in file and line order.
    /// - Parameters:
    ///   - targets: the app's deployment targets (rules about newer APIs respect them).
    ///   - rules: the rules to check; all of them by default.
    ///   - applyingIgnores: whether `// keygraph:ignore` comments silence findings here; `check`
    ///     leaves them to its pipeline, which also reports a comment that silences nothing.
    ///   - cache: where the trees are kept for the reader (``SwiftSources/read(_:name:platform:cache:)``).
    public static func lint(
        _ files: [SourceFile], targets: DeploymentTargets = DeploymentTargets(),
        platform: TargetPlatform = .macos, rules: Set<SwiftLintRule> = Set(SwiftLintRule.allCases),
        applyingIgnores: Bool = true, cache: SwiftParseCache? = nil
    ) -> [Diagnostic] {
        let parsed = SwiftFile.parse(files.sorted { $0.name < $1.name }, cache: cache)
        var context = LintContext(
            files: parsed, index: SwiftIndex(files: parsed, conditions: CompilationConditions(platform: platform)),
            targets: targets, rules: rules)
        context.checkNavigation()
        context.checkTabsAndSheets()
        context.checkToolbarsAndMenus()
        context.checkPresentation()
        context.checkDeepLinks()
        let lines = Dictionary(
            files.map { ($0.name, $0.text.sourceLines()) },
            uniquingKeysWith: { first, _ in first })
        return context.found.filter { !applyingIgnores || !isIgnored($0, lines: lines[$0.file] ?? []) }.sorted {
            ($0.file, $0.position.line, $0.position.column) < ($1.file, $1.position.line, $1.position.column)
        }
    }

    /// Whether `// keygraph:ignore ID` names the finding's rule on its line or alone on the line before.
    static func isIgnored(_ finding: Diagnostic, lines: [Substring]) -> Bool {
        guard let id = finding.rule?.rawValue else { return false }
        func names(_ line: Substring) -> Bool {
            guard let range = line.firstRange(of: "// keygraph:ignore ") else { return false }
            return line[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," }).contains { $0 == id }
        }
        let number = finding.position.line
        if number >= 1, number <= lines.count, names(lines[number - 1]) { return true }
        guard number >= 2, number - 1 <= lines.count else { return false }
        let before = lines[number - 2]
        return before.trimmingPrefix(while: { $0 == " " || $0 == "\t" }).hasPrefix("//") && names(before)
    }
}

/// What the rules read: the parsed files, the index of their types, the deployment targets,
/// and what they found so far.
struct LintContext {
    let files: [SwiftFile]
    let index: SwiftIndex
    let targets: DeploymentTargets
    let rules: Set<SwiftLintRule>
    var found: [Diagnostic] = []
    /// Every call of the project, with its file (made once: eighteen checks go through it).
    let allCalls: [(file: SwiftFile, call: FunctionCallExprSyntax)]

    init(files: [SwiftFile], index: SwiftIndex, targets: DeploymentTargets, rules: Set<SwiftLintRule>) {
        self.files = files
        self.index = index
        self.targets = targets
        self.rules = rules
        self.allCalls = files.flatMap { file in file.calls.map { (file, $0) } }
    }

    /// Reports `rule` at `node` (at the rule's severity, a warning but for `icon-without-label`;
    /// its hint is the seed's reason).
    mutating func report(_ rule: SwiftLintRule, _ node: some SyntaxProtocol, in file: SwiftFile, _ message: String) {
        guard rules.contains(rule) else { return }
        var finding = file.location(of: node).diagnostic(
            rule.severity, "\(message) [\(rule.rawValue)]", hint: rule.reason)
        finding.rule = rule.id
        found.append(finding)
    }

    /// A note that `rule` could not decide at `node`.
    mutating func undecided(_ rule: SwiftLintRule, _ node: some SyntaxProtocol, in file: SwiftFile, _ message: String) {
        guard rules.contains(rule) else { return }
        var note = file.location(of: node).diagnostic(.note, "\(message) [\(rule.rawValue)]")
        note.rule = rule.id
        found.append(note)
    }

    /// Whether `name` is a type of the project that conforms to `View`.
    func isView(_ name: String) -> Bool { index.types[name]?.inherited.contains("View") == true }
}
