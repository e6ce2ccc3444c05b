import Foundation
import KeyGraphTestSupport
import Testing

@testable import KeyGraph
@testable import KeyGraphFormats

/// A two-command app: a menu item, a `run` edge, a bound shortcut with a `when`, and a quote to escape.
func smallGraph() throws -> CommandGraphExport {
    let app = try loadApp(
        #"""
        {"app": "x", "records": {"Recipe": [{"id": "pie"}]}, "destinations": {"Recipe": "RecipeDetail"},
         "commands": [
           {"id": "go.pie", "title": "Pie", "effects": ["popToRoot", {"push": "Recipe:pie"}]},
           {"id": "pie.say", "title": "Say \"pie\"", "effects": [{"run": "go.pie"}, {"message": "a \"b\""}]}],
         "menus": {"menus": [{"title": "Go", "items": [{"button": "go.pie"}, {"menu": "More", "items": [{"button": "pie.say"}]}]}]}}
        """#)
    let keymap = try KeymapLoader.load(
        SourceFile(
            name: "k.json",
            text: #"{"bindings": [{"key": "ctrl+k ctrl+p", "command": "go.pie", "when": "!RecipeDetail"}]}"#),
        commands: app.commands
    ).keymap
    return CommandGraphExport(app: app, keymaps: [keymap])
}

/// Whether Graphviz's `dot` is on PATH.
let dotPath: String? = {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    return paths.map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

@Suite("Command graph export")
struct GraphExportTests {
    @Test("DOT: menus, commands, shortcuts with their when, effects, run edges")
    func dot() throws {
        #expect(
            try smallGraph().dot == #"""
                digraph commands {
                  rankdir=LR;
                  node [fontname="Helvetica"];
                  "menu:Go" [label="Go", shape=folder];
                  "command:go.pie" [label="Pie\ngo.pie", shape=box, style=rounded];
                  "menu:Go > More" [label="Go > More", shape=folder];
                  "command:pie.say" [label="Say \"pie\"\npie.say", shape=box, style=rounded];
                  "effect:go.pie#0" [label="popToRoot", shape=ellipse];
                  "effect:go.pie#1" [label="push Recipe:pie", shape=ellipse];
                  "effect:pie.say#1" [label="message \"a \"b\"\"", shape=ellipse];
                  "shortcut:ctrl+k ctrl+p" [label="ctrl+k ctrl+p", shape=note];
                  "menu:Go" -> "command:go.pie";
                  "menu:Go" -> "menu:Go > More";
                  "menu:Go > More" -> "command:pie.say";
                  "command:go.pie" -> "effect:go.pie#0" [style=dashed];
                  "command:go.pie" -> "effect:go.pie#1" [style=dashed];
                  "command:pie.say" -> "command:go.pie" [style=bold, label="run"];
                  "command:pie.say" -> "effect:pie.say#1" [style=dashed];
                  "command:go.pie" -> "shortcut:ctrl+k ctrl+p" [label="when !RecipeDetail"];
                }

                """#)
    }

    @Test("Mermaid: the same graph as a flowchart")
    func mermaid() throws {
        #expect(
            try smallGraph().mermaid == #"""
                flowchart LR
                  n0[["Go"]]
                  n1("Pie<br/>go.pie")
                  n2[["Go > More"]]
                  n3("Say #quot;pie#quot;<br/>pie.say")
                  n4(["popToRoot"])
                  n5(["push Recipe:pie"])
                  n6(["message #quot;a #quot;b#quot;#quot;"])
                  n7[/"ctrl+k ctrl+p"/]
                  n0 --> n1
                  n0 --> n2
                  n2 --> n3
                  n1 -.-> n4
                  n1 -.-> n5
                  n3 ==>|run| n1
                  n3 -.-> n6
                  n1 -->|"when !RecipeDetail"| n7

                """#)
    }

    @Test("JSON: nodes and edges")
    func json() throws {
        let graph = try smallGraph()
        let text = graph.json.text
        #expect(text.hasPrefix(#"{"nodes":[{"id":"menu:Go","kind":"menu","label":"Go"},"#))
        #expect(text.contains(#"{"from":"command:pie.say","to":"command:go.pie","kind":"run"}"#))
        #expect(
            text.contains(
                #"{"from":"command:go.pie","to":"shortcut:ctrl+k ctrl+p","kind":"shortcut","when":"!RecipeDetail"}"#))
        #expect(graph.nodes.count == 8)
        #expect(graph.edges.count == 8)
    }

    @Test("The Recipes graph: run edges, a when label, context menus and toolbars")
    func recipesRunEdges() throws {
        let session = try Session(app: DemoApps.recipes)
        let graph = CommandGraphExport(app: session.app, keymaps: session.layers)
        let runs = graph.edges.filter { $0.kind == .run }.map { "\($0.from) -> \($0.to)" }
        #expect(runs == ["command:recipe.showApplePie -> command:go.desserts"])
        let toggle = graph.edges.first { $0.to == "shortcut:ctrl+k ctrl+f" }
        #expect(toggle?.label == "RecipeDetail && focused.selectedRecipe")
        let fromRow = graph.edges.filter { $0.from == "context:RecipeRow" }.map(\.to)
        #expect(
            fromRow == [
                "command:recipe.toggleFavorite", "command:recipe.export", "command:recipe.delete",
            ])
        let fromDetailToolbar = graph.edges.filter { $0.from == "toolbar:RecipeDetail" }.map(\.to)
        #expect(
            fromDetailToolbar == [
                "command:recipe.toggleFavorite", "command:recipe.export", "command:recipe.delete",
                "command:recipe.edit",
            ])
        #expect(graph.nodes.first { $0.id == "context:RecipeRow" }?.label == "context menu\nRecipeRow")
    }

    @Test(
        "Graphviz accepts the DOT output of every shipped app",
        .enabled(if: dotPath != nil, "Graphviz's dot is not installed (apt-get install graphviz)"))
    func graphvizRenders() throws {
        for app in [DemoApps.recipes, DemoApps.tabs, DemoApps.notes] {
            let session = try Session(app: app)
            let dot = CommandGraphExport(app: session.app, keymaps: session.layers).dot
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(dotPath))
            process.arguments = ["-Tsvg"]
            let input = Pipe()
            let output = Pipe()
            let errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(Data(dot.utf8))
            try input.fileHandleForWriting.close()
            let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(app.name): \(stderr)")
            #expect(stderr == "")
            #expect(svg.contains("<svg"))
            #expect(svg.contains("Toggle Favorite") || app.name != "recipes")
        }
    }
}
