import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript
import KeyGraphTerminal

/// The JSON line `bench dispatch` prints, checked against the workload's contract.
extension BenchDispatch {
    /// The one JSON line: the measurements, verified against the contract (`expected.json`, `stats.json`).
    func jsonLine(
        _ workload: Workload, index: KeymapIndex, loadNanoseconds: UInt64, chords: ChordRun, bytes: BytesRun
    ) -> String {
        let (fired, timedSegments, timedChords) = (chords.fired, chords.timedSegments, chords.timedChords)
        let (best, encodable) = (chords.best, bytes.encodable)
        // ---- verify against the contract ----
        let expected =
            (try? JSONCParser.parse((try? FileIO.read(directory + "/expected.json")) ?? ""))
            ?? JSONNode(.null, at: SourcePosition(line: 1, column: 1))
        let stats =
            (try? JSONCParser.parse((try? FileIO.read(directory + "/stats.json")) ?? ""))
            ?? JSONNode(.null, at: SourcePosition(line: 1, column: 1))
        let partial = timedSegments < workload.segments.count
        var wantFired: Int? = expected["fired"]?.number.map { Int($0) }
        var wantHash: String? = stats["fired_hash"]?.string
        if partial {
            let row = stats["segments"]?.elements.flatMap {
                timedSegments > 0 && $0.count >= timedSegments ? $0[timedSegments - 1].elements : nil
            }
            wantFired = row.flatMap { $0.count > 1 ? $0[1].number.map { Int($0) } : nil }
            wantHash = row.flatMap { $0.count > 2 ? $0[2].string : nil }
        }
        let (hashHex, unmapped) = Self.commandsHash(fired, index: index)
        let firedOK = wantFired.map { $0 == fired.count && (!encodable || bytes.fired == fired.count) }
        let commandsOK = wantHash.map { $0 == hashHex && unmapped == 0 }

        var fields: [(String, String)] = [
            ("engine", "\"keygraph\""),
            ("scenario", expected["scenario"]?.string.map { "\"\($0)\"" } ?? "null"),
            ("K", expected["K"]?.number.map { String(Int($0)) } ?? "null"),
            ("C", expected["C"]?.number.map { String(Int($0)) } ?? "null"),
            ("chords", String(timedChords)),
            ("fired", String(fired.count)),
            ("fired_ok", firedOK.map { $0 ? "true" : "false" } ?? "null"),
            ("expected_fired", wantFired.map(String.init) ?? "null"),
            ("commands_ok", commandsOK.map { $0 ? "true" : "false" } ?? "null"),
            ("load_ms", Self.format(Double(loadNanoseconds) / 1e6, 2)),
            ("ns_per_chord", Self.format(Double(best) / Double(max(1, timedChords)), 1)),
            ("chords_per_s", Self.format(Double(timedChords) * 1e9 / Double(max(1, best)), 0)),
        ]
        if encodable {
            fields += [
                ("ns_per_chord_bytes", Self.format(Double(bytes.best) / Double(max(1, timedChords)), 1)),
                ("bytes_per_chord", Self.format(Double(bytes.byteCount) / Double(max(1, timedChords)), 3)),
            ]
        }
        fields += [
            ("repeat", String(max(1, self.repeat))),
            ("partial", partial ? "true" : "false"),
            ("stream_chords", String(workload.streamChords)),
            ("version", "\"keygraph \(KeyGraphVersion.current)\""),
        ]
        var notes: [String] = []
        if encodable, bytes.decodedChords != timedChords {
            notes.append("decoded \(bytes.decodedChords) keys from \(timedChords) chords")
        }
        if encodable, bytes.fired != fired.count { notes.append("bytes path fired \(bytes.fired)") }
        if !encodable { notes.append("some chords have no xterm encoding; ns_per_chord_bytes omitted") }
        if !notes.isEmpty { fields.append(("note", "\"\(notes.joined(separator: "; "))\"")) }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// The fired commands' order-sensitive hash (16 hex digits), and how many were not `bench.cN`.
    static func commandsHash(_ fired: [Int32], index: KeymapIndex) -> (hex: String, unmapped: Int) {
        var hash: UInt64 = 0
        var unmapped = 0
        for entry in fired {
            let id = index.entries[Int(entry)].binding.commandID ?? ""
            guard id.hasPrefix("bench.c"), let j = UInt64(id.dropFirst(7)) else {
                unmapped += 1
                continue
            }
            hash = hash &* 1_000_003 &+ (j + 1)
        }
        return (String(hash, radix: 16).leftPadded(to: 16), unmapped)
    }

    static func format(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if decimals == 0 { return String(Int(rounded)) }
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let have = text.distance(from: dot, to: text.endIndex) - 1
            if have < decimals { text += String(repeating: "0", count: decimals - have) }
        }
        return text
    }
}
