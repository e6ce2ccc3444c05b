import Foundation
import KeyGraphTestSupport
import Testing

@Suite("keygraph schema")
struct SchemaCommandTests {
    @Test("the shipped Schemas/ files are what `keygraph schema` prints now", arguments: ["keymap", "app", "config"])
    func shippedSchemas(format: String) throws {
        let result = try Binary.run(["schema", format])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        Golden.expect(result.stdout, matchesFileAt: Binary.packageRoot + "/Schemas/\(format).schema.json")
    }

    @Test("an unknown format is a usage error")
    func unknownFormat() throws {
        let result = try Binary.run(["schema", "keymaps"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("Error: The value 'keymaps' is invalid for '<format>'"))
    }

    /// Tests/Schemas/check_schemas.py with jsonschema: the schemas are valid, every shipped and
    /// example file validates, and the malformed corpus's structural cases are rejected.
    @Test("a real validator accepts every shipped file and rejects the structural malformed cases")
    func validator() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Binary.packageRoot + "/Tests/Schemas/check_schemas.py", "--keygraph", Binary.path,
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Exit 2: jsonschema is missing. That fails the test: it is a test dependency (.ci/run installs it).
        #expect(process.terminationStatus == 0, "check_schemas.py exited \(process.terminationStatus):\n\(out)\(err)")
        #expect(out.contains("structural cases rejected by the schema too"))
    }
}
