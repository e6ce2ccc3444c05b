import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Transcript tests: each `Transcripts/NAME.kg` runs through `keygraph run`, and
/// its standard output, standard error and exit status must equal
/// `Transcripts/NAME.out` exactly. Set `KEYGRAPH_RECORD=1` to re-record.
@Suite("Script transcripts")
struct TranscriptTests {
    static let directory = Binary.packageRoot + "/Tests/EndToEndTests/Transcripts"

    static var scripts: [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".kg") { names.append(String(name.dropLast(3))) }
        }
        return names.sorted()
    }

    @Test("transcript", arguments: scripts)
    func transcript(name: String) throws {
        let script = Self.directory + "/\(name).kg"
        let result = try Binary.run(["run", "--keep-going", "Transcripts/\(name).kg"], workingDirectory: Self.directory + "/..")
        let actual = result.stdout + "--- stderr\n" + result.stderr + "--- exit \(result.status)\n"
        let expectedPath = Self.directory + "/\(name).out"
        if getenv("KEYGRAPH_RECORD") != nil {
            #expect(FileHelper.write(actual, to: expectedPath))
            return
        }
        let expected = FileHelper.read(expectedPath)
        #expect(expected != nil, "no \(name).out next to \(script); run with KEYGRAPH_RECORD=1")
        #expect(actual == expected)
    }

    @Test("there are transcripts to run")
    func hasTranscripts() {
        #expect(Self.scripts.count >= 2)
    }
}

enum FileHelper {
    static func write(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count
    }

    static func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = Glibc.read(fd, &chunk, chunk.count)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
