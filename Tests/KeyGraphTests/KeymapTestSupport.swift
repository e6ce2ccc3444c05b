import Testing

@testable import KeyGraph

/// Keymap fixtures shared by the keymap, precedence, dispatch and verb tests.
enum KeymapFixtures {
    /// Loads `bindings` (the inside of a "bindings" array, one per line from line 2) as `k.json`.
    static func loadKeymap(_ bindings: [String], commands: CommandRegistry? = DemoApp.model.commands) throws(DiagnosticError)
        -> KeymapLoader.Loaded
    {
        let text = "{\"bindings\": [\n" + bindings.map { $0 + "\n" }.joined() + "]}\n"
        return try KeymapLoader.load(SourceFile(name: "k.json", text: text), commands: commands)
    }

    /// The rendered diagnostics of a keymap that must not load.
    static func loadErrors(_ bindings: [String], commands: CommandRegistry? = DemoApp.model.commands) -> [String] {
        do {
            let loaded = try loadKeymap(bindings, commands: commands)
            Issue.record("the keymap loaded with \(loaded.keymap.bindings.count) bindings")
            return []
        } catch {
            return error.diagnostics.map(\.rendered)
        }
    }

    /// A keymap layer from binding lines, named for diagnostics.
    static func layer(_ file: String, _ bindings: [String]) throws -> Keymap {
        let text = "{\"bindings\": [\n" + bindings.map { $0 + "\n" }.joined() + "]}\n"
        return try KeymapLoader.load(SourceFile(name: file, text: text), commands: DemoApp.model.commands).keymap
    }

    /// A demo session with extra layers, focused on the Apple Pie detail (RecipeDetail, depth 3).
    static func detailSession(_ layers: [Keymap], timeout: UInt64 = 1000) throws -> Session {
        var session = try Session(app: DemoApp.model, keymaps: layers, platform: "linux", timeout: timeout)
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        #expect(session.focusedView.contextName == "RecipeDetail")
        return session
    }

    /// The commands that fired for `keys` (parsed as one sequence, pressed at time 0).
    static func fired(_ keys: String, in session: inout Session) throws -> [String] {
        var names: [String] = []
        for chord in try KeySequence(parsing: keys).chords {
            for event in session.handle(.key(chord, at: 0)) {
                if case .fired(let command, _) = event { names.append(command) }
            }
        }
        return names
    }
}
