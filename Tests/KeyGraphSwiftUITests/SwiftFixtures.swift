import KeyGraph
import KeyGraphFormats
import KeyGraphSwiftUI
import KeyGraphTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The SwiftUI fixtures under `Fixtures/` (our own code, one folder per construct), read
/// as `keygraph --swift` reads a folder.
enum SwiftFixtures {
    static let folder = Golden.packageRoot + "/Tests/KeyGraphSwiftUITests/Fixtures"

    /// The `.swift` files (and storyboards and xibs) of fixture `name`, named `NAME/FILE.swift`.
    static func files(_ name: String) -> [SourceFile] {
        var names: [String] = []
        if let dir = opendir(folder + "/" + name) {
            while let entry = readdir(dir) {
                let file = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if file.hasSuffix(".swift") || file.hasSuffix(".storyboard") || file.hasSuffix(".xib") {
                    names.append(file)
                }
            }
            closedir(dir)
        }
        return names.sorted().map {
            SourceFile(name: "\(name)/\($0)", text: Golden.read(folder + "/\(name)/\($0)") ?? "")
        }
    }

    static func read(_ name: String, platform: TargetPlatform = .macos) throws -> SwiftSources {
        try SwiftSources.read(files(name), name: "\(name).swiftui.json", platform: platform)
    }

    /// The app file and the diagnostics, as `keygraph convert` prints them (pinned in `Snapshots/`).
    static func transcript(_ sources: SwiftSources) -> String {
        sources.appFile.text + "---\n" + sources.diagnostics.map { $0.report + "\n" }.joined()
    }

    /// The one-line summaries of the diagnostics.
    static func summaries(_ sources: SwiftSources) -> [String] { sources.diagnostics.map(\.summary) }
}

extension SwiftSources {
    /// The command titled `title`.
    func command(titled title: String) -> Command? {
        model.commands.commands.first { $0.title == title }
    }
}
