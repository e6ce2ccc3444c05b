import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript
import KeyGraphTerminal

/// `keygraph bench …`: measurements. Speed is measured here, never in unit tests.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmarks.",
        subcommands: [BenchDispatch.self, BenchImport.self]
    )
}

/// `keygraph bench dispatch DIR`: KeyGraph's peer in the shared workload kit
/// (`shared/bench`, whose README is the contract). Prints one JSON line.
struct BenchDispatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dispatch",
        abstract: "Replay a workload folder (keymap.json, stream.txt) through the dispatcher and print one JSON line.",
        discussion: """
            ns_per_chord: chords pre-parsed into key events, through the engine's dispatcher \
            (trie index, when clauses evaluated against the focused context, pending sequences). \
            ns_per_chord_bytes: the same stream as xterm bytes, through the terminal byte decoder and then \
            the dispatcher — the figure to compare with readline, which also starts from bytes. \
            Build with -c release to measure.
            """
    )

    @Argument(help: "A workload folder made by gen_workload.py.")
    var directory: String

    @Option(help: "Timed passes; the best is reported.")
    var `repeat`: Int = 5

    @Option(
        name: .customLong("budget-s"), help: "Stop the first pass at the first focus boundary after this many seconds.")
    var budgetSeconds: Double = 60

    @Option(help: "Chords replayed untimed before timing.")
    var warmup: Int = 2000

    enum Event {
        case focus(Int)
        case chord(KeyboardShortcut)
    }

    /// One focus line of the stream and the chords after it: indices `start..<end` into the events.
    typealias Segment = (context: Int, start: Int, end: Int, chords: Int)

    /// The stream, pre-parsed: its events, the contexts its focus lines name, and its segments.
    struct Workload {
        var events: [Event]
        var contexts: [KeyContext]
        var segments: [Segment]
        var streamChords: Int
    }

    /// What the chord run measured: the entries fired by the budget pass and the best timed pass.
    struct ChordRun {
        var fired: [Int32]
        var timedSegments: Int
        var timedChords: Int
        var best: UInt64
    }

    /// What the bytes run measured; `best` and the counts are meaningful only when `encodable`.
    struct BytesRun {
        var encodable: Bool
        var byteCount: Int
        var best: UInt64
        var fired: Int
        var decodedChords: Int
    }

    func run() throws {
        // ---- load: read, validate, index (timed as load_ms) ----
        let loadStart = Clock.nanoseconds()
        let index = KeymapIndex(layers: [try loadKeymap()])
        let loadNanoseconds = Clock.nanoseconds() - loadStart

        let workload = try readWorkload()
        let chords = runChords(workload, index: index)
        let bytes = runBytes(workload, timedSegments: chords.timedSegments, index: index)
        FileIO.writeOutput(
            jsonLine(workload, index: index, loadNanoseconds: loadNanoseconds, chords: chords, bytes: bytes))
    }

    /// Reads and validates the workload's `keymap.json`.
    func loadKeymap() throws -> Keymap {
        let keymapPath = directory + "/keymap.json"
        do {
            return try KeymapLoader.load(try FileIO.readSource(keymapPath)).keymap
        } catch {
            throw CLIError(diagnostics: error.diagnostics)
        }
    }

    /// Reads the workload's `stream.txt` and pre-parses it into events and segments.
    func readWorkload() throws -> Workload {
        let streamPath = directory + "/stream.txt"
        let streamText: String
        do {
            streamText = try FileIO.readSource(streamPath).text
        } catch {
            throw CLIError(diagnostics: error.diagnostics)
        }
        var contextNumbers: [String: Int] = [:]
        var contexts: [KeyContext] = []
        var cache: [Substring: KeyboardShortcut] = [:]
        var events: [Event] = []
        for (offset, line) in streamText.sourceLines().enumerated() where !line.isEmpty {
            let lineNumber = offset + 1
            if line.hasPrefix("focus ") {
                let name = String(line.dropFirst(6))
                let number =
                    contextNumbers[name]
                    ?? {
                        contextNumbers[name] = contexts.count
                        contexts.append(KeyContext(identifiers: [name: 0]))
                        return contexts.count - 1
                    }()
                events.append(.focus(number))
            } else if let chord = cache[line] {
                events.append(.chord(chord))
            } else {
                do {
                    let chord = try KeyboardShortcut(parsing: String(line))
                    cache[line] = chord
                    events.append(.chord(chord))
                } catch {
                    throw CLIError(diagnostics: [
                        Diagnostic(
                            .error, file: streamPath, position: SourcePosition(line: lineNumber, column: error.column),
                            length: error.length, message: error.message, hint: error.hint, sourceLine: String(line))
                    ])
                }
            }
        }
        let streamChords = events.reduce(0) { if case .chord = $1 { $0 + 1 } else { $0 } }
        return Workload(
            events: events, contexts: contexts, segments: Self.segments(of: events), streamChords: streamChords)
    }

    /// Segments: one per focus line, with the chords after it.
    static func segments(of events: [Event]) -> [Segment] {
        var segments: [Segment] = []
        for (i, event) in events.enumerated() {
            switch event {
            case .focus(let c): segments.append((c, i + 1, i + 1, 0))
            case .chord:
                if !segments.isEmpty {
                    segments[segments.count - 1].end = i + 1
                    segments[segments.count - 1].chords += 1
                }
            }
        }
        return segments
    }

    /// Chords through the dispatcher: a warm-up, a first pass that fits the budget, then the timed passes.
    func runChords(_ workload: Workload, index: KeymapIndex) -> ChordRun {
        let (events, contexts, segments) = (workload.events, workload.contexts, workload.segments)
        var fired: [Int32] = []
        fired.reserveCapacity(workload.streamChords)
        // Warm-up: the first segments covering about `warmup` chords, untimed.
        var warmSegments = 0
        var warmChords = 0
        while warmSegments < segments.count, warmChords < warmup {
            warmChords += segments[warmSegments].chords
            warmSegments += 1
        }
        _ = Self.chordsPass(workload, segmentLimit: warmSegments, index: index)

        // The first pass decides how many segments fit the budget.
        var timedSegments = segments.count
        do {
            var dispatcher = Dispatcher(timeout: UInt64.max)
            var lives = contexts.map { index.liveSet(in: $0) }
            let start = Clock.nanoseconds()
            let budget = UInt64(budgetSeconds * 1e9)
            for (s, segment) in segments.enumerated() {
                if Clock.nanoseconds() - start > budget {
                    timedSegments = s
                    break
                }
                dispatcher.reset()
                for i in segment.start..<segment.end {
                    guard case .chord(let chord) = events[i] else { continue }
                    if case .fired(let entry) = dispatcher.press(
                        chord, at: 0, index: index, live: &lives[segment.context])
                    {
                        fired.append(entry)
                    }
                }
            }
        }
        var best = UInt64.max
        for _ in 0..<max(1, self.repeat) {
            let start = Clock.nanoseconds()
            _ = Self.chordsPass(workload, segmentLimit: timedSegments, index: index)
            best = min(best, Clock.nanoseconds() - start)
        }
        let timedChords = segments.prefix(timedSegments).reduce(0) { $0 + $1.chords }
        return ChordRun(fired: fired, timedSegments: timedSegments, timedChords: timedChords, best: best)
    }

    /// One pass over the first `segmentLimit` segments' chords; returns how many fired.
    /// Kept out of line for `valgrind --tool=callgrind --toggle-collect='*chordsPass*'`.
    @inline(never)
    static func chordsPass(_ workload: Workload, segmentLimit: Int, index: KeymapIndex) -> Int {
        var dispatcher = Dispatcher(timeout: UInt64.max)
        // One live set per focus, each keeping what dispatch learned there, as a session
        // keeps those of its recent focuses.
        var lives = workload.contexts.map { index.liveSet(in: $0) }
        var count = 0
        for segment in workload.segments[0..<segmentLimit] {
            dispatcher.reset()
            for i in segment.start..<segment.end {
                guard case .chord(let chord) = workload.events[i] else { continue }
                if case .fired = dispatcher.press(chord, at: 0, index: index, live: &lives[segment.context]) {
                    count += 1
                }
            }
        }
        return count
    }

    /// The stream as xterm bytes, cut where a terminal would pause: after each focus line,
    /// and after a chord whose bytes only a pause resolves.
    struct BytesReplay {
        typealias Piece = (context: Int, start: Int, end: Int, isSegmentStart: Bool, flushAfter: Bool)
        var bytes: [UInt8] = []
        var pieces: [Piece] = []
        var encodable = true
    }

    /// Encodes the timed segments. A lone Escape is ambiguous on the wire (ESC then `r`
    /// reads as Alt+R), and so is Alt+] (ESC ] starts an OSC string): in a terminal the
    /// decoder's ESC timeout resolves them by time. The replay models that pause by
    /// flushing the decoder after every chord that leaves it waiting on its own.
    func bytesReplay(_ workload: Workload, timedSegments: Int) -> BytesReplay {
        let (events, segments) = (workload.events, workload.segments)
        var replay = BytesReplay()
        var encodings: [KeyboardShortcut: (bytes: [UInt8], needsPause: Bool)?] = [:]
        func encoding(of chord: KeyboardShortcut) -> (bytes: [UInt8], needsPause: Bool)? {
            if let known = encodings[chord] { return known }
            let made = XtermEncoding.bytes(for: chord).map { bytes in
                var decoder = ByteDecoder()
                var inputs: [TerminalInput] = []
                decoder.feed(bytes, into: &inputs)
                return (bytes, decoder.isAwaitingMore)
            }
            encodings[chord] = made
            return made
        }
        for segment in segments.prefix(timedSegments) {
            var start = replay.bytes.count
            var isSegmentStart = true
            for i in segment.start..<segment.end {
                guard case .chord(let chord) = events[i] else { continue }
                guard let encoded = encoding(of: chord) else {
                    replay.encodable = false
                    continue
                }
                replay.bytes += encoded.bytes
                if encoded.needsPause {
                    replay.pieces.append((segment.context, start, replay.bytes.count, isSegmentStart, true))
                    isSegmentStart = false
                    start = replay.bytes.count
                }
            }
            replay.pieces.append((segment.context, start, replay.bytes.count, isSegmentStart, false))
        }
        return replay
    }

    /// The same stream as xterm bytes, through the decoder and then the dispatcher.
    func runBytes(_ workload: Workload, timedSegments: Int, index: KeymapIndex) -> BytesRun {
        let replay = bytesReplay(workload, timedSegments: timedSegments)
        var bestBytes = UInt64.max
        var result = (fired: 0, keys: 0)
        if replay.encodable {
            for pass in 0...max(1, self.repeat) {
                let start = Clock.nanoseconds()
                result = Self.bytesPass(replay, contexts: workload.contexts, index: index)
                let elapsed = Clock.nanoseconds() - start
                if pass > 0 { bestBytes = min(bestBytes, elapsed) }  // pass 0 is the warm-up
            }
        }
        return BytesRun(
            encodable: replay.encodable, byteCount: replay.bytes.count, best: bestBytes, fired: result.fired,
            decodedChords: result.keys)
    }

    /// One timed pass over the bytes: what a terminal's keystrokes cost from the wire to
    /// the dispatcher's verdict. Kept out of line, so `valgrind --tool=callgrind
    /// --toggle-collect='*bytesPass*'` counts exactly this.
    @inline(never)
    static func bytesPass(_ replay: BytesReplay, contexts: [KeyContext], index: KeymapIndex) -> (fired: Int, keys: Int)
    {
        var decoder = ByteDecoder()
        var dispatcher = Dispatcher(timeout: UInt64.max)
        var count = 0
        var keys = 0
        var lives = contexts.map { index.liveSet(in: $0) }
        var focus = 0
        var flushed: [TerminalInput] = []
        func press(_ input: TerminalInput) {
            guard case .key(let chord, _) = input else { return }
            keys += 1
            if case .fired = dispatcher.press(chord, at: 0, index: index, live: &lives[focus]) { count += 1 }
        }
        replay.bytes.withUnsafeBufferPointer { bytes in
            for piece in replay.pieces {
                if piece.isSegmentStart {
                    dispatcher.reset()
                    focus = piece.context
                }
                let slice = UnsafeBufferPointer(rebasing: bytes[piece.start..<piece.end])
                var offset = 0
                while let input = decoder.next(slice, at: &offset) { press(input) }
                if piece.flushAfter {
                    decoder.flush(into: &flushed)
                    for input in flushed { press(input) }
                    flushed.removeAll(keepingCapacity: true)
                }
            }
        }
        return (count, keys)
    }
}

enum Clock {
    /// Monotonic nanoseconds (the CLI's clock; the engine never reads one).
    static func nanoseconds() -> UInt64 { System.monotonicNanoseconds() }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
