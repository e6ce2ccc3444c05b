import KeyGraphTestSupport
import Testing

/// A file's diagnostics are printed in the order of the file: by line, then column, however the
/// loader came upon them (it reads a binding's command before its keys); files keep their order.
@Suite("Diagnostics in file order")
struct DiagnosticOrderTests {
    static let keymap = """
        {
          "bindings": [
            { "key": "ctrl+k ctrl+d", "command": "go.desserts" },
            { "key": "ctrl+k ctrl+b", "command": "go.breakfast" },
            { "key": "ctrl+zz", "command": "nope", "when": "a &&" }
          ]
        }

        """

    @Test("the errors on one line come by column; a second file's after the first's")
    func byLineAndColumn() throws {
        let folder = makeTemporaryDirectory()
        #expect(Golden.write(Self.keymap, to: folder + "/a.json"))
        #expect(Golden.write(Self.keymap, to: folder + "/b.json"))
        let result = try Binary.run(["menu", "--keymap", "a.json", "--keymap", "b.json"], workingDirectory: folder)
        #expect(result.status == 2)
        let located = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map { line in
            let parts = line.split(separator: ":")
            return (String(parts[0]), Int(parts[1]) ?? 0, Int(parts[2]) ?? 0)
        }
        try #require(located.count >= 2, "\(result.stderr)")
        let files = located.map(\.0)
        #expect(files == files.sorted(), "\(result.stderr)")
        for file in Set(files) {
            let places = located.filter { $0.0 == file }.map { [$0.1, $0.2] }
            #expect(places == places.sorted { $0.lexicographicallyPrecedes($1) }, "\(result.stderr)")
            #expect(Set(places.map { $0[1] }).count >= 2, "two errors on line 5 at different columns")
        }
    }
}
