import Foundation
import PackagePlugin

/// The build-tool plugin: `keygraph check --swift` on a target's sources at every build that
/// changes them, its findings printed as `file:line:col: warning: …`, which `swift build` shows
/// and Xcode lists as the target's warnings (docs/plugins.md). An error finding fails the build.
///
/// A build command needs an output for the build system to run it, and keygraph writes none:
/// the command runs keygraph through `/bin/sh` and, when it succeeds, writes a Swift file with
/// nothing but a comment, which the build compiles into the target.
@main
struct KeyGraphBuildCheck: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: ".swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        return [
            try Self.command(
                tool: context.tool(named: "keygraph").url, folder: target.directoryURL, sources: sources,
                work: context.pluginWorkDirectoryURL, name: target.name)
        ]
    }

    /// `keygraph check --swift FOLDER`, then the stamp file the build system waits for.
    static func command(tool: URL, folder: URL, sources: [URL], work: URL, name: String) throws -> Command {
        let stamp = work.appendingPathComponent("KeyGraphChecked-\(name).swift")
        let script = #""$0" check --swift "$1" && echo '// keygraph check --swift: checked.' > "$2""#
        return .buildCommand(
            displayName: "keygraph check --swift \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, tool.path, folder.path, stamp.path],
            // The tool is an input too: the build makes keygraph before it runs the check.
            inputFiles: sources + [tool],
            outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same check in an Xcode project: the project's folder read, as `--swift` reads a package's target.
extension KeyGraphBuildCheck: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        guard !sources.isEmpty else { return [] }
        return [
            try Self.command(
                tool: context.tool(named: "keygraph").url, folder: context.xcodeProject.directoryURL,
                sources: sources, work: context.pluginWorkDirectoryURL, name: target.displayName)
        ]
    }
}
#endif
