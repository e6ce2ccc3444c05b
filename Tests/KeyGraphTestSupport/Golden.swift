import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Golden files: expected output kept in a file beside the tests (menu snapshots,
/// script transcripts, the malformed corpus's `.err` files), compared exactly.
///
/// `KEYGRAPH_RECORD=1 swift test` re-records every golden file instead of comparing;
/// review the diff before committing it. A missing file is a failure, never recorded
/// silently.
package enum Golden {
    /// Whether this run re-records golden files (`KEYGRAPH_RECORD=1`).
    package static var isRecording: Bool {
        guard let value = getenv("KEYGRAPH_RECORD") else { return false }
        return String(cString: value) == "1"
    }

    /// Compares `actual` with the file at `path`, exactly, or writes it when recording.
    /// A failure names the first line that differs.
    package static func expect(
        _ actual: String, matchesFileAt path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if isRecording {
            #expect(write(actual, to: path), "could not record \(path)", sourceLocation: sourceLocation)
            return
        }
        guard let expected = read(path) else {
            Issue.record(
                "no golden file \(path); run with KEYGRAPH_RECORD=1 to record it", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "\(path) differs", sourceLocation: sourceLocation)
        guard actual != expected else { return }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
        let got = line < a.count ? String(a[line]) : "(end)"
        let want = line < e.count ? String(e[line]) : "(end)"
        Issue.record(
            "first difference at line \(line + 1):\n  got:      \(got)\n  expected: \(want)",
            sourceLocation: sourceLocation)
    }

    /// Writes `text` to `path`, replacing it.
    package static func write(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        #if canImport(Glibc)
        return bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count
        #else
        return bytes.withUnsafeBytes { Darwin.write(fd, $0.baseAddress, $0.count) } == bytes.count
        #endif
    }

    /// The whole file at `path` as text, or nil when it cannot be read.
    package static func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            #if canImport(Glibc)
            let n = Glibc.read(fd, &chunk, chunk.count)
            #else
            let n = Darwin.read(fd, &chunk, chunk.count)
            #endif
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The package's root folder, found from this file's path.
    package static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path
    }()
}

/// Compares `actual` with the snapshot file `name` in the calling test's `Snapshots/`
/// folder (a trailing newline added), through ``Golden``.
package func expectSnapshot(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = String(filePath[..<(filePath.lastIndex(of: "/") ?? filePath.startIndex)]) + "/Snapshots"
    let text = actual.hasSuffix("\n") ? actual : actual + "\n"
    Golden.expect(text, matchesFileAt: directory + "/" + name, sourceLocation: sourceLocation)
}
