import KeyGraph
import KeyGraphTerminal

/// What a fresh ``ByteDecoder`` makes of `bytes`; with `pause`, then the pause after them
/// (a lone ESC becomes a key, a cut sequence is given up).
package func decodedInputs(_ bytes: [UInt8], pause: Bool = true) -> [TerminalInput] {
    var decoder = ByteDecoder()
    var out: [TerminalInput] = []
    decoder.feed(bytes, into: &out)
    if pause { decoder.flush(into: &out) }
    return out
}

/// The chords among ``decodedInputs(_:pause:)``, in order; other inputs are left out.
package func decodedChords(_ bytes: [UInt8], pause: Bool = true) -> [KeyboardShortcut] {
    decodedInputs(bytes, pause: pause).compactMap { if case .key(let chord, _) = $0 { chord } else { nil } }
}

/// ``decodedInputs(_:pause:)`` named for a test's expectation: a key's canonical chord,
/// `paste:TEXT`, `kitty:FLAGS`, `da1`, and `report` and `unknown` (with `countingBytes`,
/// `report:N` and `unknown:N`).
package func decodedNames(_ bytes: [UInt8], pause: Bool = true, countingBytes: Bool = false) -> [String] {
    decodedInputs(bytes, pause: pause).map { input in
        switch input {
        case .key(let chord, _): chord.canonical
        case .paste(let text): "paste:" + String(decoding: text, as: UTF8.self)
        case .kittyFlags(let flags): "kitty:\(flags)"
        case .deviceAttributes: "da1"
        case .report(let bytes): countingBytes ? "report:\(bytes.count)" : "report"
        case .unknown(let bytes): countingBytes ? "unknown:\(bytes.count)" : "unknown"
        }
    }
}
