import Foundation
import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats
@testable import KeyGraphScript

/// Engine transcripts: each `Transcripts/NAME.kg` script runs through ScriptParser
/// and ScriptRunner in-process (going on after failures); the transcript — every
/// input line as `> line`, then what it printed, then its error — must equal
/// `NAME.out` exactly (``Golden``; `KEYGRAPH_RECORD=1` re-records).
///
/// A first line `# app: tabs` runs the script on the TabView example instead of the demo,
/// `# app: Apps/notes.json` on the notes example, and `# app: NAME` on the fixture app
/// `Transcripts/apps/NAME.json`.
@Suite("Engine transcripts")
struct ScriptTranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts")

    static var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".kg") }.map { String($0.dropLast(3)) }.sorted()
    }

    @Test func thereAreTranscripts() {
        #expect(Self.scripts.count >= 6)
    }

    @Test(arguments: scripts)
    func transcript(_ name: String) throws {
        let script = try String(contentsOf: Self.directory.appendingPathComponent(name + ".kg"), encoding: .utf8)
        let actual = try Self.run(script, file: name + ".kg")
        Golden.expect(actual, matchesFileAt: Self.directory.appendingPathComponent(name + ".out").path)
    }

    /// The app a script's first line names (`# app: tabs`, `# app: notes`), else the demo.
    static func app(for script: String) throws -> AppModel {
        guard script.hasPrefix("# app: ") else { return DemoApps.recipes }
        let name = String(script.dropFirst("# app: ".count).prefix { $0 != "\n" }).trimmingCharacters(in: .whitespaces)
        if name == "tabs" { return DemoApps.tabs }
        if name == DemoApps.notesFile.name { return DemoApps.notes }
        let path = directory.appendingPathComponent("apps").appendingPathComponent(name + ".json")
        return try AppFileLoader.load(
            SourceFile(name: "apps/\(name).json", text: try String(contentsOf: path, encoding: .utf8)))
    }

    /// Runs a script the way `keygraph run --keep-going` does and returns its transcript.
    static func run(_ script: String, file: String) throws -> String {
        let app = try app(for: script)
        let lines = try ScriptParser.parse(SourceFile(name: file, text: script))
        var runner = ScriptHarness(session: try Session(app: app), file: file)
        runner.files = MemoryFiles().client
        var out = ""
        for (line, text, statement) in lines {
            if text.isEmpty { continue }
            out += "> \(text)\n"
            let result = runner.run(statement, line: line, input: text, at: UInt64(line))
            let (output, errors) = result.rendered(errors: .located)
            for line in output + errors { out += line + "\n" }
            if result.quit { break }
        }
        return out
    }
}
