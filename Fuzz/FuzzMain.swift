// libFuzzer entry point for every KeyGraph parser. One binary; the
// target is chosen by KEYGRAPH_FUZZ_TARGET. Built and run by Fuzz/run.sh.
// A target traps only on a real defect: a crash, a hang, a sanitizer report,
// or a broken invariant checked below (a parsed value that does not round-trip,
// a failed load that changed state).
@testable import KeyGraph
@testable import KeyGraphFormats
@testable import KeyGraphScript

#if canImport(Glibc)
import Glibc
#endif

nonisolated(unsafe) private var selectedTarget: String? = nil
nonisolated(unsafe) private var session: Session? = nil

private func target() -> String {
    if let selectedTarget { return selectedTarget }
    let name = getenv("KEYGRAPH_FUZZ_TARGET").map { String(cString: $0) } ?? "keys"
    selectedTarget = name
    return name
}

private func demoSession() -> Session {
    if let session { return session }
    // The demo's own keymap always loads; the fuzz targets depend on it.
    guard let made = try? Session(app: DemoApps.recipes) else { fatalError("the demo app does not load") }
    session = made
    return made
}

/// A few keys of a German layout, for the layout rules.
private let fuzzLayout = TypingLayout(
    name: "de", description: "German", isMac: false,
    keys: [
        TypingLayout.Key(KeyPosition.named("8")!, [.init("8"), .init("("), .init("["), nil]),
        TypingLayout.Key(KeyPosition.named("[")!, [.init("ü"), .init("Ü"), .init("¨", isDead: true), nil]),
        TypingLayout.Key(KeyPosition.named("y")!, [.init("z"), .init("Z"), nil, nil]),
    ])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    switch target() {
    case "keys":
        if let sequence = try? KeySequence(parsing: text) {
            // Whatever parses must read back the same from its canonical form.
            guard let again = try? KeySequence(parsing: sequence.canonical), again == sequence else {
                fatalError(
                    "\(text.debugDescription) parsed, but its canonical form \(sequence.canonical.debugDescription) does not read back"
                )
            }
        }
        // VS Code's and Zed's notations: whatever they read has a canonical form that reads back,
        // except a key Zed names and KeyGraph does not (`<unnamed>`: only its file's text names it).
        for dialect in [KeymapDialect.vscode, .zed] {
            guard let sequence = try? KeyNotation.parseSequence(text, secondary: .control, dialect: dialect),
                !sequence.chords.contains(where: { $0.key.isUnnamed })
            else { continue }
            guard let again = try? KeySequence(parsing: sequence.canonical), again == sequence else {
                fatalError(
                    "\(text.debugDescription) parsed as \(dialect)'s, but its canonical form \(sequence.canonical.debugDescription) does not read back"
                )
            }
        }
    case "when":
        if let clause = try? WhenClause(parsing: text) {
            _ = clause.evaluate(in: demoSession().keyContext)
        }
        // VS Code's and Zed's grammars, their evaluations, and the symbolic analysis.
        for dialect in [KeymapDialect.vscode, .zed] {
            guard let clause = try? WhenClause(parsing: text, dialect: dialect) else { continue }
            _ = clause.evaluate(in: demoSession().keyContext)
            _ = clause.stackDepth(in: [
                ContextStackEntry(names: ["Workspace"]), ContextStackEntry(names: ["Editor"], values: ["mode": "full"]),
            ])
            var solver = WhenSolver()
            if case .witness = solver.overlap(clause, .not(clause)) {
                fatalError("\(text.debugDescription): a clause and its negation hold together")
            }
            _ = solver.overlap(clause, clause)
            _ = solver.holdsWithout(clause, clause)
            var zed = ZedWitness()
            _ = zed.together(clause, clause)
        }
    case "json":
        _ = try? JSONCParser.parse(text)
    case "keymap":
        let file = SourceFile(name: "fuzz.json", text: text)
        // The one-pass reader must agree with the JSON-tree loader wherever it answers.
        for commands in [DemoApps.recipes.commands, nil] {
            var cache = KeymapLoader.ParseCache()
            guard let fast = KeymapFastReader.read(file, commands: commands, cache: &cache) else { continue }
            guard let tree = try? KeymapLoader.loadThroughTree(file, commands: commands), tree.keymap == fast else {
                fatalError("the one-pass keymap reader disagrees with the JSON-tree loader")
            }
        }
        if let loaded = try? KeymapLoader.load(file, commands: DemoApps.recipes.commands) {
            var s = demoSession()
            s.addKeymap(loaded.keymap)
        }
        // Another editor's keymap: read as that editor reads it, checked in its world, listed.
        for platform in [TargetPlatform.linux, .macos] {
            guard let loaded = try? KeymapLoader.load(file, accepting: [.vscode, .zed], platform: platform),
                loaded.isImported
            else { continue }
            _ = EditorAnalysis.analyze(layers: [loaded.keymap], sources: ["fuzz.json": text], terminal: true)
            _ = BindingTable.text(layers: [loaded.keymap], width: 80)
        }
    case "app":
        // The shipped default keymap stands in for any keymap file the app names.
        if let app = try? AppFileLoader.load(
            SourceFile(name: "fuzz.json", text: text), keymap: { _ in ShippedKeymaps.default })
        {
            // Its menu bar and standard items too: what the app's body and menus declare.
            if let session = try? Session(app: app) { _ = session.menuBar(platform: .macos) }
        }
    case "script":
        var runner = ScriptRunner(file: "fuzz.kg")
        var s = demoSession()
        if let lines = try? ScriptParser.parse(SourceFile(name: "fuzz.kg", text: text)) {
            for (number, line, statement) in lines.prefix(64) {
                // Saving or restoring state files is the CLI's business; the engine run is what is fuzzed.
                _ = runner.run(statement, on: &s, line: number, input: line)
            }
        }
    case "deeplink":
        var s = demoSession()
        let before = s.state
        let events = s.handle(.apply(.open(text)))
        if events.contains(where: { if case .failed = $0 { true } else { false } }), s.state != before {
            fatalError("a rejected link changed the state: \(text.debugDescription)")
        }
    case "bytes":
        return fuzzBytes(data, size)
    case "layoutname":
        // `--keyboard-layout`'s names: whatever parses reads back the same from its written form,
        // and the rules answer for every name on a small layout without trapping.
        if let names = try? LayoutName.list(text) {
            let written = names.map(\.description).joined(separator: ",")
            guard let again = try? LayoutName.list(written),
                again.map(\.description) == names.map(\.description)
            else { fatalError("\(text.debugDescription) parsed, but \(written.debugDescription) does not read back") }
        }
        if let chord = try? KeySequence(parsing: text).chords.first {
            for world in [ShortcutWorld.appKit(.automatic), .vscode, .zed, .terminal] {
                _ = LayoutResolution.resolve(
                    chord, byPosition: false, world: world, layout: fuzzLayout, platform: .linux)
            }
        }
    default:
        fatalError("unknown KEYGRAPH_FUZZ_TARGET \(target())")
    }
    return 0
}
