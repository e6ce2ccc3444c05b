import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// `keygraph menu [PATH] [--format text|json] [--platform …] [--no-icons]`: render the menu bar.
struct MenuCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "menu",
        abstract: "Print the menu bar, or one menu, as a text tree or JSON.",
        discussion: """
            Shortcuts follow the ONE display rule: the highest-precedence binding that would \
            fire in the current focus, else the default binding. Dimmed items are marked (dimmed).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var options: AppOptions

    @Argument(help: ArgumentHelp("A menu or submenu path (\"File\", \"Recipe > Sort By\").", valueName: "path"))
    var path: String?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Flag(name: .customLong("no-icons"), help: "Leave out SF Symbol names.")
    var noIcons = false

    func run() throws {
        let session = try options.makeSession()
        let platform = options.platform
        let bar = session.menuBar(platform: platform)
        let renderer = MenuRenderer(style: platform.shortcutStyle, showsIcons: !noIcons)
        guard let path else {
            FileIO.writeOutput(format == .json ? renderer.json(bar).text : renderer.text(bar))
            return
        }
        do {
            let found = try bar.entries(at: path)
            let menu = ResolvedMenu(title: found.title, entries: found.entries)
            FileIO.writeOutput(format == .json ? renderer.json(menu).text : renderer.text(menu))
        } catch {
            FileIO.writeError("error: \(error.message)" + (error.hint.map { "\nhint: \($0)" } ?? ""))
            throw ExitCode(2)
        }
    }
}
