import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// `keygraph graph [--format dot|mermaid|json]`: the command graph.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print the command graph: menus, context menus, toolbars → commands → shortcuts and effects.",
        discussion: """
            Shortcut edges carry their `when` clause. DOT renders with Graphviz \
            (keygraph graph | dot -Tsvg > graph.svg); Mermaid pastes into Markdown.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dot, mermaid, json
    }

    @OptionGroup var options: AppOptions

    @Option(help: "Output format: dot, mermaid or json.")
    var format: Format = .dot

    func run() throws {
        let session = try options.makeSession()
        let graph = CommandGraphExport(app: session.app, keymaps: session.layers)
        switch format {
        case .dot: FileIO.writeOutput(graph.dot)
        case .mermaid: FileIO.writeOutput(graph.mermaid)
        case .json: FileIO.writeOutput(graph.json.text)
        }
    }
}
