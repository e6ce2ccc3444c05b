import Foundation
import PackagePlugin

/// `swift package keygraph-check [--target NAME]… [CHECK OPTIONS]`: `keygraph check --swift` on
/// each Swift target of the package (every one that is not a test, or those named), with the
/// options after them passed on (`--strict`, `--rule ID`, `--platform macos`, …). Fails when a
/// check fails (docs/plugins.md).
@main
struct KeyGraphCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let targets = try named.isEmpty ? context.package.targets : context.package.targets(named: named)
        let folders = targets.compactMap { target -> (String, URL)? in
            guard let module = target as? SourceModuleTarget, module.kind != .test,
                !module.sourceFiles(withSuffix: ".swift").map(\.url).isEmpty
            else { return nil }
            return (module.name, module.directoryURL)
        }
        let tool = try context.tool(named: "keygraph").url
        try Self.check(folders, tool: tool, options: extractor.remainingArguments)
    }

    /// Runs the check on each folder in turn; its output goes straight to this one's.
    static func check(_ folders: [(name: String, folder: URL)], tool: URL, options: [String]) throws {
        var failed: [String] = []
        for (name, folder) in folders {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["check", "--swift", folder.path] + options
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append("\(name) (exit \(process.terminationStatus))") }
        }
        if !failed.isEmpty {
            Diagnostics.error("keygraph check --swift failed: \(failed.joined(separator: ", "))")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode (the project's context menu, KeyGraphCheckCommand): the project's folder, read whole.
extension KeyGraphCheckCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "keygraph").url
        let project = context.xcodeProject
        try Self.check([(project.displayName, project.directoryURL)], tool: tool, options: arguments)
    }
}
#endif
