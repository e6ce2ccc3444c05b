import ArgumentParser
import KeyGraphFormats

/// `keygraph schema keymap|app|config`: the JSON Schema of a file format.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of keymap files, app graph files or .keygraph.json.",
        discussion: """
            Generated from the loaders' own tables (members, effect forms, enum cases), so it \
            names exactly the members they read. Point an editor at it with "$schema" in the \
            file, or validate with any JSON Schema tool after removing comments. It cannot check \
            what only the loader can (key notation, `when` clauses, names that must resolve): \
            `keygraph check` does.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case keymap, app, config
    }

    @Argument(help: "The file format: keymap, app or config (a project's .keygraph.json).")
    var format: Format

    func run() throws {
        switch format {
        case .keymap: FileIO.writeOutput(KeymapSchema.schema.prettyText)
        case .app: FileIO.writeOutput(AppSchema.schema.prettyText)
        case .config: FileIO.writeOutput(ConfigSchema.schema(ruleIDs: RuleOptions.registry.ids).prettyText)
        }
    }
}
