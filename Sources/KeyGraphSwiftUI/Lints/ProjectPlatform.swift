import KeyGraph
import KeyGraphFormats

/// The platform a SwiftUI project is read for and its deployment target, from what the project
/// declares: its `Package.swift` `platforms:`, its Xcode projects' `SDKROOT` and
/// `MACOSX_DEPLOYMENT_TARGET`/`IPHONEOS_DEPLOYMENT_TARGET`, else its sources' `#if os(…)` and
/// imports. A project that declares the Mac is read for `macos` (the menu bar is the Mac's);
/// one that declares only iOS for `ipados`; one that declares nothing for `macos`, since
/// SwiftUI runs on Apple's systems only (docs/swiftui.md).
public struct ProjectPlatform: Sendable, Hashable {
    public var platform: TargetPlatform
    /// The deployment target of that platform (`macOS 13.0`), when declared.
    public var target: String?
    /// The line that decided it: `.macOS(.v13)`, `SDKROOT = macosx;`, `#if os(macOS)`.
    public var reason: String
    /// Where that was written; nil when nothing was (the default).
    public var file: String?
    public var position: SourcePosition
    public var sourceLine: String
    /// Every platform's deployment target, for the source rules.
    public var targets: DeploymentTargets

    /// Reads `manifests` (`Package.swift` and `project.pbxproj` files) and, when they say
    /// nothing of the platform, `sources` (the `.swift` files).
    public static func detect(manifests: [SourceFile], sources: [SourceFile]) -> ProjectPlatform {
        var targets = DeploymentTargets()
        for file in manifests { targets.read(file.text) }
        var evidence: [(platform: TargetPlatform, reason: String, file: SourceFile, line: Int)] = []
        for file in manifests {
            for (number, line) in file.text.sourceLines().enumerated() {
                let trimmed = line.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
                for (marker, platform) in Self.manifestMarkers where trimmed.containsBytes(marker) {
                    evidence.append((platform, String(trimmed), file, number + 1))
                }
            }
        }
        if evidence.isEmpty {
            for file in sources {
                for (number, line) in file.text.sourceLines().enumerated() {
                    for (marker, platform) in Self.sourceMarkers where line.containsBytes(marker) {
                        evidence.append(
                            (
                                platform, String(line.trimmingPrefix(while: { $0 == " " || $0 == "\t" })), file,
                                number + 1
                            ))
                    }
                }
            }
        }
        // The Mac when anything declares it, else the iPad when something declares iOS.
        let chosen = evidence.first { $0.platform == .macos } ?? evidence.first
        guard let chosen else {
            return ProjectPlatform(
                platform: .macos, target: nil, reason: "nothing in the project names a platform", file: nil,
                position: SourcePosition(line: 0, column: 0), sourceLine: "", targets: targets)
        }
        let lines = chosen.file.text.sourceLines()
        let text = String(lines[chosen.line - 1])
        let column = text.prefix { $0 == " " || $0 == "\t" }.count + 1
        let system = chosen.platform == .macos ? "macOS" : "iOS"
        let target = targets.versions[system].map { "\(system) \($0 / 100).\($0 % 100)" }
        return ProjectPlatform(
            platform: chosen.platform, target: target, reason: chosen.reason, file: chosen.file.name,
            position: SourcePosition(line: chosen.line, column: column), sourceLine: text, targets: targets)
    }

    /// What a manifest line says: a `platforms:` entry (Package.swift, Tuist's Project.swift),
    /// an Xcode build setting.
    static let manifestMarkers: [(String, TargetPlatform)] = [
        (".macOS(", .macos), (".iOS(", .ipados), ("SDKROOT = macosx", .macos), ("SDKROOT = iphoneos", .ipados),
        ("MACOSX_DEPLOYMENT_TARGET = ", .macos), ("IPHONEOS_DEPLOYMENT_TARGET = ", .ipados),
    ]

    /// What a source line says: a platform condition or a framework only one system has.
    static let sourceMarkers: [(String, TargetPlatform)] = [
        ("os(macOS)", .macos), ("import AppKit", .macos), ("os(iOS)", .ipados), ("import UIKit", .ipados),
    ]

    /// The note that says which platform and target the reading used and where they came from;
    /// `given` is the `--platform` the person chose, which wins.
    public func note(given: TargetPlatform?) -> Diagnostic {
        let targetText = target.map { ", deployment target \($0)" } ?? ", no deployment target found"
        let message: String
        if let given, given != platform {
            message =
                "read for \(given.rawValue) (--platform); the project targets \(platform.rawValue)\(targetText) "
                + "(\(file == nil ? reason : "'" + reason + "'"))"
        } else {
            message = "read for \(platform.rawValue)\(targetText) (\(file == nil ? reason : "'" + reason + "'"))"
        }
        return Diagnostic(
            .note, file: file ?? "--swift", position: position, length: max(1, sourceLine.count - position.column + 1),
            message: message, sourceLine: file == nil ? nil : sourceLine, rule: SwiftReaderRule.platform.id)
    }
}
