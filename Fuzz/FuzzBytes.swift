// The terminal byte decoder's fuzz target, linked with KeyGraphTerminal's pure
// decoder source. Chosen with KEYGRAPH_FUZZ_TARGET=bytes.
import KeyGraph
import KeyGraphFormats

#if canImport(Glibc)
import Glibc
#endif

func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var decoder = ByteDecoder()
    var inputs: [TerminalInput] = []
    decoder.feed(bytes, into: &inputs)
    decoder.flush(into: &inputs)
    // Every byte is accounted for: nothing is held after a flush outside a paste.
    if decoder.isAwaitingMore { fatalError("bytes held after a flush") }
    var session = sharedSession
    for case .key(let chord, _) in inputs { _ = session.handle(.key(chord)) }
    return 0
}

nonisolated(unsafe) private var sharedSession: Session = {
    guard let made = try? Session(app: DemoApps.recipes) else { fatalError("the demo app does not load") }
    return made
}()
