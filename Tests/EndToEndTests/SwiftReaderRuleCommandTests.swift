import Foundation
import KeyGraphTestSupport
import Testing

/// The SwiftUI reader's own notes under their rules, through the binary: listed, counted by
/// rule in the summary, left out with `--no-rule`, `.keygraph.json` and `// keygraph:ignore`,
/// carried by `--sarif` (docs/swiftui.md, "The reader's findings by rule").
@Suite("keygraph check --swift: the reader's notes by rule")
struct SwiftReaderRuleCommandTests {
    static let unreached = "Tests/KeyGraphSwiftUITests/Fixtures/ScopeUnreached"

    static func keygraph(_ arguments: [String], in directory: String = Binary.packageRoot) throws -> Binary.Result {
        try Binary.run(arguments, workingDirectory: directory)
    }

    @Test("the summary counts the reader's notes by their rules, never as '(no rule)'")
    func summaryByRule() throws {
        let result = try Self.keygraph(["check", "--swift", Self.unreached])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("(no rule)"), "\(result.stdout)")
        #expect(result.stdout.contains("  swift-platform "), "\(result.stdout)")
        #expect(result.stdout.contains("  view-not-shown "), "\(result.stdout)")
    }

    @Test("--no-rule leaves a reader's note out; --rule keeps only that rule's")
    func noRule() throws {
        let result = try Self.keygraph(["check", "--swift", Self.unreached, "--no-rule", "view-not-shown"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("is not shown by any scene"), "\(result.stdout)")
        #expect(result.stdout.contains("read for macos"))
        let only = try Self.keygraph(["check", "--swift", Self.unreached, "--rule", "view-not-shown"])
        #expect(only.stdout.contains("is not shown by any scene"))
        #expect(!only.stdout.contains("read for macos"), "\(only.stdout)")
        let typo = try Self.keygraph(["check", "--swift", Self.unreached, "--no-rule", "view-not-show"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean 'view-not-shown'?"), "\(typo.stderr)")
    }

    @Test("--sarif carries the reader's rules and its notes' ruleIds")
    func sarif() throws {
        let result = try Self.keygraph(["check", "--swift", Self.unreached, "--sarif"])
        #expect(result.stdout.contains(#""ruleId": "view-not-shown""#))
        #expect(result.stdout.contains(#""ruleId": "swift-platform""#))
        #expect(result.stdout.contains(#""id": "source-not-read""#))
    }

    @Test("a project's .keygraph.json turns a reader's rule off, and an ignore comment silences its note")
    func configAndIgnore() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "keygraph-reader-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try String(
            contentsOfFile: Binary.packageRoot + "/" + Self.unreached + "/EditorApp.swift", encoding: .utf8)
        let ignored = source.replacingOccurrences(
            of: "struct ImageExporter: View {",
            with: "// keygraph:ignore view-not-shown -- shown by the next release\nstruct ImageExporter: View {")
        #expect(ignored != source)
        try ignored.write(to: directory.appendingPathComponent("EditorApp.swift"), atomically: true, encoding: .utf8)
        try #"{ "rules": { "swift-platform": "off" } }"#.write(
            to: directory.appendingPathComponent(".keygraph.json"), atomically: true, encoding: .utf8)
        let result = try Self.keygraph(["check", "--swift", "."], in: directory.path)
        #expect(result.status == 0)
        #expect(result.stdout == "0 errors, 0 warnings, 0 notes\n", "\(result.stdout)")
        // Without the comment, the note is there (the comment, not the file, silenced it).
        try source.write(to: directory.appendingPathComponent("EditorApp.swift"), atomically: true, encoding: .utf8)
        let plain = try Self.keygraph(["check", "--swift", "."], in: directory.path)
        #expect(plain.stdout.contains("is not shown by any scene"), "\(plain.stdout)")
        #expect(!plain.stdout.contains("read for macos"), "\(plain.stdout)")
    }
}
