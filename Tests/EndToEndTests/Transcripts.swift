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

    static var scripts: [String] { fileNames(in: directory, endingWith: ".kg") }

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
