import ArgumentParser
import KeyGraph
import KeyGraphFormats

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

    /// The findings of the chosen rules in the `.swift` files under `folder`, with the deployment
    /// targets its `Package.swift` and Xcode projects declare. Files that cannot be read are the
    /// reader's to report.
    func lint(_ folder: String, platform: TargetPlatform) throws -> [Diagnostic] {
        let rules = try rules()
        var targets = DeploymentTargets()
        var files: [SourceFile] = []
        for path in (try? SwiftSourceFolder.swiftFiles(under: folder)) ?? [] {
            guard let file = try? FileIO.readSource(path) else { continue }
            if path.hasSuffix("/Package.swift") { targets.read(file.text) }
            files.append(file)
        }
        for path in (try? SwiftSourceFolder.swiftFiles(under: folder, endingWith: ".pbxproj")) ?? [] {
            if let project = try? FileIO.readSource(path) { targets.read(project.text) }
        }
        return SwiftLints.lint(files, targets: targets, platform: platform, rules: rules)
    }
    #endif
}

extension Check {
    /// The app, with `--swift` the source rules' findings too: they run even when the sources
    /// do not make an app, and then come before the reader's errors.
    func loadAppAndLintSources() throws -> (LoadedApp, [Diagnostic]) {
        // One progress line for both readings of the sources.
        let progress = ReadingProgress(files: {
            options.swiftFolder.flatMap { try? SwiftSourceFolder.swiftFiles(under: $0).count } ?? 0
        })
        defer { progress.end() }
        #if SwiftUIReader
        let lints = try options.swiftFolder.map { try swiftLintOptions.lint($0, platform: options.platform) } ?? []
        #else
        let lints: [Diagnostic] = []
        #endif
        do {
            return (try options.loadApp(quiet: true), lints)
        } catch {
            throw CLIError(diagnostics: lints + error.diagnostics)
        }
    }
}
