import ArgumentParser
import KeyGraph
import KeyGraphFormats
import KeyGraphScript

/// `keygraph keys [--format list|cheatsheet]`: the bindings.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Print the bindings: every layer's list, or a cheat sheet grouped by menu.",
        discussion: """
            The cheat sheet is like iPadOS's hold-⌘ overlay: each menu's title, then its \
            available commands with the shortcut the menu shows (the ONE display rule), \
            then bound commands no menu holds, under Other.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case list, cheatsheet
    }

    @OptionGroup var options: AppOptions

    @Option(help: "Output format: list or cheatsheet.")
    var format: Format = .list

    func run() throws {
        let session = try options.makeSession()
        switch format {
        case .list:
            FileIO.writeOutput(BindingList.text(for: session))
        case .cheatsheet:
            let platform = options.platform
            FileIO.writeOutput(session.cheatSheet(platform: platform).text(style: platform.shortcutStyle))
        }
    }
}
