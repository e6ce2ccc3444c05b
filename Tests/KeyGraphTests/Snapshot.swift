import Foundation
import Testing

/// Compares `actual` with the snapshot file `name` under `Snapshots/`, exactly.
///
/// Set `KEYGRAPH_RECORD_SNAPSHOTS=1` to (re)write the file instead; a missing file
/// is an error, never recorded silently.
func expectSnapshot(_ actual: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent(name)
    let text = actual.hasSuffix("\n") ? actual : actual + "\n"
    if ProcessInfo.processInfo.environment["KEYGRAPH_RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        do {
            try text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("no snapshot \(name); run with KEYGRAPH_RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    #expect(text == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
}
