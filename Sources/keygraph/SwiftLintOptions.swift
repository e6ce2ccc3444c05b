import ArgumentParser
import KeyGraph

#if SwiftUIReader
import KeyGraphSwiftUI
#endif

/// `check --swift DIR`'s choice of the seeds' SwiftUI rules (docs/swiftui-lints.md).
struct SwiftLintOptions: ParsableArguments {
    @Flag(help: "Print every SwiftUI source rule (--swift) with its id, seed and reason, and exit.")
    var listRules = false

    @Option(
        name: .customLong("rule"),
        help: ArgumentHelp("Check only this SwiftUI source rule (repeatable).", valueName: "id"))
    var onlyRules: [String] = []

    @Option(
        name: .customLong("no-rule"),
        help: ArgumentHelp("Do not check this SwiftUI source rule (repeatable).", valueName: "id"))
    var skippedRules: [String] = []

    #if SwiftUIReader
    /// The rules chosen; an id no rule has is a usage error that lists the ids.
    func rules() throws -> Set<SwiftLintRule> {
        for id in onlyRules + skippedRules where SwiftLintRule(rawValue: id) == nil {
            let ids = SwiftLintRule.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("no SwiftUI source rule '\(id)': the rules are \(ids)")
        }
        let chosen = onlyRules.isEmpty ? Set(SwiftLintRule.allCases) : Set(onlyRules.compactMap(SwiftLintRule.init))
        return chosen.subtracting(skippedRules.compactMap(SwiftLintRule.init))
    }

    /// The rules as `--list-rules` prints them: id, seed, what it finds, and the seed's reason.
    static var ruleList: String {
        SwiftLintRule.allCases.map {
            "\($0.rawValue)\n  finds:  \($0.summary)\n  seed:   \($0.seed)\n  reason: \($0.reason)\n"
        }.joined(separator: "\n")
    }

    /// The findings of the chosen rules in the folder read, with the deployment targets its
    /// `Package.swift` and Xcode projects declare.
    func lint(_ reading: SwiftSourceFolder.Reading, folder: String, platform: TargetPlatform) throws -> [Diagnostic] {
        var targets = DeploymentTargets()
        for file in reading.sources where file.name.hasSuffix("Package.swift") { targets.read(file.text) }
        for path in (try? SwiftSourceFolder.swiftFiles(under: folder, endingWith: ".pbxproj")) ?? [] {
            if let project = try? FileIO.readSource(path) { targets.read(project.text) }
        }
        return SwiftLints.lint(reading.sources, targets: targets, platform: platform, rules: try rules())
    }
    #endif
}
