import Foundation
import KeyGraphTestSupport
import Testing

/// Launching from a link: `keygraph --open URL` is a cold-start deep link, applied after
/// `--state` restores and before the first prompt or script line.
@Suite("keygraph --open")
struct LaunchTests {
    @Test("the link is opened before the first line runs, after the saved state is restored")
    func opensBeforeTheFirstLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kg-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("s.json").path
        _ = try Binary.run(["run", "--state", state, "-"], input: "scene new second\n")
        let result = try Binary.run(
            ["run", "--state", state, "--open", "recipes://category/desserts/recipe/apple-pie", "-"],
            input: "show path\nshow scenes\n")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Opened recipes://category/desserts/recipe/apple-pie → [Category:desserts, Recipe:apple-pie]
                [Category:desserts, Recipe:apple-pie]
                  main []
                * second [Category:desserts, Recipe:apple-pie]

                """)
        #expect(result.stderr == "\(state): note: Restored 2 scenes\n")
    }

    @Test("with --json the link's note is left out: every line of output is a line's object")
    func jsonStaysJSONLines() throws {
        let result = try Binary.run(
            ["run", "--json", "--open", "recipes://category/drinks", "-"], input: "show path\n")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"line":1,"#))
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test("a link that cannot be opened stops the launch: exit 2, nothing runs, nothing is saved")
    func aBadLinkRunsNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kg-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appendingPathComponent("s.json").path
        let result = try Binary.run(
            ["run", "--state", state, "--open", "recipes://category/tiramisu", "-"], input: "echo ran\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "--open: error: cannot open 'recipes://category/tiramisu': no Category with id 'tiramisu'\n")
        #expect(!FileManager.default.fileExists(atPath: state))
    }
}
