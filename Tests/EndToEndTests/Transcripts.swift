import KeyGraphTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Transcript tests: each `Transcripts/NAME.kg` runs through `keygraph run`, and
/// its standard output, standard error and exit status must equal
/// `Transcripts/NAME.out` exactly (``Golden``: `KEYGRAPH_RECORD=1` re-records).
@Suite("Binary transcripts")
struct BinaryTranscriptTests {
    static let directory = Binary.packageRoot + "/Tests/EndToEndTests/Transcripts"

    static var scripts: [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".kg") { names.append(String(name.dropLast(3))) }
        }
        return names.sorted()
    }

    @Test("transcript", arguments: scripts)
    func transcript(name: String) throws {
        let result = try Binary.run(
            ["run", "--keep-going", "Transcripts/\(name).kg"], workingDirectory: Self.directory + "/..")
        let actual = result.stdout + "--- stderr\n" + result.stderr + "--- exit \(result.status)\n"
        Golden.expect(actual, matchesFileAt: Self.directory + "/\(name).out")
    }

    @Test("there are transcripts to run")
    func hasTranscripts() {
        #expect(Self.scripts.count >= 2)
    }
}
