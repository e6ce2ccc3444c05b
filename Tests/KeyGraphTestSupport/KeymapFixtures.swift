import KeyGraph
import KeyGraphFormats
import Testing

/// Keymap fixtures shared by the keymap, precedence, dispatch and verb tests.
package enum KeymapFixtures {
    /// Loads `bindings` (the inside of a "bindings" array, one per line from line 2) as `k.json`.
    package static func loadKeymap(_ bindings: [String], commands: CommandRegistry? = DemoApps.recipes.commands)
        throws(DiagnosticError)
        -> KeymapLoader.Loaded
    {
        let text = "{\"bindings\": [\n" + bindings.map { $0 + "\n" }.joined() + "]}\n"
        return try KeymapLoader.load(SourceFile(name: "k.json", text: text), commands: commands)
    }

    /// The rendered diagnostics of a keymap that must not load.
    package static func loadErrors(_ bindings: [String], commands: CommandRegistry? = DemoApps.recipes.commands)
        -> [String]
    {
        do {
            let loaded = try loadKeymap(bindings, commands: commands)
            Issue.record("the keymap loaded with \(loaded.keymap.bindings.count) bindings")
            return []
        } catch {
            return error.diagnostics.map(\.rendered)
        }
    }

    /// The keymap file `text`, named `file` in diagnostics, read against `commands`.
    package static func keymap(
        _ file: String, _ text: String, commands: CommandRegistry? = DemoApps.recipes.commands
    ) throws(DiagnosticError) -> Keymap {
        try KeymapLoader.load(SourceFile(name: file, text: text), commands: commands).keymap
    }

    /// A keymap layer from binding lines, named for diagnostics.
    package static func layer(_ file: String, _ bindings: [String]) throws -> Keymap {
        let text = "{\"bindings\": [\n" + bindings.map { $0 + "\n" }.joined() + "]}\n"
        return try KeymapLoader.load(SourceFile(name: file, text: text), commands: DemoApps.recipes.commands).keymap
    }

    /// A demo session with extra layers, focused on the Apple Pie detail (RecipeDetail, depth 3).
    package static func detailSession(_ layers: [Keymap], timeout: UInt64 = 1000) throws -> Session {
        var session = try Session(
            app: DemoApps.recipes, keymaps: layers, platform: .linux, chordTimeout: .milliseconds(timeout))
        _ = session.handle(.perform(command: "recipe.showApplePie"))
        #expect(session.focusedView.contextName == "RecipeDetail")
        return session
    }

    /// The commands that fired for `keys` (parsed as one sequence, pressed at time 0).
    package static func fired(_ keys: String, in session: inout Session) throws -> [String] {
        var names: [String] = []
        for chord in try KeySequence(parsing: keys).chords {
            for event in session.handle(.key(chord, at: 0)) {
                if case .fired(let command, _) = event { names.append(command) }
            }
        }
        return names
    }
}
