import Benchmark
import KeyGraph
import KeyGraphFormats
import KeyGraphScript
import KeyGraphTerminal

#if canImport(Glibc)
import Glibc
#endif

/// A synthetic keymap shaped like the shared kit's (../shared/bench): `count` distinct
/// sequences of one to three chords, binding j live in context `ctx(j % contexts)`.
struct Workload {
    let keymapText: String
    let index: KeymapIndex
    let contexts: [KeyContext]
    /// (context, chords of one live sequence), in stream order.
    let stream: [(Int, [KeyboardShortcut])]

    init(count: Int, contexts contextCount: Int = 8, streamLength: Int = 10_000) {
        let leaves =
            Array("abcdefghijklmnopqrstuvwxyz0123456789").map(String.init)
            + (1...12).map { "f\($0)" } + ["up", "down", "left", "right", "home", "end"]
        let prefixes = ["ctrl+x", "ctrl+k", "ctrl+o", "ctrl+g", "ctrl+w", "ctrl+y"]
        var sequences: [String] = []
        outer: for p in prefixes {
            for a in leaves {
                for b in leaves {
                    sequences.append("\(p) alt+\(a) \(b)")
                    if sequences.count == count { break outer }
                }
            }
        }
        var json = "{\"keymap\": \"bench\", \"bindings\": [\n"
        for (j, s) in sequences.enumerated() {
            json += "{\"key\": \"\(s)\", \"command\": \"bench.c\(j)\", \"when\": \"ctx\(j % contextCount)\"},\n"
        }
        json += "]}\n"
        keymapText = json
        // The keymap is generated: it always loads.
        let keymap =
            (try? KeymapLoader.load(SourceFile(name: "bench.json", text: json)).keymap)
            ?? Keymap(name: "empty", file: "", bindings: [])
        index = KeymapIndex(layers: [keymap])
        contexts = (0..<contextCount).map { KeyContext(identifiers: ["ctx\($0)": 0]) }
        var generator = SplitMix64(seed: 1)
        var stream: [(Int, [KeyboardShortcut])] = []
        for _ in 0..<(streamLength / 3) {
            let j = Int(generator.next() % UInt64(keymap.bindings.count))
            stream.append((j % contextCount, keymap.bindings[j].sequence.chords))
        }
        self.stream = stream
    }
}

/// A small deterministic generator, so every run replays the same stream.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let script = """
    press ctrl+k ctrl+d
    show path
    run recipe.showApplePie
    expect path == [Category:desserts, Recipe:apple-pie]
    press ctrl+k ctrl+f
    expect last == recipe.toggleFavorite
    press cmd+[
    show focus
    root
    press ctrl+k ctrl+b
    show path
    menu
    run go.desserts
    expect path.count == 1
    press ctrl+k z
    show pending
    root
    expect path == []
    echo done
    show path
    """

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(2))

    let k10 = Workload(count: 10_000)

    Benchmark("dispatch K=10000 C=8: a 10,000-chord stream") { benchmark in
        var dispatcher = Dispatcher(timeout: .max)
        var lives = k10.contexts.map { k10.index.liveSet(in: $0) }
        var fired = 0
        for _ in benchmark.scaledIterations {
            for (context, chords) in k10.stream {
                for chord in chords {
                    if case .fired = dispatcher.press(chord, at: 0, index: k10.index, live: &lives[context]) {
                        fired += 1
                    }
                }
            }
        }
        blackHole(fired)
    }

    Benchmark("decode+dispatch K=10000 C=8: the same stream as xterm bytes") { benchmark in
        var lives = k10.contexts.map { k10.index.liveSet(in: $0) }
        let encoded = k10.stream.map { ($0.0, $0.1.flatMap { XtermEncoding.bytes(for: $0) ?? [] }) }
        var dispatcher = Dispatcher(timeout: .max)
        var decoder = ByteDecoder()
        var inputs: [TerminalInput] = []
        var fired = 0
        for _ in benchmark.scaledIterations {
            for (context, bytes) in encoded {
                inputs.removeAll(keepingCapacity: true)
                decoder.feed(bytes, into: &inputs)
                for case .key(let chord, _) in inputs {
                    if case .fired = dispatcher.press(chord, at: 0, index: k10.index, live: &lives[context]) {
                        fired += 1
                    }
                }
            }
        }
        blackHole(fired)
    }

    Benchmark(
        "load+validate+index 10000 bindings",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident])
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let keymap = try KeymapLoader.load(SourceFile(name: "bench.json", text: k10.keymapText)).keymap
            blackHole(KeymapIndex(layers: [keymap]))
        }
    }

    Benchmark(
        "load+validate+index 100000 bindings",
        configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxIterations: 5)
    ) { benchmark in
        let text = Workload(count: 100_000, streamLength: 0).keymapText
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let keymap = try KeymapLoader.load(SourceFile(name: "bench.json", text: text)).keymap
            blackHole(KeymapIndex(layers: [keymap]))
        }
    }

    // Importing an editor's keymap through the one-pass reader: the goal is 2 µs a binding
    // (wall time ÷ 1,200 or ÷ 850).
    Benchmark(
        "import a VS Code keymap: 1,200 rules",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident])
    ) { benchmark in
        let file = SourceFile(name: "keybindings.json", text: EditorWorkload.vsCode(count: 1_200))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try KeymapLoader.load(file, accepting: [.vscode, .zed], platform: .linux))
        }
    }

    Benchmark(
        "import a Zed keymap: 850 bindings",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident])
    ) { benchmark in
        let file = SourceFile(name: "keymap.json", text: EditorWorkload.zed(count: 850))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try KeymapLoader.load(file, accepting: [.vscode, .zed], platform: .linux))
        }
    }

    Benchmark("when evaluation: every distinct clause on a focus change") { benchmark in
        let clause = try WhenClause(
            parsing: "RecipeDetail && focused.selectedRecipe && !Sheet && (scene == main || platform != linux)")
        let context = KeyContext(
            path: ["App", "Scene", "NavigationSplitView", "Detail", "NavigationStack", "RecipeDetail"],
            attributes: ["scene": "main", "platform": "linux"])
        for _ in benchmark.scaledIterations {
            blackHole(clause.evaluate(in: context))
        }
    }

    Benchmark("menu bar rendering (demo)") { benchmark in
        var session = try Session(app: try recipesDemo())
        var runner = ScriptRunner(file: "bench")
        let menu = try ScriptParser.parseLine("menu")
        for _ in benchmark.scaledIterations {
            blackHole(runner.run(menu, on: &session, line: 1, input: "menu"))
        }
    }

    Benchmark("script: 20 lines on the demo (parse + run)") { benchmark in
        let file = SourceFile(name: "bench.kg", text: script)
        let demo = try recipesDemo()
        for _ in benchmark.scaledIterations {
            let lines = try ScriptParser.parse(file)
            var session = try Session(app: demo)
            var runner = ScriptRunner(file: "bench.kg")
            for (number, text, statement) in lines {
                blackHole(runner.run(statement, on: &session, line: number, input: text))
            }
        }
    }
}

/// The Recipes demo, read from the repository's `Apps/recipes.json` (run from `Benchmarks/`).
func recipesDemo() throws -> AppModel {
    func read(_ path: String) throws -> SourceFile {
        guard let file = fopen(path, "r") else {
            throw DiagnosticError(
                Diagnostic(file: path, position: SourcePosition(line: 0, column: 0), message: "cannot read"))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return SourceFile(name: path, text: String(decoding: bytes, as: UTF8.self))
    }
    return try AppGraphLoader.load(try read("../Apps/recipes.json")) { reference in
        try? read(AppGraphLoader.path(reference, relativeTo: "../Apps/recipes.json"))
    }
}
