// The terminal byte decoder's fuzz target, linked with KeyGraphTerminal's pure
// decoder sources. Chosen with KEYGRAPH_FUZZ_TARGET=bytes.
import KeyGraph
import KeyGraphFormats

#if canImport(Glibc)
import Glibc
#endif

/// The first byte picks where a pause falls (as the REPL's 40 ms timer resolves a
/// lone ESC, an unterminated string or a stalled paste); the rest is the stream.
func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let all = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let first = all.first else { return 0 }
    let bytes = all.dropFirst()
    let pause = bytes.startIndex + Int(first) % (bytes.count + 1)
    var decoder = ByteDecoder(maximumPasteLength: 256)
    var inputs: [TerminalInput] = []
    decoder.feed(bytes[..<pause], into: &inputs)
    decoder.flush(into: &inputs)
    decoder.feed(bytes[pause...], into: &inputs)
    decoder.flush(into: &inputs)
    // Every byte is accounted for: nothing is held after a pause (a paste may go on, stalled).
    if decoder.isAwaitingMore { fatalError("bytes held after a flush") }
    var session = sharedSession
    for case .key(let chord, _) in inputs { _ = session.handle(.key(chord)) }
    return 0
}

nonisolated(unsafe) private var sharedSession: Session = {
    guard let made = try? Session(app: DemoApps.recipes) else { fatalError("the demo app does not load") }
    return made
}()
