import KeyGraphTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Other editors' keymaps, read and analysed as those editors do: each fixture
/// `EditorKeymaps/NAME.json` (one construct each) has `NAME.cmd`, command lines run with the
/// real binary in that folder (`$F` is the fixture), and `NAME.out`, their standard output,
/// standard error and exit status, compared exactly (``Golden``: `KEYGRAPH_RECORD=1`
/// re-records).
@Suite("VS Code and Zed keymaps")
struct EditorKeymapTests {
    static let directory = Binary.packageRoot + "/Tests/EndToEndTests/EditorKeymaps"

    static var fixtures: [String] { fileNames(in: directory, endingWith: ".cmd") }

    /// A command line's words; double quotes group words with spaces.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for c in line {
            if c == "\"" {
                quoted.toggle()
                started = true
            } else if c == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(c)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }

    @Test("fixture", arguments: fixtures)
    func fixture(name: String) throws {
        let script = try #require(Golden.read(Self.directory + "/\(name).cmd"))
        var transcript = ""
        for line in script.split(separator: "\n") where !line.isEmpty {
            let arguments = Self.words(String(line)).map { $0 == "$F" ? "\(name).json" : $0 }
            let result = try Binary.run(arguments, workingDirectory: Self.directory)
            transcript += "$ keygraph \(line)\n" + result.stdout + "--- stderr\n" + result.stderr
            transcript += "--- exit \(result.status)\n\n"
        }
        Golden.expect(transcript, matchesFileAt: Self.directory + "/\(name).out")
    }

    @Test("there are fixtures for both editors")
    func hasFixtures() {
        #expect(Self.fixtures.filter { $0.hasPrefix("vscode-") }.count >= 5)
        #expect(Self.fixtures.filter { $0.hasPrefix("zed-") }.count >= 4)
    }
}
