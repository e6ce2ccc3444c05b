import Foundation
import Testing

@testable import KeyGraph

/// Transcript tests: each `Tests/Transcripts/NAME.kg` script runs through
/// ScriptParser and ScriptRunner (going on after failures); the transcript —
/// every input line as `> line`, then what it printed, then its error — must
/// equal `NAME.out` exactly. Set `KEYGRAPH_RECORD=1` to rewrite the `.out` files.
///
/// A first line `# app: tabs` runs the script on ``TabsExample`` instead of the demo.
@Suite("Transcripts")
struct TranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
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
        let expectedURL = Self.directory.appendingPathComponent(name + ".out")
        if ProcessInfo.processInfo.environment["KEYGRAPH_RECORD"] == "1" {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected, "\(name).kg: the transcript differs from \(name).out")
        if actual != expected {
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            if let i = zip(a, e).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                Issue.record("first difference at line \(i + 1):\n  got:      \(a[i])\n  expected: \(e[i])")
            }
        }
    }

    /// Runs a script the way `keygraph run --keep-going` does and returns its transcript.
    static func run(_ script: String, file: String) throws -> String {
        let app = script.hasPrefix("# app: tabs") ? TabsExample.model : DemoApp.model
        let lines = try ScriptParser.parse(SourceFile(name: file, text: script))
        var runner = ScriptRunner(session: try Session(app: app), file: file)
        let files = MemoryFiles()
        runner.stateFiles = files.stateFiles
        var out = ""
        for (line, text, statement) in lines {
            if text.isEmpty { continue }
            out += "> \(text)\n"
            let result = runner.run(statement, line: line, input: text, at: UInt64(line))
            for output in result.output { out += output + "\n" }
            if let error = result.error { out += error.summary + "\n" }
            if result.quit { break }
        }
        return out
    }
}

/// State files kept in memory, so transcripts can save, restore and corrupt them.
final class MemoryFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: String] = ["corrupt.json": "{ not json"]

    var stateFiles: StateFiles {
        StateFiles(
            read: { (path) throws(StateFiles.Failure) -> String in
                guard let text = self.locked({ self.files[path] }) else {
                    throw StateFiles.Failure(message: "No such file or directory")
                }
                return text
            },
            write: { path, text in self.locked { self.files[path] = text } },
            moveAside: { (path) throws(StateFiles.Failure) -> String in
                self.locked {
                    let aside = path + ".corrupt"
                    self.files[aside] = self.files.removeValue(forKey: path)
                    return aside
                }
            })
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
