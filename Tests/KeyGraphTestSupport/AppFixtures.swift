import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// The demo apps shipped in `Apps/`, as fixtures. KeyGraphFormats reads them (``DemoApps``);
/// the core's tests run on them without importing it.
package enum Demo {
    /// The Recipes demo (`Apps/recipes.json`) with its shipped keymap.
    package static var recipes: AppModel { DemoApps.recipes }
    /// The TabView example (`Apps/tabs.json`).
    package static var tabs: AppModel { DemoApps.tabs }
    /// The notes example (`Apps/notes.json`).
    package static var notes: AppModel { DemoApps.notes }
}

/// A small app for lint and menu fixtures: a Note record type with a detail view, the
/// commands given, a keymap from `keymap`'s text (`fixture.json`), and whatever the
/// test configures.
package func lintFixture(
    _ commands: [Command], keymap: String? = nil, configure: (inout AppModel) -> Void = { _ in }
) -> AppModel {
    let registry = CommandRegistry(commands)
    var app = AppModel(
        name: "fixture", records: ["Note": [Record(type: "Note", id: "n1", title: "N1")]],
        navigation: NavigationModel(
            rootView: ViewDeclaration(contextName: "NoteList"),
            destinations: ["Note": ViewDeclaration(contextName: "NoteDetail", publishes: ["selectedNote"])]),
        commands: registry,
        keymap: keymap.flatMap {
            try? KeymapLoader.load(SourceFile(name: "fixture.json", text: $0), commands: registry).keymap
        },
        initialScenes: [])
    configure(&app)
    return app
}

/// An app of `commands` alone, with a plain root view.
package func commandsOnlyApp(_ commands: [Command]) -> AppModel {
    AppModel(
        name: "test", records: [:], navigation: NavigationModel(rootView: ViewDeclaration(contextName: "Root")),
        commands: CommandRegistry(commands), initialScenes: [])
}

/// Runs script lines on a fresh demo session and returns what a person sees:
/// output lines, and `error: …` for a failed line.
package func transcript(_ lines: [String], platform: TargetPlatform = .macos) throws -> [String] {
    var harness = ScriptHarness(session: try Session(app: DemoApps.recipes, platform: platform), file: "t.kg")
    var out: [String] = []
    for (i, text) in lines.enumerated() {
        let statement = try ScriptParser.parseLine(text)
        let result = harness.run(statement, line: i + 1, input: text)
        out += result.output
        if let error = result.error { out.append("error: \(error.message)") }
    }
    return out
}
