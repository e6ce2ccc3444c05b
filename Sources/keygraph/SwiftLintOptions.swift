import ArgumentParser
import KeyGraph
import KeyGraphFormats

#if SwiftUIReader
import KeyGraphSwiftUI
#endif

/// `check --swift DIR`'s source rules (docs/swiftui-lints.md), run with the rules `--rule`,
/// `--no-rule` and `.keygraph.json` choose.
enum SwiftLintRun {
    /// What the source rules found, and the Swift files' texts (for ignore comments and source lines).
    struct Found {
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
    }

    #if SwiftUIReader
    /// The findings of the chosen rules in the `.swift` files under `folder`, with the deployment
    /// targets its `Package.swift` and Xcode projects declare (and, for a platform they do not
    /// name, `.keygraph.json`'s). Files that cannot be read are the reader's to report. Ignore
    /// comments are left to the check's pipeline, which reports those that silence nothing.
    static func lint(
        _ folder: String, platform: TargetPlatform, selection: RuleSelection, config: CheckConfig?
    ) -> Found {
        let rules = Set(SwiftLintRule.allCases.filter { selection.checks($0.id) })
        var targets = DeploymentTargets()
        var found = Found()
        var files: [SourceFile] = []
        for path in (try? SwiftSourceFolder.swiftFiles(under: folder)) ?? [] {
            guard let file = try? FileIO.readSource(path) else { continue }
            files.append(file)
            found.sources[file.name] = file.text
        }
        // The project's manifests: under the folder, else in the project around it.
        for path in SwiftSourceFolder.projectManifests(folder) {
            if let manifest = try? FileIO.readSource(path) { targets.read(manifest.text) }
        }
        for (name, version) in config?.deploymentTargets ?? [:] where targets.versions[name] == nil {
            let parts = version.split(separator: ".").compactMap { Int($0) }
            if let major = parts.first { targets.add(name, major * 100 + (parts.count > 1 ? parts[1] : 0)) }
        }
        found.diagnostics = SwiftLints.lint(
            files, targets: targets, platform: platform, rules: rules, applyingIgnores: false,
            cache: SwiftSourceFolder.parseCache)
        return found
    }
    #endif
}

extension Check {
    /// The app, with `--swift` the source rules' findings too: they run even when the sources
    /// do not make an app, and then come before the reader's errors.
    func loadAppAndLintSources(
        _ options: AppOptions, selection: RuleSelection, config: CheckConfig?
    ) throws -> (LoadedApp, SwiftLintRun.Found) {
        // One progress line for both readings of the sources.
        let progress = ReadingProgress(files: {
            options.swiftFolder.flatMap { try? SwiftSourceFolder.swiftFiles(under: $0).count } ?? 0
        })
        defer { progress.end() }
        #if SwiftUIReader
        let found =
            options.swiftFolder.map {
                SwiftLintRun.lint($0, platform: options.platform, selection: selection, config: config)
            } ?? SwiftLintRun.Found()
        #else
        let found = SwiftLintRun.Found()
        #endif
        do {
            return (try options.loadApp(quiet: true), found)
        } catch {
            let found = IgnoreComments.apply(
                found.diagnostics, sources: found.sources, registry: RuleOptions.registry, reportsIn: { _ in false })
            throw CLIError(diagnostics: found + error.diagnostics)
        }
    }
}
