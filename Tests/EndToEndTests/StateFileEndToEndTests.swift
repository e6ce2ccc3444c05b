import Foundation
import Testing

/// Runs the built `keygraph` binary with `--state`: restore on start, atomic save on exit,
/// a corrupt file moved aside with a warning.
@Suite("keygraph --state", .serialized)
struct StateFileEndToEndTests {
    /// `.build/debug/keygraph`, beside the test bundle.
    static var binary: URL {
        var directory = Bundle.main.bundleURL
        if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("keygraph")
    }

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], input: String, in directory: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keygraph-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func savesOnExitAndRestoresOnStart() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try Self.run(
            ["run", "--state", "s.json", "-"], input: "open recipes://category/desserts/recipe/apple-pie\n",
            in: directory)
        #expect(first.status == 0)
        let second = try Self.run(["run", "--state", "s.json", "-"], input: "show path\n", in: directory)
        #expect(second.stdout == "[Category:desserts, Recipe:apple-pie]\n")
        #expect(second.stderr == "s.json: note: Restored 1 scene\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["s.json"], "no temporary file is left behind")
    }

    @Test func aCorruptFileIsMovedAsideWithAWarning() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "{ broken".write(to: directory.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let outcome = try Self.run(["run", "--state", "s.json", "-"], input: "show path\n", in: directory)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "[]\n")
        #expect(
            outcome.stderr
                == "s.json: warning: the saved state is corrupt: 1:3: unexpected 'b'; expected a quoted key or '}'; moved it to s.json.corrupt\n"
        )
        let aside = try String(contentsOf: directory.appendingPathComponent("s.json.corrupt"), encoding: .utf8)
        #expect(aside == "{ broken")
        let saved = try String(contentsOf: directory.appendingPathComponent("s.json"), encoding: .utf8)
        #expect(saved.hasPrefix("{\"format\":\"keygraph-state\""))
    }

    @Test func theFirstUndoAfterALaunchRestoreHasNothingToUndo() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.run(["run", "--state", "s.json", "-"], input: "push Category:desserts\n", in: directory)
        let second = try Self.run(["run", "--state", "s.json", "-"], input: "undo\n", in: directory)
        #expect(second.status == 1)
        #expect(second.stderr == "s.json: note: Restored 1 scene\n<stdin>:1:1: error: nothing to undo\n")
        let third = try Self.run(["run", "--state", "s.json", "-"], input: "show path\n", in: directory)
        #expect(third.stdout == "[Category:desserts]\n", "the restored state was saved again, not the empty one")
    }

    @Test func anotherAppsStateFileIsRefusedAndLeftUntouched() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try Self.run(
            ["run", "--app", Binary.packageRoot + "/Apps/tabs.json", "--state", "s.json", "-"],
            input: "push Album:blue\n", in: directory)
        #expect(first.status == 0)
        let file = directory.appendingPathComponent("s.json")
        let saved = try Data(contentsOf: file)
        let before = try FileManager.default.attributesOfItem(atPath: file.path)
        let second = try Self.run(
            ["run", "--state", "s.json", "-"], input: "run go.desserts\nshow path\n", in: directory)
        #expect(second.status == 0)
        #expect(second.stdout == "→ go.desserts\n[Category:desserts]\n")
        #expect(
            second.stderr == """
                s.json:1:46: warning: the file holds the state of the app 'music', not 'recipes': it is left untouched, \
                and this session's state is not saved
                1 | {"format":"keygraph-state","version":1,"app":"music","focusedScene":"main","scenes":[{"id":"main",\
                "tabs":{"selected":"li…
                  |                                              ^^^^^^^
                hint: give this app its own --state file

                """)
        #expect(try Data(contentsOf: file) == saved)
        let after = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date, "the file was not written")
    }
}
